import { expect, test, waitForHydration, WIDTHS } from '../support/fixtures';
import { registerAccount, storeSession } from '../support/session';

/**
 * Reminders (docs/product.md#reminders): My profile's "Reminders" switch is on for a new employee; turned
 * off, it stays off after a reload (the server keeps it: GetProfile answers it).
 */
test(`an employee turns Reminders off on My profile and it stays off (390 px)`, async ({ page }) => {
  await page.setViewportSize(WIDTHS[0]);
  const { session } = await registerAccount(page.request, 'employee', { name: 'Remy Reminders' });
  await storeSession(page, session);

  await page.goto('/myprofile');
  await waitForHydration(page);
  const reminders = page.getByRole('switch', { name: 'Reminders' });
  await expect(reminders).toBeChecked();
  await reminders.click();
  await expect(page.getByRole('status').filter({ hasText: 'Reminders turned off' })).toBeVisible();
  await expect(reminders).not.toBeChecked();

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('switch', { name: 'Reminders' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Reminders' })).toBeEnabled();
});
