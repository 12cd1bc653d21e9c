import { describe, expect, it } from 'vitest';
import { buildLoggedError, type ErrorFacts } from '../../../../../src/shared/telemetry/raw/buildLoggedError';
import { LoggedErrorPayload } from '../../../../../src/shared/telemetry/records/loggedError';

const page = { url: 'https://example.com/', userAgent: 'Chrome', websiteId: 'w1', templateId: 't1' };
const facts = (more: Partial<ErrorFacts>): ErrorFacts => ({ ...page, ...more });

describe('buildLoggedError (visitor-runtime §3, §9)', () => {
  it('describes a window error with its position', () => {
    const thrown = new Error('boom');
    const record = buildLoggedError(
      facts({
        thrown: { name: thrown.name, message: thrown.message, stack: thrown.stack },
        message: 'Uncaught Error: boom',
        file: 'https://example.com/a.js',
        line: 3,
        column: 7,
      }),
    );
    expect(record).toMatchObject({
      app: 'site-runtime',
      message: 'boom',
      file: 'https://example.com/a.js',
      line: 3,
      column: 7,
      websiteId: 'w1',
      templateId: 't1',
      url: 'https://example.com/',
      userAgent: 'Chrome',
    });
    expect(record.stack).toContain('boom');
    expect(LoggedErrorPayload.safeParse(record).success).toBe(true);
  });

  it('writes an Error without a stack as its name and message; an empty message is its name', () => {
    expect(buildLoggedError(facts({ thrown: { name: 'TypeError', message: 'no' } })).stack).toBe('TypeError: no');
    expect(buildLoggedError(facts({ thrown: { name: 'AbortError', message: '' } })).message).toBe('AbortError');
  });

  it('describes a rejection with a non-Error reason (as the page wrote it), without position', () => {
    const record = buildLoggedError(facts({ thrown: '{"code":42}' }));
    expect(record).toMatchObject({ message: '{"code":42}', stack: '', file: null, line: null, column: null });
  });

  it('uses the event message when there is no thrown value (cross-origin script errors), else names the value', () => {
    expect(buildLoggedError(facts({ thrown: null, message: 'Script error.' })).message).toBe('Script error.');
    expect(buildLoggedError(facts({})).message).toBe('undefined');
    expect(buildLoggedError(facts({ thrown: null })).message).toBe('null');
  });

  it('cuts the stack and the message at 5000 characters, the address at 2048, the user agent at 1000', () => {
    const thrown = new Error('m'.repeat(7000));
    const record = buildLoggedError(
      facts({
        thrown: { name: thrown.name, message: thrown.message, stack: thrown.stack },
        url: 'https://example.com/' + 'u'.repeat(3000),
        userAgent: 'a'.repeat(1500),
      }),
    );
    expect(record.stack).toHaveLength(5000);
    expect(record.message).toHaveLength(5000);
    expect(record.url).toHaveLength(2048);
    expect(record.userAgent).toHaveLength(1000);
    expect(LoggedErrorPayload.safeParse(record).success).toBe(true);
  });
});
