// An island that hydrates on interaction (or is tapped before its chunk arrives) gets the tap that woke it
// before its handlers exist: the first tap on a toggle did nothing. The events kept meanwhile
// (holdEarlyEvents) are replayed in order once React has committed the island's handlers: taps on its
// script-only buttons as clicks, changes to its controls as change events (the control already holds the
// value). What the browser does natively is left to it: links, summaries, labels, controls' own clicks and
// submit buttons are not replayed, which would navigate, toggle or submit twice.
export function replayEarlyEvents(events: readonly Event[]): void {
  for (const { type, target } of events) {
    if (!(target instanceof Element) || !target.isConnected) continue;
    if (type === 'change') {
      target.dispatchEvent(new Event('change', { bubbles: true }));
      continue;
    }
    const button = target.closest('button, a[href], summary, label, input, select, textarea');
    if (button instanceof HTMLButtonElement && !button.disabled && !(button.type === 'submit' && button.form))
      button.click();
  }
}
