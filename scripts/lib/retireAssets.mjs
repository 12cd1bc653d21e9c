import { existsSync, readFileSync, readdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// A page loaded before a deploy imports its chunks (blocks, forms, the collectors, the telemetry worker) only
// when it needs them, maybe long after; if the deploy deleted them, those imports fail and the page's forms
// never come alive. So a build over an existing dist/ keeps the previous builds' files beside the new ones
// for this long after they were last part of a build, and the server keeps serving them.
export const RETAIN_RETIRED_ASSETS_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The ledger of retired files (name to the time it left the build), beside the assets, not among them. */
export const retiredLedgerFile = (clientDir) => path.join(clientDir, 'retired-assets.json');

export function readRetiredLedger(clientDir) {
  const file = retiredLedgerFile(clientDir);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

/** The names of the files in `assetsDir` written since `since` (ms), that is by the build under way. */
export function writtenSince(assetsDir, since) {
  return readdirSync(assetsDir).filter((name) => statSync(path.join(assetsDir, name)).mtimeMs >= since);
}

/**
 * After a build wrote its files into `assetsDir` (without emptying it): a file written since `builtSince` is
 * the new build's; any other is retired, kept until `retainDays` after it first was, then deleted. Returns
 * the names of the new build's files, the ones kept and the ones deleted.
 */
export function retireAssets({ clientDir, builtSince, now = Date.now(), retainDays = RETAIN_RETIRED_ASSETS_DAYS }) {
  const assetsDir = path.join(clientDir, 'assets');
  const previous = readRetiredLedger(clientDir);
  const ledger = {};
  const current = [];
  const kept = [];
  const removed = [];
  for (const name of readdirSync(assetsDir)) {
    const file = path.join(assetsDir, name);
    if (statSync(file).mtimeMs >= builtSince) {
      current.push(name);
      continue;
    }
    const retiredAt = previous[name] ?? now;
    if (now - retiredAt > retainDays * DAY_MS) {
      unlinkSync(file);
      removed.push(name);
    } else {
      ledger[name] = retiredAt;
      kept.push(name);
    }
  }
  writeFileSync(retiredLedgerFile(clientDir), JSON.stringify(ledger, null, 1) + '\n');
  return { current, kept, removed };
}
