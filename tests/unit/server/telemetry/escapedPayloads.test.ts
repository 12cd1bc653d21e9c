import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../../src/shared/constants/apiPaths';
import { TELEMETRY_STORAGE_LIMITS } from '../../../../src/shared/telemetry/storageLimits';
import { closeDemoApp, openDemoApp, type DemoApp } from '../demoApp';

// Payloads whose fields are each within their bounds but whose JSON text, escaped, passes the stored payload's
// 32 KiB: control characters and lone surrogates take six characters each (\u0001, \ud800). Each public route
// answers 400 naming the payload, stores nothing, and logs one line without a stack, not a 500.
const CRUMB = 'c'.repeat(32);
const MAX = TELEMETRY_STORAGE_LIMITS.MAX_PAYLOAD_JSON_LENGTH;
const controls = '\u0001'.repeat(7000);
const surrogates = '\ud800'.repeat(7000);
const lines: Array<Record<string, unknown>> = [];
let demo: DemoApp;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  demo = await openDemoApp({ logger: { level: 'info', stream } as never });
});
afterAll(() => closeDemoApp(demo));

const loggedError = (text: string) => ({
  app: 'site',
  message: text,
  stack: text,
  file: null,
  line: null,
  column: null,
  websiteId: 'w',
  templateId: 't',
  url: 'https://example.com/',
  userAgent: 'test',
});

const cases = [
  {
    route: API_PATHS.TRACE,
    headers: {},
    body: [
      { pageUrl: '/', type: 'ok', data: 'x' },
      { pageUrl: '/', type: 'long', data: controls },
    ],
    field: '$[1]',
  },
  {
    route: API_PATHS.TRACE,
    headers: {},
    body: { entries: [{ pageUrl: '/', type: 'long', data: surrogates }] },
    field: '$[0]',
  },
  {
    route: API_PATHS.RECORD_JAVASCRIPT_ERRORS,
    headers: { cookie: `crumb=${CRUMB}`, 'x-csrf-token': CRUMB },
    body: [{ event: 'error', data: loggedError(surrogates.slice(0, 4000)), timestamp: 1 }],
    field: '$[0].data',
  },
  {
    route: API_PATHS.EXTERNAL_EVENTS,
    headers: {},
    body: {
      analyticsId: 'a',
      // JSON text may hold a lone surrogate as it is: one character here, six once the payload is escaped.
      commonData: `{"t":"${surrogates.slice(0, 3000)}"}`,
      customData: `{"t":"${surrogates.slice(0, 3000)}"}`,
      customSchemaName: 'n',
    },
    field: '$',
  },
];

describe('payloads that grow past the stored limit when escaped', () => {
  it.each(cases)(
    '$route answers 400 naming $field, stores nothing, logs one line',
    async ({ route, headers, body, field }) => {
      lines.length = 0;
      const before = await demo.db.selectFrom('telemetry_records').select('id').execute();
      const reply = await demo.app.inject({ method: 'POST', url: route, headers, payload: body });
      expect(reply.statusCode).toBe(400);
      const answer = reply.json<{ error: string; fields: Record<string, string> }>();
      expect(answer.error).toBe('Invalid request');
      expect(Object.keys(answer.fields)).toEqual([field]);
      expect(answer.fields[field]).toMatch(new RegExp(`characters of JSON, expected at most ${MAX}$`));
      expect(await demo.db.selectFrom('telemetry_records').select('id').execute()).toEqual(before);
      const logged = lines.filter((line) => line.msg !== 'request');
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({ level: 40, msg: 'invalid request', path: route });
      expect(JSON.stringify(logged[0])).not.toContain('stack');
    },
  );
});
