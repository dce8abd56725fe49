import { expect, test } from '../support/fixtures';

/** The back office opens to the firm's staff only (docs/product.md#back-office); it runs on both engines. */

test.describe('back office access', () => {
  test.describe(() => {
    test.use({ signedInAs: 'admin' });
    test('a staff member reaches the back office from the profile panel', async ({ page }) => {
      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Account' }).click();
      await page.getByRole('link', { name: 'Back office' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Back office' })).toBeVisible();
      const sections = page.getByRole('navigation', { name: 'Back office' });
      for (const section of ['Inquiries', 'Applications', 'People', 'Audit log']) {
        await expect(sections.getByRole('link', { name: section })).toBeVisible();
      }
    });
  });

  test.describe(() => {
    test.use({ signedInAs: 'employee' });
    test('an employee without a staff role has no way in', async ({ page }) => {
      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Account' }).click();
      await expect(page.getByRole('link', { name: 'My Profile', exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back office' })).toHaveCount(0);
      await page.goto('/back-office');
      await expect(page.getByRole('alert')).toContainText('You do not have access to this page.');
    });
  });
});
