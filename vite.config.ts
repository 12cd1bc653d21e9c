import { defineConfig } from 'vite';

// Client build: the bootstrap entry and the site stylesheet. Each block type becomes its own chunk through
// the dynamic imports of src/ui/blocks/catalog.ts; the telemetry worker is bundled from `new Worker(new URL())`.
// Entry and worker names are fixed (plus a hash) so budgets.json can name them.
export default defineConfig({
  publicDir: false,
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    sourcemap: true,
    rollupOptions: {
      input: { main: 'src/main/index.ts', site: 'src/ui/styles/site.css', config: 'src/main/config/index.ts' },
      output: { entryFileNames: 'assets/[name]-[hash].js' },
    },
  },
  worker: {
    format: 'es',
    rollupOptions: { output: { entryFileNames: 'assets/telemetry-worker-[hash].js' } },
  },
});
