import { addDays, todayIsoDate } from '@smartmove/contract';
import { expect, openAt, test, WIDTHS } from '../support/fixtures';
import { registerAccount } from '../support/session';
import { screenshot } from '../support/screenshots';

/**
 * The Monday digest links each kind of waiting item to its list on the approvals page
 * (/back-office/approvals#leave): the page opens at that section, below the header and the navigation, once
 * its lists have loaded.
 */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test.describe('approvals section links', () => {
  test.use({ signedInAs: 'admin' });

  for (const size of WIDTHS) {
    test(`a link to #leave opens the approvals page at its Leave section (${size.width} px)`, async ({
      page,
    }) => {
      // Claims waiting below the Leave section, so that the page can scroll it to the top.
      const { session } = await registerAccount(page.request, 'employee', { name: 'Lena Linked' });
      for (let claim = 1; claim <= 8; claim += 1) {
        const response = await page.request.post('/CRM/AddExpense', {
          headers: { authorization: `Bearer ${session.token}` },
          multipart: {
            expenseDate: addDays(todayIsoDate(), -claim),
            category: 'Meals',
            amount: `${claim}.00`,
            currency: 'USD',
            description: `Linked lunch ${claim}`,
            receipt: { name: 'lunch.png', mimeType: 'image/png', buffer: PNG },
          },
        });
        expect(response.status(), await response.text()).toBe(201);
      }

      await openAt(page, size, '/back-office/approvals#leave');
      const leave = page.getByRole('region', { name: 'Leave' });
      await expect(page.getByRole('region', { name: 'Claims' })).toContainText('Lena Linked');
      // Its heading just below the back office's navigation (which sticks under the header).
      const nav = page.getByRole('navigation', { name: 'Back office' });
      const gap = async () =>
        (await leave.evaluate((section) => section.getBoundingClientRect().top)) -
        (await nav.evaluate((element) => element.getBoundingClientRect().bottom));
      await expect
        .poll(async () => {
          const value = await gap();
          return value >= 0 && value < 40;
        })
        .toBe(true);
      await expect(leave.getByRole('heading', { name: 'Leave' })).toBeInViewport();
      await expect(page.getByRole('region', { name: 'Time sheets' })).toHaveAttribute('id', 'time-sheets');
      await expect(page.getByRole('region', { name: 'Claims' })).toHaveAttribute('id', 'claims');
      await screenshot(page, { path: `/tmp/approvals-leave-link-${size.width}.png` });
    });
  }
});
