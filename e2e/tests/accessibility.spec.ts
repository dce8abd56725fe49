import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { demoToken, raiseCase, replyToCase } from '../support/cases';
import { expect, test, waitForHydration, waitForQuiet } from '../support/fixtures';

const EMPLOYEE_PATHS = [
  '/dashboard',
  '/time-sheet',
  '/new-time-sheet',
  '/apply-leave',
  '/employee-claims',
  '/payslips',
  '/myprofile',
  '/new-cases',
  '/support',
];
const PARTNER_PATHS = [
  '/dashboard',
  '/submissions',
  '/bench-list',
  '/my-bench-list',
  '/upload-your-bench-sales-data',
  '/view-all-c2c-jobs',
  '/view-details/senior-data-engineer',
];

const BACK_OFFICE_PATHS = [
  '/back-office',
  '/back-office/inquiries',
  '/back-office/applications',
  '/back-office/people',
  '/back-office/rate-card',
  '/back-office/audit',
  '/back-office/bench',
  '/back-office/payslips',
  '/back-office/projects',
  '/back-office/approvals',
  '/back-office/cases',
  '/back-office/jobs',
  '/back-office/holidays',
];

/** Opens a screen of the signed-in area and waits until its data has arrived. */
async function openPortalScreen(page: Page, path: string) {
  await page.goto(path);
  await waitForQuiet(page);
  await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
}

/**
 * Scans each screen in turn in one browser: a fresh browser per screen spent most of its time starting up and
 * loading the same scripts again. A violation names its screen.
 */
function scanEachScreen(paths: readonly string[]) {
  test(`each of its ${paths.length} screens`, async ({ page }) => {
    // About two seconds a screen on a quiet machine, several times that on a busy one.
    test.setTimeout(30_000 + paths.length * 15_000);
    for (const path of paths) {
      await openPortalScreen(page, path);
      await expectNoAxeViolations(page, path);
    }
  });
}

test.describe('axe finds no WCAG 2.2 AA violation', () => {
  // Every public page: tests/public-pages.spec.ts, which loads each once for all its checks.
  test('the open mobile menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectNoAxeViolations(page, 'mobile menu');
  });

  test.describe('employee portal', () => {
    test.use({ signedInAs: 'employee' });
    scanEachScreen(EMPLOYEE_PATHS);

    test('a support case with its conversation open', async ({ page, request, demoSessions }) => {
      const supportCase = await raiseCase(request, await demoToken(demoSessions, 'employee'), {
        title: `Accessible conversation ${Date.now()}`,
        category: 'Other',
        priority: 'Low',
        description: 'A case to scan.',
      });
      await replyToCase(request, await demoToken(demoSessions, 'admin'), supportCase.id, 'We are on it.');
      await openPortalScreen(page, '/support');
      await page.getByText(`Conversation of ${supportCase.reference}`).click();
      await expect(page.getByRole('button', { name: 'Send reply' })).toBeVisible();
      await expectNoAxeViolations(page, 'support case conversation');
    });

    test('the open profile panel', async ({ page }) => {
      await openPortalScreen(page, '/support');
      await page.getByRole('button', { name: /Account|Dana/ }).click();
      await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
      await expectNoAxeViolations(page, 'profile panel');
    });
  });

  test.describe('partner portal', () => {
    test.use({ signedInAs: 'partner' });
    scanEachScreen(PARTNER_PATHS);
  });

  test.describe('back office (admin)', () => {
    test.use({ signedInAs: 'admin' });
    scanEachScreen(BACK_OFFICE_PATHS);

    test('/back-office/cases/{id}', async ({ page, request, demoSessions }) => {
      const supportCase = await raiseCase(request, await demoToken(demoSessions, 'employee'), {
        title: `Accessible case ${Date.now()}`,
        category: 'Other',
        priority: 'Urgent',
        description: 'A case to scan.',
      });
      await replyToCase(request, await demoToken(demoSessions, 'admin'), supportCase.id, 'We are on it.');
      await openPortalScreen(page, `/back-office/cases/${supportCase.id}`);
      await expect(page.getByRole('button', { name: 'Send reply' })).toBeVisible();
      await expectNoAxeViolations(page, 'case page');
    });
  });
});
