import { DIALOG_MESSAGES } from '../../shared/messages/dialogMessages';
import { InformationDialog } from '../../ui/owner/InformationDialog';
import { registerClosable } from './closables';
import { mountOwnerUi } from './mountOwnerUi';
import { addressWithoutLogoutFlag } from './reloadWithoutLogoutFlag';

// Spec visitor-runtime §2: a page opened with logout=true shows the information dialog 'Logout Successful'
// / 'You have been successfully logged out.', which hides itself after 2000 ms (media-and-reporting §9).
export function showLogoutDialog(win: Window = window): void {
  // Drop the flag from the address so a reload does not show the dialog again.
  win.history.replaceState(win.history.state, '', addressWithoutLogoutFlag(win.location));
  const ui = mountOwnerUi(win.document, 'owner-information-root');
  let unregister = () => {};
  let hidden = false;
  const hide = () => {
    if (hidden) return;
    hidden = true;
    unregister();
    ui.unmount();
  };
  unregister = registerClosable(hide);
  ui.render(
    <InformationDialog title={DIALOG_MESSAGES.logoutTitle} message={DIALOG_MESSAGES.logoutMessage} onHide={hide} />,
  );
}
