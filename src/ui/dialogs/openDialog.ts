import { DIALOG } from '../../shared/constants/limits';
import { DIALOG_MESSAGES } from '../../shared/messages/dialogMessages';
import { registerClosable } from '../../shared/owner/closables';
import { hideAfterTransition } from './hideAfterTransition';
import { trapFocus } from './trapFocus';

// The popup overlay keeps focus and hides as these dialogs do; importing both from here keeps them in this
// module's chunk rather than a third one that main would have to name.
export { hideAfterTransition, trapFocus };

type DialogKind = 'confirmation' | 'alert' | 'information';
export type DialogResponse = 'confirm' | 'cancel' | 'reject';

export interface DialogOptions {
  kind: DialogKind;
  title: string;
  message?: string;
  /** More content under the message (owner modals put their links and buttons here). */
  content?: Node;
  confirmText?: string;
  cancelText?: string;
  /** Confirmation only: a third answer, such as "Discard". */
  rejectText?: string;
  /** Information only: hides itself after this long, answering 'confirm' (default 2000 ms). */
  autoHideMs?: number;
  doc?: Document;
}

let count = 0;

function button(doc: Document, text: string, response: DialogResponse, primary: boolean): HTMLButtonElement {
  const element = doc.createElement('button');
  element.type = 'button';
  element.textContent = text;
  element.className = primary ? 'site-dialog__button site-dialog__button--primary' : 'site-dialog__button';
  element.dataset.response = response;
  return element;
}

/**
 * The one dialog API for blocks and owner code (media-and-reporting §4): a native modal <dialog>, focus
 * kept inside; it answers once hidden. Confirm, cancel and reject each hide it; a click on the overlay or
 * Escape (through the closable registry of visitor-runtime §4) cancels; hiding finishes on its fade's end
 * or after 600 ms; an information dialog hides itself after 2000 ms and that counts as confirmed.
 */
export function openDialog(options: DialogOptions): Promise<DialogResponse> {
  const doc = options.doc ?? document;
  const id = `site-dialog-${++count}`;
  const dialog = doc.createElement('dialog');
  dialog.className = `site-dialog site-dialog--${options.kind}`;
  dialog.style.zIndex = String(DIALOG.Z_INDEX);
  // Spec media-and-reporting §9: width 350, padding 20 (narrower on a screen that has not 350 px to spare).
  dialog.style.width = `min(${DIALOG.CONFIRMATION_WIDTH_PX}px, calc(100vw - 2rem))`;
  if (options.kind !== 'confirmation') dialog.setAttribute('role', 'alertdialog');
  dialog.setAttribute('aria-labelledby', `${id}-title`);
  const body = doc.createElement('div');
  body.className = 'site-dialog__body';
  body.style.padding = `${DIALOG.CONFIRMATION_PADDING_PX}px`;
  const title = doc.createElement('h2');
  title.className = 'site-dialog__title';
  title.id = `${id}-title`;
  title.textContent = options.title;
  body.append(title);
  if (options.message) {
    const message = doc.createElement('p');
    message.className = 'site-dialog__message';
    message.id = `${id}-message`;
    message.textContent = options.message;
    dialog.setAttribute('aria-describedby', message.id);
    body.append(message);
  }
  if (options.content) body.append(options.content);
  const buttons = doc.createElement('div');
  buttons.className = 'site-dialog__buttons';
  if (options.kind === 'confirmation') {
    if (options.rejectText) buttons.append(button(doc, options.rejectText, 'reject', false));
    buttons.append(button(doc, options.cancelText ?? DIALOG_MESSAGES.cancel, 'cancel', false));
    buttons.append(button(doc, options.confirmText ?? DIALOG_MESSAGES.confirm, 'confirm', true));
  } else if (options.kind === 'alert') {
    buttons.append(button(doc, options.confirmText ?? DIALOG_MESSAGES.ok, 'confirm', true));
  }
  if (buttons.childElementCount > 0) body.append(buttons);
  dialog.append(body);

  return new Promise((resolve) => {
    let hiding = false;
    let autoHide: ReturnType<typeof setTimeout> | undefined;
    const releaseFocus = trapFocus(dialog);
    const hide = (response: DialogResponse) => {
      if (hiding) return;
      hiding = true;
      clearTimeout(autoHide);
      unregister();
      releaseFocus();
      hideAfterTransition(dialog, 'site-dialog--hiding', () => {
        dialog.close();
        dialog.remove();
        resolve(response);
      });
    };
    const unregister = registerClosable(() => hide('cancel'));
    // Escape reaches the dialog itself when the page's Escape listener is not there (the configuration area).
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      hide('cancel');
    });
    dialog.addEventListener('click', (event) => {
      const target = event.target as HTMLElement;
      // The backdrop's clicks land on the <dialog> itself: its content sits in the padded body.
      if (target === dialog) return hide('cancel');
      const response = target.closest<HTMLElement>('[data-response]')?.dataset.response;
      if (response) hide(response as DialogResponse);
    });
    doc.body.append(dialog);
    dialog.showModal();
    if (options.kind === 'information')
      autoHide = setTimeout(() => hide('confirm'), options.autoHideMs ?? DIALOG.INFORMATION_AUTO_HIDE_MS);
  });
}
