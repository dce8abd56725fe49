import { SITE } from '../../config/site';

type MetaTag = Record<string, string>;

export interface ArticleMetaFacts {
  /** ISO date (YYYY-MM-DD). */
  publishedOn: string;
  author: string;
  /** Site-relative path of the cover image. */
  image: string;
}

/** Turns a page's Open Graph tags into an article's: og:type article, publication time, author and image. */
export function withArticleTags(tags: MetaTag[], article: ArticleMetaFacts): MetaTag[] {
  return [
    ...tags.map((tag) => (tag.property === 'og:type' ? { ...tag, content: 'article' } : tag)),
    { property: 'og:image', content: `${SITE.origin}${article.image}` },
    { property: 'article:published_time', content: article.publishedOn },
    { property: 'article:author', content: article.author },
    { name: 'author', content: article.author },
  ];
}
