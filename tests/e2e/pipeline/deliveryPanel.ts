import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DELIVERY_PATH_NAMES } from '../../../src/ui/config/inspector/deliveryPathNames';
import { readRows } from './storedRecords';
import { readRecordsContaining } from '../collectors/readRecords';

// What the Delivery panel (issue 51) says, and what the server stored to check it against.

/** The page id of the page view whose records carry `marker`. */
export function pageViewWith(databaseFile: string, marker: string): string {
  const [row] = readRecordsContaining(databaseFile, marker);
  if (!row) throw new Error(`no record of ${marker} is stored`);
  return row.id.slice(0, row.id.indexOf('.'));
}

/** Every stored id of a page view (its drop records `<pageId>.d<n>` too). */
export function storedIdsOf(databaseFile: string, pageId: string): string[] {
  return (
    readRows(databaseFile, 'select id from telemetry_records where id like ?', `${pageId}.%`) as Array<{
      id: string;
    }>
  ).map((r) => r.id);
}

/** How many of a page view's records (not its drop records) are stored. */
export function countStoredRecordsOf(databaseFile: string, pageId: string): number {
  return storedIdsOf(databaseFile, pageId).filter((id) => /\.\d+$/.test(id)).length;
}

/** The stored ids of the page view whose records carry `marker`. */
export function storedIdsOfPageViewWith(databaseFile: string, marker: string): string[] {
  return storedIdsOf(databaseFile, pageViewWith(databaseFile, marker));
}

/**
 * How many of a page view's records (not its drop records) the server stored by each path, by the name the
 * panel gives the path: the request each came by is its batch row, which keeps the path it named.
 */
export function storedByPath(databaseFile: string, pageId: string): Record<string, number> {
  const rows = readRows(
    databaseFile,
    'select r.id, b.via from telemetry_records r join telemetry_batches b on b.id = r.batch_id where r.id like ?',
    `${pageId}.%`,
  ) as Array<{ id: string; via: string | null }>;
  const byPath: Record<string, number> = {};
  for (const { id, via } of rows) {
    if (!/\.\d+$/.test(id)) continue;
    const name = DELIVERY_PATH_NAMES[via ?? 'unnamed']!;
    byPath[name] = (byPath[name] ?? 0) + 1;
  }
  return byPath;
}

/** The highest seq stored of a page view and whether it is its final count (a `delivery` record). */
export function lastStored(databaseFile: string, pageId: string): { seq: number; kind: string } | null {
  const rows = readRows(
    databaseFile,
    'select id, kind from telemetry_records where id like ?',
    `${pageId}.%`,
  ) as Array<{
    id: string;
    kind: string;
  }>;
  let last: { seq: number; kind: string } | null = null;
  for (const { id, kind } of rows) {
    const seq = /\.(\d+)$/.exec(id)?.[1];
    if (seq !== undefined && (!last || Number(seq) > last.seq)) last = { seq: Number(seq), kind };
  }
  return last;
}

/** The panel filtered to one page: its figures by key (`data-figure`) and its tables. */
export async function readPanel(page: Page, pagePath: string) {
  await page.selectOption('select[name="page"]', pagePath);
  const panel = page.locator('[data-testid="delivery-panel"]');
  await expect.poll(() => panel.locator('[data-figure="made"] dd').count()).toBe(1);
  const figure = async (key: string) => (await panel.locator(`[data-figure="${key}"] dd`).textContent()) ?? '';
  // The latency table's rows: path name, records, p50, p95, p99 (as shown).
  const latencyRows = async () => {
    const rows = panel.locator('table').first().locator('tbody tr');
    const cells = await Promise.all((await rows.all()).map((row) => row.locator('td').allTextContents()));
    return cells.map(([path = '', records = '', p50 = '', p95 = '', p99 = '']) => ({
      path,
      records: Number(records.replace(/,/g, '')),
      p50: toMs(p50),
      p95: toMs(p95),
      p99: toMs(p99),
    }));
  };
  // Records per path as the panel counts them, to compare with storedByPath.
  const recordsByPath = async () => Object.fromEntries((await latencyRows()).map((row) => [row.path, row.records]));
  return { panel, figure, latencyRows, recordsByPath };
}

/** The panel's headline figures and records per path, as compared with what the server stored. */
export interface PanelFigures {
  complete: string;
  open: string;
  made: string;
  missing: string;
  recordsByPath: Record<string, number>;
}

const sortedKeys = (o: Record<string, number>) =>
  Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : 1)));

/**
 * The panel, filtered to `pagePath`, shows `expected()`: both are read anew until they agree, the server's
 * first, so a record arriving late (one the page made as it hid, after its final count) is on both sides.
 */
export async function expectPanelToShow(inspector: Page, pagePath: string, expected: () => PanelFigures) {
  const read = async () => {
    const server = expected();
    const want = { ...server, recordsByPath: sortedKeys(server.recordsByPath) };
    await inspector.reload();
    const panel = await readPanel(inspector, pagePath);
    const got: PanelFigures = {
      complete: await panel.figure('complete'),
      open: await panel.figure('open'),
      made: await panel.figure('made'),
      missing: await panel.figure('missing'),
      recordsByPath: sortedKeys(await panel.recordsByPath()),
    };
    return { got, want };
  };
  let last: Awaited<ReturnType<typeof read>> | undefined;
  await expect
    .poll(
      async () => {
        last = await read();
        return JSON.stringify(last.got) === JSON.stringify(last.want);
      },
      { timeout: 30000, interval: 500 },
    )
    .toBe(true)
    .catch((error: unknown) => {
      throw new Error(`the panel shows ${JSON.stringify(last?.got)}, the server holds ${JSON.stringify(last?.want)}`, {
        cause: error,
      });
    });
  return readPanel(inspector, pagePath);
}

/** A latency as the panel shows it (formatLatency), in ms. */
export function toMs(text: string): number {
  const [value, unit] = text.split(' ');
  return Number(value) * ({ ms: 1, s: 1000, min: 60_000, h: 3_600_000 } as Record<string, number>)[unit!]!;
}
