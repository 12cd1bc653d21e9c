import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import type { RunningServer } from '../harness/startServer';

export const FIXTURE_SITE = 'sites/fixtures/forms/site.json';

export interface StoredSubmission {
  id: string;
  form_id: string;
  values: Record<string, unknown>;
  page: Record<string, unknown>;
  census: Record<string, unknown>;
}

// The oracle: the rows the server stored, read straight from its SQLite file.
export function storedSubmissions(server: RunningServer, formId?: string): StoredSubmission[] {
  const db = new Database(server.databaseFile, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare('SELECT * FROM form_submissions ORDER BY received_at').all() as Array<
      Record<string, string>
    >;
    return rows
      .filter((row) => !formId || row.form_id === formId)
      .map((row) => ({
        id: row.id!,
        form_id: row.form_id!,
        values: JSON.parse(row.values_json!),
        page: JSON.parse(row.page_json!),
        census: JSON.parse(row.census_json!),
      }));
  } finally {
    db.close();
  }
}

export async function waitForStored(
  server: RunningServer,
  count: number,
  formId?: string,
  timeoutMs = 20000,
  email?: string,
): Promise<StoredSubmission[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = storedSubmissions(server, formId).filter((row) => email === undefined || row.values.email === email);
    if (rows.length >= count || Date.now() > deadline) return rows;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

// Make the real form routes fail (the harness plugin's switch, testPlugin/registerFormFaults.ts).
export async function addFault(
  server: RunningServer,
  fault: {
    call: 'key' | 'save';
    status: number;
    times?: number;
    afterStore?: boolean;
    errors?: Record<string, string>;
  },
): Promise<void> {
  const response = await fetch(`${server.url}/api/test/forms/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  if (!response.ok) throw new Error(`fault not set: ${response.status}`);
}

// Opens a page and waits until the form island there has hydrated (its policy is 'visible').
export async function openForm(page: Page, url: string, island = 'form'): Promise<void> {
  await page.goto(url);
  const element = page.locator(`[data-island="${island}"]`).first();
  await element.scrollIntoViewIfNeeded();
  await page.waitForSelector(`[data-island="${island}"][data-hydrated="true"]`, { timeout: 15000 });
}

// The demo site's contact form (sites/showcase/site.json): its required fields filled, sent, and its thank-you shown.
export async function sendContactForm(page: Page, message: string): Promise<void> {
  await page.getByRole('textbox', { name: 'First Name' }).fill('Ann');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Lee');
  await page.getByRole('textbox', { name: 'Email' }).fill('ann@example.com');
  await page.getByRole('textbox', { name: 'Message' }).fill(message);
  await page.getByRole('button', { name: 'Send message' }).click();
  await page.getByText('Thank you. We answer every message within two working days.').waitFor();
}

export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20000 });
}
