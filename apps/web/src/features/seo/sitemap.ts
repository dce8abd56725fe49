import { PRERENDERED_PATHS, PUBLIC_ROUTES } from '@smartmove/contract';

/** Prerendered pages that are not content for search engines: the 404, sign-in pages and the style guide. */
export const SITEMAP_EXCLUDED_PATHS: readonly string[] = [
  PUBLIC_ROUTES.notFound,
  PUBLIC_ROUTES.signIn,
  PUBLIC_ROUTES.signUp,
  PUBLIC_ROUTES.testComponent,
];

/** The pages listed in sitemap.xml: every prerendered public page except the excluded ones. */
export function sitemapPaths(
  prerendered: readonly string[] = PRERENDERED_PATHS,
  excluded: readonly string[] = SITEMAP_EXCLUDED_PATHS,
): string[] {
  return prerendered.filter((path) => !excluded.includes(path));
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A sitemaps.org urlset for `paths` on `origin`; `lastModified` is an ISO date (YYYY-MM-DD). */
export function buildSitemapXml(origin: string, paths: readonly string[], lastModified?: string): string {
  const base = origin.replace(/\/+$/, '');
  const entries = paths.map((path) => {
    const lines = [`    <loc>${escapeXml(`${base}${path}`)}</loc>`];
    if (lastModified) lines.push(`    <lastmod>${escapeXml(lastModified)}</lastmod>`);
    return `  <url>\n${lines.join('\n')}\n  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
