import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../../src/server/config/readConfig';

// A setting the server cannot use stops start-up with one line naming the variable (exit code 1), not a
// stack trace; the commands that read the same settings say the same (a bad site data file: badSiteFile.test.ts).
const start = (env: Record<string, string>, entry = 'src/server/index.ts', args: string[] = []) =>
  spawnSync(process.execPath, ['--import', 'tsx', entry, ...args], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${path.join(mkdtempSync(path.join(tmpdir(), 'startup-')), 'site.db')}`,
      ...env,
    },
    encoding: 'utf8',
    timeout: 20_000,
  });

describe('start-up with a setting the server cannot use', () => {
  it.each([
    [{ PORT: 'abc' }, 'PORT: expected an integer from 0 to 65535, got "abc"\n'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL: expected one of fatal, error, warn, info, debug, trace, silent, got "loud"\n'],
    [{ LOG_FORMAT: 'xml' }, 'LOG_FORMAT: expected one of json, pretty, got "xml"\n'],
    [
      { DATABASE_URL: 'mysql://db/site' },
      'DATABASE_URL: expected "sqlite:<file>" or "postgres://…", got "mysql://db/site"\n',
    ],
    // Nothing listens on port 1: the server names the database it cannot reach, without the password.
    [
      { DATABASE_URL: 'postgres://site:secret@127.0.0.1:1/site' },
      'DATABASE_URL: cannot reach postgres://site@127.0.0.1:1/site (connect ECONNREFUSED 127.0.0.1:1)\n',
    ],
  ])('%o stops with one line naming it', (env, line) => {
    const result = start(env);
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(line);
    expect(result.stdout).toBe('');
  });

  it('the export command says the same of the same setting', () => {
    const result = start({ DATABASE_URL: 'mysql://db' }, 'src/server/cli/telemetryExport.ts');
    expect(result.status).toBe(1);
    expect(result.stderr).toBe('DATABASE_URL: expected "sqlite:<file>" or "postgres://…", got "mysql://db"\n');
  });

  it('reads every pino level, and the default', () => {
    for (const level of ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      expect(readConfig({ LOG_LEVEL: level }, '/srv').logLevel).toBe(level);
    expect(readConfig({}, '/srv').logLevel).toBe('info');
  });
});
