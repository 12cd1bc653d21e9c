import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// What it prints from a database is proven against a running server (tests/e2e/pipeline/exportCli.test.ts);
// here, what it says of bad arguments: one line naming the fault, the usage, exit code 2, nothing on stdout.
const run = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli/telemetryExport.ts', ...args], {
    env: {
      ...process.env,
      DATABASE_URL: `sqlite:${path.join(mkdtempSync(path.join(tmpdir(), 'telemetry-export-')), 'site.db')}`,
    },
    encoding: 'utf8',
  });

describe('npm run telemetry:export, bad arguments', () => {
  it('names an unknown option and prints the usage', () => {
    const result = run('--knid', 'error');
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain("Unknown option '--knid'");
    expect(result.stderr).toContain('Usage: npm run telemetry:export -- [--kind <kind>]');
  });

  it('names a kind that does not exist, with the kinds that do', () => {
    const result = run('--kind', 'erorr');
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(
      /^--kind: Invalid option: expected one of "census\.hit"\|.*\|"error"\|.*\|"drop"\|"delivery"\n$/,
    );
  });

  it('names a --since that is not a time', () => {
    const result = run('--since', 'yesterday');
    expect(result.status).toBe(2);
    expect(result.stderr).toBe('--since: expected an ISO date-time or milliseconds since the epoch\n');
  });

  it('prints the usage on --help, and an empty database exports nothing', () => {
    const help = run('--help');
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Usage: npm run telemetry:export');
    const empty = run('--kind', 'error');
    expect(empty.status).toBe(0);
    expect(empty.stdout).toBe('');
  });
});
