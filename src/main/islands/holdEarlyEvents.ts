// An island that hydrates on interaction (or is tapped before its chunk arrives) gets the tap that woke it
// before its handlers exist: the first tap on a toggle did nothing. Until it hydrates, an island keeps the
// taps on its script-only buttons and the changes to its controls, and replays them in order once React has
// committed its handlers. What the browser does natively is left to it: links, summaries, labels, form
// controls' own clicks and submit buttons are not replayed (that would navigate, toggle or submit twice).
// A change is replayed as a change event on the control, whose value the browser already holds.
export interface EarlyEvents {
  /** Replays what was kept, once; later events reach the hydrated handlers directly. */
  replay(): void;
}

function scriptOnlyButton(target: Element): HTMLButtonElement | null {
  const button = target.closest('button, a[href], summary, label, input, select, textarea');
  if (!(button instanceof HTMLButtonElement) || button.disabled) return null;
  return button.type === 'submit' && button.form ? null : button;
}

export function holdEarlyEvents(element: HTMLElement): EarlyEvents {
  const held: Array<{ type: 'click' | 'change'; target: Element }> = [];
  const keep = (event: Event) => {
    if (!(event.target instanceof Element)) return;
    const target = event.type === 'click' ? scriptOnlyButton(event.target) : event.target;
    if (target) held.push({ type: event.type as 'click' | 'change', target });
  };
  element.addEventListener('click', keep, true);
  element.addEventListener('change', keep, true);
  return {
    replay() {
      element.removeEventListener('click', keep, true);
      element.removeEventListener('change', keep, true);
      for (const { type, target } of held.splice(0)) {
        if (!target.isConnected) continue;
        if (type === 'click') (target as HTMLButtonElement).click();
        else target.dispatchEvent(new Event('change', { bubbles: true }));
      }
    },
  };
}
