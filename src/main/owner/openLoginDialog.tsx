import { AUTH_PATHS } from '../../shared/api/auth/authPaths';
import { readLoginRefusal } from './readLoginRefusal';
import { LoginDialog } from '../../ui/owner/LoginDialog';
import { ACCOUNT_WORDS, selectAccountWords } from '../../shared/words/accountWords';
import { registerClosable } from '../../shared/owner/closables';
import { mountOwnerUi } from './mountOwnerUi';
import { reloadWithoutLogoutFlag } from './reloadWithoutLogoutFlag';
import { sendWithCrumb } from './sendWithCrumb';
import type { TelemetryRecorder } from '../../shared/telemetry/TelemetryClient';
import type { CreateAccountInput } from '../../ui/owner/accountForm';

let open = false;

async function logIn(email: string, password: string): Promise<string | null> {
  try {
    const reply = await sendWithCrumb('POST', AUTH_PATHS.LOGIN, { email, password });
    if (reply.ok) {
      // The server renders the owner's page context (roles, announcement bar): load the page again.
      reloadWithoutLogoutFlag(window);
      return null;
    }
    return readLoginRefusal(reply.data);
  } catch {
    // The dialog shows it in the site's words (translateAccountMessage).
    return ACCOUNT_WORDS.en.networkError;
  }
}

/**
 * Opens the login dialog once; Escape or × closes it. Spec visitor-runtime §6: opened by the Escape shortcut,
 * it offers no account creation; otherwise a visitor may create a customer account there (docs/owners.md).
 */
export function openLoginDialog(via: 'escape' | 'login-required', telemetry: TelemetryRecorder, doc = document) {
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
  const createAccount =
    via === 'escape'
      ? null
      : (input: CreateAccountInput) =>
          import('./createMemberAccount').then((m) => m.createMemberAccount(input, telemetry, 'login-dialog'));
  const words = selectAccountWords(doc.documentElement.lang);
  ui.render(<LoginDialog onSubmit={logIn} onClose={close} createAccount={createAccount} words={words} />);
}
