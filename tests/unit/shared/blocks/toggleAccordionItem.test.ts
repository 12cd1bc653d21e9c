import { describe, expect, it } from 'vitest';
import { createAccordionState, toggleAccordionItem } from '../../../../src/shared/blocks/toggleAccordionItem';

const single = { allowMultipleOpen: false, durationMs: 250 };
const multiple = { allowMultipleOpen: true, durationMs: 250 };

describe('accordion state (spec visitor-runtime §4)', () => {
  it('may start with the first item expanded', () => {
    expect(createAccordionState(3, true).open).toEqual([true, false, false]);
    expect(createAccordionState(3, false).open).toEqual([false, false, false]);
  });

  it('toggles the clicked item', () => {
    const opened = toggleAccordionItem(createAccordionState(3, false), 1, { ...single, now: 0 });
    expect(opened.open).toEqual([false, true, false]);
    expect(toggleAccordionItem(opened, 1, { ...single, now: 300 }).open).toEqual([false, false, false]);
  });

  it('closes the others first unless multiple open items are allowed', () => {
    const state = createAccordionState(3, true);
    expect(toggleAccordionItem(state, 2, { ...single, now: 0 }).open).toEqual([false, false, true]);
    expect(toggleAccordionItem(state, 2, { ...multiple, now: 0 }).open).toEqual([true, false, true]);
  });

  it('ignores clicks during the 250 ms animation', () => {
    const opened = toggleAccordionItem(createAccordionState(3, false), 0, { ...single, now: 1000 });
    expect(toggleAccordionItem(opened, 1, { ...single, now: 1249 })).toBe(opened);
    expect(toggleAccordionItem(opened, 1, { ...single, now: 1250 }).open).toEqual([false, true, false]);
  });
});
