import { describe, expect, it } from 'vitest';
import {
  compactPayload,
  createPayloadKeyCodes,
  expandPayload,
} from '../../../../src/server/storage/telemetry/payloads/compactPayload';

const codes = createPayloadKeyCodes(['app', 'data', 'screen', 'width', 'height', 'measures', 'list']);
const roundTrip = (value: unknown) => expandPayload(JSON.parse(compactPayload(value, codes)), codes);

describe('compactPayload and expandPayload', () => {
  it('store an object of known keys as its values, and read back the same JSON text, keys in their order', () => {
    const payload = { data: { height: 2, width: 1, screen: {} }, app: 'site' };
    const stored = compactPayload(payload, codes);
    expect(stored.length).toBeLessThan(JSON.stringify(payload).length);
    expect(stored).not.toContain('height');
    expect(JSON.stringify(roundTrip(payload))).toBe(JSON.stringify(payload));
  });

  it('keep an object with a key the table lacks as it came, and arrays apart from objects', () => {
    const payload = {
      measures: { 'rum-cart': 12.5, 'rum-"quoted"': 1 },
      list: [1, ['[', 'x'], { width: 3 }, [], null, 'ab'],
      data: { app: '[', width: null, height: false },
    };
    const stored = JSON.parse(compactPayload(payload, codes)) as unknown[];
    expect(stored[1]).toEqual(payload.measures);
    expect(JSON.stringify(roundTrip(payload))).toBe(JSON.stringify(payload));
  });

  it('read values that are no objects, and absent (undefined) fields as JSON leaves them out', () => {
    for (const value of [null, 0, -0, 1e21, Number.NaN, -1.5e-7, true, '', 'é€😀', '["a"]', [], {}])
      expect(JSON.stringify(roundTrip(value))).toBe(JSON.stringify(value));
    expect(roundTrip({ app: 'a', data: undefined })).toEqual({ app: 'a' });
  });

  it('refuse a stored value that is not what compactPayload makes, naming it', () => {
    expect(() => expandPayload(['ab', 1], codes)).toThrow(/not a compact payload object: \["ab",1\]/);
    expect(() => expandPayload(['~', 1], codes)).toThrow('names key code "~", not in its table');
  });

  it('take tables of distinct keys only, at most one code character each', () => {
    expect(() => createPayloadKeyCodes(['a', 'b', 'a'])).toThrow('lists a key twice');
    expect(() => createPayloadKeyCodes(Array.from({ length: 92 }, (_, i) => `k${i}`))).toThrow('at most 91 keys');
  });
});
