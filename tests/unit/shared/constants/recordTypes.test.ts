import { describe, it, expect } from 'vitest';
import { RecordType } from '../../../../src/shared/constants/recordTypes';

describe('RecordType (spec visitor-runtime §9)', () => {
  it('has exactly the spec codes', () => {
    expect(RecordType).toEqual({
      TEXT: 1,
      IMAGE: 2,
      QUOTE: 4,
      LINK: 5,
      CHAT: 6,
      AUDIO: 7,
      VIDEO: 8,
      REVIEW: 10,
      STORE_ITEM: 11,
      EVENT: 12,
      GALLERY: 14,
      PORTFOLIO_ITEM: 59,
      LESSON: 62,
    });
  });
});
