import { describe, expect, it } from 'vitest';
import { readWellFormedBatch } from '../../../../src/server/routes/telemetry/readWellFormedBatch';
import { RECORD_KINDS } from '../../../../src/shared/telemetry/recordKinds';
import { validateRecord } from '../../../../src/shared/telemetry/validateRecord';

// The batch route's fast path must answer exactly as zod does: it passes a record only when validateRecord
// passes it AND zod's copy is the record itself (so the stored payload text is the same), and it passes
// every such record, or the worker's batches would take the slow path. Checked on valid records of every
// kind and on thousands of variants of them: every field replaced by values around its bounds and of other
// types, removed, or joined by an unknown key, and every object's keys reversed.

const envelope = { id: 'page.1', sessionId: 'session-1', seq: 3, time: 1_700_000_000_000, pagePath: '/shop' };
const text = (n: number) => 'x'.repeat(n);

const PAYLOADS: Record<(typeof RECORD_KINDS)[number], Array<Record<string, unknown>>> = {
  'census.hit': [
    {
      event: 'pageview',
      data: {
        websiteId: 'w1',
        templateId: 't1',
        website_locale: 'en',
        userAgent: 'Mozilla/5.0',
        clientDate: 1_700_000_000_000,
        viewportWidth: 412,
        viewportHeight: 823,
        screenWidth: 412,
        screenHeight: 915,
        url: 'https://example.com/',
        title: 'Home',
        itemId: null,
        recordType: 2,
        collectionId: 'c1',
      },
      ss_cvr: 'cookie',
    },
  ],
  'census.button-click': [
    {
      id: 'b1',
      buttonText: 'Buy',
      clickthroughUrl: '/cart',
      alignment: 'center',
      size: 'large',
      newWindow: false,
      context: '/',
      visitorCookie: 'v',
    },
  ],
  'census.button-render': [
    { id: 'b1', buttonText: '', clickthroughUrl: '', alignment: '', size: '', newWindow: true, context: '' },
  ],
  'census.form-render': [{ formId: 'f1' }, { formId: 'f1', visitorCookie: 'v' }],
  'census.overlay': [{ action: 'show' }, { action: 'submit', version: 2, style: 'modal', visitorCookie: 'v' }],
  'census.quick-view': [{ itemId: 'item-9' }],
  error: [
    {
      app: 'site',
      message: 'boom',
      stack: 'at x',
      file: null,
      line: 10,
      column: null,
      websiteId: 'w1',
      templateId: 't1',
      url: 'https://example.com/a',
      userAgent: 'UA',
    },
  ],
  trace: [{ pageUrl: '/', type: 'mark', data: '{"a":1}' }],
  performance: [
    {
      app: 'site',
      event: 'page-speed',
      pageLoadId: 'load-1',
      timestamp: 1_700_000_000_000,
      data: {
        cumulativeLayoutShift: 0.05,
        decodedBodySize: 1000,
        largestContentfulPaint: 1234.5,
        timeToFirstByte: null,
        connectionInfo: { effectiveType: '4g', rtt: 50, downlink: 10, saveData: false },
        displaySize: {
          screenWidth: 412,
          screenHeight: 915,
          viewportWidth: 412,
          viewportHeight: 823,
          devicePixelRatio: 2.6,
        },
        hardwareInfo: { hardwareConcurrency: 8 },
        pagePath: '/',
        hostname: 'example.com',
        hash: '',
        memberId: null,
        marketingId: 'm',
        analyticsId: null,
        version: '4.0.7',
        siteContext: {
          accountId: null,
          websiteId: 'w1',
          pageType: 1,
          platform: 'web',
          templateId: 't1',
          language: 'en',
          timeZone: 'UTC',
        },
        measures: { 'rum-hero': 12.5, 'rum-cart': 0 },
      },
    },
  ],
  analytics: [{ analyticsId: 'a1', commonData: '{"a":1}', customData: '{}', customSchemaName: 'add-to-cart' }],
  'marketing.landing': [{}, { landing: '/x', source: 'mail', mkwid: 'k' }],
  event: [{ event: 'clicked', data: '{"n":1}' }],
  drop: [
    { reason: 'queue-full', count: 2 },
    { reason: 'rejected-by-server', count: 1, kind: 'event', status: 400 },
  ],
  delivery: [{}],
};

