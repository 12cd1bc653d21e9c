import { describe, expect, it } from 'vitest';
import { readErrorFacts } from '../../../../src/main/collectors/readErrorFacts';
import { buildLoggedError } from '../../../../src/shared/telemetry/raw/buildLoggedError';

const win = { location: { href: 'https://example.test/a' }, navigator: { userAgent: 'UA' } } as unknown as Window;
const site = { id: 'w1', templateId: 't1' };
const rejection = (reason: unknown) => readErrorFacts({ reason } as PromiseRejectionEvent, win, site);

describe('readErrorFacts (what only the page can read of a failure)', () => {
  it('reads an Error as its name, message and stack, and the window error its position', () => {
    const error = new TypeError('boom');
    const facts = readErrorFacts(
      {
        error,
        message: 'Uncaught TypeError: boom',
        filename: 'https://example.test/a.js',
        lineno: 3,
        colno: 7,
      } as ErrorEvent,
      win,
      site,
    );
    expect(facts).toEqual({
      thrown: { name: 'TypeError', message: 'boom', stack: error.stack },
      message: 'Uncaught TypeError: boom',
      file: 'https://example.test/a.js',
      line: 3,
      column: 7,
      url: 'https://example.test/a',
      userAgent: 'UA',
      websiteId: 'w1',
      templateId: 't1',
    });
    // What crosses to the worker, or into JSON, is only data.
    expect(structuredClone(facts)).toEqual(facts);
  });

  it('writes a value that cannot leave the page as JSON, else as text, and keeps strings and nothing as they are', () => {
    expect(rejection({ code: 42 }).thrown).toBe('{"code":42}');
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(rejection(cyclic).thrown).toBe('[object Object]');
    expect(rejection(() => 1).thrown).toBe('() => 1');
    expect(rejection('plain').thrown).toBe('plain');
    expect(rejection(null).thrown).toBeNull();
    expect(rejection(undefined)).not.toHaveProperty('file');
  });

  it('gives the worker what it needs to build the logged error the page used to build', () => {
    expect(buildLoggedError(rejection({ code: 42 }))).toMatchObject({ message: '{"code":42}', stack: '', file: null });
    expect(buildLoggedError(rejection(undefined)).message).toBe('undefined');
  });
});
