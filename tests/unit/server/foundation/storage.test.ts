import { describe, expect, it } from 'vitest';
import { mkdtempSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openStorage } from '../../../../src/server/storage/openStorage';
import { createDatabase } from '../../../../src/server/storage/createDatabase';
import { dialectOf } from '../../../../src/server/storage/dialect/dialectOf';
import { migrations } from '../../../../src/server/storage/migrations/index';
import { readConfig } from '../../../../src/server/config/readConfig';

describe('storage', () => {
  it('creates the database file and its folder, in WAL mode, with every migration applied', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'storage-')), 'nested', 'site.db');
    const db = await openStorage(`sqlite:${file}`);
    expect(existsSync(file)).toBe(true);
    expect(dialectOf(db)).toBe('sqlite');
    const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
    expect(mode.rows[0]?.journal_mode).toBe('wal');
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
    expect(applied.rows.map((r) => r.name)).toEqual(Object.keys(migrations).sort());
    await db.destroy();
  });

  it('runs migrations once: opening the same database again changes nothing', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'storage-')), 'site.db');
    const first = await openStorage(`sqlite:${file}`);
    await first.insertInto('site_meta').values({ key: 'k', value: 'v' }).execute();
    await first.destroy();
    const second = await openStorage(`sqlite:${file}`);
    const rows = await second.selectFrom('site_meta').selectAll().execute();
    expect(rows).toEqual([{ key: 'k', value: 'v' }]);
    await second.destroy();
  });

  it('refuses a DATABASE_URL it cannot serve, naming it', () => {
    expect(() => createDatabase('mysql://localhost/site')).toThrow(
      'DATABASE_URL: expected "sqlite:<file>" or "postgres://…", got "mysql://localhost/site"',
    );
  });

  it('reads its configuration from the environment with the documented defaults', () => {
    const config = readConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      siteFile: '/srv/app/sites/demo/site.json',
      databaseUrl: 'sqlite:/srv/app/data/site.db',
    });
    expect(readConfig({ PORT: '0', SITE: 'x.json', DATABASE_URL: 'sqlite::memory:' }, '/srv/app')).toMatchObject({
      port: 0,
      siteFile: '/srv/app/x.json',
      databaseUrl: 'sqlite::memory:',
    });
    expect(readConfig({}, '/').trustProxy).toBe(false);
    expect(readConfig({}, '/').plugins).toEqual([]);
    expect(readConfig({ SERVER_PLUGINS: 'a.ts, /x/b.js' }, '/srv/app').plugins).toEqual(['/srv/app/a.ts', '/x/b.js']);
    expect(readConfig({ TRUST_PROXY: '1' }, '/').trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: '10.0.0.0/8' }, '/').trustProxy).toBe('10.0.0.0/8');
    expect(() => readConfig({ PORT: 'eighty' }, '/')).toThrow(
      'PORT: expected an integer from 0 to 65535, got "eighty"',
    );
  });
});
