import { SITE, pageTitle } from '../config/site';

/** Tab title "SmartMove | <title>", description, canonical URL and Open Graph tags for a page. */
export function pageMeta(title: string, description: string, pathname?: string) {
  const fullTitle = pageTitle(title);
  const tags: Array<Record<string, string>> = [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: SITE.name },
  ];
  if (pathname !== undefined) {
    const url = `${SITE.origin}${pathname}`;
    tags.push({ tagName: 'link', rel: 'canonical', href: url }, { property: 'og:url', content: url });
  }
  return tags;
}
