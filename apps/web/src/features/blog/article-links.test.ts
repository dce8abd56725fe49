import { PUBLIC_ROUTES } from '@smartmove/contract';
import { describe, expect, it } from 'vitest';
import { ARTICLE_PATHS, formatPublishedOn, listArticleSummaries, recommendedFor } from './article-links';
import { ARTICLES } from './articles';

describe('article links', () => {
  it('maps every article to its spec route, typo included', () => {
    expect(ARTICLE_PATHS).toEqual({
      'the-future-of-data-engineering': PUBLIC_ROUTES.blogFutureOfDataEngineering,
      '10-essential-skills-of-data-engineer': PUBLIC_ROUTES.blogEssentialSkills,
      'how-to-start-a-careeer-in-data-engineering': '/blog/how-to-start-a-careeer-in-data-engineering',
    });
  });

  it.each(ARTICLES)('recommends the other two articles for $slug', (article) => {
    const recommended = recommendedFor(article.slug);
    expect(recommended).toHaveLength(2);
    expect(recommended.map((item) => item.slug)).not.toContain(article.slug);
    for (const item of recommended) expect(item.href).toBe(ARTICLE_PATHS[item.slug]);
  });

  it('lists the articles newest first with a reading time', () => {
    const summaries = listArticleSummaries();
    const dates = summaries.map((summary) => summary.publishedOn);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const summary of summaries) expect(summary.readingMinutes).toBeGreaterThanOrEqual(4);
  });

  it('formats a publication date the same in every time zone', () => {
    expect(formatPublishedOn('2025-11-18')).toBe('18 November 2025');
  });
});
