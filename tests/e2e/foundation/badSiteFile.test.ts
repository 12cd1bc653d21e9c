import { describe, expect, it } from 'vitest';
import { spawnServer } from '../harness/startServer';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

function startAndFail(site: string): Promise<string> {
  const { ready, child } = spawnServer({
    site,
    databaseFile: path.join(mkdtempSync(path.join(tmpdir(), 'bad-site-')), 'site.db'),
    port: 0,
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return ready.then(
    () => {
      child.kill();
      throw new Error('the server started with a bad site file');
    },
    async (error: Error) => {
      expect(await exited).toBe(1);
      return error.message;
    },
  );
}

describe('a bad site data file', () => {
  it('stops start-up with a non-zero exit naming each JSON path and what was expected', async () => {
    const output = await startAndFail('sites/fixtures/bad/site.json');
    expect(output).toContain('is not valid');
    expect(output).toContain('$.website.baseUrl: expected an absolute URL');
    expect(output).toContain('$.pages[0].sections[0].blocks[0].data.text: expected string, the field is missing');
    expect(output).toMatch(/\$\.pages\[0\]\.sections\[0\]\.blocks\[0\]\.data\.level: expected 1 or 2 or 3 or 4/);
  });

  it('names the file when it is not JSON', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'bad-json-')), 'site.json');
    writeFileSync(file, '{ "version": 1, ');
    const output = await startAndFail(file);
    expect(output).toContain(file);
    expect(output).toMatch(/\$: expected JSON/);
  });
});
