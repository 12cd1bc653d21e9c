// Keyboard rules of the error panel (WAI-ARIA alertdialog pattern): Tab and Shift+Tab cycle through the
// panel's buttons only, and Escape does not dismiss it unseen: it stays open with focus on the button that
// clears it, and the key stops here so the page's Escape shortcut (login, configuration) does not act
// behind the panel.
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
