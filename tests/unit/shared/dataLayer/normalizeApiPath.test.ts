import { describe, expect, it } from 'vitest';
import { normalizeApiPath } from '../../../../src/shared/dataLayer/normalizeApiPath';

describe('normalizeApiPath (spec visitor-runtime §7: API roots /api/ and /api/rest/)', () => {
  it('keeps a path already under /api/', () => {
    expect(normalizeApiPath('/api/form/FormSubmissionKey')).toBe('/api/form/FormSubmissionKey');
    expect(normalizeApiPath('/api/rest/orders')).toBe('/api/rest/orders');
  });

  it("reads 'rest/…', '/rest/…' and 'api/rest/…' as the same /api/rest/ call", () => {
    for (const path of ['rest/orders/1', '/rest/orders/1', 'api/rest/orders/1', '/api/rest/orders/1']) {
      expect(normalizeApiPath(path)).toBe('/api/rest/orders/1');
    }
  });

  it('puts any other relative path under /api/ and keeps its query', () => {
    expect(normalizeApiPath('census/RecordHit?x=1&y=2')).toBe('/api/census/RecordHit?x=1&y=2');
  });

  it('refuses full URLs, protocol-relative URLs and dot segments, naming the path', () => {
    expect(() => normalizeApiPath('https://evil.example/api/x')).toThrow(
      /not a full URL \(got "https:\/\/evil.example\/api\/x"\)/,
    );
    expect(() => normalizeApiPath('//evil.example/api/x')).toThrow(/not a full URL/);
    expect(() => normalizeApiPath('javascript:alert(1)')).toThrow(/not a full URL/);
    expect(() => normalizeApiPath('/api/../config')).toThrow(/"\.\." segments are not allowed/);
    expect(() => normalizeApiPath('  ')).toThrow(/non-empty string/);
  });
});
