import type { APIRequestContext } from '@playwright/test';
import { API_PATHS } from '@smartmove/contract';
import { expect, openAt, test, WIDTHS } from '../support/fixtures';
import { adminToken, registerAccount, storeSession, type SignedInSession } from '../support/session';

/** The account's id, from its own profile. */
async function idOf(request: APIRequestContext, session: SignedInSession): Promise<string> {
  const profile = await request.get(API_PATHS.getProfile, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(profile.ok()).toBe(true);
  return ((await profile.json()) as { id: string }).id;
}

/**
 * Calendar feeds (docs/product.md#calendar-feeds): My profile's "Calendar" shows an approver their own and
 * their team's secret feed URLs; "Copy" puts the URL on the clipboard, "Reset link" replaces it and the old
 * URL answers 404. Each test has an approver of its own (someone reports to them), so parallel tests never
 * reset each other's links.
 */
test(`My profile's Calendar: copy the feed URL, reset the team calendar link (1280 px)`, async ({
  page,
  baseURL,
}) => {
  const manager = await registerAccount(page.request, 'employee', { name: 'Casey Calendar' });
  const report = await registerAccount(page.request, 'employee', { name: 'Robin Report' });
  const managerId = await idOf(page.request, manager.session);
  const asAdmin = { authorization: `Bearer ${await adminToken()}` };
  for (const data of [
    { id: managerId, staffRoles: ['approver'] },
    { id: await idOf(page.request, report.session), managerId },
  ]) {
    const updated = await page.request.post(API_PATHS.updatePerson, { data, headers: asAdmin });
    expect(updated.ok(), await updated.text()).toBe(true);
  }

  const origin = new URL(baseURL ?? '').origin;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  await storeSession(page, manager.session);
  await openAt(page, WIDTHS[1], '/myprofile');

  const calendar = page.getByRole('region', { name: 'Calendar' });
  const own = calendar.getByRole('group', { name: 'Your calendar' });
  const ownUrl = own.getByLabel('Your calendar URL');
  await expect(ownUrl).toHaveValue(new RegExp(`^${origin}/calendar/[\\w-]+\\.ics$`));
  const personalUrl = await ownUrl.inputValue();

  await own.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Calendar link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(personalUrl);
  const feed = await page.request.get(personalUrl);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');

  const team = calendar.getByRole('group', { name: 'Team calendar' });
  const teamUrl = team.getByLabel('Team calendar URL');
  await expect(teamUrl).toHaveValue(new RegExp(`^${origin}/calendar/[\\w-]+\\.ics$`));
  const before = await teamUrl.inputValue();
  expect(before).not.toBe(personalUrl);
  expect((await page.request.get(before)).status()).toBe(200);

  await team.getByRole('button', { name: 'Reset link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset this calendar link?' });
  await dialog.getByRole('button', { name: 'Reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Calendar link reset' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(teamUrl).not.toHaveValue(before);
  const after = await teamUrl.inputValue();
  expect(after).toMatch(new RegExp(`^${origin}/calendar/[\\w-]+\\.ics$`));
  expect((await page.request.get(before)).status()).toBe(404);
  expect((await page.request.get(after)).status()).toBe(200);
  // The own feed kept its URL.
  await expect(ownUrl).toHaveValue(personalUrl);
});
