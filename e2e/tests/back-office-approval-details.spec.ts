import type { APIRequestContext } from '@playwright/test';
import { API_PATHS, addDays } from '@smartmove/contract';
import { expect, openAt, test, WIDTHS } from '../support/fixtures';
import { hoursBox } from '../support/time-sheets';
import { assignProjects, uniqueProjectName, userIdOf } from '../support/projects';
import {
  adminToken,
  registerAccount,
  requestSession,
  storeSession,
  type SignedInSession,
} from '../support/session';
import { randomMonday, randomWorkingWeek, shown, stamp } from '../support/values';
import { screenshot } from '../support/screenshots';

/** Posts as `token` and fails the test on an error answer. */
async function post(request: APIRequestContext, path: string, token: string, data: unknown) {
  const response = await request.post(path, { data, headers: { authorization: `Bearer ${token}` } });
  if (!response.ok()) throw new Error(`${path} failed: ${response.status()} ${await response.text()}`);
  return response;
}

/**
 * A team of its own, so that its approver's list holds only this test's items: an approver, the author
 * and a colleague working from the Pune office under that approver, and somebody of another team.
 */
async function newTeam(request: APIRequestContext) {
  const admin = await adminToken();
  const tag = stamp();
  const person = async (name: string, changes: Record<string, unknown>) => {
    const { phone, session } = await registerAccount(request, 'employee', { name: `${name} ${tag}` });
    const id = await userIdOf(request, session);
    await post(request, API_PATHS.updatePerson, admin, { id, ...changes });
    return { phone, session, id, name: `${name} ${tag}` };
  };
  const approver = await person('Alma Approver', { staffRoles: ['approver'] });
  const author = await person('Wendy Worker', { managerId: approver.id, office: 'pune' });
  const colleague = await person('Olive Overlap', { managerId: approver.id, office: 'pune' });
  const outsider = await person('Sam Elsewhere', { office: 'pune' });
  return { admin, approver, author, colleague, outsider };
}

/** A Pune holiday on the Wednesday of a random week long ago (drawn again when that day already is one). */
async function addPuneHoliday(request: APIRequestContext, admin: string) {
  for (let attempt = 1; ; attempt += 1) {
    const week = randomMonday(-1390, -900);
    const holiday = { office: 'pune', date: addDays(week, 2), name: `Founders Day ${stamp()}` };
    const response = await request.post(API_PATHS.addHoliday, {
      data: holiday,
      headers: { authorization: `Bearer ${admin}` },
    });
    if (response.ok()) return { week, ...holiday };
    if (response.status() !== 409 || attempt === 5) {
      throw new Error(`AddHoliday failed: ${response.status()} ${await response.text()}`);
    }
  }
}

const leave = (session: SignedInSession, leaveType: string, fromDate: string, toDate: string) => ({
  session,
  body: { leaveType, fromDate, toDate, reason: `Private matter ${stamp()}` },
});

test.describe('approval details', () => {
  // Four accounts, a week of hours and three screens.
  test.describe.configure({ timeout: 120_000 });

  test(`at 390 px the author's grid marks the office holiday and the approver sees the days, the balance and who else is out`, async ({
    page,
    request,
  }) => {
    const team = await newTeam(request);
    const holiday = await addPuneHoliday(request, team.admin);
    const project = uniqueProjectName('Retail analytics');
    await assignProjects(request, team.author.session, [project]);

    // The author's grid names the holiday and marks its day.
    await storeSession(page, team.author.session);
    await openAt(page, WIDTHS[0], `/new-time-sheet?week=${holiday.week}`);
    const holidays = page.getByRole('list', { name: 'Office holidays this week' });
    await expect(holidays).toHaveText(`Office holiday on Wednesday, ${shown(holiday.date)}: ${holiday.name}`);
    await page.getByLabel('Project 1', { exact: true }).selectOption(project);
    await expect(
      page.getByRole('spinbutton', {
        name: `Wednesday hours, project 1 (office holiday: ${holiday.name})`,
        exact: true,
      }),
    ).toBeVisible();
    for (const day of ['Monday', 'Tuesday', 'Thursday', 'Friday']) {
      await hoursBox(page, day).fill('8');
    }
    await screenshot(page, { path: `/tmp/shots-approvals31/portal-grid-390.png`, fullPage: true });
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page).toHaveURL(/\/time-sheet$/);

    // Leave: the author's one day of paid time off, a colleague out over it (and later), an outsider too.
    const day = addDays(randomWorkingWeek(10, 90, 'pune'), 1);
    for (const { session, body } of [
      leave(team.colleague.session, 'unpaid', addDays(day, -1), addDays(day, 2)),
      leave(team.colleague.session, 'unpaid', addDays(day, 14), addDays(day, 15)),
      leave(team.outsider.session, 'unpaid', day, day),
      leave(team.author.session, 'pto', day, day),
    ]) {
      await post(request, API_PATHS.applyLeave, session.token, body);
    }

    const approver = await requestSession(request, team.approver.phone);
    await storeSession(page, approver);
    await openAt(page, WIDTHS[0], '/back-office/approvals');
    await expect(page.getByRole('heading', { name: 'Approvals', level: 1 })).toBeVisible();

    const sheets = page.getByRole('region', { name: 'Time sheets' });
    const grid = sheets.getByRole('table', { name: /^Hours per project and day/ });
    await expect(
      grid.getByRole('columnheader', { name: new RegExp(`Holiday\\s*: ${holiday.name}`) }),
    ).toBeVisible();
    await expect(grid.getByRole('row', { name: new RegExp(project) })).toContainText('8 h');
    await expect(sheets.getByRole('list', { name: 'Office holidays this week' })).toHaveText(
      new RegExp(`${holiday.name}`),
    );
    await expect(sheets).toContainText('32 h');
    await screenshot(sheets, { path: `/tmp/shots-approvals31/approvals-time-sheet-390.png` });

    const leaveRow = page.getByRole('region', { name: 'Leave' }).getByRole('row', { name: /Wendy Worker/ });
    await expect(leaveRow.getByRole('cell', { name: /days? left/ })).toContainText(
      /\d+(\.\d+)? days? left of paid time offafter this request/,
    );
    const alsoOut = leaveRow.getByRole('list', { name: /^Also out/ });
    await expect(alsoOut.getByRole('listitem')).toHaveCount(1);
    await expect(alsoOut).toContainText(team.colleague.name);
    await expect(alsoOut).toContainText(`${shown(addDays(day, -1))} – ${shown(addDays(day, 2))}`);
    await expect(alsoOut).not.toContainText(team.outsider.name);
    await screenshot(page, { path: `/tmp/shots-approvals31/approvals-390.png`, fullPage: true });

    // Nothing sticks out of the phone's screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
