import type { Page } from '@playwright/test';
import { API_PATHS, RATE_CARD_MESSAGES } from '@smartmove/contract';
import { solveCaptcha } from '../support/captcha';
import { expect, test, waitForHydration, WIDTHS } from '../support/fixtures';
import { stamp } from '../support/values';
import { readMailOutbox, waitForMail } from '../support/mail';
import { signIn } from '../support/session';
import { screenshot } from '../support/screenshots';

const PYSPARK = { pro_skills: 'PySpark', pro_YrsExp: 4, pro_category: 'Programming Languages' };

/** A know-your-worth lead as the public form sends it; answers its first name and e-mail. */
async function submitLead(
  page: Page,
  candidateSkills = [PYSPARK],
): Promise<{ first: string; email: string }> {
  const first = `Grace${stamp()}`;
  const email = `${first.toLowerCase()}@example.com`;
  const lead = await page.request.post(API_PATHS.addCandidateLead, {
    data: {
      pro_firstname: first,
      pro_lastname: 'Hopper',
      pro_PhoneNo: '+12015550999',
      pro_email: email,
      pro_url1: 'https://www.linkedin.com/in/grace',
      candidateSkills,
    },
    headers: { 'x-captcha-token': await solveCaptcha(page.request) },
  });
  expect(lead.ok(), await lead.text()).toBe(true);
  return { first, email };
}

/** The lead's record, opened from the inquiries list. */
async function openLead(page: Page, first: string): Promise<string> {
  await page.goto('/back-office/inquiries');
  await waitForHydration(page);
  await page.getByLabel('Kind').selectOption({ label: 'Know your worth' });
  await page.getByRole('searchbox', { name: 'Search' }).fill(first);
  // Only the lead's row is left once the search applies; a click while the list still redraws can be lost.
  await expect(page.getByRole('row')).toHaveCount(2);
  // On two CI runs (never in 16 runs under load here) the list stayed put after this click, the search applied
  // and the page idle: the record must open, so a click that did not navigate is made again.
  await expect(async () => {
    await page.getByRole('link', { name: `${first} Hopper` }).click({ timeout: 5_000 });
    await expect(page).toHaveURL(/\/back-office\/inquiries\/[\w-]+$/, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Know your worth offer' }).getByLabel('Offer')).toHaveValue(
    /PySpark/,
  );
  return new URL(page.url()).pathname;
}

const offersTo = (email: string) =>
  readMailOutbox().filter((mail) => mail.to === email && /rate estimate/.test(mail.subject));

test.describe('know-your-worth offer', () => {
  test('a recruiter sends a lead its offer, priced from the rate card, and the lead receives it', async ({
    page,
  }) => {
    const { first, email } = await submitLead(page, [
      PYSPARK,
      { pro_skills: 'Jenkins', pro_YrsExp: 2, pro_category: 'Others' },
    ]);
    await signIn(page, 'recruiter');
    await openLead(page, first);

    const panel = page.getByRole('region', { name: 'Know your worth offer' });
    await expect(panel.getByText(/\$\d+–\$\d+\/hr/).first()).toBeVisible();
    const offer = panel.getByLabel('Offer');
    await expect(offer).toHaveValue(/PySpark \(4 years\)/);
    await offer.fill(`Dear ${first}, we can place you at $72–$84/hr on a data platform team.`);
    await panel.getByRole('button', { name: 'Send offer' }).click();
    await expect(panel.getByText('Offer sent', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Status')).toHaveValue('offer-sent');

    const [mail] = await waitForMail(email, /rate estimate/);
    expect(mail?.text).toContain('we can place you at $72–$84/hr');
    expect(mail?.text).toContain('Rita Recruiter');
  });

  test(`the offer is sent once: "Offer sent on <date>", and sending again asks first (1280 px)`, async ({
    page,
    pageAs,
    problems,
  }) => {
    test.slow();
    await page.setViewportSize(WIDTHS[1]);
    const { first, email } = await submitLead(page);
    await signIn(page, 'recruiter');
    // This tab shows the lead before the offer goes, from another tab.
    const url = await openLead(page, first);
    const today = new Date().toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    });
    const sentOn = `Offer sent on ${today}`;

    const other = await pageAs('recruiter', { url, viewport: WIDTHS[1] });
    const sender = other.page;
    // The status saved before is not claimed once the offer changes it.
    const senderStatus = sender.getByLabel('Status');
    await senderStatus.selectOption({ label: 'In progress' });
    await expect(sender.getByText('Status saved: In progress.')).toBeVisible();
    const senderPanel = sender.getByRole('region', { name: 'Know your worth offer' });
    await expect(senderPanel.getByText(/^Offer sent on/)).toHaveCount(0);
    await senderPanel.getByRole('button', { name: 'Send offer' }).click();
    await expect(senderPanel.getByText(sentOn)).toBeVisible();
    await expect(senderStatus).toHaveValue('offer-sent');
    await expect(sender.getByText('Status saved: In progress.')).toHaveCount(0);
    await expect.poll(() => offersTo(email).length).toBe(1);
    await screenshot(sender, { path: `/tmp/shots-jobs31/offer-sent-1280.png`, fullPage: true });
    await other.close();

    // The first tab never saw the send: the server refuses a second one, and the tab then shows it.
    problems.allow(/status of 409/);
    const panel = page.getByRole('region', { name: 'Know your worth offer' });
    await expect(panel.getByText(/^Offer sent on/)).toHaveCount(0);
    await panel.getByRole('button', { name: 'Send offer' }).click();
    await expect(page.getByText(RATE_CARD_MESSAGES.offerAlreadySent)).toBeVisible();
    await expect(panel.getByText(sentOn)).toBeVisible();
    await expect(page.getByLabel('Status')).toHaveValue('offer-sent');

    // Sending again now asks first; Cancel sends nothing, "Send again" sends it a second time.
    await panel.getByRole('button', { name: 'Send offer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send the e-mail again?' });
    await expect(dialog).toContainText(`An offer was already e-mailed to ${email} on ${today}.`);
    await screenshot(page, { path: `/tmp/shots-jobs31/offer-send-again-1280.png` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await panel.getByRole('button', { name: 'Send offer' }).click();
    await dialog.getByRole('button', { name: 'Send again' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => offersTo(email).length).toBe(2);
    await expect(panel.getByText(sentOn)).toBeVisible();
  });
});
