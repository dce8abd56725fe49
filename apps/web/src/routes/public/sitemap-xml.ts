import { SITE } from '../../config/site';
import { buildSitemapXml, sitemapPaths } from '../../features/seo/sitemap';

/** /sitemap.xml: a resource route prerendered to a static file at build time (react-router.config.ts). */
export function loader() {
  const builtOn = new Date().toISOString().slice(0, 10);
  return new Response(buildSitemapXml(SITE.origin, sitemapPaths(), builtOn), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
}
