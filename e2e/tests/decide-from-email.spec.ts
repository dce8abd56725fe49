import type { APIRequestContext, Page } from '@playwright/test';
import { API_PATHS, addDays, formatMoney, todayIsoDate } from '@smartmove/contract';
import { axeScan, WCAG_TAGS } from '../support/axe';
import { expect, openAt, test, tokenOf, WIDTHS } from '../support/fixtures';
import { waitForMail } from '../support/mail';
import { userIdOf } from '../support/projects';
import { adminToken, registerAccount } from '../support/session';
import { between, randomMonday, randomWorkingWeek, shown, stamp } from '../support/values';
import { screenshot } from '../support/screenshots';

/**
 * Issue 32, item 1: the approver decides from the e-mail's link, without signing in
 * (docs/product.md#approve-from-the-e-mail).
 */

const MANNY_EMAIL = 'manny.manager@example.com';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Dana submits one of her weeks long ago (another one if that week was already sent); answers the week. */
async function submitWeek(request: APIRequestContext, token: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const week = randomMonday(-1350, -100);
    const response = await request.post('/CRM/AddTimeSheet', {
      headers: bearer(token),
      data: {
        weekStart: week,
        status: 'submitted',
        entries: [{ project: 'Retail analytics', hours: [8, 8, 7.5, 8, 6, 0, 0] }],
      },
    });
    if (response.status() === 409) continue;
    expect(response.status(), await response.text()).toBe(200);
    return week;
  }
  throw new Error('no free week to submit');
}

