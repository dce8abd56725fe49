import { randomUUID } from 'node:crypto';
import { expect, openAt, test, WIDTHS } from '../support/fixtures';
import { insertRows } from '../support/product-database';
import { stamp } from '../support/values';
import { screenshot } from '../support/screenshots';

const SHOTS = '/tmp/shots-audit34';

/** The audit log (decisions: "Search" and Export CSV), paged by Next and Previous from a line's cursor. */
test.describe('audit log', () => {
  test.use({ signedInAs: 'admin' });

  for (const viewport of WIDTHS) {
    test(`an admin searches the audit log and pages it by Next and Previous (${viewport.width} px)`, async ({
      page,
    }, testInfo) => {
      const tag = `Ledger${stamp()}`;
      // 30 lines about one record, a minute apart, years ago: two pages of 25, newest first (lines dated after
      // today would head the unsearched log and hide the lines other tests look for on its first page).
      const lines = Array.from({ length: 30 }, (_line, index) => [
        randomUUID(),
        new Date(Date.UTC(2020, 0, 1, 9, index)).toISOString(),
        null,
        'Ada Admin',
        'changed status',
        'inquiry',
        null,
        `${tag} #${String(index + 1).padStart(2, '0')}`,
      ]);
      await insertRows(
        testInfo,
        'audit_log',
        ['id', 'at', 'actor_id', 'actor_name', 'action', 'record_kind', 'record_id', 'record_label'],
        lines,
      );

      await openAt(page, viewport, '/back-office/audit');
      await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
      await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
      const table = page.getByRole('table', { name: 'Audit log, newest first' });
      const pager = page.getByRole('navigation', { name: 'Audit log pages' });
      await expect(pager).toContainText('Page 1 of 2 (1–25 of 30)');
      await expect(table.getByRole('row').nth(1)).toContainText(`${tag} #30`);
      await expect(pager.getByRole('link', { name: /Previous/ })).toHaveCount(0);

      await pager.getByRole('link', { name: /Next/ }).click();
      await expect(page).toHaveURL(/page=2&after=/);
      await expect(pager).toContainText('Page 2 of 2 (26–30 of 30)');
      await expect(table.getByRole('row')).toHaveCount(6);
      await expect(table.getByRole('row').nth(1)).toContainText(`${tag} #05`);
      await expect(table.getByRole('row').last()).toContainText(`${tag} #01`);
      await expect(pager.getByRole('link', { name: /Next/ })).toHaveCount(0);
      await screenshot(page, { path: `${SHOTS}/audit-page-2-${viewport.width}.png`, fullPage: true });

      await pager.getByRole('link', { name: /Previous/ }).click();
      await expect(pager).toContainText('Page 1 of 2 (1–25 of 30)');
      await expect(table.getByRole('row').nth(1)).toContainText(`${tag} #30`);
      // A new search starts again at its first page.
      await pager.getByRole('link', { name: /Next/ }).click();
      await expect(page).toHaveURL(/after=/);
      await page.getByRole('searchbox', { name: 'Search' }).fill(`${tag} #1`);
      await expect(page).not.toHaveURL(/after=|page=/);
      await expect(table.getByRole('row')).toHaveCount(11);
    });
  }

  for (const viewport of WIDTHS) {
    test(`an admin narrows the audit log to days by From and To, kept in the address (${viewport.width} px)`, async ({
      page,
    }, testInfo) => {
      const tag = `Dated${stamp()}`;
      // Noon (UTC) of three days years ago: the same days in any time zone the browser may be in.
      const days = ['2019-12-31', '2020-01-01', '2020-01-02'];
      await insertRows(
        testInfo,
        'audit_log',
        ['id', 'at', 'actor_id', 'actor_name', 'action', 'record_kind', 'record_id', 'record_label'],
        days.map((day) => [
          randomUUID(),
          `${day}T12:00:00.000Z`,
          null,
          'Ada Admin',
          'changed roles: Recruiter → Recruiter, Approver',
          'person',
          null,
          `${tag} ${day}`,
        ]),
      );

      await openAt(page, viewport, '/back-office/audit');
      await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
      const table = page.getByRole('table', { name: 'Audit log, newest first' });
      await expect(table.getByRole('row')).toHaveCount(4);
      await page.getByLabel('From', { exact: true }).fill('2020-01-01');
      await expect(table.getByRole('row')).toHaveCount(3);
      await page.getByLabel('To', { exact: true }).fill('2020-01-01');
      await expect(table.getByRole('row')).toHaveCount(2);
      await expect(table.getByRole('row').nth(1)).toContainText(`${tag} 2020-01-01`);
      await expect(table.getByRole('row').nth(1)).toContainText(
        'changed roles: Recruiter → Recruiter, Approver',
      );
      await expect(page).toHaveURL(/from=2020-01-01&to=2020-01-01/);
      await screenshot(page, { path: `${SHOTS}/audit-dates-${viewport.width}.png`, fullPage: true });

      // The address keeps the filters: opened again, the page shows the same day.
      await page.reload();
      await expect(page.getByLabel('From', { exact: true })).toHaveValue('2020-01-01');
      await expect(page.getByLabel('To', { exact: true })).toHaveValue('2020-01-01');
      await expect(table.getByRole('row')).toHaveCount(2);

      // To before From: said beside To, and the list is not filtered by either.
      await page.getByLabel('From', { exact: true }).fill('2020-01-02');
      const to = page.getByLabel('To', { exact: true });
      await expect(to).toHaveAttribute('aria-invalid', 'true');
      await expect(to).toHaveAccessibleDescription('To must not be before From');
      await expect(table.getByRole('row')).toHaveCount(4);
      await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
      await screenshot(page, {
        path: `${SHOTS}/audit-dates-wrong-order-${viewport.width}.png`,
        fullPage: true,
      });
    });
  }
});
