// The telemetry facade built alone, minified, as the main chunk carries it (issue 3: at most 3 KB gzip);
// its worker connection, loaded after the load event, is a chunk of its own. Used by check-budgets and the
// pipeline bench.
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { build } from 'vite';

export const FACADE_GZIP_BYTES_AT_MOST = 3072;

export async function measureFacade(root, outDir) {
  await build({ root, configFile: false, publicDir: false, logLevel: 'warn', build: { outDir, emptyOutDir: true, target: 'es2022', minify: true, lib: { entry: path.join(root, 'src/main/telemetry/startTelemetry.ts'), formats: ['es'], fileName: 'facade' } }, worker: { format: 'es' } });
  const gz = (file) => gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length;
  const files = readdirSync(outDir, { recursive: true }).map(String).filter((f) => f.endsWith('.js'));
  const connection = files.find((f) => f.includes('connectTelemetryWorker'));
  return { facadeGzipBytes: gz(files.find((f) => f.startsWith('facade'))), workerConnectionGzipBytes: connection ? gz(connection) : null };
}