// Values a field may be given instead of its own: each type JSON has, at and past every bound the schemas use.
const LENGTHS = [
  0, 1, 63, 64, 65, 99, 100, 101, 199, 200, 201, 499, 500, 501, 1000, 1001, 2048, 2049, 5000, 5001, 8000, 8001,
];
const REPLACEMENTS: unknown[] = [
  null,
  true,
  false,
  -1,
  0,
  1,
  1.5,
  -0.5,
  2 ** 53,
  1e300,
  [],
  {},
  { a: { b: 1 } },
  '{}',
  '[]',
  'not json',
  'rum-',
  'show',
  '4.0.7',
  'queue-full',
  ...LENGTHS.map(text),
];

type Json = unknown;
const isObject = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

// Every variant of `value` made by one change somewhere inside it.
function* variants(value: Json): Generator<Json> {
  if (!isObject(value)) return;
  const keys = Object.keys(value);
  yield Object.fromEntries(Object.entries(value).reverse());
  yield { ...value, unknownKey: 1 };
  for (const key of keys) {
    const { [key]: removed, ...rest } = value;
    void removed;
    yield rest;
    for (const replacement of REPLACEMENTS) yield { ...value, [key]: replacement };
    if (typeof value[key] === 'string') yield { ...value, [key]: `rum-${value[key]}` };
    for (const inner of variants(value[key])) yield { ...value, [key]: inner };
  }
}

const record = (kind: string, payload: Record<string, unknown>) => ({ ...envelope, kind, payload });
const ENVELOPE_KEYS = new Set(['id', 'kind', 'type', 'sessionId', 'seq', 'time', 'pagePath', 'payload']);

// What the fast path must answer for a record: its payload text when zod passes the record and copies it as it is.
function expected(value: Json): string | null {
  const check = validateRecord(value);
  if (!check.ok || !isObject(value)) return null;
  if (Object.keys(value).some((key) => !ENVELOPE_KEYS.has(key))) return null;
  return check.payloadJson === JSON.stringify(value.payload) ? check.payloadJson : null;
}

describe('readWellFormedBatch', () => {
  it('passes a batch of valid records of every kind, with the payload texts validateRecord gives', () => {
    const records = RECORD_KINDS.flatMap((kind) =>
      PAYLOADS[kind].map((payload, i) => ({ ...record(kind, payload), id: `${kind}.${i}` })),
    );
    const read = readWellFormedBatch(JSON.parse(JSON.stringify({ records })));
    expect(read).not.toBeNull();
    expect(read!.map((r) => r.payloadJson)).toEqual(
      records.map((r) => {
        const check = validateRecord(r);
        return check.ok ? check.payloadJson : 'invalid';
      }),
    );
    expect(read!.map((r) => r.id)).toEqual(records.map((r) => r.id));
  });

  it('answers as zod on thousands of variants of valid records, envelopes and payloads alike', () => {
    let passed = 0;
    let refused = 0;
    for (const kind of RECORD_KINDS)
      for (const payload of PAYLOADS[kind])
        for (const variant of [record(kind, payload), ...variants(record(kind, payload))]) {
          const body = JSON.parse(JSON.stringify({ records: [variant] })) as { records: Json[] };
          const want = expected(body.records[0]);
          const read = readWellFormedBatch(body);
          expect(read?.[0]?.payloadJson ?? null, JSON.stringify(variant).slice(0, 300)).toBe(want);
          if (want === null) refused += 1;
          else passed += 1;
        }
    // Both answers were exercised many times over.
    expect(passed).toBeGreaterThan(1000);
    expect(refused).toBeGreaterThan(5000);
  });

  it('leaves to the full path a body with anything beside its records, and a batch of no or too many records', () => {
    const good = record('event', { event: 'clicked', data: '{}' });
    expect(readWellFormedBatch({ records: [good] })).not.toBeNull();
    expect(readWellFormedBatch({ records: [good], extra: 1 })).toBeNull();
    expect(readWellFormedBatch({ records: [] })).toBeNull();
    expect(
      readWellFormedBatch({ records: Array.from({ length: 1001 }, (_, i) => ({ ...good, id: `p.${i}` })) }),
    ).toBeNull();
    expect(readWellFormedBatch([good])).toBeNull();
    // One record the full path would reject (or copy differently) sends the whole batch there.
    expect(readWellFormedBatch({ records: [good, { ...good, seq: -1 }] })).toBeNull();
    expect(readWellFormedBatch({ records: [good, { ...good, payload: { data: '{}', event: 'x' } }] })).toBeNull();
    // A payload within every field's bound whose JSON text is past its own (control characters escape to six
    // characters each): the full path names it.
    const [error] = PAYLOADS.error;
    const large = record('error', { ...error, message: '\u0001'.repeat(5000), stack: '\u0001'.repeat(1000) });
    expect(validateRecord(large).ok).toBe(false);
    expect(readWellFormedBatch({ records: [large] })).toBeNull();
  });
});
