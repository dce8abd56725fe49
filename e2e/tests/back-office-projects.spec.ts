import type { Page } from '@playwright/test';
import { PROJECT_MESSAGES } from '@smartmove/contract';
import { expect, test, waitForHydration } from '../support/fixtures';
import { uniqueProjectName } from '../support/projects';
import { registerAccount, storeSession } from '../support/session';
import { screenshot } from '../support/screenshots';

/**
 * Projects (issue 21, item 1): Ada Admin adds a project and assigns an employee to it on
 * /back-office/projects; the employee then chooses it on their time sheet. At a desktop's width (the time sheet
 * at a phone's is in time-sheet-weeks.spec.ts).
 */

const DESKTOP = { width: 1280, height: 900 };

/** A name of letters only (the sign-up refuses digits), new for each test. */
function uniquePersonName(): string {
  const letters = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  return `Pia ${letters.join('').replace(/^./, (first) => first.toUpperCase())}`;
}

async function open(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

test.describe('projects (desktop, 1280 px)', () => {
  test.use({ signedInAs: 'admin', viewport: DESKTOP });

  test('Ada adds a project and assigns an employee, who then chooses it on their time sheet', async ({
    page,
    browser,
  }) => {
    const personName = uniquePersonName();
    // The employee's browser of their own: signing them up leaves Ada's cookies alone.
    const context = await browser.newContext({ viewport: DESKTOP });
    const employeePage = await context.newPage();
    const { session } = await registerAccount(context.request, 'employee', { name: personName });
    const project = uniqueProjectName('Cloud migration');

    await open(page, '/back-office/projects');
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Add project' });
    await form.getByRole('button', { name: 'Add project' }).click();
    await expect(form.getByLabel('Project name', { exact: true })).toHaveAccessibleDescription(
      new RegExp(PROJECT_MESSAGES.name),
    );
    await form.getByLabel('Project name', { exact: true }).fill(project);
    await form.getByRole('button', { name: 'Add project' }).click();
    await expect(page.getByText(`Project ${project} added: assign people to it below`)).toBeVisible();
    await expect(form.getByLabel('Project name', { exact: true })).toHaveValue('');

    const row = page.getByRole('row').filter({ hasText: project });
    await expect(row).toContainText('Nobody yet');
    await row.getByRole('button', { name: `Assign people to ${project}` }).click();
    const dialog = page.getByRole('dialog', { name: `Assign people to ${project}` });
    await dialog.getByRole('checkbox', { name: personName, exact: true }).check();
    await screenshot(page, { path: `/tmp/projects-dialog-${DESKTOP.width}.png` });
    await dialog.getByRole('button', { name: 'Save assignments' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText(personName);
    await screenshot(page, { path: `/tmp/projects-page-${DESKTOP.width}.png`, fullPage: true });

    try {
      await storeSession(employeePage, session);
      await open(employeePage, '/new-time-sheet');
      await employeePage.getByLabel('Project 1', { exact: true }).selectOption(project);
      await expect(employeePage.getByLabel('Project 1', { exact: true })).toHaveValue(project);
      await screenshot(employeePage, {
        path: `/tmp/projects-employee-${DESKTOP.width}.png`,
        fullPage: true,
      });
    } finally {
      await context.close();
    }
  });
});
