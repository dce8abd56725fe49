import type { Locator, Page } from '@playwright/test';
import { SUCCESS_MESSAGES } from '@smartmove/contract';
import { expect, test, waitForHydration } from '../support/fixtures';
import { registerAccount, signIn, storeSession, storeSessionEntry } from '../support/session';

/**
 * Keyboard behaviour of every popup in the product, which axe cannot see: focus moves in on open, Tab and
 * Shift+Tab stay inside a modal popup, Escape closes it, and focus returns to the control that opened it; a modal
 * popup is then opened again and closed with its Close button, which returns focus to the opener as well.
 * Non-modal popups (the profile disclosure, the map's side panel) are checked for keyboard reach instead.
 */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const letters = (text: string) => text.replace(/[^a-z]/gi, '');

async function open(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

/** What a popup row needs: how to get to its page, the control that opens it, and the popup itself. */
interface PopupCase {
  name: string;
  /** true: a modal dialog (focus trapped); false: a non-modal popup (focus may leave with Tab). */
  modal: boolean;
  viewport?: { width: number; height: number };
  /** Navigates and prepares the page; returns the control that opens the popup. */
  prepare: (page: Page) => Promise<Locator>;
  /** The popup, found from the page or from its opener. */
  popup: (page: Page, opener: Locator) => Locator | Promise<Locator>;
  /** Waits until the open popup is complete, when part of it loads as it opens. */
  ready?: (popup: Locator) => Promise<void>;
  /** Readies the opener again once the popup has closed (a sent form is emptied: it is filled again). */
  refill?: (page: Page) => Promise<void>;
}

/** Fills a form, then the opener is its submit button: the thank-you popup opens on a successful send. */
const fillContact = async (page: Page) => {
  const id = stamp();
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Email').fill(`ada.${id}@example.com`);
  await page.getByLabel('Message').fill(`Popup sweep (${id}).`);
};

const fillApply = async (page: Page) => {
  const id = stamp();
  await page.getByLabel('First Name').fill('Katherine');
  await page.getByLabel('Last Name').fill('Johnson');
  await page.getByLabel('Email').fill(`katherine.${id}@example.com`);
  await page.getByLabel('Mobile', { exact: true }).fill('2015550123');
  await page.getByLabel('LinkedIn').fill(`https://www.linkedin.com/in/${letters(id)}`);
  await page.getByLabel('Visa Status').selectOption({ label: 'H1B' });
  await page
    .getByLabel('Resume')
    .setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF });
};

const fillKnowYourWorth = async (page: Page) => {
  const id = stamp();
  const group = page.getByRole('group', { name: 'Database Management', exact: true });
  await group.getByRole('checkbox', { name: 'SQL', exact: true }).check();
  await group.getByLabel('SQL experience', { exact: true }).fill('5');
  await page.getByLabel('First Name').fill('Linus');
  await page.getByLabel('Last Name').fill('Torvalds');
  await page.getByLabel('Email').fill(`linus.${id}@example.com`);
  await page.getByLabel('LinkedIn').fill(`https://www.linkedin.com/in/linus-${letters(id)}`);
  await page.getByLabel('Phone', { exact: true }).fill('2015550123');
};

const thankYou = (page: Page) => page.getByRole('dialog', { name: SUCCESS_MESSAGES.submission });

