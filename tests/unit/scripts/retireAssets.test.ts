import { mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  RETAIN_RETIRED_ASSETS_DAYS,
  readRetiredLedger,
  retireAssets,
  writtenSince,
} from '../../../scripts/lib/retireAssets.mjs';

const DAY = 24 * 60 * 60 * 1000;

// A client directory whose assets were written at the given times (ms), as builds leave them.
function clientWith(files: Record<string, number>): string {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'retire-'));
  mkdirSync(path.join(clientDir, 'assets'));
  for (const [name, at] of Object.entries(files)) write(clientDir, name, at);
  return clientDir;
}
function write(clientDir: string, name: string, at: number): void {
  const file = path.join(clientDir, 'assets', name);
  writeFileSync(file, name);
  utimesSync(file, at / 1000, at / 1000);
}
const assetsOf = (clientDir: string) => readdirSync(path.join(clientDir, 'assets')).sort();

describe('files of earlier builds (scripts/lib/retireAssets.mjs)', () => {
  const build1 = Date.UTC(2026, 10, 1);
  const build2 = build1 + DAY;

  it('keeps the files a build did not write, and notes when each left the build', () => {
    const clientDir = clientWith({
      'main-old.js': build1,
      'FormBlock-old.js': build1,
      'react-same.js': build2 + 10,
      'main-new.js': build2 + 10,
    });
    const result = retireAssets({ clientDir, builtSince: build2, now: build2 + 2000 });
    expect(result).toEqual({
      current: ['main-new.js', 'react-same.js'],
      kept: ['FormBlock-old.js', 'main-old.js'],
      removed: [],
    });
    expect(readRetiredLedger(clientDir)).toEqual({ 'FormBlock-old.js': build2 + 2000, 'main-old.js': build2 + 2000 });
    expect(writtenSince(path.join(clientDir, 'assets'), build2).sort()).toEqual(['main-new.js', 'react-same.js']);
  });

  it(`deletes a retired file ${RETAIN_RETIRED_ASSETS_DAYS} days after it left the build, counting from then and not from later builds`, () => {
    const clientDir = clientWith({ 'FormBlock-old.js': build1, 'main-new.js': build2 + 10 });
    retireAssets({ clientDir, builtSince: build2, now: build2 });
    const build3 = build2 + (RETAIN_RETIRED_ASSETS_DAYS - 1) * DAY;
    write(clientDir, 'main-new.js', build3 + 10);
    expect(retireAssets({ clientDir, builtSince: build3, now: build3 }).kept).toEqual(['FormBlock-old.js']);
    expect(readRetiredLedger(clientDir)).toEqual({ 'FormBlock-old.js': build2 });
    const build4 = build2 + RETAIN_RETIRED_ASSETS_DAYS * DAY + 1;
    write(clientDir, 'main-new.js', build4 + 10);
    expect(retireAssets({ clientDir, builtSince: build4, now: build4 }).removed).toEqual(['FormBlock-old.js']);
    expect(assetsOf(clientDir)).toEqual(['main-new.js']);
    expect(readRetiredLedger(clientDir)).toEqual({});
  });

  it('a retired file that a later build writes again is current again', () => {
    const clientDir = clientWith({ 'FormBlock-a.js': build1, 'FormBlock-b.js': build2 + 10 });
    retireAssets({ clientDir, builtSince: build2, now: build2 });
    const build3 = build2 + DAY;
    write(clientDir, 'FormBlock-a.js', build3 + 10);
    const result = retireAssets({ clientDir, builtSince: build3, now: build3 });
    expect(result.current).toEqual(['FormBlock-a.js']);
    expect(readRetiredLedger(clientDir)).toEqual({ 'FormBlock-b.js': build3 });
  });
});
