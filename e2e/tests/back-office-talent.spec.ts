import { expect, openAt, test, WIDTHS } from '../support/fixtures';

test.describe('talent search in the back office', () => {
  test.use({ signedInAs: 'recruiter' });

  for (const viewport of WIDTHS) {
    test(`a recruiter finds the demo applicant by a word only her resume holds (${viewport.width} px)`, async ({
      page,
      problems,
    }) => {
      // The bad query below is answered 400 on purpose.
      problems.allow(/status of 400/);
      await openAt(page, viewport, '/back-office');
      await page.getByRole('link', { name: 'Talent', exact: true }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Talent' })).toBeVisible();

      // "Kinesis" is in the demo resume's text only: read from the PDF at the first start.
      await page.getByLabel('Search resumes and skills').fill('kinesis');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page).toHaveURL(/[?&]q=kinesis\b/);
      const results = page.getByRole('list', { name: 'Search results' });
      const hit = results.getByRole('listitem').filter({ hasText: 'Maya Lindqvist' });
      await expect(hit).toBeVisible();
      await expect(hit.locator('mark')).toHaveText(['Kinesis', 'Kinesis']);
      await expect(hit).toContainText('Application');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      // A filter that leaves her out, then a bad query, answered beside the box.
      await page.getByLabel('Source').selectOption('bench');
      await expect(page.getByText('Nobody matches')).toBeVisible();
      await page.getByLabel('Source').selectOption('');
      await page.getByLabel('Search resumes and skills').fill('"kinesis');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByText('Close the quote: a phrase starts with " and ends with ".')).toBeVisible();

      // Her record: the resume's text was read.
      await page.getByLabel('Search resumes and skills').fill('kinesis');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await hit.getByRole('link', { name: 'Maya Lindqvist' }).click();
      await expect(page).toHaveURL(/\/back-office\/applications\//);
      await expect(page.getByRole('heading', { name: 'Resume text' })).toBeVisible();
      await expect(page.getByText('Text read from the resume')).toBeVisible();
    });
  }

  test("a job's page lists its matching candidates with what matched (1280 px)", async ({ page }) => {
    await openAt(page, WIDTHS[1], '/back-office/jobs?search=Senior%20Data%20Engineer');
    await page.getByRole('link', { name: 'Candidates matching Senior Data Engineer' }).first().click();
    await expect(page.getByRole('heading', { name: 'Matching candidates' })).toBeVisible();
    const maya = page.getByRole('listitem').filter({ hasText: 'Maya Lindqvist' });
    await expect(maya).toContainText('Matched: Python, PySpark, SQL, AWS Glue, Airflow');
  });
});
