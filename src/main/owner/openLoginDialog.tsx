import { AUTH_PATHS } from '../../shared/api/auth/authPaths';
import { AUTH_ERRORS } from '../../shared/api/auth/authErrors';
import { LoginDialog } from '../../ui/owner/LoginDialog';
import { OWNER_STRINGS } from '../../ui/owner/ownerStrings';
import { registerClosable } from './closables';
import { mountOwnerUi } from './mountOwnerUi';
import { reloadWithoutLogoutFlag } from './reloadWithoutLogoutFlag';
import { sendWithCrumb } from './sendWithCrumb';

let open = false;

async function logIn(email: string, password: string): Promise<string | null> {
  try {
    const reply = await sendWithCrumb('POST', AUTH_PATHS.LOGIN, { email, password });
    if (reply.ok) {
      // The server renders the owner's page context (roles, announcement bar): load the page again.
      reloadWithoutLogoutFlag(window);
      return null;
    }
    return typeof reply.data.error === 'string' ? reply.data.error : AUTH_ERRORS.invalidCredentials;
  } catch {
    return OWNER_STRINGS.networkError;
  }
}

/** Opens the owner login dialog once; Escape (through the closables registry) or × closes it. */
export function openLoginDialog(doc: Document = document): void {
  if (open) return;
  open = true;
  const ui = mountOwnerUi(doc, 'owner-login-root');
  const previousFocus = doc.activeElement as HTMLElement | null;
  let unregister = () => {};
  const close = () => {
    unregister();
    ui.unmount();
    open = false;
    previousFocus?.focus?.();
  };
  unregister = registerClosable(close);
  ui.render(<LoginDialog onSubmit={logIn} onClose={close} />);
}
