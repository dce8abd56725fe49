import { describe, expect, it } from 'vitest';
import { SITE } from '../../config/site';
import { serializeJsonLd } from './json-ld';
import { blogPostingJsonLd, organizationJsonLd } from './structured-data';

describe('organizationJsonLd', () => {
  it('describes the company with its founding year and both offices', () => {
    const organization = organizationJsonLd();
    expect(organization['@type']).toBe('Organization');
    expect(organization.name).toBe(SITE.name);
    expect(organization.foundingDate).toBe('2021');
    expect(organization.address.map((address) => address.addressLocality)).toEqual(['Seattle', 'Pune']);
    expect(organization.url).toBe(`${SITE.origin}/`);
  });
});

describe('blogPostingJsonLd', () => {
  it('gives the headline, author, date and absolute URLs of an article', () => {
    const posting = blogPostingJsonLd({
      title: 'A title',
      description: 'A description',
      author: 'Ann Author',
      authorRole: 'Writer',
      publishedOn: '2025-01-31',
      path: '/blog/a-title',
      wordCount: 900,
      image: '/images/blog/a.svg',
    });
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'A title',
      datePublished: '2025-01-31',
      wordCount: 900,
      url: `${SITE.origin}/blog/a-title`,
      image: `${SITE.origin}/images/blog/a.svg`,
      author: { '@type': 'Person', name: 'Ann Author' },
    });
  });
});

describe('serializeJsonLd', () => {
  it('cannot close its script element early', () => {
    const json = serializeJsonLd({ text: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script>' });
  });
});
