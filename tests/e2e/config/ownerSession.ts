import type { BrowserContext } from 'playwright-core';
import type { RunningServer } from '../harness/startServer';
import { createAccount } from '../owners/accounts';

// Creates an owner with the real command-line tool (`npm run owner:create`) in the server's database, the
// password on standard input.
export async function createOwner(server: RunningServer, email: string, roles: string[]): Promise<void> {
  await createAccount(server.databaseFile, { email, password: 'owner-pass-1', roles: roles.join(',') });
}

// Logs the browser context in through the real login endpoint, with the crumb the page's script asks for
// (GET /api/crumb; pages set no cookie).
export async function logIn(context: BrowserContext, server: RunningServer, email: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(server.url + '/');
  const { crumb } = (await (await page.request.get(server.url + '/api/crumb')).json()) as { crumb: string };
  const response = await page.request.post(server.url + '/api/auth/Login', {
    headers: { 'x-csrf-token': crumb },
    data: { email, password: 'owner-pass-1' },
  });
  if (response.status() !== 200)
    throw new Error(`login of ${email} failed: ${response.status()} ${await response.text()}`);
  await page.close();
}
