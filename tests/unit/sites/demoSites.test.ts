import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteFile } from '../../../src/server/site/loadSiteFile';

// The demo shops are the first thing a user of the project sees (`npm start`, `SITE=sites/demo-de/site.json`):
// they must load, show only pictures they have and credit, and read as a shop selling now.
const root = path.resolve(import.meta.dirname, '../../..');
const DEMO_SITES = ['sites/demo/site.json', 'sites/demo-de/site.json'];

const MONTHS =
  'January|February|March|April|May|June|July|August|September|October|November|December|' +
  'Januar|Februar|März|Mai|Juni|Juli|Oktober|Dezember';
// "12 December 2026", "Saturday 12 December", "12. Dezember 2026": a day and a month, then maybe a year.
const DAY_MONTH = new RegExp(`\\b(\\d{1,2})\\.?\\s+(${MONTHS})\\b(?:\\s+(\\d{4}))?`, 'g');

function collectStrings(value: unknown, at: string, out: [string, string][]): [string, string][] {
  if (typeof value === 'string') out.push([at, value]);
  else if (Array.isArray(value)) value.forEach((item, index) => collectStrings(item, `${at}[${index}]`, out));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) collectStrings(item, `${at}.${key}`, out);
  return out;
}

function monthIndex(name: string): number {
  const english = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September'];
  const all = [...english, 'October', 'November', 'December'];
  const german = { Januar: 0, Februar: 1, März: 2, Mai: 4, Juni: 5, Juli: 6, Oktober: 9, Dezember: 11 };
  return all.includes(name) ? all.indexOf(name) : german[name as keyof typeof german];
}

describe.each(DEMO_SITES)('%s', (file) => {
  const full = path.join(root, file);
  const raw: unknown = JSON.parse(readFileSync(full, 'utf8'));
  const strings = collectStrings(raw, '$', []);
  const imagesDir = path.join(path.dirname(full), 'images');

  it('loads as the server loads it', async () => {
    const site = await loadSiteFile(full);
    expect(site.products.length).toBeGreaterThan(0);
  });

  it('names only pictures its images folder holds, and they are photographs', () => {
    const named = new Set(strings.flatMap(([, text]) => [...text.matchAll(/^\/images\/([^?#]+)$/g)].map((m) => m[1]!)));
    expect(named.size).toBeGreaterThan(5);
    const missing = [...named].filter((name) => !existsSync(path.join(imagesDir, name)));
    expect(missing).toEqual([]);
    expect([...named].filter((name) => !/\.jpe?g$/i.test(name))).toEqual([]);
  });

  it('credits every picture of its images folder with author, package and licence', () => {
    const credits = readFileSync(path.join(imagesDir, 'CREDITS.md'), 'utf8');
    const rows = new Map(
      credits
        .split('\n')
        .filter((line) => /^\| [^|]+\.(jpe?g|png) \|/.test(line))
        .map((line) => line.split('|').map((cell) => cell.trim())) // ['', file, title, author, pkg, licence, size, '']
        .map((cells) => [cells[1]!, cells] as const),
    );
    const pictures = readdirSync(imagesDir).filter((name) => /\.(jpe?g|png|svg|webp|avif)$/i.test(name));
    expect(pictures.length).toBeGreaterThan(5);
    for (const picture of pictures) {
      const cells = rows.get(picture);
      expect(cells, `${picture} has no row in CREDITS.md`).toBeDefined();
      const [, , , author, pkg, licence] = cells!;
      expect(
        [author, pkg, licence].every((cell) => cell && cell.length > 1),
        `${picture}: ${cells!.join('|')}`,
      ).toBe(true);
      expect(existsSync(path.join(imagesDir, picture)), `${picture} credited but missing`).toBe(true);
    }
  });

  it('has no year-less date and no date before its newest journal post (its "today")', () => {
    const site = raw as { collections?: { items?: { publishedOn?: string }[] }[] };
    const published = (site.collections ?? [])
      .flatMap((c) => c.items ?? [])
      .map((item) => item.publishedOn)
      .filter((value): value is string => value !== undefined);
    // The German store has no journal: it sells on the English one's day.
    const today = published.length > 0 ? published.sort().at(-1)! : '2026-11-20T09:00:00+00:00';
    const problems: string[] = [];
    for (const [at, text] of strings) {
      for (const match of text.matchAll(DAY_MONTH)) {
        const [phrase, day, month, year] = match;
        if (!year) {
          problems.push(`${at}: "${phrase}" has no year`);
          continue;
        }
        const date = new Date(Date.UTC(Number(year), monthIndex(month!), Number(day)));
        if (date.toISOString() < today) problems.push(`${at}: "${phrase}" is before ${today.slice(0, 10)}`);
      }
      if (at.endsWith('.expiresAt') && text < today) problems.push(`${at}: expired ${text}`);
    }
    expect(problems).toEqual([]);
    expect(strings.some(([, text]) => new RegExp(DAY_MONTH.source).test(text))).toBe(true);
  });
});
