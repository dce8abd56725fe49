import { SITE } from '../../config/site';

const absoluteUrl = (path: string) => `${SITE.origin}${path}`;

/** schema.org Organization for the home page: name, logo, offices, founding year and sample contact. */
export function organizationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${SITE.origin}/#organization`,
    name: SITE.name,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/images/logo.svg'),
    description: SITE.description,
    slogan: SITE.tagline,
    foundingDate: String(SITE.established),
    email: SITE.contact.email,
    telephone: SITE.contact.phone,
    address: [
      { '@type': 'PostalAddress', addressLocality: 'Seattle', addressRegion: 'WA', addressCountry: 'US' },
      {
        '@type': 'PostalAddress',
        addressLocality: 'Pune',
        addressRegion: 'Maharashtra',
        addressCountry: 'IN',
      },
    ],
    knowsAbout: ['Data engineering', 'Full stack development', 'Microsoft Dynamics 365', 'IT staffing'],
    sameAs: [SITE.social.imageSharing.href, SITE.social.messaging.href],
  };
}

export interface BlogPostingFacts {
  title: string;
  description: string;
  author: string;
  authorRole: string;
  /** ISO date (YYYY-MM-DD). */
  publishedOn: string;
  /** Site-relative path of the article. */
  path: string;
  wordCount: number;
  /** Site-relative path of the cover image. */
  image?: string;
}

/** schema.org BlogPosting for an article page. */
export function blogPostingJsonLd(article: BlogPostingFacts) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.description,
    datePublished: article.publishedOn,
    dateModified: article.publishedOn,
    wordCount: article.wordCount,
    inLanguage: 'en',
    url: absoluteUrl(article.path),
    mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl(article.path) },
    ...(article.image ? { image: absoluteUrl(article.image) } : {}),
    author: { '@type': 'Person', name: article.author, jobTitle: article.authorRole },
    publisher: {
      '@type': 'Organization',
      name: SITE.name,
      logo: { '@type': 'ImageObject', url: absoluteUrl('/images/logo.svg') },
    },
  };
}
