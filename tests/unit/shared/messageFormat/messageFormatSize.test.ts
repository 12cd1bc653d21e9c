import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from 'vite';

// Spec-adjacent budget of issue 33: the message format, minified as the site build minifies, is at most
// 1.5 KB gzip (1500 bytes, the stricter reading).
describe('message format size', () => {
  it('is at most 1500 bytes gzip, minified', async () => {
    const root = path.resolve(import.meta.dirname, '../../../..');
    const result = await build({
      root,
      configFile: false,
      publicDir: false,
      logLevel: 'warn',
      build: {
        write: false,
        target: 'es2022',
        minify: true,
        lib: { entry: path.join(root, 'src/shared/messageFormat/formatMessage.ts'), formats: ['es'], fileName: 'mf' },
        rollupOptions: { output: { minify: true } },
      },
    });
    const output = (Array.isArray(result) ? result[0]! : result) as { output: { type: string; code?: string }[] };
    const code = output.output
      .filter((o) => o.type === 'chunk')
      .map((o) => o.code ?? '')
      .join('');
    const bytes = gzipSync(code, { level: 9 }).length;
    expect(bytes).toBeGreaterThan(300);
    expect(bytes).toBeLessThanOrEqual(1500);
  }, 30_000);
});
