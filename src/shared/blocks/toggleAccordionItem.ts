// Spec visitor-runtime §4: a click toggles an item, closing the others unless multiple may be open; clicks
// during the animation are ignored.
interface AccordionState {
  open: readonly boolean[];
  /** When the running animation ends (ms, same clock as `now`); 0 when none runs. */
  animatingUntil: number;
}

export function createAccordionState(count: number, firstItemExpanded: boolean): AccordionState {
  return { open: Array.from({ length: count }, (_, i) => firstItemExpanded && i === 0), animatingUntil: 0 };
}

export function toggleAccordionItem(
  state: AccordionState,
  index: number,
  options: { allowMultipleOpen: boolean; now: number; durationMs: number },
): AccordionState {
  if (options.now < state.animatingUntil || index < 0 || index >= state.open.length) return state;
  const opening = !state.open[index];
  const open = state.open.map((isOpen, i) => {
    if (i === index) return opening;
    return opening && !options.allowMultipleOpen ? false : isOpen;
  });
  return { open, animatingUntil: options.now + options.durationMs };
}