/** Dana claims an amount of her own (so that its alert is told apart); answers the amount as shown. */
async function submitClaim(request: APIRequestContext, token: string): Promise<string> {
  const amount = Number(`${between(100, 999)}.${between(10, 99)}`);
  const response = await request.post('/CRM/AddExpense', {
    headers: bearer(token),
    multipart: {
      expenseDate: addDays(todayIsoDate(), -2),
      category: 'Travel',
      amount: String(amount),
      currency: 'USD',
      description: 'Train to the client workshop',
      receipt: { name: 'train-ticket.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return formatMoney(Math.round(amount * 100), 'USD');
}

/** The path of the link in Manny's alert whose subject names `about`. */
async function linkInAlert(about: string): Promise<string> {
  const escaped = about.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const [alert] = await waitForMail(MANNY_EMAIL, new RegExp(`^For your approval: .*${escaped}`));
  const link = /https?:\/\/\S+(\/decide\/[A-Za-z0-9_-]{43})/.exec(alert?.text ?? '')?.[1];
  if (!link) throw new Error(`no approval link in ${alert?.text ?? 'no alert'}`);
  return link;
}

async function expectUsedUp(page: Page, link: string) {
  await page.goto(link);
  await expect(page.getByText('This link can no longer be used.', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Approvals' })).toHaveAttribute(
    'href',
    '/back-office/approvals',
  );
  await expect(page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
}

test.describe('approve from the e-mail', () => {
  test.describe.configure({ timeout: 90_000 });

  for (const viewport of WIDTHS) {
    test(`Manny approves a time sheet and rejects a claim from their links at ${viewport.width} px`, async ({
      page,
      request,
      demoSessions,
      problems,
    }) => {
      // A used link's page reads its refusal (404) from the API, which the browser reports on the console.
      problems.allow(/status of 404/);
      const dana = await tokenOf(demoSessions, 'employee');
      const week = await submitWeek(request, dana);
      const amount = await submitClaim(request, dana);
      const sheetLink = await linkInAlert(`time sheet for the week of ${shown(week)}`);
      const claimLink = await linkInAlert(amount);

      // The time sheet, as the back office shows it: person, week, hours per day and total.
      await openAt(page, viewport, sheetLink);
      await expect(page.getByRole('heading', { name: 'For your approval', level: 1 })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
      await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
      const facts = page.locator('.decide-page__facts');
      await expect(facts).toContainText('Dana Employee');
      await expect(facts).toContainText('37.5 h');
      const hours = page.getByRole('table', { name: /Hours per project and day/ });
      await expect(hours).toContainText('Retail analytics');
      // Styled as the back office's: each day's cell padded and ruled ("Mon 8 h", never "MonTueWed").
      const cells = await hours.locator('th, td').evaluateAll((elements) =>
        elements.map((element) => {
          const style = getComputedStyle(element);
          return {
            padding: parseFloat(style.paddingLeft) + parseFloat(style.paddingRight),
            rule: style.borderBottomStyle,
          };
        }),
      );
      expect(cells.length).toBeGreaterThan(8);
      for (const cell of cells) expect(cell.padding).toBeGreaterThanOrEqual(4);
      expect(cells.filter((cell) => cell.rule === 'solid').length).toBeGreaterThan(0);
      await screenshot(page, { path: `/tmp/decide-time-sheet-${viewport.width}.png`, fullPage: true });
      expect((await axeScan(page, WCAG_TAGS).analyze()).violations).toEqual([]);
      // The page fits the phone: nothing wider than the screen but the hours' own scrolling table.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      await page
        .getByRole('button', {
          name: `Approve time sheet of Dana Employee, week of ${shown(week)}`,
          exact: true,
        })
        .click();
      await expect(page.getByRole('heading', { name: 'Approved', level: 1 })).toBeFocused();
      await expect(page.getByRole('status')).toContainText('Dana Employee is told by e-mail.');
      await waitForMail(
        'dana.employee@example.com',
        new RegExp(`^Approved: your time sheet for the week of ${shown(week)}`),
      );
      await expectUsedUp(page, sheetLink);

      // The claim: its facts and its receipt, then Reject, which asks for a reason.
      await openAt(page, viewport, claimLink);
      await expect(page.locator('.decide-page__facts')).toContainText(amount);
      await expect(page.locator('.decide-page__facts')).toContainText('Train to the client workshop');
      await page.getByRole('button', { name: 'View receipt', exact: true }).click();
      const viewer = page.getByRole('dialog', { name: 'Receipt: train-ticket.png' });
      await expect(viewer.getByRole('img')).toBeVisible();
      await viewer.getByRole('button', { name: /close/i }).first().click();
      await expect(viewer).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'View receipt', exact: true })).toBeFocused();

      await page.getByRole('button', { name: /^Reject claim of Dana Employee/ }).click();
      const dialog = page.getByRole('dialog', { name: /^Reject claim of Dana Employee/ });
      await expect(dialog.getByLabel('Reason')).toBeVisible();
      await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
      await expect(dialog.getByText('Please enter the reason for rejecting')).toBeVisible();
      await dialog.getByLabel('Reason').fill('Please claim the train through the travel desk');
      expect((await axeScan(page, WCAG_TAGS).analyze()).violations).toEqual([]);
      await screenshot(page, { path: `/tmp/decide-reject-${viewport.width}.png`, fullPage: true });
      await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Rejected', level: 1 })).toBeFocused();
      const [decision] = await waitForMail(
        'dana.employee@example.com',
        new RegExp(`^Rejected: your ${amount.replace(/[$.]/g, '\\$&')} travel claim`),
      );
      expect(decision?.text).toContain('Reason: Please claim the train through the travel desk');

      await expectUsedUp(page, claimLink);
      await screenshot(page, { path: `/tmp/decide-used-${viewport.width}.png`, fullPage: true });
      expect((await axeScan(page, WCAG_TAGS).analyze()).violations).toEqual([]);
    });
  }
});

test.describe("a leave request's approval link", () => {
  test.describe.configure({ timeout: 90_000 });

  for (const viewport of WIDTHS) {
    test(`reads the balance as the back office does, "N days left of paid time off" (${viewport.width} px)`, async ({
      page,
      request,
    }) => {
      const admin = await adminToken();
      const tag = stamp();
      const person = async (name: string, changes: Record<string, unknown>) => {
        const { session } = await registerAccount(request, 'employee', { name: `${name} ${tag}` });
        const id = await userIdOf(request, session);
        const updated = await request.post(API_PATHS.updatePerson, {
          data: { id, ...changes },
          headers: bearer(admin),
        });
        expect(updated.status(), await updated.text()).toBe(200);
        const profile = (await (
          await request.get(API_PATHS.getProfile, { headers: bearer(session.token) })
        ).json()) as {
          email: string;
        };
        return { session, id, email: profile.email };
      };
      const approver = await person('Abel Approver', { staffRoles: ['approver'] });
      const author = await person('Lena Leave', { managerId: approver.id });
      const day = addDays(randomWorkingWeek(10, 90), 1);
      const applied = await request.post(API_PATHS.applyLeave, {
        data: { leaveType: 'pto', fromDate: day, toDate: day, reason: `Family visit ${tag}` },
        headers: bearer(author.session.token),
      });
      expect(applied.ok(), await applied.text()).toBe(true);

      const [alert] = await waitForMail(approver.email, /^For your approval: /);
      const link = /https?:\/\/\S+(\/decide\/[A-Za-z0-9_-]{43})/.exec(alert?.text ?? '')?.[1];
      expect(link, alert?.text).toBeDefined();
      await openAt(page, viewport, link!);
      const facts = page.locator('.decide-page__facts');
      await expect(facts).toContainText(`Lena Leave ${tag}`);
      const balance = facts
        .locator('div')
        .filter({ has: page.getByText('Balance', { exact: true }) })
        .locator('dd');
      await expect(balance).toHaveText(/^-?\d+(\.\d+)? days? left of paid time offafter this request$/);
      // "after this request" is a line of its own, as in the back office: never run into the figure.
      const lines = await balance
        .locator('.data-table__sub')
        .evaluate((sub) => getComputedStyle(sub).display);
      expect(lines).toBe('block');
      await screenshot(page, {
        path: `/tmp/shots-decide60/decide-leave-${viewport.width}.png`,
        fullPage: true,
      });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
