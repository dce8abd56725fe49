import type { Page } from '@playwright/test';
import { axeScan, WCAG_TAGS } from '../support/axe';
import { expect, openAt, test } from '../support/fixtures';
import { signIn } from '../support/session';
import { screenshot } from '../support/screenshots';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** The header's logo has loaded and has size (a broken image or an empty tile would not). */
async function expectLogoShown(page: Page) {
  const logo = page.getByRole('banner').getByRole('img', { name: 'SmartMove home' });
  await expect(logo).toBeVisible();
  await expect
    .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  return logo;
}

test.describe('finding your way', () => {
  test('a visitor finds Sign in in the header on a desktop', async ({ page }) => {
    await openAt(page, DESKTOP, '/services');
    const banner = page.getByRole('banner');
    await banner.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('a visitor finds Sign in in the menu on a phone', async ({ page }) => {
    await openAt(page, PHONE, '/services');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Send Inquiry' })).toBeVisible();
    await menu.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(menu).toBeHidden();
  });

  test("on a phone, the menu lists the portal's sections and Logout, and logs out", async ({ page }) => {
    // A session of its own: logging out ends it.
    await signIn(page, 'employee');
    await openAt(page, PHONE, '/dashboard');
    await page.getByRole('button', { name: 'Menu' }).click();
    const portal = page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('navigation', { name: 'Your portal' });
    for (const section of ['Dashboard', 'Time sheets', 'Leave', 'Claims', 'Support', 'My profile']) {
      await expect(portal.getByRole('link', { name: section, exact: true })).toBeVisible();
    }
    await expect(portal.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const violations = (await axeScan(page, WCAG_TAGS).analyze()).violations;
    expect(violations.map((violation) => violation.id)).toEqual([]);
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Sign in' }),
    ).toBeVisible();
  });

  test.describe('signed in', () => {
    test.use({ signedInAs: 'employee' });

    test("on a phone, the portal's tab bar shows that it scrolls, and the header's logo shows", async ({
      page,
    }) => {
      await openAt(page, PHONE, '/dashboard');
      await expectLogoShown(page);
      const tabs = page.getByRole('navigation', { name: 'Portal' });
      await expect(tabs.getByRole('link', { name: 'Dashboard' })).toBeVisible();
      await expect(tabs).toHaveAttribute('data-more-after', 'true');
      await expect(tabs).not.toHaveAttribute('data-more-before', /.*/);
      await tabs.getByRole('list').evaluate((list) => (list.scrollLeft = list.scrollWidth));
      await expect(tabs).toHaveAttribute('data-more-before', 'true');
      await expect(tabs).not.toHaveAttribute('data-more-after', /.*/);
      await screenshot(page, { path: test.info().outputPath('portal-390.png') });
    });

    test("on a desktop, every tab fits and the portal header's logo shows", async ({ page }) => {
      await openAt(page, DESKTOP, '/dashboard');
      const logo = await expectLogoShown(page);
      await expect(logo).toHaveAttribute('src', '/images/logo-light.svg');
      const tabs = page.getByRole('navigation', { name: 'Portal' });
      await expect(tabs.getByRole('link', { name: 'My profile' })).toBeVisible();
      await expect(tabs).not.toHaveAttribute('data-more-after', /.*/);
      await screenshot(page, { path: test.info().outputPath('portal-1280.png') });
    });
  });
});
