import { addDays, mondayOf, todayIsoDate } from '@smartmove/contract';
import { expect, openAt, test, WIDTHS } from '../support/fixtures';
import { between, stamp } from '../support/values';
import { adminToken, registerAccount, storeSession } from '../support/session';
import { screenshot } from '../support/screenshots';

test.describe('holidays', () => {
  test.use({ signedInAs: 'admin' });
  test(`an admin adds and removes an office holiday (1280 px)`, async ({ page }) => {
    // Next year: holidays are entered at most two years ahead, so September always can be.
    const year = Number(todayIsoDate().slice(0, 4)) + 1;
    // A random day of a month of its own, in a year nobody else edits, in Pune, whose people no other test
    // uses.
    const month = '09';
    const date = `${year}-${month}-${String(between(1, 28)).padStart(2, '0')}`;
    const name = `Founders' day ${stamp()}`;
    await openAt(page, WIDTHS[1], '/back-office/holidays');
    await expect(page.getByRole('heading', { name: 'Holidays', level: 1 })).toBeVisible();
    await expect(page.getByRole('table')).toContainText('Christmas Day');
    await page.getByLabel('Office', { exact: true }).selectOption({ label: 'Pune' });
    await expect(
      page.getByRole('heading', { name: `Pune holidays ${todayIsoDate().slice(0, 4)}` }),
    ).toBeVisible();
    await expect(page.getByRole('table')).toContainText('Republic Day');
    await page.getByLabel('Year', { exact: true }).selectOption(String(year));
    await expect(page).toHaveURL(/office=pune/);

    await page.getByLabel('Date', { exact: true }).fill(date);
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByRole('button', { name: 'Add holiday' }).click();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();
    await screenshot(page, { path: `/tmp/holidays-1280.png`, fullPage: true });

    await row.getByRole('button', { name: /^Remove holiday/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this holiday?' });
    await expect(dialog).toContainText('becomes a working day in the Pune office');
    await screenshot(page, { path: `/tmp/holidays-remove-1280.png` });
    await dialog.getByRole('button', { name: 'Remove holiday', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);
  });

  test(`an admin moves a person to the Pune office (390 px)`, async ({ page, request }) => {
    const name = `Priya Pune ${stamp()}`;
    const { session } = await registerAccount(request, 'employee', { name });
    await openAt(page, WIDTHS[0], '/back-office/people');
    await page.getByLabel('Search', { exact: true }).fill(name);
    const row = page.getByRole('region', { name: 'Everyone' }).getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
    const office = dialog.getByLabel('Office', { exact: true });
    await expect(office).toHaveValue('seattle');
    await office.selectOption({ label: 'Pune' });
    await screenshot(page, { path: `/tmp/people-office-390.png` });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`${name} saved`)).toBeVisible();
    // Her leave now skips Pune's holidays.
    const leaves = await request.get('/CRM/GetLeaves', {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(((await leaves.json()) as { office: string }).office).toBe('pune');
  });

  test(`a holiday added inside pending leave gives the day back (390 px)`, async ({ page, request }) => {
    // A new person of the Pune office (whose people no other test uses), a week of their own next year.
    const name = `Rohan Recount ${stamp()}`;
    const { session } = await registerAccount(request, 'employee', { name });
    const auth = (token: string) => ({ authorization: `Bearer ${token}` });
    const { id } = (await (
      await request.get('/CRM/GetProfile', { headers: auth(session.token) })
    ).json()) as {
      id: string;
    };
    const moved = await request.post('/CRM/UpdatePerson', {
      data: { id, office: 'pune' },
      headers: auth(await adminToken()),
    });
    expect(moved.ok()).toBe(true);
    const year = Number(todayIsoDate().slice(0, 4)) + 1;
    // One of 25 weeks from February to July, when Pune keeps no holiday, so that runs on one database rarely meet.
    const monday = mondayOf(addDays(`${year}-02-02`, 7 * between(0, 24)));
    const reason = `Recount week ${stamp()}`;
    const applied = await request.post('/CRM/ApplyLeave', {
      data: { leaveType: 'unpaid', fromDate: monday, toDate: addDays(monday, 4), reason },
      headers: auth(session.token),
    });
    expect(applied.status()).toBe(201);

    await openAt(page, WIDTHS[0], '/back-office/holidays');
    await page.getByLabel('Office', { exact: true }).selectOption({ label: 'Pune' });
    // Chosen at once: the year's change starts from the office's, even before that one has rendered.
    await page.getByLabel('Year', { exact: true }).selectOption(String(year));
    await expect(page.getByRole('heading', { name: `Pune holidays ${year}` })).toBeVisible();
    await page.getByLabel('Date', { exact: true }).fill(addDays(monday, 2));
    const holiday = `Recount day ${stamp()}`;
    await page.getByLabel('Name', { exact: true }).fill(holiday);
    await page.getByRole('button', { name: 'Add holiday' }).click();
    await expect(page.getByRole('row').filter({ hasText: holiday })).toBeVisible();

    await storeSession(page, session);
    await openAt(page, WIDTHS[0], '/apply-leave');
    await expect(page.getByRole('row', { name: new RegExp(reason) })).toContainText('4 days');
  });

  test("the back office's menu leads an admin to Holidays", async ({ page }) => {
    await openAt(page, WIDTHS[1]!, '/back-office');
    await page.getByRole('link', { name: 'Holidays' }).first().click();
    await expect(page).toHaveURL(/\/back-office\/holidays$/);
  });
});
