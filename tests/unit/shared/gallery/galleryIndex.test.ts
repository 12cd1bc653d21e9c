import { describe, expect, it } from 'vitest';
import { getControlStates, normalizeIndex, stepIndex } from '../../../../src/shared/gallery/galleryIndex';

describe('gallery index (spec media-and-reporting §4)', () => {
  it('counts a negative index from the end', () => {
    expect(normalizeIndex(-1, 5)).toBe(4);
    expect(normalizeIndex(-5, 5)).toBe(0);
    expect(normalizeIndex(-6, 5)).toBe(4);
  });

  it('takes an index past the end modulo the slide count', () => {
    expect(normalizeIndex(5, 5)).toBe(0);
    expect(normalizeIndex(12, 5)).toBe(2);
    expect(normalizeIndex(3, 5)).toBe(3);
    expect(normalizeIndex(3, 0)).toBe(0);
  });

  it('moves previous and next inside the range', () => {
    expect(stepIndex(2, 5, 'next', false)).toEqual({ index: 3, signal: null });
    expect(stepIndex(2, 5, 'previous', false)).toEqual({ index: 1, signal: null });
  });

  it('wraps at the ends with loop', () => {
    expect(stepIndex(0, 5, 'previous', true)).toEqual({ index: 4, signal: null });
    expect(stepIndex(4, 5, 'next', true)).toEqual({ index: 0, signal: null });
  });

  it('signals reachedBeginning and reachedEnd without loop and stays put', () => {
    expect(stepIndex(0, 5, 'previous', false)).toEqual({ index: 0, signal: 'reachedBeginning' });
    expect(stepIndex(4, 5, 'next', false)).toEqual({ index: 4, signal: 'reachedEnd' });
  });

  it('disables previous and next at the ends only without loop', () => {
    expect(getControlStates(0, 5, false)).toEqual({ previousDisabled: true, nextDisabled: false });
    expect(getControlStates(4, 5, false)).toEqual({ previousDisabled: false, nextDisabled: true });
    expect(getControlStates(2, 5, false)).toEqual({ previousDisabled: false, nextDisabled: false });
    expect(getControlStates(0, 5, true)).toEqual({ previousDisabled: false, nextDisabled: false });
    expect(getControlStates(0, 1, true)).toEqual({ previousDisabled: true, nextDisabled: true });
  });
});
