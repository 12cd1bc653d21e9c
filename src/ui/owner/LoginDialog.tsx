import { useEffect, useRef, useState, type FormEvent } from 'react';
import { DIALOG } from '../../shared/constants/limits';
import { translateAccountMessage, type AccountWords } from '../../shared/words/accountWords';
import { readFormText } from './readFormText';
import { CreateAccountFields } from './CreateAccountFields';
import { readAccountInput, type AccountField, type CreateAccount } from './accountForm';

interface LoginDialogProps {
  /** Answers null on success, else the message to show. */
  onSubmit: (email: string, password: string) => Promise<string | null>;
  onClose: () => void;
  /**
   * Customer account creation offered beside the login (docs/owners.md, "Customer accounts"); null where it
   * is disabled. Spec visitor-runtime §6: the login dialog the Escape shortcut opens offers none.
   */
  createAccount: CreateAccount | null;
  /** The site's words (accountWords.ts): the page's language, as the page around the dialog. */
  words: AccountWords;
}

type Mode = 'login' | 'create' | { created: string };

// The login dialog, opened by Escape or a login-required reply; where account creation is on, a visitor can
// create a customer account instead and is logged in as that member.
export function LoginDialog({ onSubmit, onClose, createAccount, words }: LoginDialogProps) {
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<AccountField, string>>>({});
  const [busy, setBusy] = useState(false);
  const [mode, setMode] = useState<Mode>('login');
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (typeof mode === 'string') panelRef.current?.querySelector<HTMLInputElement>('form input')?.focus();
    else panelRef.current?.querySelector<HTMLButtonElement>('.owner-login-form__continue')?.focus();
  }, [mode]);

  const switchTo = (next: 'login' | 'create') => {
    setError(null);
    setFieldErrors({});
    setMode(next);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    const message = await onSubmit(readFormText(form, 'email'), readFormText(form, 'password'));
    setBusy(false);
    setError(message === null ? null : translateAccountMessage(message, words));
  }

  async function submitAccount(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!createAccount) return;
    const input = readAccountInput(new FormData(event.currentTarget));
    setBusy(true);
    setError(null);
    const outcome = await createAccount(input);
    setBusy(false);
    if (outcome.ok) {
      setFieldErrors({});
      setMode({ created: outcome.displayName });
      return;
    }
    setError(translateAccountMessage(outcome.message, words));
    setFieldErrors(outcome.fields);
  }

  const errorLine = error ? (
    <p className="owner-login-form__error" role="alert">
      {error}
    </p>
  ) : null;
  const title =
    mode === 'login' ? words.loginTitle : mode === 'create' ? words.createAccountTitle : words.createAccount;

  return (
    <div
      className="owner-dialog-backdrop"
      style={{ zIndex: DIALOG.Z_INDEX }}
      onClick={(e) => e.target === e.currentTarget && onClose()}
    >
      <div
        ref={panelRef}
        className="owner-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="owner-login-title"
        data-account-creation={createAccount ? 'enabled' : 'disabled'}
      >
        <button type="button" className="owner-dialog__close" aria-label={words.close} onClick={onClose}>
          ×
        </button>
        <h2 id="owner-login-title" className="owner-dialog__title">
          {title}
        </h2>
        {mode === 'login' ? (
          <form className="account-form" onSubmit={(e) => void submit(e)} noValidate>
            <label>
              {words.email}
              <input name="email" type="email" autoComplete="username" required />
            </label>
            <label>
              {words.password}
              <input name="password" type="password" autoComplete="current-password" required />
            </label>
            {errorLine}
            <button type="submit" className="owner-button owner-button--primary" disabled={busy}>
              {busy ? words.submitting : words.submit}
            </button>
            {createAccount ? (
              <button type="button" className="owner-button" onClick={() => switchTo('create')}>
                {words.createAccount}
              </button>
            ) : null}
          </form>
        ) : mode === 'create' ? (
          <form className="account-form" onSubmit={(e) => void submitAccount(e)} noValidate>
            <CreateAccountFields idPrefix="login-dialog-create" errors={fieldErrors} words={words} />
            {errorLine}
            <button type="submit" className="owner-button owner-button--primary" disabled={busy}>
              {busy ? words.creatingAccount : words.createAccount}
            </button>
            <button type="button" className="owner-button" onClick={() => switchTo('login')}>
              {words.haveAccount}
            </button>
          </form>
        ) : (
          <div className="account-form" role="status">
            <p>{words.accountCreated.replace('{name}', mode.created)}</p>
            <button
              type="button"
              className="owner-button owner-button--primary owner-login-form__continue"
              onClick={() => location.reload()}
            >
              {words.continue}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
