import { DIALOG } from '../../shared/constants/limits';
import { DATA_LAYER_MESSAGES } from '../../shared/messages/dataLayerMessages';
import type { ErrorPanelText } from '../../shared/dataLayer/describeErrorPanel';
import { trapPanelKeys } from './trapPanelKeys';

export const ERROR_PANEL_ID = 'site-error-panel';

function createButton(doc: Document, label: string, className: string, onClick: () => void): HTMLButtonElement {
  const button = Object.assign(doc.createElement('button'), { type: 'button', textContent: label });
  button.className = `error-panel__button ${className}`;
  button.addEventListener('click', onClick);
  return button;
}

// Spec visitor-runtime §8: the full-page error panel. Plain DOM, no React: it must work when no island
// hydrated. One panel at a time: a later failure replaces its text.
export function showErrorPanel(doc: Document, win: Window, text: ErrorPanelText): HTMLElement {
  const existing = doc.getElementById(ERROR_PANEL_ID);
  if (existing) {
    existing.querySelector('.error-panel__title')!.textContent = text.title;
    existing.querySelector('.error-panel__message')!.textContent = text.message;
    existing.focus();
    return existing;
  }
  const returnFocusTo = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
  const panel = Object.assign(doc.createElement('div'), { id: ERROR_PANEL_ID, className: 'error-panel', tabIndex: -1 });
  // An alert dialog: assistive technology announces it and keeps the reader inside it.
  panel.setAttribute('role', 'alertdialog');
  panel.setAttribute('aria-modal', 'true');
  panel.setAttribute('aria-labelledby', `${ERROR_PANEL_ID}-title`);
  panel.setAttribute('aria-describedby', `${ERROR_PANEL_ID}-message`);
  // Spec visitor-runtime §9: dialogs start at z-index 30000; the panel covers the page and its dialogs.
  panel.style.zIndex = String(DIALOG.Z_INDEX);

  const part = (tag: string, name: string, textContent = '') =>
    Object.assign(doc.createElement(tag), { className: `error-panel__${name}`, textContent });
  const box = part('div', 'box');
  const title = part('h2', 'title', text.title);
  title.id = `${ERROR_PANEL_ID}-title`;
  const message = part('p', 'message', text.message);
  message.id = `${ERROR_PANEL_ID}-message`;
  const actions = part('div', 'actions');
  const reload = createButton(doc, DATA_LAYER_MESSAGES.reloadPageButton, 'error-panel__reload', () =>
    win.location.reload(),
  );
  const clear = createButton(doc, DATA_LAYER_MESSAGES.clearButton, 'error-panel__clear', () => {
    panel.remove();
    returnFocusTo?.focus();
  });
  actions.append(reload, clear);
  box.append(title, message, actions);
  panel.append(box);
  trapPanelKeys(panel, [reload, clear], clear);
  doc.body.append(panel);
  panel.focus();
  return panel;
}
