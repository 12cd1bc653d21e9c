import { describe, expect, it } from 'vitest';
import { resolveFrameUrl } from '../../../../src/shared/config/resolveFrameUrl';

describe('resolveFrameUrl', () => {
  it('keeps a path of the site with its query and hash', () => {
    expect(resolveFrameUrl('/shop?item=3#reviews')).toBe('/shop?item=3#reviews');
    expect(resolveFrameUrl('/')).toBe('/');
  });

  it('falls back to the site root for anything that could leave the site', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      '/.//evil.example/x',
      '/a/..//evil.example',
      'javascript:alert(1)',
      'shop',
      '',
      undefined,
      42,
      ['/a'],
    ]) {
      expect(resolveFrameUrl(bad)).toBe('/');
    }
  });

  it('refuses the configuration area itself, which would nest frames', () => {
    expect(resolveFrameUrl('/config/?frameUrl=/')).toBe('/');
    expect(resolveFrameUrl('/config')).toBe('/');
    expect(resolveFrameUrl('/configurator')).toBe('/configurator');
  });

  it('normalises dot segments before deciding', () => {
    expect(resolveFrameUrl('/a/../config/inspector')).toBe('/');
    expect(resolveFrameUrl('/a/./b')).toBe('/a/b');
  });
});
