import type { Page } from 'playwright-core';

// Fills and sends the /simple form (email and comment).
export async function sendSimpleForm(page: Page, email = 'ann@example.com', comment = 'Hello'): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Comment').fill(comment);
  await page.getByRole('button', { name: 'Submit' }).click();
}
