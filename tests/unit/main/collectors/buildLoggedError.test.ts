import { describe, expect, it } from 'vitest';
import { buildLoggedError } from '../../../../src/main/collectors/buildLoggedError';
import { LoggedErrorPayload } from '../../../../src/shared/telemetry/records/loggedError';

const context = {
  app: 'site-runtime',
  websiteId: 'w1',
  templateId: 't1',
  url: 'https://example.com/',
  userAgent: 'Chrome',
};

describe('buildLoggedError (visitor-runtime §3, §9)', () => {
  it('describes a window error with its position', () => {
    const thrown = new Error('boom');
    const record = buildLoggedError(
      { error: thrown, message: 'Uncaught Error: boom', file: 'https://example.com/a.js', line: 3, column: 7 },
      context,
    );
    expect(record).toMatchObject({
      app: 'site-runtime',
      message: 'boom',
      file: 'https://example.com/a.js',
      line: 3,
      column: 7,
      websiteId: 'w1',
      templateId: 't1',
    });
    expect(record.stack).toContain('boom');
    expect(LoggedErrorPayload.safeParse(record).success).toBe(true);
  });

  it('describes a rejection with a non-Error reason, without position', () => {
    const record = buildLoggedError({ error: { code: 42 } }, context);
    expect(record).toMatchObject({ message: '{"code":42}', stack: '', file: null, line: null, column: null });
  });

  it('uses the event message when there is no thrown value (cross-origin script errors)', () => {
    expect(buildLoggedError({ error: null, message: 'Script error.' }, context).message).toBe('Script error.');
  });

  it('cuts the stack and the message at 5000 characters', () => {
    const thrown = new Error('m'.repeat(7000));
    const record = buildLoggedError({ error: thrown }, context);
    expect(record.stack).toHaveLength(5000);
    expect(record.message).toHaveLength(5000);
    expect(LoggedErrorPayload.safeParse(record).success).toBe(true);
  });
});
