import { PASSKEY_MESSAGES } from '@smartmove/contract';
import { expect, test, waitForHydration, WIDTHS } from '../support/fixtures';
import { registerAccount } from '../support/session';
import { stamp } from '../support/values';
import { screenshot } from '../support/screenshots';

/**
 * Passkeys (docs/product.md#sign-in) with Chromium's virtual authenticator (the DevTools WebAuthn domain):
 * an employee adds one on My profile, signs out, signs in with it, sees when it was last used and removes it;
 * a security key that cannot verify the person is not added.
 * WebAuthn takes no IP address as the relying party: the browser opens the product as localhost, which is
 * the host of the server's default SITE_URL.
 */
test.use({
  baseURL: async ({ baseURL }, use) => {
    await use(baseURL?.replace('127.0.0.1', 'localhost'));
  },
});

test('an employee adds a passkey on My profile, signs in with it and removes it', async ({
  page,
  problems,
}, testInfo) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  // The virtual authenticator answers every request at once, the phone field's autofill request too (where a
  // person would first pick the passkey from the field's list): the button is tried in a browser that offers
  // no passkey autofill, the autofill in one that does.
  await page.addInitScript(() => {
    const available = PublicKeyCredential.isConditionalMediationAvailable.bind(PublicKeyCredential);
    PublicKeyCredential.isConditionalMediationAvailable = () =>
      sessionStorage.getItem('e2e-passkey-autofill') === 'off' ? Promise.resolve(false) : available();
  });
  // What the phone field offered when the page asked for a passkey from autofill: the virtual authenticator
  // answers at once, and on a busy machine the page has gone on to the dashboard before a test could look.
  await page.addInitScript(() => {
    const get = navigator.credentials.get.bind(navigator.credentials);
    navigator.credentials.get = (options) => {
      if (options?.mediation === 'conditional') {
        const phone = Array.from(document.querySelectorAll('input')).find((input) =>
          Array.from(input.labels ?? []).some((label) => label.textContent?.trim() === 'Phone'),
        );
        sessionStorage.setItem('e2e-autofill-field', phone?.getAttribute('autocomplete') ?? 'none');
      }
      return get(options);
    };
  });
  const offerAutofill = (offered: boolean) =>
    page.evaluate((value) => sessionStorage.setItem('e2e-passkey-autofill', value), offered ? 'on' : 'off');
  const signOut = async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Account' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
  };
  const signInWithPasskey = async () => {
    await offerAutofill(false);
    await page.goto('/sign-in');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  };

  // A new employee of its own (approved), signed in in this browser.
  const { session } = await registerAccount(page.request, 'employee', { name: 'Pat Passkey' });
  await page.goto('/');
  await page.evaluate((stored) => localStorage.setItem('user-session', stored), JSON.stringify(session));

  await page.goto('/myprofile');
  await waitForHydration(page);
  const section = page.getByRole('form', { name: 'Passkeys' });
  await expect(section.getByText('No passkeys yet.')).toBeVisible();
  // A name is asked for.
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(section.getByLabel('Passkey name')).toHaveAccessibleDescription(
    /Please enter a name for the passkey/,
  );
  const name = `Work laptop ${stamp()}`;
  await section.getByLabel('Passkey name').fill(name);
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Passkey added' })).toBeVisible();
  const item = section.getByRole('listitem').filter({ hasText: name });
  await expect(item).toContainText('Added');
  await expect(item).toContainText('Not used yet');
  await expect(section.getByLabel('Passkey name')).toHaveValue('');

  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    await screenshot(section, { path: testInfo.outputPath(`passkeys-${viewport.width}.png`) });
  }

  // Signed out, then in again with the passkey: no phone, no code.
  await page.setViewportSize(WIDTHS[1]);
  await signOut();
  await signInWithPasskey();
  await expect(page).toHaveURL('/dashboard');

  // The passkey picked in the phone field's autofill signs in as well.
  await signOut();
  await offerAutofill(true);
  await page.goto('/sign-in');
  await expect(page).toHaveURL('/dashboard');
  expect(await page.evaluate(() => sessionStorage.getItem('e2e-autofill-field'))).toBe('username webauthn');

  await page.goto('/myprofile');
  await waitForHydration(page);
  await expect(item).toContainText('Last used');
  await item.getByRole('button', { name: 'Remove' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this passkey?' });
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Passkey removed: ${name}` })).toBeVisible();
  await expect(section.getByText('No passkeys yet.')).toBeVisible();

  // The removed passkey, still in the authenticator, no longer signs in.
  problems.allow(/status of 400/);
  await signOut();
  await signInWithPasskey();
  await expect(page.getByRole('alert').filter({ hasText: 'This passkey is not recognised' })).toBeVisible();
  await expect(page).toHaveURL('/sign-in');
});

test('a security key that cannot verify the person (no PIN, no fingerprint) is not added', async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'usb',
      hasResidentKey: true,
      hasUserVerification: false,
      automaticPresenceSimulation: true,
    },
  });

  const { session } = await registerAccount(page.request, 'employee', { name: 'Tom Touch' });
  await page.goto('/');
  await page.evaluate((stored) => localStorage.setItem('user-session', stored), JSON.stringify(session));
  await page.goto('/myprofile');
  await waitForHydration(page);
  const section = page.getByRole('form', { name: 'Passkeys' });
  await section.getByLabel('Passkey name').fill('Bare key');
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  // The browser itself refuses: the page asks for user verification, which the key cannot give.
  await expect(page.getByRole('alert').filter({ hasText: PASSKEY_MESSAGES.cancelled })).toBeVisible();
  await expect(section.getByText('No passkeys yet.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Passkey added' })).toHaveCount(0);
});
