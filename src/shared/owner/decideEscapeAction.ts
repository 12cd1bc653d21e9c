export interface EscapeInput {
  shiftKey: boolean;
  /** The event target is a text field (input, textarea, select, contenteditable). */
  typingInField: boolean;
  /** At least one closable target is registered (closables.ts). */
  hasClosable: boolean;
  /** A modal not registered as closable is open (a native <dialog open> or [aria-modal="true"]). */
  modalOpen: boolean;
  /** An authenticated account exists (page context). */
  loggedIn: boolean;
  /** Site setting websiteSettings.useEscapeKeyToLogin. */
  useEscapeKeyToLogin: boolean;
}

type EscapeAction = 'close-topmost' | 'leave-to-modal' | 'logout' | 'open-config' | 'open-login' | 'ignore';

// Spec visitor-runtime §4 (Escape), in order. Escape typed in a text field is the field's own unless a dialog
// is open; logout needs an account (§6), so Shift+Escape without one follows the plain rule. Escape leads to
// the configuration area, or to login, only when the site setting allows it (§2, §6): an owner who turned
// useEscapeKeyToLogin off gets Escape back for the page.
export function decideEscapeAction(input: EscapeInput): EscapeAction {
  const dialogOpen = input.hasClosable || input.modalOpen;
  if (input.typingInField && !dialogOpen) return 'ignore';
  if (input.hasClosable) return 'close-topmost';
  if (input.modalOpen) return 'leave-to-modal';
  if (input.shiftKey && input.loggedIn) return 'logout';
  if (!input.useEscapeKeyToLogin) return 'ignore';
  return input.loggedIn ? 'open-config' : 'open-login';
}
