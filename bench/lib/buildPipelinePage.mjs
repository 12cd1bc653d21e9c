// The pipeline bench page (bench/pipeline/entry.ts: the real facade and worker, the floor, the references),
// built by Vite under /bench/ into .tmp/bench-pipeline (or .tmp/<folder>, with Vite plugins of a probe's own,
// or a probe's own page as `input`); returns that folder.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { launchBenchBrowser, startBenchServer } from './benchServer.mjs';

const root = path.resolve(import.meta.dirname, '../..');

export async function buildPipelinePage({
  folder = 'bench-pipeline',
  plugins = [],
  input = path.join(root, 'bench/pipeline/index.html'),
} = {}) {
  const outDir = path.join(root, '.tmp', folder);
  await build({
    root,
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    base: '/bench/',
    plugins,
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      rollupOptions: { input },
    },
    worker: { format: 'es' },
  });
  return outDir;
}

/** The content type of a built bench file. */
export const benchFileType = (file) =>
  file.endsWith('.html') ? 'text/html' : file.endsWith('.js') ? 'text/javascript' : 'application/octet-stream';

// Opens the built bench page (served from `outDir` under the bench server's /bench/) in a context of its own,
// and waits until its telemetry worker runs: the page's workers are the floor's idle one (a blob) and the
// telemetry worker, which starts after load. Returns the context, the page and a getter for that worker.
export async function openPipelinePage(browser, serverUrl, outDir) {
  const context = await browser.newContext();
  await context.route(serverUrl + '/bench/**', (route) => {
    const file = path.join(outDir, new URL(route.request().url()).pathname.replace(/^\/bench\//, ''));
    if (!existsSync(file)) return route.fulfill({ status: 404 });
    return route.fulfill({ status: 200, body: readFileSync(file), contentType: benchFileType(file) });
  });
  const page = await context.newPage();
  await page.goto(serverUrl + '/bench/bench/pipeline/index.html');
  const telemetryWorker = () => page.workers().find((w) => !w.url().startsWith('blob:'));
  for (let i = 0; i < 200 && !telemetryWorker(); i++) await page.waitForTimeout(50);
  await page.waitForTimeout(500);
  return { context, page, telemetryWorker };
}

// A probe's whole set-up: builds the bench page, starts the bench server and Chromium, opens the page
// (openPipelinePage) and runs `run({ context, page, telemetryWorker })`; closes the browser and stops the
// server however it ends. Returns what `run` returns.
export async function withPipelinePage(run) {
  const outDir = await buildPipelinePage();
  const server = await startBenchServer();
  const browser = await launchBenchBrowser();
  try {
    return await run(await openPipelinePage(browser, server.url, outDir));
  } finally {
    await browser.close();
    await server.stop();
  }
}
