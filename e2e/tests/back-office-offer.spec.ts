import { API_PATHS } from '@smartmove/contract';
import { solveCaptcha } from '../support/captcha';
import { expect, test, waitForHydration } from '../support/fixtures';
import { stamp } from '../support/values';
import { waitForMail } from '../support/mail';
import { signIn } from '../support/session';

test.describe('know-your-worth offer', () => {
  test('a recruiter sends a lead its offer, priced from the rate card, and the lead receives it', async ({
    page,
  }) => {
    const first = `Grace${stamp()}`;
    const email = `${first.toLowerCase()}@example.com`;
    const lead = await page.request.post(API_PATHS.addCandidateLead, {
      data: {
        pro_firstname: first,
        pro_lastname: 'Hopper',
        pro_PhoneNo: '+12015550999',
        pro_email: email,
        pro_url1: 'https://www.linkedin.com/in/grace',
        candidateSkills: [
          { pro_skills: 'PySpark', pro_YrsExp: 4, pro_category: 'Programming Languages' },
          { pro_skills: 'Jenkins', pro_YrsExp: 2, pro_category: 'Others' },
        ],
      },
      headers: { 'x-captcha-token': await solveCaptcha(page.request) },
    });
    expect(lead.ok(), await lead.text()).toBe(true);

    await signIn(page, 'recruiter');
    await page.goto('/back-office/inquiries');
    await waitForHydration(page);
    await page.getByLabel('Kind').selectOption({ label: 'Know your worth' });
    await page.getByRole('searchbox', { name: 'Search' }).fill(first);
    await page.getByRole('link', { name: `${first} Hopper` }).click();

    const panel = page.getByRole('region', { name: 'Know your worth offer' });
    await expect(panel.getByText(/\$\d+–\$\d+\/hr/).first()).toBeVisible();
    const offer = panel.getByLabel('Offer');
    await expect(offer).toHaveValue(/PySpark \(4 years\)/);
    await offer.fill(`Dear ${first}, we can place you at $72–$84/hr on a data platform team.`);
    await panel.getByRole('button', { name: 'Send offer' }).click();
    await expect(panel.getByText('Offer sent')).toBeVisible();
    await expect(page.getByLabel('Status')).toHaveValue('offer-sent');

    const [mail] = await waitForMail(email, /rate estimate/);
    expect(mail?.text).toContain('we can place you at $72–$84/hr');
    expect(mail?.text).toContain('Rita Recruiter');
  });
});
