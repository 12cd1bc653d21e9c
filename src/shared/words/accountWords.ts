import type { WordCatalogue, Words } from './WordCatalogue';

// A visitor's account: the login dialog, a member-only page's lock and member bar, the customer account form,
// and the logout dialog. The auth API's refusals (authErrors.ts) arrive in English and are shown in these
// words (translateAccountMessage). Plain {name} arguments only (fillWords).
// The owner's own bar and tools stay English, as /config does.
// This file imports nothing at run time, so the login dialog, the member gate and the logout dialog share it
// as one chunk and the page's main bundle names one more file, not four: the English of the spec's texts
// (dialogMessages.ts) and of the auth API (authErrors.ts) is written out here, and
// tests/unit/shared/words/accountWords.test.ts holds it to theirs.
const en = {
  logoutTitle: 'Logout Successful',
  logoutMessage: 'You have been successfully logged out.',
  // Wording as in the spec, including its missing "to".
  pageLockLabel: 'This page available only site members',
  invalidCredentials: 'Invalid email or password',
  rateLimited: 'Too many login attempts. Please try again later.',
  emailTaken: 'An account with this email already exists. Please log in instead.',
  tooManyAccounts: 'Too many accounts created from here. Please try again later.',
  loginTitle: 'Log in',
  memberLoginTitle: 'Member login',
  email: 'Email',
  password: 'Password',
  rememberMe: 'Remember me',
  submit: 'Log in',
  submitting: 'Logging in…',
  close: 'Close',
  networkError: 'Unable to connect. Please try again',
  logout: 'Log out',
  memberSignedIn: 'Signed in as {name}',
  createAccount: 'Create account',
  createAccountTitle: 'Create an account',
  creatingAccount: 'Creating account…',
  haveAccount: 'I have an account',
  name: 'Name (optional)',
  passwordHint: 'At least {min} characters',
  checkFields: 'Please check the marked fields.',
  accountCreated: 'Your account is ready. You are logged in as {name}.',
  continue: 'Continue',
  // The server's per-field refusals of the login and account forms (describeAccountIssues.ts): the server
  // words them in the site's language and the form shows them under their fields as they come.
  emailRequired: 'Enter your email address.',
  emailInvalid: 'Enter an email address such as name@example.com.',
  emailTooLong: 'Use an email address of at most {max} characters.',
  passwordRequired: 'Enter a password.',
  passwordTooShort: 'The password needs at least {min} characters.',
  passwordTooLong: 'The password may have at most {max} characters.',
  nameTooLong: 'The name may have at most {max} characters.',
  valueUnreadable: 'This value could not be read.',
} as const;

export type AccountWordKey = keyof typeof en;
export type AccountWords = Words<AccountWordKey>;

export const ACCOUNT_WORDS: WordCatalogue<AccountWordKey> = {
  en,
  de: {
    logoutTitle: 'Abmeldung erfolgreich',
    logoutMessage: 'Sie wurden erfolgreich abgemeldet.',
    pageLockLabel: 'Diese Seite ist nur für Mitglieder zugänglich',
    invalidCredentials: 'E-Mail-Adresse oder Passwort ist falsch',
    rateLimited: 'Zu viele Anmeldeversuche. Bitte versuchen Sie es später erneut.',
    emailTaken: 'Mit dieser E-Mail-Adresse gibt es bereits ein Konto. Bitte melden Sie sich an.',
    tooManyAccounts: 'Von hier wurden zu viele Konten angelegt. Bitte versuchen Sie es später erneut.',
    loginTitle: 'Anmelden',
    memberLoginTitle: 'Anmeldung für Mitglieder',
    email: 'E-Mail',
    password: 'Passwort',
    rememberMe: 'Angemeldet bleiben',
    submit: 'Anmelden',
    submitting: 'Anmeldung läuft…',
    close: 'Schließen',
    networkError: 'Keine Verbindung. Bitte versuchen Sie es erneut',
    logout: 'Abmelden',
    memberSignedIn: 'Angemeldet als {name}',
    createAccount: 'Konto anlegen',
    createAccountTitle: 'Ein Konto anlegen',
    creatingAccount: 'Konto wird angelegt…',
    haveAccount: 'Ich habe ein Konto',
    name: 'Name (optional)',
    passwordHint: 'Mindestens {min} Zeichen',
    checkFields: 'Bitte prüfen Sie die markierten Felder.',
    accountCreated: 'Ihr Konto ist bereit. Sie sind angemeldet als {name}.',
    continue: 'Weiter',
    emailRequired: 'Geben Sie Ihre E-Mail-Adresse ein.',
    emailInvalid: 'Geben Sie eine E-Mail-Adresse ein, zum Beispiel name@example.com.',
    emailTooLong: 'Die E-Mail-Adresse darf höchstens {max} Zeichen haben.',
    passwordRequired: 'Geben Sie ein Passwort ein.',
    passwordTooShort: 'Das Passwort braucht mindestens {min} Zeichen.',
    passwordTooLong: 'Das Passwort darf höchstens {max} Zeichen haben.',
    nameTooLong: 'Der Name darf höchstens {max} Zeichen haben.',
    valueUnreadable: 'Dieser Wert konnte nicht gelesen werden.',
  },
};

/**
 * The account words of a page's locale (its <html lang>): German for a German page, else English, as
 * selectWords reads a locale (the unit test holds the two to the same answers).
 */
export function selectAccountWords(locale: string): AccountWords {
  return /^de([-_]|$)/i.test(locale) ? ACCOUNT_WORDS.de : ACCOUNT_WORDS.en;
}

/** A message the auth API or the account code wrote in English, in the site's words (others stay as they are). */
export function translateAccountMessage(message: string, words: AccountWords): string {
  for (const key of Object.keys(en) as AccountWordKey[]) if (en[key] === message) return words[key];
  return message;
}
