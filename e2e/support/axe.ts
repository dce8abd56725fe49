import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.2 AA rules every page is held to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * An axe scan of the page against `tags`, ready to `analyze()`. The product has no frames, so axe runs in
 * the page itself (legacy mode: same-origin frames only) instead of in parts that a blank page of their own
 * joins, and it gathers the violations only, which is all the tests read: half the work of a default scan.
 */
export function axeScan(page: Page, tags: string[]): AxeBuilder {
  return new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(tags)
    .setLegacyMode();
}

/** Fails with each WCAG 2.2 AA violation axe finds on the page and the elements it found it on. */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const results = await axeScan(page, WCAG_TAGS).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary, label).toEqual([]);
}
