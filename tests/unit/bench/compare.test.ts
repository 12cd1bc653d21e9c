import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareResults, formatRows, newestTwo } from '../../../bench/compare.mjs';
import { resultFileName } from '../../../bench/lib/saveResults.mjs';

describe('comparing two bench runs', () => {
  it('gives a row for each numeric field in both runs, by dotted path, with the change in %', () => {
    const older = { pipeline: { viaWorker: { callMsPer1000: 2, quartiles: [1.5, 2.5] }, ingest: 100 }, note: 'a' };
    const newer = { pipeline: { viaWorker: { callMsPer1000: 1.5, quartiles: [1.5, 3] }, facadeGzipBytes: 2992 } };
    expect(compareResults(older, newer)).toEqual([
      { field: 'pipeline.viaWorker.callMsPer1000', old: 2, new: 1.5, changePercent: -25 },
      { field: 'pipeline.viaWorker.quartiles.0', old: 1.5, new: 1.5, changePercent: 0 },
      { field: 'pipeline.viaWorker.quartiles.1', old: 2.5, new: 3, changePercent: 20 },
    ]);
  });

  it('leaves out fields that are not numbers in both, and gives no percentage from zero', () => {
    const rows = compareResults({ a: 0, b: null, c: '1', d: -0.2 }, { a: 3, b: 1, c: 1, d: -0.1 });
    expect(rows).toEqual([
      { field: 'a', old: 0, new: 3, changePercent: null },
      { field: 'd', old: -0.2, new: -0.1, changePercent: 50 },
    ]);
  });

  it('prints the rows as a table with signed changes', () => {
    const table = formatRows(compareResults({ x: { y: 10 }, z: 4 }, { x: { y: 12 }, z: 3 })).split('\n');
    expect(table).toEqual(['field  old  new  change', 'x.y     10   12    +20%', 'z        4    3    -25%']);
  });

  it('takes the two newest runs of a folder, older first, by the time the run started', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-results-'));
    const write = (date: string, names: string[]) => {
      const file = resultFileName(date, names);
      writeFileSync(path.join(dir, file), JSON.stringify({ date }));
      return path.join(dir, file);
    };
    write('2026-11-25T20:58:00.000Z', ['pipeline']);
    const older = write('2026-11-26T04:19:00.000Z', ['pipeline']);
    const newer = write('2026-11-26T04:46:10.000Z', []);
    expect(path.basename(newer)).toBe('2026-11-26T04-46-all.json');
    expect(newestTwo(dir)).toEqual([older, newer]);
  });
});
