import { NO_ACCESS_MESSAGE, RATE_CARD_MESSAGES } from '@smartmove/contract';
import { expect, test, waitForHydration } from '../support/fixtures';

const RATE_CARD = '/back-office/rate-card';

test.describe('the rate card (/back-office/rate-card)', () => {
  test.use({ signedInAs: 'admin' });

  test('Ada Admin changes a rate, saves it and finds it there after a reload', async ({ page }) => {
    await page.goto(RATE_CARD);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Rate card', level: 1 })).toBeVisible();

    const go = page.getByRole('region', { name: 'Go', exact: true });
    const lowest = go.getByLabel('Go, 3–5 years, lowest rate', { exact: true });
    const highest = go.getByLabel('Go, 3–5 years, highest rate', { exact: true });
    await expect(highest).not.toHaveValue('');
    // Each run moves the top of the range by one dollar, so a rerun on the same data changes it again.
    const before = Number(await highest.inputValue());
    const low = Number(await lowest.inputValue());
    const next = before >= 200 ? low + 1 : before + 1;

    // A lowest rate above the highest is refused on its field, and nothing is saved.
    await lowest.fill(String(next + 10));
    await highest.fill(String(next));
    await page.getByRole('button', { name: 'Save rate card' }).click();
    await expect(lowest).toHaveAccessibleDescription(RATE_CARD_MESSAGES.rateOrder);
    await expect(lowest).toBeFocused();

    await lowest.fill(String(low));
    const saved = page.waitForResponse(
      (response) => response.url().includes('/CRM/UpdateRateCard') && response.ok(),
    );
    await page.getByRole('button', { name: 'Save rate card' }).click();
    await saved;
    await expect(page.getByRole('status').filter({ hasText: 'Rate card saved' })).toBeVisible();
    await expect(go.getByRole('row', { name: /3–5 years/ })).toContainText(`$${low}–$${next}/hr`);

    await page.reload();
    await waitForHydration(page);
    await expect(highest).toHaveValue(String(next));
    await expect(lowest).toHaveValue(String(low));
    await expect(page.getByText(/Last changed by Ada Admin/)).toBeVisible();
  });

  test.describe('to a plain employee', () => {
    test.use({ signedInAs: 'employee' });

    test('says the page is not theirs', async ({ page }) => {
      await page.goto(RATE_CARD);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { name: NO_ACCESS_MESSAGE })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save rate card' })).toHaveCount(0);
    });
  });
});
