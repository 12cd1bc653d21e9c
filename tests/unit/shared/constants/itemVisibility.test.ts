import { describe, it, expect } from 'vitest';
import { CONTENT_STATUS_LABELS, ItemVisibility, workflowLabel } from '../../../../src/shared/constants/itemVisibility';

describe('ItemVisibility (spec visitor-runtime §3)', () => {
  it('has exactly the spec codes', () => {
    expect(ItemVisibility).toEqual({ PUBLISHED: 1, SCHEDULED: 2, NEEDS_REVIEW: 3, DRAFT: 4, PRIVATE: 5, DELETED: 6 });
  });
});

describe('workflowLabel (spec visitor-runtime §4)', () => {
  it('labels published, scheduled and draft', () => {
    expect(workflowLabel(1)).toBe('Available');
    expect(workflowLabel(2)).toBe('Scheduled');
    expect(workflowLabel(4)).toBe('Hidden');
  });

  it('labels everything else Unsupported', () => {
    for (const v of [3, 5, 6, 0, 7, -1, Number.NaN]) expect(workflowLabel(v)).toBe('Unsupported');
  });
});

describe('CONTENT_STATUS_LABELS (spec media-and-reporting §3)', () => {
  it('lists the four statuses', () => {
    expect(CONTENT_STATUS_LABELS).toEqual(['Scheduled', 'Needs Review', 'Draft', 'Private']);
  });
});
