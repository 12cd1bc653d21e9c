import { defineConfig } from 'vite';

// Client build: the bootstrap entry and the site stylesheet. Each block type becomes its own chunk through
// the dynamic imports of src/ui/blocks/catalog.ts; the telemetry worker is bundled from `new Worker(new URL())`.
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
      input: ['src/main/index.ts', 'src/ui/styles/site.css'],
    },
  },
  worker: { format: 'es' },
});
