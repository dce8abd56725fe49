import type { APIRequestContext, Page } from '@playwright/test';
import {
  API_PATHS,
  PORTAL_MESSAGES,
  PROJECT_MESSAGES,
  TimeSheetPageSchema,
  addDays,
  latestTimeSheetWeek,
  mondayOf,
  todayIsoDate,
} from '@smartmove/contract';
import { expect, test, waitForHydration } from '../support/fixtures';
import { hoursBox } from '../support/time-sheets';
import { assignProjects, uniqueProjectName } from '../support/projects';
import { registerAccount, storeSession, type SignedInSession } from '../support/session';
import { screenshot } from '../support/screenshots';

/**
 * The time sheet's weeks (issue 21, item 1): a week's form holds that week's saved sheet or nothing, its
 * heading says what it is, its prompts show only while they apply, "Copy last week", and Project chosen
 * from the employee's assigned projects. Each test has an employee of its own, at a phone's or a
 * desktop's width.
 */

const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
] as const;

/** Three past weeks in a row: the first is saved by the test, the next two are not. */
const week = addDays(mondayOf(todayIsoDate()), -21);
const nextWeek = addDays(week, 7);
const weekAfter = addDays(week, 14);

function shortDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00.000Z`).toLocaleDateString('en-US', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

async function open(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

/** A new employee, signed in in this page, assigned two projects of their own. */
async function newEmployee(page: Page): Promise<{ session: SignedInSession; projects: [string, string] }> {
  const { session } = await registerAccount(page.request, 'employee');
  await storeSession(page, session);
  const projects: [string, string] = [uniqueProjectName('Retail analytics'), uniqueProjectName('Training')];
  await assignProjects(page.request, session, projects);
  return { session, projects };
}

async function saveSheet(
  request: APIRequestContext,
  session: SignedInSession,
  weekStart: string,
  status: 'draft' | 'submitted',
  entries: Array<{ project: string; hours: number[] }>,
) {
  const response = await request.post(API_PATHS.addTimeSheet, {
    data: { weekStart, status, entries },
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function sheetsOfWeek(request: APIRequestContext, session: SignedInSession, weekStart: string) {
  const response = await request.get(API_PATHS.getTimeSheets, {
    params: { weekStart },
    headers: { authorization: `Bearer ${session.token}` },
  });
  return TimeSheetPageSchema.parse(await response.json()).total;
}

const project1 = (page: Page) => page.getByLabel('Project 1', { exact: true });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('time sheet weeks (phone, 390 px)', () => {
  test.use({ viewport: WIDTHS[0].viewport });

  test('"Enter the hours you worked before submitting" goes as soon as hours are entered', async ({
    page,
  }) => {
    const { projects } = await newEmployee(page);
    await open(page, `/new-time-sheet?week=${week}`);
    await project1(page).selectOption(projects[0]);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const hint = page.getByRole('alert').filter({ hasText: PORTAL_MESSAGES.timeSheet.emptySubmit });
    await expect(hint).toBeVisible();
    await screenshot(page, { path: `/tmp/ts-empty-hint-390.png`, fullPage: true });
    await hoursBox(page, 'Wednesday').fill('4');
    await expect(hint).toHaveCount(0);
    await screenshot(page, { path: `/tmp/ts-hours-entered-390.png`, fullPage: true });
    // Back to no hours after a refused Submit: the message applies again.
    await hoursBox(page, 'Wednesday').fill('0');
    await expect(hint).toBeVisible();
  });

  test("Project offers the employee's assigned projects; with none, the time sheet says so", async ({
    page,
  }) => {
    const { projects } = await newEmployee(page);
    await open(page, `/new-time-sheet?week=${week}`);
    await expect(project1(page).locator('option')).toHaveText([
      'Select project',
      ...[...projects].sort((a, b) => a.localeCompare(b)),
    ]);
    await screenshot(page, { path: `/tmp/ts-projects-390.png`, fullPage: true });

    const { session: unassigned } = await registerAccount(page.request, 'employee');
    await storeSession(page, unassigned);
    await open(page, `/new-time-sheet?week=${week}`);
    await expect(page.getByText(PROJECT_MESSAGES.noneAssigned)).toBeVisible();
    await expect(project1(page)).toHaveCount(0);
    await screenshot(page, { path: `/tmp/ts-no-projects-390.png`, fullPage: true });
  });
});

test.describe('time sheet weeks (desktop, 1280 px)', () => {
  test.use({ viewport: WIDTHS[1].viewport });

  test('moving between weeks never carries hours into an unsaved week; a saved week says what it is', async ({
    page,
  }) => {
    const { session, projects } = await newEmployee(page);
    // 45 hours: the over-40 prompt would show if a submitted week still asked to check them.
    await saveSheet(page.request, session, week, 'submitted', [
      { project: projects[0], hours: [9, 9, 9, 9, 9, 0, 0] },
    ]);
    await open(page, `/new-time-sheet?week=${nextWeek}`);
    await expect(heading(page)).toHaveText('New time sheet');
    await project1(page).selectOption(projects[1]);
    await hoursBox(page, 'Monday').fill('6');

    await page.getByRole('button', { name: 'Previous week' }).click();
    await expect(page).toHaveURL(new RegExp(`week=${week}`));
    await expect(heading(page)).toHaveText(`Time sheet for the week of ${shortDate(week)}`);
    await expect(page.getByText('Status: Submitted.')).toBeVisible();
    await expect(project1(page)).toHaveValue(projects[0]);
    await expect(project1(page)).toBeDisabled();
    await expect(hoursBox(page, 'Monday')).toHaveValue('9');
    await expect(page.getByText(PORTAL_MESSAGES.timeSheet.overWeeklyHours)).toHaveCount(0);
    await expect(page.getByText(PORTAL_MESSAGES.timeSheet.emptySubmit)).toHaveCount(0);
    await screenshot(page, { path: `/tmp/ts-submitted-1280.png`, fullPage: true });

    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(page).toHaveURL(new RegExp(`week=${nextWeek}`));
    await expect(heading(page)).toHaveText('New time sheet');
    await expect(project1(page)).toHaveValue('');
    await expect(hoursBox(page, 'Monday')).toHaveValue('0');
    await hoursBox(page, 'Tuesday').fill('7');

    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(page).toHaveURL(new RegExp(`week=${weekAfter}`));
    await expect(heading(page)).toHaveText('New time sheet');
    await expect(hoursBox(page, 'Tuesday')).toHaveValue('0');
    await expect(page.getByRole('paragraph').filter({ hasText: /^Week total: 0 h$/ })).toBeVisible();
    await screenshot(page, { path: `/tmp/ts-unsaved-1280.png`, fullPage: true });
    expect(await sheetsOfWeek(page.request, session, nextWeek)).toBe(0);
  });

  test("Copy last week fills the week from last week's sheet, saved only when the user saves", async ({
    page,
  }) => {
    const { session, projects } = await newEmployee(page);
    await saveSheet(page.request, session, week, 'draft', [
      { project: projects[0], hours: [8, 8, 8, 8, 8, 0, 0] },
      { project: projects[1], hours: [0, 0, 0, 0, 0, 2, 0] },
    ]);
    await open(page, `/new-time-sheet?week=${nextWeek}`);
    const copy = page.getByRole('button', { name: 'Copy last week' });
    await expect(copy).toBeEnabled();
    await expect(copy).toHaveAccessibleDescription(
      `Fills this week with the projects and hours of the week of ${shortDate(week)}.`,
    );
    await copy.click();
    await expect(project1(page)).toHaveValue(projects[0]);
    await expect(page.getByLabel('Project 2', { exact: true })).toHaveValue(projects[1]);
    await expect(hoursBox(page, 'Friday')).toHaveValue('8');
    await expect(hoursBox(page, 'Saturday', 2)).toHaveValue('2');
    await expect(page.getByRole('paragraph').filter({ hasText: /^Week total: 42 h$/ })).toBeVisible();
    await expect(heading(page)).toHaveText('New time sheet');
    expect(await sheetsOfWeek(page.request, session, nextWeek)).toBe(0);
    await screenshot(page, { path: `/tmp/ts-copied-1280.png`, fullPage: true });

    // Copying over hours already entered asks first.
    await hoursBox(page, 'Monday').fill('1');
    await copy.click();
    const dialog = page.getByRole('dialog', { name: "Replace this week's hours?" });
    await dialog.getByRole('button', { name: 'Copy last week' }).click();
    await expect(dialog).toBeHidden();
    await expect(hoursBox(page, 'Monday')).toHaveValue('8');

    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft saved', { exact: true })).toBeVisible();
    expect(await sheetsOfWeek(page.request, session, nextWeek)).toBe(1);

    // The first week has no week before it to copy.
    await page.getByRole('button', { name: 'Previous week' }).click();
    await expect(page).toHaveURL(new RegExp(`week=${week}`));
    await expect(copy).toBeDisabled();
    await expect(copy).toHaveAccessibleDescription('Last week has no time sheet to copy.');
  });
});

test.describe('how far ahead a time sheet may be', () => {
  test('a week after next is refused on the form with the server’s message; next week is saved', async ({
    page,
  }) => {
    const { session, projects } = await newEmployee(page);
    // Next week, as late as a sheet may be kept (a day of slack for the user's clock: on a Sunday, the week after).
    const nextWeek = latestTimeSheetWeek();
    const tooFar = addDays(nextWeek, 7);
    const fillMonday = async () => {
      await project1(page).selectOption(projects[0]);
      await hoursBox(page, 'Monday').fill('8');
    };

    await open(page, `/new-time-sheet?week=${tooFar}`);
    await fillMonday();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: PORTAL_MESSAGES.timeSheet.tooFarAhead }),
    ).toBeVisible();
    expect(await sheetsOfWeek(page.request, session, tooFar)).toBe(0);

    await open(page, `/new-time-sheet?week=${nextWeek}`);
    await fillMonday();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft saved', { exact: true })).toBeVisible();
    expect(await sheetsOfWeek(page.request, session, nextWeek)).toBe(1);
  });
});
