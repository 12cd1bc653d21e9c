import { describe, expect, it } from 'vitest';
import { buildConfigUrl } from '../../../../src/shared/owner/buildConfigUrl';
import { buildLogoutTarget } from '../../../../src/shared/owner/buildLogoutTarget';

describe('buildConfigUrl', () => {
  it('encodes the path and query into frameUrl', () => {
    expect(buildConfigUrl('/shop/item', '?a=1&b=2')).toBe('/config/?frameUrl=%2Fshop%2Fitem%3Fa%3D1%26b%3D2');
    expect(buildConfigUrl('/', '')).toBe('/config/?frameUrl=%2F');
  });
});

describe('buildLogoutTarget', () => {
  it('returns to the site root with logout=true', () => {
    expect(buildLogoutTarget({ pathname: '/about', search: '?x=1' })).toBe('/?logout=true');
  });

  it('returns to the configuration preview frame URL with logout=true', () => {
    expect(buildLogoutTarget({ pathname: '/config/', search: '?frameUrl=%2Fshop%3Fa%3D1' })).toBe(
      '/shop?a=1&logout=true',
    );
  });

  it('never leaves the site through a crafted frameUrl', () => {
    expect(buildLogoutTarget({ pathname: '/config/', search: '?frameUrl=%2F%2Fevil.example%2F' })).toBe(
      '/?logout=true',
    );
    expect(buildLogoutTarget({ pathname: '/config/', search: '?frameUrl=https%3A%2F%2Fevil.example' })).toBe(
      '/?logout=true',
    );
    // Dot segments normalise '/.//evil.example/x' to '//evil.example/x', which the browser would follow.
    expect(buildLogoutTarget({ pathname: '/config/', search: '?frameUrl=%2F.%2F%2Fevil.example%2Fx' })).toBe(
      '/?logout=true',
    );
  });
});
