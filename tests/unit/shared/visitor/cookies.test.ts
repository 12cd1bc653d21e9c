import { describe, expect, it } from 'vitest';
import { parseCookies } from '../../../../src/shared/visitor/parseCookies';
import { serializeCookie } from '../../../../src/shared/visitor/serializeCookie';

describe('parseCookies', () => {
  it('reads names and decoded values, first occurrence winning', () => {
    expect(parseCookies('a=1; ss_cvr=v%7C1%7C2%7C3%7C4; a=2; broken; =x')).toEqual({ a: '1', ss_cvr: 'v|1|2|3|4' });
  });

  it('keeps a value that is not valid URI encoding as it is', () => {
    expect(parseCookies('x=%E0%A4%A')).toEqual({ x: '%E0%A4%A' });
  });
});

describe('serializeCookie', () => {
  it('writes Max-Age, Path, SameSite and Secure', () => {
    expect(serializeCookie('ss_aid', 'a b;c', { maxAgeSeconds: 33696000, path: '/', secure: true })).toBe(
      'ss_aid=a%20b%3Bc; Max-Age=33696000; Path=/; SameSite=Lax; Secure',
    );
  });

  it('deletes with Max-Age=0 and leaves Secure off on http', () => {
    expect(serializeCookie('ss_cvt', '', { maxAgeSeconds: 0 })).toBe('ss_cvt=; Max-Age=0; Path=/; SameSite=Lax');
  });
});
