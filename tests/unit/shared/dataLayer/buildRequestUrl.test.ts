import { describe, expect, it } from 'vitest';
import { buildRequestUrl } from '../../../../src/shared/dataLayer/buildRequestUrl';

describe('buildRequestUrl (spec visitor-runtime §7: the crumb query parameter)', () => {
  it('adds the crumb to the URL fetched but not to the URL shown in messages', () => {
    expect(buildRequestUrl('rest/orders', { page: 2 }, 'abc123')).toEqual({
      url: '/api/rest/orders?page=2&crumb=abc123',
      displayUrl: '/api/rest/orders?page=2',
    });
  });

  it('merges the query of the path with the query option, skipping undefined values', () => {
    const { url } = buildRequestUrl('/api/x?a=1', { b: true, c: undefined, d: 'two words' }, 'k');
    expect(url).toBe('/api/x?a=1&b=true&d=two+words&crumb=k');
  });

  it('sends no crumb parameter when there is no crumb, and never one the caller put in', () => {
    expect(buildRequestUrl('x', { crumb: 'forged' }, null)).toEqual({ url: '/api/x', displayUrl: '/api/x' });
    expect(buildRequestUrl('x?crumb=forged', {}, 'real').url).toBe('/api/x?crumb=real');
  });
});
