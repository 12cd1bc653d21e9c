import { spawn } from 'node:child_process';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { BrowserContext } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '../../..');
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');

/**
 * Runs a built account CLI (owner:create or member:create) against the server's database, as a user would:
 * the password on standard input, never in the arguments.
 */
export async function runAccountCli(
  tool: 'ownerCreate' | 'memberCreate',
  databaseFile: string,
  args: string[],
  password: string,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [path.join(distDir, `server/cli/${tool}.js`), ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: `sqlite:${databaseFile}` },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (data: Buffer) => (stdout += data.toString()));
  child.stderr.on('data', (data: Buffer) => (stderr += data.toString()));
  child.stdin.end(`${password}\n`);
  const code = await new Promise<number>((resolve) => child.once('close', (exit) => resolve(exit ?? 1)));
  return { code, stdout, stderr };
}

/**
 * Creates an owner (with `roles`) or a member account through runAccountCli, and fails the test's set-up with
 * the tool's error output if it refuses.
 */
export async function createAccount(
  databaseFile: string,
  account: { email: string; password: string; roles?: string; name?: string },
): Promise<void> {
  const args = ['--email', account.email];
  if (account.roles !== undefined) args.push('--roles', account.roles);
  if (account.name !== undefined) args.push('--name', account.name);
  const tool = account.roles === undefined ? 'memberCreate' : 'ownerCreate';
  const created = await runAccountCli(tool, databaseFile, args, account.password);
  if (created.code !== 0) throw new Error(`${tool} failed (${created.code}): ${created.stderr}`);
}

/** Counts rows in the server's database: the oracle for "nothing changed". */
export function countRows(databaseFile: string, table: string): number {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
  } finally {
    db.close();
  }
}

/**
 * Logs a browser context in through the real login endpoint, from a page of the site (so a mapped host
 * name such as site.test resolves), with the crumb /api/crumb sets.
 */
export async function logInContext(
  context: BrowserContext,
  baseUrl: string,
  email: string,
  password: string,
): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/`);
  const status = await page.evaluate(
    async ({ email, password }) => {
      // Pages set no cookie: the crumb comes from /api/crumb, as the page's own script asks for it.
      const { crumb } = (await (await fetch('/api/crumb')).json()) as { crumb: string };
      const response = await fetch('/api/auth/Login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': crumb },
        body: JSON.stringify({ email, password }),
      });
      return response.status;
    },
    { email, password },
  );
  await page.close();
  if (status !== 200) throw new Error(`login failed with status ${status}`);
}
