import { describe, expect, it } from 'vitest';
import { PRECACHED_ENTRIES, readPrecachedFiles } from '../../../scripts/lib/readPrecachedFiles.mjs';

// A Vite manifest as a build writes it: the entries the precache names, their shared chunks, and chunks only
// an island loads.
const manifest = {
  'src/main/index.ts': { file: 'assets/main-a1.js', imports: ['_routes-b2.js'] },
  '_routes-b2.js': { file: 'assets/routes-b2.js' },
  'src/ui/styles/site.css': { file: 'assets/site-c3.css' },
  'src/main/telemetry/connectTelemetryWorker.ts': { file: 'assets/connectTelemetryWorker-d4.js' },
  'src/main/telemetry/resendStash.ts': {
    file: 'assets/resendStash-e5.js',
    imports: ['src/main/index.ts', '_readHeldLockIds-f6.js'],
  },
  '_readHeldLockIds-f6.js': { file: 'assets/readHeldLockIds-f6.js' },
  'src/main/collectors/runCollectors.ts': {
    file: 'assets/runCollectors-g7.js',
    imports: ['_routes-b2.js', '_limits-h8.js', 'src/main/index.ts'],
  },
  '_limits-h8.js': { file: 'assets/limits-h8.js' },
  'node_modules/web-vitals/dist/web-vitals.js': { file: 'assets/web-vitals-i9.js' },
  'src/ui/blocks/gallery/GalleryBlock.tsx': {
    file: 'assets/GalleryBlock-k1.js',
    imports: ['_react-l2.js', '_limits-h8.js'],
  },
  '_react-l2.js': { file: 'assets/react-l2.js' },
};

describe("the service worker's precache", () => {
  it('holds the boot files and the telemetry path with their static imports, each once, and no island chunk', () => {
    expect(readPrecachedFiles(manifest)).toEqual([
      'assets/main-a1.js',
      'assets/routes-b2.js',
      'assets/site-c3.css',
      'assets/connectTelemetryWorker-d4.js',
      'assets/resendStash-e5.js',
      'assets/readHeldLockIds-f6.js',
      'assets/runCollectors-g7.js',
      'assets/limits-h8.js',
      'assets/web-vitals-i9.js',
    ]);
  });

  it('stops the build when an entry it names is not in the manifest (a file moved)', () => {
    const { ['src/main/collectors/runCollectors.ts']: _moved, ...rest } = manifest;
    expect(() => readPrecachedFiles(rest)).toThrow(
      "the service worker's precache names src/main/collectors/runCollectors.ts, which this build's manifest does not have",
    );
    expect(PRECACHED_ENTRIES).toContain('src/main/collectors/runCollectors.ts');
  });
});
