import { DIALOG_MESSAGES } from '../../shared/messages/dialogMessages';
import { CreateAccountFields } from './CreateAccountFields';
import { OWNER_STRINGS } from './ownerStrings';

// Spec visitor-runtime §6: the page-lock label and member login form for visitors who are not members; the
// member gate (src/main/owner/startMemberGate.ts) sends the forms and shows the account creation form.
export function PageLock() {
  return (
    <div className="page-lock" data-member-gate="locked">
      <p className="page-lock__label">{DIALOG_MESSAGES.pageLockLabel}</p>
      <form
        className="page-lock__form account-form member-login-form"
        data-account-form="login"
        method="post"
        action="#"
        noValidate
      >
        <h2 className="page-lock__title">{OWNER_STRINGS.memberLoginTitle}</h2>
        <label>
          {OWNER_STRINGS.email}
          <input name="email" type="email" autoComplete="username" required />
        </label>
        <label>
          {OWNER_STRINGS.password}
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        <label className="page-lock__remember">
          <input name="rememberMe" type="checkbox" /> {OWNER_STRINGS.rememberMe}
        </label>
        <p className="page-lock__error" role="alert" hidden />
        <button type="submit" className="owner-button owner-button--primary">
          {OWNER_STRINGS.submit}
        </button>
        <button type="button" className="owner-button" data-account-switch="create" hidden>
          {OWNER_STRINGS.createAccount}
        </button>
      </form>
      <form
        className="page-lock__form account-form"
        data-account-form="create"
        method="post"
        action="#"
        aria-labelledby="page-lock-create-title"
        noValidate
        hidden
      >
        <h2 className="page-lock__title" id="page-lock-create-title">
          {OWNER_STRINGS.createAccountTitle}
        </h2>
        <CreateAccountFields idPrefix="page-lock-create" />
        <p className="page-lock__error" role="alert" hidden />
        <button type="submit" className="owner-button owner-button--primary">
          {OWNER_STRINGS.createAccount}
        </button>
        <button type="button" className="owner-button" data-account-switch="login">
          {OWNER_STRINGS.haveAccount}
        </button>
      </form>
      <div className="page-lock__created" role="status" hidden>
        <p className="page-lock__created-text" />
        <button type="button" className="owner-button owner-button--primary">
          {OWNER_STRINGS.continue}
        </button>
      </div>
    </div>
  );
}
