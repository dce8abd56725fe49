import type { Page } from '@playwright/test';
import { axeScan, WCAG_TAGS } from '../support/axe';
import { demoToken, raiseCase, replyToCase } from '../support/cases';
import { expect, test, waitForHydration } from '../support/fixtures';

const PUBLIC_PATHS = [
  '/',
  '/about-us',
  '/contact-us',
  '/services',
  '/industries',
  '/blog',
  '/blog/the-future-of-data-engineering',
  '/blog/10-essential-skills-of-data-engineer',
  '/blog/how-to-start-a-careeer-in-data-engineering',
  '/applynow/senior-data-engineer',
  '/free-consultation',
  '/knowyourworth',
  '/search-your-ideal-condidate',
  '/anchor-locations',
  '/hr-handbook',
  '/sign-in',
  '/sign-up',
  '/cam-capture',
  '/test-component',
  '/products',
  '/book-your-day',
  '/c2c-job-board',
  '/c2c-job-board-details/senior-data-engineer',
  '/hot-list',
  '/privacy',
  '/terms',
  '/notfound',
];

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

async function expectNoViolations(page: Page, label: string) {
  const results = await axeScan(page, WCAG_TAGS).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary, label).toEqual([]);
}

/** Opens a screen of the signed-in area and waits until its data has arrived. */
async function openPortalScreen(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

test.describe('axe finds no WCAG 2.2 AA violation', () => {
  for (const path of PUBLIC_PATHS) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page, path);
    });
  }

  test('the open mobile menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectNoViolations(page, 'mobile menu');
  });

  test.describe('employee portal', () => {
    test.use({ signedInAs: 'employee' });
    for (const path of EMPLOYEE_PATHS) {
      test(path, async ({ page }) => {
        await openPortalScreen(page, path);
        await expectNoViolations(page, path);
      });
    }

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
      await expectNoViolations(page, 'support case conversation');
    });

    test('the open profile panel', async ({ page }) => {
      await openPortalScreen(page, '/support');
      await page.getByRole('button', { name: /Account|Dana/ }).click();
      await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
      await expectNoViolations(page, 'profile panel');
    });
  });

  test.describe('partner portal', () => {
    test.use({ signedInAs: 'partner' });
    for (const path of PARTNER_PATHS) {
      test(path, async ({ page }) => {
        await openPortalScreen(page, path);
        await expectNoViolations(page, path);
      });
    }
  });

  test.describe('back office (admin)', () => {
    test.use({ signedInAs: 'admin' });
    for (const path of BACK_OFFICE_PATHS) {
      test(path, async ({ page }) => {
        await openPortalScreen(page, path);
        await expectNoViolations(page, path);
      });
    }

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
      await expectNoViolations(page, 'case page');
    });
  });
});
