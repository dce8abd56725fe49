import type { Locator, Page } from '@playwright/test';
import { MESSAGES } from '@smartmove/contract';
import { expect, test, waitForHydration } from '../support/fixtures';

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

async function openAt(page: Page, viewport: (typeof WIDTHS)[number], path: string) {
  await page.setViewportSize(viewport);
  await page.goto(path);
  await waitForHydration(page);
}

/** Whether the element is inside the viewport, at least in part. */
function inViewport(locator: Locator) {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight;
  });
}

/** The gap between the submit button and whatever the form shows right above it. */
function gapAboveButton(button: Locator) {
  return button.evaluate((element) => {
    const top = element.getBoundingClientRect().top;
    const form = element.closest('form');
    if (!form) throw new Error('the button is not in a form');
    const above = [...form.querySelectorAll('input:not([type="hidden"]), textarea, select, p, label, button')]
      .filter(
        (other) =>
          other !== element && !element.contains(other) && !other.closest('[hidden], [aria-hidden="true"]'),
      )
      .map((other) => other.getBoundingClientRect())
      .filter((box) => box.height > 0 && box.top < top)
      .map((box) => top - box.bottom);
    return Math.min(...above);
  });
}

test.describe('forms on a phone and a desktop', () => {
  for (const viewport of WIDTHS) {
    test(`know your worth: a failed submit with no skill moves focus to the skill message (${viewport.width} px)`, async ({
      page,
    }) => {
      await openAt(page, viewport, '/knowyourworth');
      const submit = page.getByRole('button', { name: 'Submit' });
      expect(await gapAboveButton(submit)).toBeGreaterThanOrEqual(8);
      await submit.click();
      const message = page.getByText(MESSAGES.knowYourWorth.noSkill);
      await expect(message).toBeVisible();
      const focused = page.locator(':focus');
      await expect(focused).toHaveAttribute('aria-describedby', /skills-error/);
      expect(await inViewport(focused)).toBe(true);
      await page.screenshot({ path: test.info().outputPath(`kyw-error-${viewport.width}.png`) });
    });

    test(`know your worth: with the details filled, a missing skill still takes focus (${viewport.width} px)`, async ({
      page,
    }) => {
      await openAt(page, viewport, '/knowyourworth');
      await page.getByLabel('First Name').fill('Grace');
      await page.getByLabel('Last Name').fill('Hopper');
      await page.getByLabel('Email').fill('grace@example.com');
      await page.getByLabel('LinkedIn').fill('https://www.linkedin.com/in/grace');
      await page.getByLabel('Phone', { exact: true }).fill('2015550123');
      await page.getByRole('button', { name: 'Submit' }).click();
      const focused = page.locator(':focus');
      await expect(focused).toHaveAttribute('aria-describedby', /skills-error/);
      expect(await inViewport(focused)).toBe(true);
    });

    test(`contact: a failed submit moves focus to the first field's message, and Submit stands clear (${viewport.width} px)`, async ({
      page,
    }) => {
      await openAt(page, viewport, '/contact-us');
      const submit = page.getByRole('button', { name: 'Send Message' });
      expect(await gapAboveButton(submit)).toBeGreaterThanOrEqual(8);
      await submit.click();
      await expect(page.getByLabel('First Name')).toBeFocused();
      expect(await inViewport(page.getByLabel('First Name'))).toBe(true);
    });
  }
});
