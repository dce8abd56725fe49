import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Fills the profile's address form (on /myprofile) and saves it; the state, ZIP and country are fixed. */
export async function saveAddress(page: Page, { street, city }: { street: string; city: string }) {
  await page.getByLabel('Street address', { exact: true }).fill(street);
  await page.getByLabel('City', { exact: true }).fill(city);
  await page.getByLabel('State', { exact: true }).fill('WA');
  await page.getByLabel('ZIP or postal code', { exact: true }).fill('98101');
  await page.getByLabel('Country', { exact: true }).selectOption('United States');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Address saved')).toBeVisible();
}
