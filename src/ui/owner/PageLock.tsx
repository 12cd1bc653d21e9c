import type { AccountWords } from '../../shared/words/accountWords';
import { CreateAccountFields } from './CreateAccountFields';

// Spec visitor-runtime §6: the page-lock label and member login form for visitors who are not members; the
// member gate (src/main/owner/startMemberGate.ts) sends the forms and shows the account creation form.
export function PageLock({ words }: { words: AccountWords }) {
  return (
    <div className="page-lock" data-member-gate="locked">
      <p className="page-lock__label">{words.pageLockLabel}</p>
      <form
        className="page-lock__form account-form member-login-form"
        data-account-form="login"
        method="post"
        action="#"
        noValidate
      >
        <h2 className="page-lock__title">{words.memberLoginTitle}</h2>
        <label>
          {words.email}
          <input name="email" type="email" autoComplete="username" required />
        </label>
        <label>
          {words.password}
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        <label className="page-lock__remember">
          <input name="rememberMe" type="checkbox" /> {words.rememberMe}
        </label>
        <p className="page-lock__error" role="alert" hidden />
        <button type="submit" className="owner-button owner-button--primary">
          {words.submit}
        </button>
        <button type="button" className="owner-button" data-account-switch="create" hidden>
          {words.createAccount}
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
          {words.createAccountTitle}
        </h2>
        <CreateAccountFields idPrefix="page-lock-create" words={words} />
        <p className="page-lock__error" role="alert" hidden />
        <button type="submit" className="owner-button owner-button--primary">
          {words.createAccount}
        </button>
        <button type="button" className="owner-button" data-account-switch="login">
          {words.haveAccount}
        </button>
      </form>
      <div className="page-lock__created" role="status" hidden>
        <p className="page-lock__created-text" />
        <button type="button" className="owner-button owner-button--primary">
          {words.continue}
        </button>
      </div>
    </div>
  );
}
