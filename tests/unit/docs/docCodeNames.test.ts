import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { findCitedNames, findMissingNames, readSourceTree, readSpan } from './citedCodeNames';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const DOCS = [
  'README.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file}`),
];

// Names of other systems that a doc cites on purpose: they are nowhere in our source, and must not be.
const OTHER_SYSTEMS = new Set([
  'ReplacingMergeTree', // ClickHouse's table engine, in docs/scaling.md's plan past one database
  'ResourceLoadInfoNotifier', // Chromium's own IPC, in docs/telemetry-performance.md's trace reading
  'ThreadCPUThrottler', // Chromium's CPU throttling, the same
  'fbevents.js', // the social-ad pixel's script, served by its provider
]);

describe('what counts as a code name in a doc', () => {
  it('reads paths, file names, calls and compound identifiers', () => {
    expect(readSpan('src/server/app.ts')).toEqual([{ name: 'src/server/app.ts', kind: 'path' }]);
    expect(readSpan('tests/e2e/pipeline/deploy.test.ts:12')).toEqual([
      { name: 'tests/e2e/pipeline/deploy.test.ts', kind: 'path' },
    ]);
    expect(readSpan('PageCopies.ts')).toEqual([{ name: 'PageCopies.ts', kind: 'file' }]);
    expect(readSpan('buildApp({ site, db, client, logger })')).toEqual([{ name: 'buildApp', kind: 'identifier' }]);
    expect(readSpan('telemetry.record(kind, payload)')).toEqual([{ name: 'record', kind: 'identifier' }]);
    expect(readSpan('createSendScheduler')).toEqual([{ name: 'createSendScheduler', kind: 'identifier' }]);
    expect(readSpan('SiteData')).toEqual([{ name: 'SiteData', kind: 'identifier' }]);
    expect(readSpan('window.SiteRuntime')).toEqual([{ name: 'SiteRuntime', kind: 'identifier' }]);
    expect(readSpan('LOG_REDACT_PATHS')).toEqual([{ name: 'LOG_REDACT_PATHS', kind: 'identifier' }]);
  });

  it('leaves words, patterns, routes, values and JSON paths alone', () => {
    for (const span of [
      'error',
      'Commerce',
      'PORT',
      'src/ui/blocks/<type>/<Type>Block.tsx',
      'client/assets/main-*.js',
      '/api/commerce/cart',
      'POST /api/v1/events',
      "'Please check the highlighted fields.'",
      '$.pages[2].sections[0]',
      'npm run bench -- --save',
      'on conflict … do nothing',
      '400',
    ])
      expect(readSpan(span), span).toEqual([]);
  });

  it('skips fenced blocks and gives each name its line', () => {
    const doc = ['Call `formatMoney(money, style)`.', '```ts', 'createGone();', '```', 'See `src/x/gone.ts`.'].join(
      '\n',
    );
    expect(findCitedNames(doc)).toEqual([
      { line: 1, name: 'formatMoney', kind: 'identifier' },
      { line: 5, name: 'src/x/gone.ts', kind: 'path' },
    ]);
  });
});

describe('the code names the docs cite exist in the source tree', () => {
  const tree = readSourceTree(ROOT);
  for (const name of OTHER_SYSTEMS) {
    tree.words.add(name);
    tree.fileNames.add(name);
  }

  it.each(DOCS)('%s', (doc) => {
    expect(findMissingNames(ROOT, doc, tree)).toEqual([]);
  });
});
