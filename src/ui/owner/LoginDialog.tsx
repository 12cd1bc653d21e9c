import { useEffect, useRef, useState, type FormEvent } from 'react';
import { DIALOG } from '../../shared/constants/limits';
import { OWNER_STRINGS } from './ownerStrings';
import { readFormText } from './readFormText';

export interface LoginDialogProps {
  /** Answers null on success, else the message to show. */
  onSubmit: (email: string, password: string) => Promise<string | null>;
  onClose: () => void;
}

// The owner login dialog opened by Escape or a login-required reply. Spec visitor-runtime §6: account
// creation is disabled in the Escape login dialog, so it offers none (owners are created with
// `npm run owner:create`).
export function LoginDialog({ onSubmit, onClose }: LoginDialogProps) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  useEffect(() => emailRef.current?.focus(), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    const message = await onSubmit(readFormText(form, 'email'), readFormText(form, 'password'));
    setBusy(false);
    setError(message);
  }

  return (
    <div
      className="owner-dialog-backdrop"
      style={{ zIndex: DIALOG.Z_INDEX }}
      onClick={(e) => e.target === e.currentTarget && onClose()}
    >
      <div
        className="owner-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="owner-login-title"
        data-account-creation="disabled"
      >
        <button type="button" className="owner-dialog__close" aria-label={OWNER_STRINGS.close} onClick={onClose}>
          ×
        </button>
        <h2 id="owner-login-title" className="owner-dialog__title">
          {OWNER_STRINGS.loginTitle}
        </h2>
        <form className="owner-login-form" onSubmit={(e) => void submit(e)} noValidate>
          <label>
            {OWNER_STRINGS.email}
            <input ref={emailRef} name="email" type="email" autoComplete="username" required />
          </label>
          <label>
            {OWNER_STRINGS.password}
            <input name="password" type="password" autoComplete="current-password" required />
          </label>
          {error ? (
            <p className="owner-login-form__error" role="alert">
              {error}
            </p>
          ) : null}
          <button type="submit" className="owner-button owner-button--primary" disabled={busy}>
            {busy ? OWNER_STRINGS.submitting : OWNER_STRINGS.submit}
          </button>
        </form>
      </div>
    </div>
  );
}
