import { paths } from '../../config/paths';
import { ARTICLES, readingMinutes, type Article } from './articles';

type Slug = Article['slug'];

/** Where each article lives (docs/product.md#pages, typo in the third slug kept). */
export const ARTICLE_PATHS: Record<Slug, string> = {
  'the-future-of-data-engineering': paths.blogFutureOfDataEngineering(),
  '10-essential-skills-of-data-engineer': paths.blogEssentialSkills(),
  'how-to-start-a-careeer-in-data-engineering': paths.blogStartACareer(),
};

export interface ImageAsset {
  src: string;
  width: number;
  height: number;
}

/** Local cover illustrations (1200 × 630, the Open Graph ratio). */
export const ARTICLE_COVERS: Record<Slug, ImageAsset> = {
  'the-future-of-data-engineering': {
    src: '/images/blog/future-of-data-engineering.svg',
    width: 1200,
    height: 630,
  },
  '10-essential-skills-of-data-engineer': {
    src: '/images/blog/essential-skills-of-data-engineer.svg',
    width: 1200,
    height: 630,
  },
  'how-to-start-a-careeer-in-data-engineering': {
    src: '/images/blog/start-a-career-in-data-engineering.svg',
    width: 1200,
    height: 630,
  },
};

export interface ArticleSummary {
  slug: Slug;
  title: string;
  description: string;
  href: string;
  cover: ImageAsset;
  author: string;
  publishedOn: string;
  readingMinutes: number;
}

export function summarizeArticle(article: Article): ArticleSummary {
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    href: ARTICLE_PATHS[article.slug],
    cover: ARTICLE_COVERS[article.slug],
    author: article.author,
    publishedOn: article.publishedOn,
    readingMinutes: readingMinutes(article),
  };
}

/** Every article as a card summary, newest first. */
export function listArticleSummaries(): ArticleSummary[] {
  return ARTICLES.map(summarizeArticle).sort((a, b) => b.publishedOn.localeCompare(a.publishedOn));
}

/** The "Recommended Blogs" of an article: the other two, in publication order. */
export function recommendedFor(slug: Slug): ArticleSummary[] {
  return ARTICLES.filter((article) => article.slug !== slug).map(summarizeArticle);
}

/** "18 November 2025" for an ISO date, independent of the reader's time zone. */
export function formatPublishedOn(isoDate: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
