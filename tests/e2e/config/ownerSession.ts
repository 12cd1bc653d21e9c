import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { BrowserContext } from 'playwright-core';
import type { RunningServer } from '../harness/startServer';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');

// Creates an owner with the real command-line tool (`npm run owner:create`) in the server's database.
export async function createOwner(server: RunningServer, email: string, roles: string[]): Promise<void> {
  await run(
    process.execPath,
    [
      path.join(distDir, 'server/cli/ownerCreate.js'),
      '--email',
      email,
      '--password',
      'owner-pass-1',
      '--roles',
      roles.join(','),
    ],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: `sqlite:${server.databaseFile}` },
    },
  );
}

// Logs the browser context in through the real login endpoint, with the crumb the site's pages set.
export async function logIn(context: BrowserContext, server: RunningServer, email: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(server.url + '/');
  const crumb = (await context.cookies(server.url)).find((c) => c.name === 'crumb')?.value ?? '';
  const response = await page.request.post(server.url + '/api/auth/Login', {
    headers: { 'x-csrf-token': crumb },
    data: { email, password: 'owner-pass-1' },
  });
  if (response.status() !== 200)
    throw new Error(`login of ${email} failed: ${response.status()} ${await response.text()}`);
  await page.close();
}
