import { SUCCESS_MESSAGES } from '@smartmove/contract';
import { expect, test, waitForHydration } from '../support/fixtures';
import { readMailOutbox, recipientsOf, waitForMail } from '../support/mail';

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('e-mail (console provider)', () => {
  test('a contact message sent through the form is confirmed by e-mail, and staff are alerted', async ({
    page,
  }) => {
    await page.goto('/contact-us');
    await waitForHydration(page);
    const email = `mail.${stamp()}@example.com`;
    await page.getByLabel('First Name').fill('Mary');
    await page.getByLabel('Last Name').fill('Jackson');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Message').fill('Could you help us hire two data engineers?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('dialog', { name: SUCCESS_MESSAGES.submission })).toBeVisible();

    const [confirmation, ...more] = await waitForMail(email);
    expect(more).toHaveLength(0);
    expect(confirmation!.subject).toBe('We received your message - SmartMove');
    expect(confirmation!.text).toContain('Hello Mary,');
    expect(confirmation!.text).toContain('The SmartMove team');

    // One alert names the sender and the kind, to every active recruiter and admin at once: the seeded two, and
    // any that a parallel test added.
    await expect
      .poll(() =>
        readMailOutbox()
          .filter((mail) => mail.subject === 'New contact message: Mary Jackson' && mail.text.includes(email))
          .map(recipientsOf),
      )
      .toEqual([expect.arrayContaining(['ada.admin@example.com', 'rita.recruiter@example.com'])]);
    expect(
      readMailOutbox().filter(
        (mail) => recipientsOf(mail).includes('manny.manager@example.com') && mail.text.includes(email),
      ),
    ).toEqual([]);
  });
});
