// One build: client (Vite), service worker (Vite + workbox-build injectManifest), server (Vite SSR).
import { build } from 'vite';
import { injectManifest } from 'workbox-build';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import path from 'node:path';
import { RETAIN_RETIRED_ASSETS_DAYS, retireAssets, writtenSince } from './lib/retireAssets.mjs';
import { readPrecachedFiles } from './lib/readPrecachedFiles.mjs';

const root = path.resolve(import.meta.dirname, '..');
// DIST_DIR lets several builds live side by side (parallel work, benches); dist/ by default.
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const quiet = { logLevel: process.env.BUILD_LOG_LEVEL ?? 'warn' };
// Rolldown's report of how long plugins took (a dozen lines on a busy machine) is for whoever tunes the
// build, not for someone starting the site: `built dist/ in N s` says how long it took.
const checks = { bundlerTimings: process.env.BUILD_LOG_LEVEL === 'info' };

const clientDir = path.join(dist, 'client');

// Over an existing dist/, the previous builds' files stay for pages loaded before this one
// (scripts/lib/retireAssets.mjs): the client is written beside them, and those this build did not write
// are retired once it is done (after the compressed copies are written). The coarse clock of file times
// may read a few milliseconds behind Date.now(), hence the 50 ms.
async function buildClient() {
  await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    ...quiet,
    build: {
      outDir: clientDir,
      emptyOutDir: !existsSync(path.join(clientDir, 'assets')),
      rollupOptions: { checks },
    },
  });
}

async function buildServiceWorker() {
  const entry = path.join(root, 'src/sw/sw.ts');
  if (!existsSync(entry)) return;
  await build({
    root,
    configFile: false,
    publicDir: false,
    ...quiet,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: path.join(dist, 'client'),
      emptyOutDir: false,
      target: 'es2022',
      minify: true,
      lib: { entry, formats: ['iife'], name: 'siteServiceWorker', fileName: () => 'sw.js' },
      // A library build in the iife format is one file already (Vite sets codeSplitting: false for it).
      rollupOptions: { checks },
    },
  });
  // Precache what every published page loads (scripts/lib/readPrecachedFiles.mjs). Block chunks and React are
  // fetched when an island needs them and kept by the HTTP cache (immutable, a year); precaching them all
  // would make a visitor's first visit download every block and the config area (221 KB measured) for pages
  // they may never open. Asset names carry their content's hash, so the install fetches them as they are and
  // the HTTP cache can answer with what the page itself just loaded.
  const { count, warnings } = await injectManifest({
    swSrc: path.join(dist, 'client/sw.js'),
    swDest: path.join(dist, 'client/sw.js'),
    globDirectory: path.join(dist, 'client'),
    globPatterns: readPrecachedFiles(JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'))),
    injectionPoint: 'self.__WB_MANIFEST',
    dontCacheBustURLsMatching: /^assets\//,
  });
  for (const warning of warnings) console.warn(warning);
  if (process.env.BUILD_LOG_LEVEL === 'info') console.log(`service worker precaches ${count} files`);
}

async function buildServer() {
  const cliDir = path.join(root, 'src/server/cli');
  const input = { index: path.join(root, 'src/server/index.ts') };
  if (existsSync(cliDir)) {
    for (const file of readdirSync(cliDir).filter((f) => f.endsWith('.ts'))) {
      input[`cli/${file.replace(/\.ts$/, '')}`] = path.join(cliDir, file);
    }
  }
  await build({
    root,
    configFile: false,
    publicDir: false,
    ...quiet,
    build: {
      ssr: true,
      outDir: path.join(dist, 'server'),
      emptyOutDir: true,
      target: 'node20',
      sourcemap: true,
      rollupOptions: { input, checks, output: { format: 'es', entryFileNames: '[name].js' } },
    },
  });
}

// Compress once at build time; the server sends .br or .gz by Accept-Encoding (fastify-static preCompressed).
function precompressClient(builtSince) {
  const assetsDir = path.join(clientDir, 'assets');
  const files = [
    ...writtenSince(assetsDir, builtSince).map((f) => path.join(assetsDir, f)),
    path.join(clientDir, 'sw.js'),
  ];
  for (const file of files.filter((f) => /\.(js|css)$/.test(f) && existsSync(f))) {
    const content = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}

const started = Date.now();
const builtSince = started - 50;
await buildClient();
await buildServiceWorker();
precompressClient(builtSince);
const assets = retireAssets({ clientDir, builtSince });
if (assets.kept.length + assets.removed.length > 0) {
  console.log(
    `kept ${assets.kept.length} file(s) of earlier builds for pages loaded before this one; deleted ${assets.removed.length} retired over ${RETAIN_RETIRED_ASSETS_DAYS} days ago`,
  );
}
await buildServer();
console.log(`built ${path.relative(root, dist)}/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
