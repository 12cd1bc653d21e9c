import { describe, expect, it } from 'vitest';
import { buildRequestUrl } from '../../../../src/shared/dataLayer/buildRequestUrl';

describe('buildRequestUrl (spec visitor-runtime §7; the crumb travels in a header)', () => {
  it('puts no crumb in the URL', () => {
    expect(buildRequestUrl('rest/orders', { page: 2 })).toEqual({
      url: '/api/rest/orders?page=2',
      displayUrl: '/api/rest/orders?page=2',
    });
  });

  it('merges the query of the path with the query option, skipping undefined values', () => {
    const { url } = buildRequestUrl('/api/x?a=1', { b: true, c: undefined, d: 'two words' });
    expect(url).toBe('/api/x?a=1&b=true&d=two+words');
  });

  it('drops a crumb the caller put in the query', () => {
    expect(buildRequestUrl('x', { crumb: 'forged' })).toEqual({ url: '/api/x', displayUrl: '/api/x' });
    expect(buildRequestUrl('x?crumb=forged', {}).url).toBe('/api/x');
  });
});
