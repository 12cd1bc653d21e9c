// One build: client (Vite), service worker (Vite + workbox-build injectManifest), server (Vite SSR).
import { build } from 'vite';
import { injectManifest } from 'workbox-build';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// DIST_DIR lets several builds live side by side (parallel work, benches); dist/ by default.
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const quiet = { logLevel: process.env.BUILD_LOG_LEVEL ?? 'warn' };

async function buildClient() {
  await build({ root, configFile: path.join(root, 'vite.config.ts'), ...quiet, build: { outDir: path.join(dist, 'client') } });
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
      rollupOptions: { output: { inlineDynamicImports: true } },
    },
  });
  // Precache only what every published page boots with. Block chunks and React are fetched when an island
  // needs them and kept by the HTTP cache (immutable, a year); precaching them all would make a visitor's
  // first visit download every block and the config area (221 KB measured) for pages they may never open.
  const { count, warnings } = await injectManifest({
    swSrc: path.join(dist, 'client/sw.js'),
    swDest: path.join(dist, 'client/sw.js'),
    globDirectory: path.join(dist, 'client'),
    globPatterns: ['assets/main-*.js', 'assets/site-*.css'],
    injectionPoint: 'self.__WB_MANIFEST',
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
      rollupOptions: { input, output: { format: 'es', entryFileNames: '[name].js' } },
    },
  });
}

// Compress once at build time; the server sends .br or .gz by Accept-Encoding (fastify-static preCompressed).
function precompressClient() {
  const dir = path.join(dist, 'client');
  const files = [...readdirSync(path.join(dir, 'assets')).map((f) => path.join(dir, 'assets', f)), path.join(dir, 'sw.js')];
  for (const file of files.filter((f) => /\.(js|css)$/.test(f) && existsSync(f))) {
    const content = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}

const started = Date.now();
await buildClient();
await buildServiceWorker();
precompressClient();
await buildServer();
console.log(`built ${path.relative(root, dist)}/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
