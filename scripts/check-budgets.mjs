// Size budgets: every built client file against budgets.json, gzip bytes. Exits 1 when one is over.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { FACADE_GZIP_BYTES_AT_MOST, measureFacade } from './measureFacade.mjs';
import { readRetiredLedger } from './lib/retireAssets.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const budgets = JSON.parse(readFileSync(path.join(root, 'budgets.json'), 'utf8'));

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

function toRegExp(pattern) {
  return new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
}

const rules = budgets.files.map((rule) => ({ ...rule, test: toRegExp(rule.pattern) }));
// Files of earlier builds kept for pages loaded before this one were checked by their own build.
const retired = readRetiredLedger(path.join(dist, 'client'));
const files = listFiles(path.join(dist, 'client')).filter(
  (file) => /\.(js|css)$/.test(file) && statSync(file).isFile() && !(path.basename(file) in retired),
);
let over = 0;
const rows = files
  .map((file) => {
    const name = path.relative(dist, file);
    const gzip = gzipSync(readFileSync(file), { level: 9 }).length;
    const rule = rules.find((r) => r.test.test(name));
    const max = rule?.max ?? budgets.default;
    if (gzip > max) over += 1;
    return { name, gzip, max, ok: gzip <= max };
  })
  .sort((a, b) => b.gzip - a.gzip);

// zod (25 KB gzip) belongs on the server and in the worker; published-page chunks validate with
// src/shared/validation/shape.ts. Source maps tell which packages each chunk holds.
const ZOD_ALLOWED = /^client\/assets\/(telemetry-worker|config)-/;
for (const row of rows) {
  const map = path.join(dist, `${row.name}.map`);
  if (!row.name.endsWith('.js') || ZOD_ALLOWED.test(row.name) || !existsSync(map)) continue;
  const sources = JSON.parse(readFileSync(map, 'utf8')).sources ?? [];
  if (sources.some((source) => /node_modules\/zod\//.test(source))) {
    over += 1;
    row.ok = false;
    row.note = 'bundles zod';
  }
}

for (const row of rows) {
  console.log(
    `${row.ok ? 'ok  ' : 'OVER'} ${String(row.gzip).padStart(7)} / ${String(row.max).padEnd(6)} ${row.name}${row.note ? `  (${row.note})` : ''}`,
  );
}
// The telemetry facade alone (it is part of the main chunk, so no built file shows it by itself).
const facade = await measureFacade(root);
const facadeOk = facade.facadeGzipBytes <= FACADE_GZIP_BYTES_AT_MOST;
if (!facadeOk) over += 1;
console.log(
  `${facadeOk ? 'ok  ' : 'OVER'} ${String(facade.facadeGzipBytes).padStart(7)} / ${String(FACADE_GZIP_BYTES_AT_MOST).padEnd(6)} telemetry facade (src/main/telemetry/startTelemetry.ts and what it imports statically, minified)`,
);
if (rows.length === 0) {
  console.error(`No built files under ${dist}/client: run npm run build first`);
  process.exit(1);
}
if (over > 0) {
  console.error(`${over} file(s) over budget (budgets.json) or bundling zod on published pages`);
  process.exit(1);
}
console.log(`${rows.length} files within budget`);
