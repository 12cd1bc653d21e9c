import { NO_REDIRECT_STORAGE_KEY } from '../../shared/owner/ownerEvents';

// Spec visitor-runtime §2: noredirect is remembered for the browser session, which is what sessionStorage
// lasts. Storage can be refused (privacy modes); then the skip lasts only for this page.
export function readNoRedirectMemory(win: Window): boolean {
  try {
    return win.sessionStorage.getItem(NO_REDIRECT_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberNoRedirect(win: Window): void {
  try {
    win.sessionStorage.setItem(NO_REDIRECT_STORAGE_KEY, '1');
  } catch {
    // Storage refused: nothing to remember it in.
  }
}
