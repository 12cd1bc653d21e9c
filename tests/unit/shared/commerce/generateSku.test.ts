import { describe, expect, it } from 'vitest';
import { generateSku } from '../../../../src/shared/commerce/generateSku';

describe('generateSku (spec visitor-runtime §5)', () => {
  it('is SQ and seven digits from the random source', () => {
    const digits = [4, 0, 9, 1, 2, 3, 7];
    expect(generateSku(() => digits.shift()!)).toBe('SQ4091237');
    expect(generateSku(() => Math.floor(Math.random() * 10))).toMatch(/^SQ\d{7}$/);
  });
});
