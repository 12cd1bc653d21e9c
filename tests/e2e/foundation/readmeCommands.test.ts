import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A user copies the README's commands as they are written: each `npm run` command of the built tools must
// run against a fresh database and say something (the exports' empty answer included), never fail quietly.
const root = path.resolve(import.meta.dirname, '../../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const scripts = (
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;

// Every line of a ```sh block that runs one of the tools built into dist/server/cli, without its comment.
const documented = [...readme.matchAll(/```sh\n([\s\S]*?)```/g)]
  .flatMap((block) => block[1]!.split('\n'))
  .map((line) => line.replace(/\s+#.*$/, '').trim())
  .filter((line) => /^npm run [\w:-]+/.test(line))
  .filter((line) => scripts[line.split(' ')[2]!]?.startsWith('node dist/server/cli/'));

function run(command: string, databaseFile: string, stdin: string) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const [program, ...args] = command.split(/\s+/);
    const child = spawn(program!, args, {
      cwd: root,
      env: { ...process.env, DATABASE_URL: `sqlite:${databaseFile}` },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (data: Buffer) => (stdout += data.toString()));
    child.stderr.on('data', (data: Buffer) => (stderr += data.toString()));
    child.stdin.end(stdin);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('the README commands', () => {
  it('documents the owner, member and export tools', () => {
    expect(documented.map((line) => line.split(' ')[2])).toEqual(
      expect.arrayContaining(['owner:create', 'member:create', 'forms:export', 'orders:export', 'telemetry:export']),
    );
  });

  it('runs each as written against a fresh database, saying what it did or that nothing matched', async () => {
    const databaseFile = path.join(mkdtempSync(path.join(tmpdir(), 'readme-commands-')), 'site.db');
    for (const command of documented) {
      // The account tools read the password from standard input when it is not a terminal.
      const { code, stdout, stderr } = await run(command, databaseFile, 'a long enough password\n');
      const said = (stdout + stderr).split('\n').filter((line) => line.trim() && !line.startsWith('>'));
      expect({ command, code, stderr: code === 0 ? '' : stderr }).toEqual({ command, code: 0, stderr: '' });
      expect(said.length, `${command} printed nothing`).toBeGreaterThan(0);
      expect(said.join('\n'), command).not.toMatch(/Usage:|expected|The site's forms are/);
    }
  }, 120_000);
});
