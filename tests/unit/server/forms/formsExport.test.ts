import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openStorage } from '../../../../src/server/storage/openStorage';
import { FormSubmissionRepository } from '../../../../src/server/storage/forms/FormSubmissionRepository';
import { createTestDatabaseUrl } from '../../../postgres/openTestStorage';

const row = (id: string, formId: string, receivedAt: number) => ({
  id,
  form_id: formId,
  form_kind: 'form',
  values_json: JSON.stringify({ email: `${id}@example.com` }),
  page_json: JSON.stringify({ pagePath: '/contact' }),
  census_json: JSON.stringify({ clientTime: receivedAt - 5 }),
  visitor: '10.0.0.1',
  submitted_at: receivedAt - 5,
  received_at: receivedAt,
});

describe('npm run forms:export', () => {
  it('prints stored submissions as NDJSON, oldest first, filtered by --form', async () => {
    const databaseUrl = await createTestDatabaseUrl();
    const db = await openStorage(databaseUrl);
    const repository = new FormSubmissionRepository(db);
    await repository.storeOnce(row('second', 'contact', Date.UTC(2025, 0, 2)));
    await repository.storeOnce(row('first', 'contact', Date.UTC(2025, 0, 1)));
    await repository.storeOnce(row('other', 'newsletter', Date.UTC(2025, 0, 3)));
    await db.destroy();
    const run = (...args: string[]) =>
      execFileSync(process.execPath, ['--import', 'tsx', 'src/server/cli/formsExport.ts', ...args], {
        env: { ...process.env, DATABASE_URL: databaseUrl },
        encoding: 'utf8',
      })
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
    expect(run().map((line) => line.id)).toEqual(['first', 'second', 'other']);
    const [first, ...rest] = run('--form', 'contact');
    expect(rest.map((line) => line.id)).toEqual(['second']);
    expect(first).toEqual({
      id: 'first',
      formId: 'contact',
      formKind: 'form',
      values: { email: 'first@example.com' },
      page: { pagePath: '/contact' },
      census: { clientTime: Date.UTC(2025, 0, 1) - 5 },
      submittedAt: new Date(Date.UTC(2025, 0, 1) - 5).toISOString(),
      receivedAt: '2025-01-01T00:00:00.000Z',
    });
  });

  it('names an unknown option or an empty form id, with the usage, exit code 2', () => {
    const env = {
      ...process.env,
      DATABASE_URL: `sqlite:${path.join(mkdtempSync(path.join(tmpdir(), 'forms-export-')), 'site.db')}`,
    };
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli/formsExport.ts', ...args], {
        env,
        encoding: 'utf8',
      });
    const unknown = run('--from', 'contact');
    expect(unknown.status).toBe(2);
    expect(unknown.stdout).toBe('');
    expect(unknown.stderr).toContain("Unknown option '--from'");
    expect(unknown.stderr).toContain('Usage: npm run forms:export -- [--form <form id>]');
    expect(run('--form', ' ').stderr).toBe('--form: expected a form id\n');
  });
});
