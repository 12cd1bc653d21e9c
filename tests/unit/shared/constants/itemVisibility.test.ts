import { describe, it, expect } from 'vitest';
import { workflowLabel } from '../../../../src/shared/constants/itemVisibility';

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
