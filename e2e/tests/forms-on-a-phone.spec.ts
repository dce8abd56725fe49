import type { Locator } from '@playwright/test';
import { MESSAGES } from '@smartmove/contract';
import { expect, openAt, test, WIDTHS } from '../support/fixtures';
import { screenshot } from '../support/screenshots';

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
      await expect.poll(() => inViewport(focused)).toBe(true);
      await screenshot(page, { path: test.info().outputPath(`kyw-error-${viewport.width}.png`) });
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
      await expect.poll(() => inViewport(focused)).toBe(true);
    });

    test(`contact: a failed submit moves focus to the first field's message, and Submit stands clear (${viewport.width} px)`, async ({
      page,
    }) => {
      await openAt(page, viewport, '/contact-us');
      const submit = page.getByRole('button', { name: 'Send Message' });
      expect(await gapAboveButton(submit)).toBeGreaterThanOrEqual(8);
      await submit.click();
      await expect(page.getByLabel('First Name')).toBeFocused();
      await expect.poll(() => inViewport(page.getByLabel('First Name'))).toBe(true);
    });
  }
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

test.describe('uploads', () => {
  for (const viewport of WIDTHS) {
    test(`after a sent application the file box is empty again, its status quiet, and the chosen file had a drawn icon (${viewport.width} px)`, async ({
      page,
    }) => {
      await openAt(page, viewport, '/applynow/senior-data-engineer');
      const id = Math.random()
        .toString(36)
        .replace(/[^a-z]/g, '')
        .slice(0, 6);
      await page.getByLabel('First Name').fill('Katherine');
      await page.getByLabel('Last Name').fill('Johnson');
      await page.getByLabel('Email').fill(`katherine.${id}@example.com`);
      await page.getByLabel('Mobile', { exact: true }).fill('2015550123');
      await page.getByLabel('LinkedIn').fill(`https://www.linkedin.com/in/${id}`);
      await page.getByLabel('Visa Status').selectOption({ label: 'H1B' });
      const resume = page.getByLabel('Resume');
      await resume.setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF });
      const chip = page.locator('.file-chip');
      await expect(chip.getByText('resume.pdf')).toBeVisible();
      // The icon is drawn (an SVG with size), never a glyph the font may lack.
      const icon = chip.locator('svg.file-chip__icon');
      await expect(icon).toBeVisible();
      expect((await icon.boundingBox())?.width).toBeGreaterThan(10);
      const status = page.getByRole('status').filter({ hasText: 'resume.pdf selected' });
      await expect(status).toHaveCount(1);
      await screenshot(page, { path: test.info().outputPath(`resume-chosen-${viewport.width}.png`) });

      await page.getByRole('button', { name: 'Apply Now' }).click();
      const thanks = page.getByRole('dialog');
      await expect(thanks).toBeVisible();
      await thanks.getByRole('button', { name: 'Close' }).click();
      await expect(chip).toHaveCount(0);
      expect(await resume.evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);
      expect(await resume.inputValue()).toBe('');
      await expect(page.getByText('resume.pdf selected')).toHaveCount(0);
    });
  }
});