const POPUPS: PopupCase[] = [
  {
    name: 'thank-you popup after the contact form (/contact-us)',
    modal: true,
    prepare: async (page) => {
      await open(page, '/contact-us');
      await fillContact(page);
      return page.getByRole('button', { name: 'Send Message' });
    },
    popup: thankYou,
    refill: fillContact,
  },
  {
    name: 'thank-you popup after the apply form (/applynow/{id})',
    modal: true,
    prepare: async (page) => {
      await open(page, '/applynow/senior-data-engineer');
      await fillApply(page);
      return page.getByRole('button', { name: 'Apply Now' });
    },
    popup: thankYou,
    refill: fillApply,
  },
  {
    name: 'thank-you popup after the know-your-worth form (/knowyourworth)',
    modal: true,
    prepare: async (page) => {
      await open(page, '/knowyourworth');
      await fillKnowYourWorth(page);
      return page.getByRole('button', { name: 'Submit' });
    },
    popup: thankYou,
    refill: fillKnowYourWorth,
  },
  {
    name: 'thank-you popup after submitting a candidate in the portal (/view-details/{id})',
    modal: true,
    prepare: async (page) => {
      const { session } = await registerAccount(page.request, 'partner', { name: 'Pat Partner' });
      await storeSession(page, session);
      await open(page, '/view-details/snowflake-data-architect');
      await fillApply(page);
      return page.getByRole('button', { name: 'Apply Now' });
    },
    popup: thankYou,
    refill: fillApply,
  },
  {
    name: 'candidate details popup (/search-your-ideal-condidate)',
    modal: true,
    prepare: async (page) => {
      await open(page, '/search-your-ideal-condidate');
      return page
        .getByRole('article')
        .filter({ hasText: 'Power BI Developer' })
        .first()
        .getByRole('link', { name: 'View Details' });
    },
    popup: (page) => page.getByRole('dialog', { name: 'Power BI Developer' }),
  },
  {
    name: 'sample popup of the component library (/test-component)',
    modal: true,
    prepare: async (page) => {
      await open(page, '/test-component');
      return page.getByRole('button', { name: 'Open a popup' });
    },
    popup: (page) => page.getByRole('dialog', { name: 'A popup' }),
  },
  {
    name: 'thank-you popup of the component library (/test-component)',
    modal: true,
    prepare: async (page) => {
      await open(page, '/test-component');
      return page.getByRole('button', { name: 'Open the thank-you popup' });
    },
    popup: thankYou,
  },
  {
    name: 'mobile menu (small screen)',
    modal: true,
    viewport: { width: 390, height: 800 },
    prepare: async (page) => {
      await open(page, '/about-us');
      return page.getByRole('button', { name: 'Menu' });
    },
    popup: (page) => page.getByRole('dialog', { name: 'Menu' }),
  },
  {
    name: 'mobile menu when signed in (small screen)',
    modal: true,
    viewport: { width: 390, height: 800 },
    prepare: async (page) => {
      await signIn(page, 'employee');
      await open(page, '/dashboard');
      return page.getByRole('button', { name: 'Menu' });
    },
    popup: (page) => page.getByRole('dialog', { name: 'Menu' }),
    // Its signed-in part (the portal's sections, Logout) is a chunk of its own, loaded as it opens.
    ready: (popup) => expect(popup.getByRole('button', { name: 'Logout' })).toBeVisible(),
  },
  {
    name: 'profile panel in the header (signed in)',
    modal: false,
    prepare: async (page) => {
      await page.goto('/');
      await storeSessionEntry(page, 'employee', 'Dana Employee');
      await open(page, '/about-us');
      return page.getByRole('banner').getByRole('button', { name: 'Account' });
    },
    // A disclosure: the panel is the element the button's aria-controls names.
    popup: async (page, opener) => page.locator(`[id="${await opener.getAttribute('aria-controls')}"]`),
  },
  {
    name: 'location side panel of a map pin (/anchor-locations)',
    modal: false,
    prepare: async (page) => {
      await open(page, '/anchor-locations');
      await expect(page.getByRole('status').filter({ hasText: 'Processing...' })).toBeHidden();
      return page.getByRole('button', { name: /^Lead: / }).first();
    },
    popup: (page) => page.getByRole('dialog', { name: 'Lead details' }),
  },
];

/** Whether the focused element is inside the popup (a closed shadow root would hide it; none is used). */
async function focusIsInside(popup: Locator): Promise<boolean> {
  return popup.evaluate((element) => element.contains(document.activeElement));
}

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The number of elements inside the popup that Tab can reach. */
async function tabbableCount(popup: Locator): Promise<number> {
  return popup.evaluate(
    (element, selector) =>
      [...element.querySelectorAll<HTMLElement>(selector)].filter(
        (candidate) => candidate.getClientRects().length > 0 && candidate.tabIndex >= 0,
      ).length,
    TABBABLE,
  );
}

