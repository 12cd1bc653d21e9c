// The pipeline bench page (bench/pipeline/entry.ts: the real facade and worker, the floor, the references),
// built by Vite under /bench/ into .tmp/bench-pipeline; returns that folder.
import path from 'node:path';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '../..');

export async function buildPipelinePage() {
  const outDir = path.join(root, '.tmp/bench-pipeline');
  await build({ root, configFile: false, publicDir: false, logLevel: 'warn', base: '/bench/', build: { outDir, emptyOutDir: true, target: 'es2022', rollupOptions: { input: path.join(root, 'bench/pipeline/index.html') } }, worker: { format: 'es' } });
  return outDir;
}

/** The content type of a built bench file. */
export const benchFileType = (file) => (file.endsWith('.html') ? 'text/html' : file.endsWith('.js') ? 'text/javascript' : 'application/octet-stream');
