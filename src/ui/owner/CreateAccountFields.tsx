import { ACCOUNT_RULES } from '../../shared/api/auth/accountRules';
import { FORM_LIMITS } from '../../shared/constants/limits';
import type { AccountWords } from '../../shared/words/accountWords';
import type { AccountField } from './accountForm';

// The fields of the customer account form (docs/owners.md, "Customer accounts"), in the login dialog and on a
// member-only page's lock. Each field has its error line below it (filled from the server's 400 or 409), tied
// to the input by aria-describedby.
export function CreateAccountFields({
  idPrefix,
  errors = {},
  words,
}: {
  idPrefix: string;
  /** The site's words (accountWords.ts). */
  words: AccountWords;
  errors?: Partial<Record<AccountField, string>>;
}) {
  // The error line is always named (a hidden one is not read), so the page lock's script only fills it.
  const described = (field: AccountField, extra?: string) =>
    [extra, `${idPrefix}-${field}-error`].filter(Boolean).join(' ');
  const error = (field: AccountField) => (
    <p className="account-field-error" id={`${idPrefix}-${field}-error`} data-field={field} hidden={!errors[field]}>
      {errors[field]}
    </p>
  );
  return (
    <>
      <label>
        {words.name}
        <input
          name="name"
          type="text"
          autoComplete="name"
          maxLength={ACCOUNT_RULES.NAME_MAX_LENGTH}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={described('name')}
        />
      </label>
      {error('name')}
      <label>
        {words.email}
        <input
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={FORM_LIMITS.EMAIL_MAX_LENGTH}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={described('email')}
        />
      </label>
      {error('email')}
      <label>
        {words.password}
        <input
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={ACCOUNT_RULES.PASSWORD_MIN_LENGTH}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={described('password', `${idPrefix}-password-hint`)}
        />
      </label>
      <p className="account-field-hint" id={`${idPrefix}-password-hint`}>
        {words.passwordHint.replace('{min}', String(ACCOUNT_RULES.PASSWORD_MIN_LENGTH))}
      </p>
      {error('password')}
      <label className="page-lock__remember">
        <input name="rememberMe" type="checkbox" /> {words.rememberMe}
      </label>
    </>
  );
}
