import { describe, expect, it } from 'vitest';
import { classifyReply } from '../../../../src/shared/dataLayer/classifyReply';

const url = '/api/test';

function failureOf(status: number, text: string | null) {
  const outcome = classifyReply({ status, text, url });
  if (outcome.kind !== 'failure') throw new Error(`expected a failure, got ${outcome.kind}`);
  return outcome.failure;
}

describe('classifyReply (spec visitor-runtime §8: the data layer error catalogue)', () => {
  it('resolves a 2xx JSON reply with its data, and an empty body with null', () => {
    expect(classifyReply({ status: 200, text: '{"a":1}', url })).toEqual({ kind: 'ok', data: { a: 1 } });
    expect(classifyReply({ status: 204, text: '', url })).toEqual({ kind: 'ok', data: null });
  });

  it('names a non-JSON reply with the URL and the parser message, as a cleaned error', () => {
    const failure = failureOf(200, '<!doctype html><p>hi</p>');
    expect(failure.message).toMatch(
      /^Internal Error: Unable to parse server response from \(\/api\/test\) as JSON: .+/,
    );
    expect(failure.message).toContain(safeParseMessage('<!doctype html><p>hi</p>'));
    expect(failure.cleaned).toBe(true);
    expect(failure.retryable).toBe(false);
  });

  it('gives 401 and 403 "Unauthorized request"', () => {
    expect(failureOf(401, '{}').message).toBe('Unauthorized request');
    expect(failureOf(403, '<html>').message).toBe('Unauthorized request');
  });

  it('gives 500 and 501 "Internal server error. Please try again later." as cleaned errors', () => {
    for (const status of [500, 501]) {
      const failure = failureOf(status, '{"error":"NullPointerException at Foo.java:12"}');
      expect(failure.message).toBe('Internal server error. Please try again later.');
      expect(failure.cleaned).toBe(true);
    }
  });

  it('gives 503 its own message, not cleaned, and retryable', () => {
    const failure = failureOf(503, '<html>busy</html>');
    expect(failure).toMatchObject({
      message: 'This service is temporarily unavailable. Please try again later.',
      cleaned: false,
      retryable: true,
    });
  });

  it('gives every other failure "Unable to connect…", including no answer at all', () => {
    expect(failureOf(0, null)).toMatchObject({
      message: expect.stringMatching(/^Unable to connect/),
      status: 0,
      retryable: true,
      cleaned: false,
    });
    expect(failureOf(404, '{"error":"Not found"}').message).toMatch(/^Unable to connect/);
    expect(failureOf(502, '{}')).toMatchObject({
      message: expect.stringMatching(/^Unable to connect/),
      retryable: true,
    });
    expect(failureOf(400, '{"fields":{}}')).toMatchObject({ retryable: false, data: { fields: {} } });
  });

  it('names a non-JSON reply for a status the spec does not name', () => {
    expect(failureOf(404, '<html>').message).toMatch(/^Internal Error: Unable to parse server response/);
  });

  it('reads crumbFail with the new crumb, whatever the status', () => {
    expect(classifyReply({ status: 401, text: '{"crumbFail":true,"crumb":"abc"}', url })).toMatchObject({
      kind: 'crumbFail',
      crumb: 'abc',
    });
    expect(classifyReply({ status: 200, text: '{"crumbFail":true}', url })).toMatchObject({
      kind: 'crumbFail',
      crumb: null,
    });
  });

  it('flags loginRequired and authorizationFail, even on a 200', () => {
    expect(failureOf(200, '{"loginRequired":true}')).toMatchObject({
      loginRequired: true,
      authorizationFail: false,
      retryable: false,
    });
    expect(failureOf(403, '{"authorizationFail":true}')).toMatchObject({
      authorizationFail: true,
      message: 'Unauthorized request',
    });
  });
});

function safeParseMessage(text: string): string {
  try {
    JSON.parse(text);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}
