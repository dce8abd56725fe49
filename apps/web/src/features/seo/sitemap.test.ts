import { PRERENDERED_PATHS, PUBLIC_ROUTES } from '@smartmove/contract';
import { describe, expect, it } from 'vitest';
import { buildSitemapXml, sitemapPaths } from './sitemap';

describe('sitemapPaths', () => {
  it('lists every prerendered public page except the 404, sign-in, sign-up and the style guide', () => {
    const listed = sitemapPaths();
    expect(listed).toContain(PUBLIC_ROUTES.home);
    expect(listed).toContain(PUBLIC_ROUTES.hrHandbook);
    expect(listed).toContain(PUBLIC_ROUTES.blogStartACareer);
    for (const excluded of ['/notfound', '/sign-in', '/sign-up', '/test-component']) {
      expect(listed).not.toContain(excluded);
    }
    expect(listed).toHaveLength(PRERENDERED_PATHS.length - 4);
  });

  it('never lists a parameterised or signed-in-area path', () => {
    for (const path of sitemapPaths()) {
      expect(path).not.toContain(':');
      expect(path).not.toMatch(/dashboard|view-details|time-sheet/);
    }
  });
});

describe('buildSitemapXml', () => {
  it('writes one absolute <loc> per path on the given origin, with an optional lastmod', () => {
    const xml = buildSitemapXml('https://example.com/', ['/', '/about-us'], '2026-01-02');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain('<loc>https://example.com/</loc>');
    expect(xml).toContain('<loc>https://example.com/about-us</loc>');
    expect(xml.match(/<lastmod>2026-01-02<\/lastmod>/g)).toHaveLength(2);
  });

  it('escapes XML special characters in URLs', () => {
    const xml = buildSitemapXml('https://example.com', ['/a?b=1&c=<2>']);
    expect(xml).toContain('<loc>https://example.com/a?b=1&amp;c=&lt;2&gt;</loc>');
    expect(xml).not.toContain('<lastmod>');
  });
});
