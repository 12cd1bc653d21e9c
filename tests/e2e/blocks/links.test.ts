import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawnServer } from '../harness/startServer';
import { useSiteServer } from '../harness/useSiteServer';

const FIXTURE = 'tests/e2e/blocks/fixtures/cafe.json';
const site = useSiteServer({ site: FIXTURE });

describe('links (spec visitor-runtime §2 and §5)', () => {
  it('opens the collection a /pages/{24-char id} link names', async () => {
    const page = await site.browser.newPage();
    await page.goto(site.server.url + '/');
    await page.getByRole('link', { name: 'Read the journal' }).click();
    await page.waitForURL(site.server.url + '/journal');
    await expect(page.getByText('Third post').first().isVisible()).resolves.toBe(true);
    await page.close();
  });

  it('stops start-up at a link over the link helper limits, naming its JSON path', async () => {
    const data = JSON.parse(readFileSync(FIXTURE, 'utf8'));
    data.pages[0].sections[0].blocks[1].data.buttons[0].url = 'mailto:nobody';
    const dir = mkdtempSync(path.join(tmpdir(), 'bad-link-'));
    const file = path.join(dir, 'site.json');
    writeFileSync(file, JSON.stringify(data));
    const { ready, child } = spawnServer({ site: file, databaseFile: path.join(dir, 'site.db'), port: 0 });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const message = await ready.then(
      () => {
        child.kill();
        throw new Error('the server started with a bad link');
      },
      (error: Error) => error.message,
    );
    expect(await exited).toBe(1);
    expect(message).toContain(
      '$.pages[0].sections[0].blocks[1].data.buttons[0].url: expected a mailto link with one @ and a dotted domain',
    );
  });
});
