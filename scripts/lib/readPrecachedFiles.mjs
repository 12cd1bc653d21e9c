// What the service worker precaches, named by a build's Vite manifest: what every published page boots
// with (the main entry and its static imports, the stylesheet), and the telemetry path every page loads after
// its load event (the worker's connection, the collectors and web-vitals, the stash's resend) with their
// static imports. A controlled page whose network drops after its HTML
// (a phone between cells, a server restarting) then still starts its collectors and its worker connection:
// Chromium keeps a failed import() failed for the page's life (whatwg/html#6768), so without these the page
// held its records until it was hidden. The worker's own script stays on the network: each new Worker()
// fetches it again, so the page's retries (1 s doubling to 60 s) start it once the network is back.
export const PRECACHED_ENTRIES = [
  'src/main/index.ts',
  'src/ui/styles/site.css',
  'src/main/telemetry/connectTelemetryWorker.ts',
  'src/main/telemetry/resendStash.ts',
  'src/main/collectors/runCollectors.ts',
  'node_modules/web-vitals/dist/web-vitals.js',
];

export function readPrecachedFiles(manifest, entries = PRECACHED_ENTRIES) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk)
      throw new Error(`the service worker's precache names ${key}, which this build's manifest does not have`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  entries.forEach(visit);
  return [...files];
}
