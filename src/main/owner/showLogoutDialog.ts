import { selectAccountWords } from '../../shared/words/accountWords';
import { openDialog, type DialogResponse } from '../../ui/dialogs/openDialog';
import { addressWithoutLogoutFlag } from './reloadWithoutLogoutFlag';

// The dialog API for owners' custom code (window.SiteRuntime.openDialog) comes from this chunk too, so the
// first-load chunk names one chunk for both.
export { openDialog };

// Spec visitor-runtime §2: a page opened with logout=true shows the information dialog 'Logout Successful'
// / 'You have been successfully logged out.', which hides itself after 2000 ms (media-and-reporting §9).
export function showLogoutDialog(win: Window = window): Promise<DialogResponse> {
  // Drop the flag from the address so a reload does not show the dialog again.
  win.history.replaceState(win.history.state, '', addressWithoutLogoutFlag(win.location));
  // The spec's English on an English site; the site's language otherwise (<html lang>).
  const words = selectAccountWords(win.document.documentElement.lang);
  return openDialog({
    kind: 'information',
    title: words.logoutTitle,
    message: words.logoutMessage,
    doc: win.document,
  });
}
