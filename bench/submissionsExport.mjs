// The owners' CSV export of form submissions over ~100 MB of stored submissions: how much the server's
// memory grows while it streams the export, and how long GET / takes meanwhile (p50, p99). Fills the
// database directly, logs in as an owner over HTTP, then downloads the export while requesting the home
// page one request at a time and sampling the server's resident memory. Prints one JSON object.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { tsImport } from 'tsx/esm/api';
import { startBenchServer } from './lib/benchServer.mjs';
import { quantile } from './lib/stats.mjs';

const TARGET_BYTES = Number(process.env.BENCH_EXPORT_BYTES ?? 100 * 1024 * 1024);
const ROW_TEXT = 'Hello, I would like to know more about your services. '.repeat(18);
const CRUMB = 'b'.repeat(32);
const log = (...a) => console.error('submissionsExport:', ...a);

const load = (file) => tsImport(path.resolve(import.meta.dirname, '..', file), import.meta.url);
const { createOwnerAccountRepository } = await load('src/server/storage/auth/OwnerAccountRepository.ts');
const { openStorage } = await load('src/server/storage/openStorage.ts');

const server = await startBenchServer({ env: { LOG_LEVEL: 'error' } });
const rssBytes = () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))[1]) * 1024;
try {
  // Submissions of one form, ~1 KB each, in one transaction.
  const sqlite = new SQLite(server.databaseFile);
  const insert = sqlite.prepare(
    `insert into form_submissions (id, form_id, form_kind, values_json, page_json, census_json, visitor, submitted_at, received_at)
     values (?, 'contact', 'form', ?, '{"pagePath":"/contact"}', '{}', '10.0.0.1', ?, ?)`,
  );
  let rows = 0;
  let bytes = 0;
  sqlite.transaction(() => {
    for (; bytes < TARGET_BYTES; rows++) {
      const values = JSON.stringify({ name: `Visitor ${rows}`, email: `v${rows}@example.com`, message: ROW_TEXT });
      insert.run(`s${rows}`, values, 1_700_000_000_000 + rows, 1_700_000_000_000 + rows);
      bytes += values.length;
    }
  })();
  sqlite.close();
  log(`${rows} submissions, ${(bytes / 1048576).toFixed(0)} MB of values`);

  const db = await openStorage(`sqlite:${server.databaseFile}`);
  await createOwnerAccountRepository(db).create({
    email: 'o@example.com',
    password: 'bench-password',
    websiteRoles: [1],
  });
  await db.destroy();
  const login = await fetch(`${server.url}/api/auth/Login`, {
    method: 'POST',
    headers: { cookie: `crumb=${CRUMB}`, 'x-csrf-token': CRUMB, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'o@example.com', password: 'bench-password' }),
  });
  const session = login.headers
    .getSetCookie()
    .find((c) => c.startsWith('ss_owner_session='))
    ?.split(';')[0];
  if (!session) throw new Error(`login failed: ${login.status}`);

  const timeHome = async () => {
    const started = performance.now();
    await (await fetch(`${server.url}/`)).text();
    return performance.now() - started;
  };
  for (let i = 0; i < 20; i++) await timeHome();
  // The same requests with no export running: the floor the machine allows right now.
  const quiet = [];
  for (let i = 0; i < 200; i++) quiet.push(await timeHome());
  const baseline = rssBytes();

  let exporting = true;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssBytes())), 20);
  const latencies = [];
  const homeLoop = (async () => {
    while (exporting) {
      const t = await timeHome();
      latencies.push(t);
    }
  })();
  const started = performance.now();
  const response = await fetch(`${server.url}/api/config/submissions/export?formId=contact&format=csv`, {
    headers: { cookie: `${session}; crumb=${CRUMB}` },
  });
  let exported = 0;
  for await (const chunk of response.body) exported += chunk.length;
  const exportMs = performance.now() - started;
  exporting = false;
  await homeLoop;
  clearInterval(sampler);
  const round = (n) => Number(n.toFixed(1));
  console.log(
    JSON.stringify({
      submissions: rows,
      exportStatus: response.status,
      exportMB: round(exported / 1048576),
      exportMs: Math.round(exportMs),
      serverGrowthMB: round((peak - baseline) / 1048576),
      homeRequestsDuringExport: latencies.length,
      homeP50Ms: round(quantile(latencies, 0.5)),
      homeP99Ms: round(quantile(latencies, 0.99)),
      homeQuietP50Ms: round(quantile(quiet, 0.5)),
      homeQuietP99Ms: round(quantile(quiet, 0.99)),
    }),
  );
} finally {
  await server.stop();
}