/** From now on, remembers every element inside the popup that receives focus. */
async function recordFocus(popup: Locator): Promise<void> {
  await popup.evaluate((element) => {
    const focused = new Set<EventTarget>([document.activeElement].filter((item) => item !== null));
    (window as { __focused?: Set<EventTarget> }).__focused = focused;
    element.addEventListener('focusin', (event) => focused.add(event.target as EventTarget));
  });
}

/** The tabbable controls inside the popup that did not receive focus since recordFocus. */
async function unreachedControls(popup: Locator): Promise<string[]> {
  return popup.evaluate((element, selector) => {
    const focused = (window as { __focused?: Set<EventTarget> }).__focused ?? new Set();
    return [...element.querySelectorAll<HTMLElement>(selector)]
      .filter((candidate) => candidate.getClientRects().length > 0 && candidate.tabIndex >= 0)
      .filter((candidate) => !focused.has(candidate))
      .map((candidate) => candidate.outerHTML.slice(0, 80));
  }, TABBABLE);
}

/** Describes the focused element for a failure message. */
async function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active) return 'nothing';
    const label = active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 40) ?? '';
    return `<${active.tagName.toLowerCase()}> ${label}`;
  });
}

test.describe('every popup works by keyboard', () => {
  for (const popupCase of POPUPS) {
    test(popupCase.name, async ({ page }) => {
      if (popupCase.viewport) await page.setViewportSize(popupCase.viewport);
      const opener = await popupCase.prepare(page);
      const popup = await popupCase.popup(page, opener);
      await expect(opener).toBeVisible();
      await expect(popup).toBeHidden();

      // Opened from the keyboard.
      const openFromKeyboard = async () => {
        await opener.focus();
        await page.keyboard.press('Enter');
        await expect(popup).toBeVisible();
        await popupCase.ready?.(popup);
      };
      await openFromKeyboard();

      const count = await tabbableCount(popup);
      expect(count, 'the popup has something to Tab to').toBeGreaterThan(0);

      if (popupCase.modal) {
        // (1) Focus moves into the popup.
        await expect.poll(() => focusIsInside(popup), 'focus moves into the popup').toBe(true);
        // (2) Tab and Shift+Tab cycle inside it, more times than it has stops, reaching each of them.
        await recordFocus(popup);
        for (const key of ['Tab', 'Shift+Tab']) {
          for (let press = 1; press <= count + 2; press += 1) {
            await page.keyboard.press(key);
            expect(
              await focusIsInside(popup),
              `${key} #${press} keeps focus inside (focus is on ${await describeFocus(page)})`,
            ).toBe(true);
          }
        }
        expect(await unreachedControls(popup), 'controls of the popup that Tab did not reach').toEqual([]);
      } else {
        // A non-modal popup: focus moves into it, or its first control is the next Tab stop.
        if (!(await focusIsInside(popup))) await page.keyboard.press('Tab');
        await expect.poll(() => focusIsInside(popup), 'the popup is reached with the keyboard').toBe(true);
        // Tab walks through every control inside it.
        await recordFocus(popup);
        for (let press = 1; press <= count + 1 && (await focusIsInside(popup)); press += 1) {
          await page.keyboard.press('Tab');
        }
        expect(await unreachedControls(popup), 'controls of the popup that Tab did not reach').toEqual([]);
        // Back into the popup with Shift+Tab, so that Escape is pressed from inside it.
        await page.keyboard.press('Shift+Tab');
        expect(await focusIsInside(popup), 'Shift+Tab goes back into the popup').toBe(true);
      }

      // (3) Escape closes it; (4) focus returns to the control that opened it.
      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();
      await expect(opener).toBeFocused();
      if (!popupCase.modal) return;

      // (5) Opened again on the same page, its Close button closes it, and focus returns to the opener too.
      await popupCase.refill?.(page);
      await openFromKeyboard();
      await popup.getByRole('button', { name: 'Close' }).press('Enter');
      await expect(popup).toBeHidden();
      await expect(opener).toBeFocused();
    });
  }
});
