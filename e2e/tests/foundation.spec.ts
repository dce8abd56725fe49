import { expect, test, waitForHydration } from '../support/fixtures';
import { storeSessionEntry } from '../support/session';

const PORTAL_PAGES: Array<[path: string, title: string]> = [
  ['/dashboard', 'Dashboard'],
  ['/time-sheet', 'Time Sheets'],
  ['/new-time-sheet', 'New Time Sheet'],
  ['/apply-leave', 'Apply Leave'],
  ['/employee-claims', 'Expense Claims'],
  ['/myprofile', 'My Profile'],
  ['/submissions', 'Submissions'],
  ['/bench-list', 'Bench List'],
  ['/my-bench-list', 'My Bench List'],
  ['/upload-your-bench-sales-data', 'Upload Bench Sales Data'],
  ['/new-cases', 'New Case'],
  ['/support', 'Support'],
  ['/view-all-c2c-jobs', 'C2C Jobs'],
  ['/view-details/senior-data-engineer', 'Job Details'],
];

// Every public page's title, description and heading: tests/public-pages.spec.ts.
test.describe('every route', () => {
  test.describe('signed in', () => {
    // The portal pages call the API: a real session (a fake token would be refused and signed out).
    test.use({ signedInAs: 'employee' });
    // One browser opens each in turn (a fresh one per page spent most of its time starting up).
    test('each portal page has its title and the signed-in header style', async ({ page }) => {
      test.setTimeout(30_000 + PORTAL_PAGES.length * 10_000);
      for (const [path, title] of PORTAL_PAGES) {
        await page.goto(path);
        await expect(page, path).toHaveTitle(`SmartMove | ${title}`);
        expect(await page.locator('meta[name="description"]').getAttribute('content'), path).toBeTruthy();
        await expect(page.getByRole('banner'), path).toHaveClass(/site-header--portal/);
      }
    });
  });
});

test.describe('not found', () => {
  test('an unknown path shows the 404 screen with status 404', async ({ page, problems }) => {
    problems.allow(/status of 404/);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('SmartMove | Page Not Found');
    await expect(page.getByRole('heading', { name: 'Error 404 Page Not Found' })).toBeVisible();
    await expect(
      page.getByText(
        'Looks like the page you are looking for has been moved or does not exist go to the Homepage',
      ),
    ).toBeVisible();
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Homepage' }).click();
    await expect(page).toHaveURL('/');
  });

  test('/notfound shows the same screen', async ({ page }) => {
    await page.goto('/notfound');
    await expect(page.getByRole('heading', { name: 'Error 404 Page Not Found' })).toBeVisible();
  });
});

test.describe('header', () => {
  test('has the logo, the four links, one active tab and Send Inquiry when logged out', async ({ page }) => {
    await page.goto('/about-us');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'SmartMove home' })).toHaveAttribute('href', '/');
    const nav = banner.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Services', 'About', 'Contact']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(banner.getByRole('link', { name: 'Send Inquiry' })).toHaveAttribute('href', '/contact-us');
    const height = await banner.evaluate((element) => element.getBoundingClientRect().height);
    expect(height).toBeGreaterThanOrEqual(80);
    expect(height).toBeLessThanOrEqual(100);
  });

  test('the active tab follows navigation', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL('/services');
    await expect(nav.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  });

  test('the hamburger opens a full-screen menu that Escape closes, returning focus', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(380);
    for (const name of ['Home', 'Services', 'About', 'Contact']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
    await menuButton.click();
    await menu.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL('/about-us');
    await expect(menu).toBeHidden();
  });

  test('logged in: the user icon opens Hello <name> with Dashboard, My Profile and Logout', async ({
    page,
  }) => {
    await page.goto('/');
    await storeSessionEntry(page, 'employee', 'Dana Employee');
    await page.reload();
    await waitForHydration(page);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Send Inquiry' })).toHaveCount(0);
    await banner.getByRole('button', { name: 'Account' }).click();
    await expect(banner.getByText('Hello Dana Employee')).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'My Profile' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Logout' })).toBeVisible();
    // An outside click closes the panel.
    await page.getByRole('heading', { level: 1 }).click();
    await expect(banner.getByText('Hello Dana Employee')).toBeHidden();
    // Escape closes it too.
    await banner.getByRole('button', { name: 'Account' }).click();
    await page.keyboard.press('Escape');
    await expect(banner.getByText('Hello Dana Employee')).toBeHidden();
  });

  test('opening the mobile menu closes the profile panel', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await storeSessionEntry(page, 'partner', 'Parker Partner');
    await page.reload();
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Account' }).click();
    await expect(page.getByText('Hello Parker Partner')).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    // The menu greets the user too; the profile panel's greeting is gone.
    await expect(page.getByRole('button', { name: 'Account' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('.profile-menu__panel')).toBeHidden();
  });

  test('the header is back on the next page after a page without it', async ({ page }) => {
    await page.goto('/free-consultation');
    await waitForHydration(page);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await page.goto('/about-us');
    await expect(page.getByRole('banner')).toBeVisible();
  });
});

// Which pages show the header and the footer (the footer on the home page only): tests/public-pages.spec.ts.
test.describe('footer', () => {
  test('appears on the home page, with every item', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();
    for (const name of ['Home', 'About', 'Services', 'Contact']) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(footer.getByRole('link', { name: /\+1/ })).toHaveAttribute('href', /^tel:/);
    await expect(footer.getByText(/Pune/).first()).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Instagram' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'WhatsApp' })).toBeVisible();
    await expect(footer.getByText(String(new Date().getFullYear()))).toBeVisible();
  });
});

test.describe('navigation', () => {
  test('the scroll-to-top control brings the page back to the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 300 });
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(() => window.scrollY > 400);
    await page.getByRole('button', { name: 'Back to top' }).click();
    await page.waitForFunction(() => window.scrollY === 0);
  });

  test('navigation scrolls to the top of the new page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 300 });
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(() => window.scrollY > 100);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL('/about-us');
    await page.waitForFunction(() => window.scrollY === 0);
  });
});

// Coming back to the requested page after signing in, or when signed in already: tests/auth.spec.ts.
test.describe('route guard', () => {
  test("guards /dashboard, /myprofile, /bench-list and a job's details page", async ({ page }) => {
    for (const path of ['/dashboard', '/myprofile', '/bench-list', '/view-details/senior-data-engineer']) {
      await page.goto(path);
      await expect(page, path).toHaveURL('/sign-in');
    }
  });
});
