// WAI-ARIA alertdialog pattern: Tab cycles through the panel's buttons; Escape only focuses the one that
// clears it and stops there, so the page's Escape shortcut does not act behind the panel.
export function trapPanelKeys(panel: HTMLElement, buttons: HTMLElement[], escapeTarget: HTMLElement): void {
  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      escapeTarget.focus();
      return;
    }
    if (event.key !== 'Tab' || buttons.length === 0) return;
    const index = buttons.indexOf(panel.ownerDocument.activeElement as HTMLElement);
    const next = event.shiftKey ? (index <= 0 ? buttons.length - 1 : index - 1) : (index + 1) % buttons.length;
    event.preventDefault();
    buttons[next]?.focus();
  });
}
