import { NO_ACCESS_MESSAGE } from '@smartmove/contract';
import { demoToken, raiseCase } from '../support/cases';
import { expect, test, waitForHydration } from '../support/fixtures';
import { stamp } from '../support/values';
import { waitForMail } from '../support/mail';

const DANA_EMAIL = 'dana.employee@example.com';

test.describe('back-office support cases', () => {
  test.use({ signedInAs: 'employee' });

  test('a manager answers, moves and resolves an employee case; the employee reads it on /support and replies', async ({
    page,
    pageAs,
  }) => {
    test.setTimeout(120_000);
    const title = `Badge does not open the door ${stamp()}`;
    await page.goto('/new-cases');
    await waitForHydration(page);
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Category', { exact: true }).selectOption('IT and equipment');
    await page.getByLabel('Priority', { exact: true }).selectOption('High');
    await page.getByLabel('Description', { exact: true }).fill('My badge stopped working on floor 3.');
    await page.getByRole('button', { name: 'Raise case' }).click();
    await expect(page).toHaveURL(/\/support$/);
    const raised = page.getByText(/^Case CS-[A-Z2-9]{8} raised$/);
    await expect(raised).toBeVisible();
    const reference = ((await raised.textContent()) ?? '').split(' ')[1] ?? '';

    // Manny Manager finds it among his people's cases and answers it.
    const { page: manny, close: closeManny } = await pageAs('manager', { url: '/back-office/cases' });
    await expect(manny.getByRole('heading', { name: 'Cases', level: 1 })).toBeVisible();
    await manny.getByRole('searchbox', { name: 'Search' }).fill(title);
    await expect(manny).toHaveURL(/search=/);
    const row = manny.getByRole('row', { name: /Dana Employee/ });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('High');
    await expect(row).toContainText('Open');
    await row.getByRole('link', { name: 'Dana Employee' }).click();

    await expect(manny.getByRole('heading', { name: `Dana Employee: ${title}` })).toBeVisible();
    await expect(manny.getByText('My badge stopped working on floor 3.')).toBeVisible();
    await manny.getByLabel('Status').selectOption({ label: 'In progress' });
    await expect(manny.getByRole('status').filter({ hasText: 'Status saved: In progress.' })).toBeVisible();
    await manny.getByLabel('Assigned to').selectOption({ label: 'Manny Manager' });
    await expect(manny.getByRole('status').filter({ hasText: 'Assigned to Manny Manager.' })).toBeVisible();

    await manny.getByLabel('Reply', { exact: true }).fill('Please pick up a new badge at reception.');
    await manny.getByRole('button', { name: 'Send reply' }).click();
    await expect(manny.getByRole('status').filter({ hasText: 'Reply sent.' })).toBeVisible();
    const thread = manny.getByRole('list', { name: `Replies on ${reference}` });
    await expect(thread).toContainText('Manny Manager');
    await expect(thread).toContainText('Please pick up a new badge at reception.');
    await expect(manny.getByLabel('Reply', { exact: true })).toHaveValue('');

    await manny.getByLabel('Status').selectOption({ label: 'Resolved' });
    await expect(manny.getByRole('status').filter({ hasText: 'Status saved: Resolved.' })).toBeVisible();
    await expect(manny.getByText(/Manny Manager changed Status from In progress to Resolved/)).toBeVisible();
    await expect(manny.getByText(/Manny Manager changed Status from Open to In progress/)).toBeVisible();
    await closeManny();

    const [replyMail] = await waitForMail(DANA_EMAIL, new RegExp(`New reply on your case ${reference}`));
    expect(replyMail?.text).toContain('Please pick up a new badge at reception.');
    await waitForMail(DANA_EMAIL, new RegExp(`Your case ${reference} is resolved`));

    // Dana reads the answer on /support and replies, which opens the case again.
    await page.goto('/support');
    await waitForHydration(page);
    const card = page.getByRole('listitem').filter({ hasText: title });
    await expect(card.getByText('Resolved', { exact: true })).toBeVisible();
    await card.getByText('Conversation').click();
    const conversation = card.getByRole('list', { name: `Conversation on ${reference}` });
    await expect(conversation).toContainText('Manny Manager (Support team)');
    await expect(conversation).toContainText('Please pick up a new badge at reception.');
    await expect(card.getByText('Status: Resolved')).toBeVisible();

    await card.getByRole('button', { name: 'Send reply' }).click();
    await expect(card.getByText('Please write a reply')).toBeVisible();
    await card
      .getByLabel('Reply', { exact: true })
      .fill('The new badge works, but floor 4 still refuses it.');
    await card.getByRole('button', { name: 'Send reply' }).click();
    await expect(card.getByRole('status').filter({ hasText: 'Reply sent.' })).toBeVisible();
    await expect(conversation).toContainText('The new badge works, but floor 4 still refuses it.');
    await expect(card.getByText('Status: Open')).toBeVisible();
    await expect(card.getByText('Open', { exact: true })).toBeVisible();
  });
});

test.describe('back-office case inbox order', () => {
  test.use({ signedInAs: 'manager' });

  test('an urgent case sorts before an older one of lower priority', async ({
    page,
    request,
    demoSessions,
  }) => {
    const mark = stamp();
    const token = await demoToken(demoSessions, 'employee');
    const base = { category: 'Payroll', description: 'Please check my pay.' } as const;
    await raiseCase(request, token, { ...base, title: `Older low case ${mark}`, priority: 'Low' });
    await raiseCase(request, token, { ...base, title: `Newer urgent case ${mark}`, priority: 'Urgent' });

    await page.goto(`/back-office/cases?search=${mark}`);
    await waitForHydration(page);
    const rows = page.getByRole('row', { name: /Dana Employee/ });
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(`Newer urgent case ${mark}`);
    await expect(rows.nth(0)).toContainText('Urgent');
    await expect(rows.nth(1)).toContainText(`Older low case ${mark}`);
  });
});

test.describe('back-office cases without the approver role', () => {
  test.use({ signedInAs: 'recruiter' });

  test('a recruiter is told the cases page is not for them', async ({ page }) => {
    await page.goto('/back-office/cases');
    await waitForHydration(page);
    await expect(page.getByText(NO_ACCESS_MESSAGE)).toBeVisible();
  });
});
