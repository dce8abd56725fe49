import { describe, expect, it } from 'vitest';

import { ARTICLES, getArticle, readingMinutes, wordCount, type Article } from './articles';

const EXPECTED: [slug: Article['slug'], title: string][] = [
  ['the-future-of-data-engineering', 'The Future of Data Engineering'],
  ['10-essential-skills-of-data-engineer', '10 Essential Skills of a Data Engineer'],
  ['how-to-start-a-careeer-in-data-engineering', 'How to Start a Career in Data Engineering'],
];

describe('ARTICLES', () => {
  it('holds the three articles with the spec slugs, typo included, and their titles', () => {
    expect(ARTICLES.map((a) => [a.slug, a.title])).toEqual(EXPECTED);
  });

  it.each(ARTICLES)('$slug is at least 800 words', (article) => {
    expect(wordCount(article)).toBeGreaterThanOrEqual(800);
  });

  it.each(ARTICLES)('$slug has metadata and well-formed blocks', (article) => {
    expect(article.description.length).toBeGreaterThan(40);
    expect(article.author).not.toBe('');
    expect(article.authorRole).not.toBe('');
    expect(article.publishedOn).toMatch(/^202[56]-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(article.publishedOn))).toBe(false);
    for (const block of article.blocks) {
      if (block.type === 'list') expect(block.items?.length).toBeGreaterThan(0);
      else expect(block.text?.trim()).toBeTruthy();
    }
    expect(article.blocks[0]?.type).toBe('paragraph');
  });

  it('gives the skills article exactly ten skill headings', () => {
    const headings = getArticle('10-essential-skills-of-data-engineer').blocks.filter(
      (b) => b.type === 'heading',
    );
    expect(headings.map((b) => b.text?.split('.')[0])).toEqual(
      Array.from({ length: 10 }, (_, i) => String(i + 1)),
    );
  });
});

describe('getArticle', () => {
  it('finds each article by slug', () => {
    for (const [slug, title] of EXPECTED) expect(getArticle(slug).title).toBe(title);
  });

  it('throws on an unknown slug', () => {
    expect(() => getArticle('nope' as Article['slug'])).toThrow();
  });
});

describe('wordCount and readingMinutes', () => {
  const sample: Article = {
    slug: 'the-future-of-data-engineering',
    title: 'Sample',
    description: 'Sample',
    author: 'A',
    authorRole: 'B',
    publishedOn: '2025-01-01',
    blocks: [
      { type: 'heading', text: 'Two words' },
      { type: 'paragraph', text: '  three  little\nwords ' },
      { type: 'list', items: ['one', 'and two'] },
    ],
  };

  it('counts the words of headings, paragraphs and list items', () => {
    expect(wordCount(sample)).toBe(8);
  });

  it('rounds reading time up at 200 words per minute', () => {
    expect(readingMinutes(sample)).toBe(1);
    for (const article of ARTICLES) {
      expect(readingMinutes(article)).toBe(Math.ceil(wordCount(article) / 200));
    }
  });
});
