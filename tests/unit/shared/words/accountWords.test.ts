import { describe, expect, it } from 'vitest';
import { ACCOUNT_WORDS, selectAccountWords, translateAccountMessage } from '../../../../src/shared/words/accountWords';
import { selectWords } from '../../../../src/shared/words/selectWords';
import { DIALOG_MESSAGES } from '../../../../src/shared/messages/dialogMessages';
import { AUTH_ERRORS } from '../../../../src/shared/api/auth/authErrors';
import { OWNER_STRINGS } from '../../../../src/ui/owner/ownerStrings';
import { FORM_WORDS, translateFormMessage } from '../../../../src/shared/words/formWords';
import { FORM_STATUS_MESSAGES, FORM_MESSAGES } from '../../../../src/shared/messages/formMessages';

// The auth API and the page's form transport word their refusals in the spec's English (they carry no
// catalogue); the dialog and the form show them in the site's language.
describe('English refusals shown in the site language', () => {
  it('every refusal a visitor can meet at login or account creation has its German', () => {
    const refusals = [
      AUTH_ERRORS.invalidCredentials,
      AUTH_ERRORS.rateLimited,
      AUTH_ERRORS.emailTaken,
      AUTH_ERRORS.tooManyAccounts,
      OWNER_STRINGS.networkError,
      OWNER_STRINGS.checkFields,
    ];
    for (const refusal of refusals) {
      const german = translateAccountMessage(refusal, ACCOUNT_WORDS.de);
      expect(german, refusal).not.toBe(refusal);
      expect(translateAccountMessage(refusal, ACCOUNT_WORDS.en)).toBe(refusal);
    }
    expect(translateAccountMessage(AUTH_ERRORS.invalidCredentials, ACCOUNT_WORDS.de)).toBe(
      'E-Mail-Adresse oder Passwort ist falsch',
    );
  });

  it('a message it does not know (the owner’s, or already German) stays as it is', () => {
    expect(translateAccountMessage('Konto gesperrt', ACCOUNT_WORDS.de)).toBe('Konto gesperrt');
    expect(translateFormMessage('Danke!', FORM_WORDS.de)).toBe('Danke!');
  });

  it('every message the form transport words by status reads German on a German site', () => {
    const messages = [
      ...Object.values(FORM_STATUS_MESSAGES),
      FORM_MESSAGES.noSubmissionKey,
      FORM_MESSAGES.submitFailed,
    ];
    for (const message of messages) expect(translateFormMessage(message, FORM_WORDS.de), message).not.toBe(message);
    expect(translateFormMessage(FORM_MESSAGES.rateLimited, FORM_WORDS.de)).toMatch(/^Das Formular konnte nicht/);
  });
});

describe('the account words', () => {
  it('are the spec’s English on an English page and German on a German one, as selectWords reads a locale', () => {
    for (const locale of ['de-DE', 'de_AT', 'DE', 'de', 'en-GB', 'fr-FR', '', 'den'])
      expect(selectAccountWords(locale), locale).toBe(selectWords(ACCOUNT_WORDS, locale));
    const english = selectAccountWords('en-US');
    expect([english.logoutTitle, english.logoutMessage, english.pageLockLabel]).toEqual([
      DIALOG_MESSAGES.logoutTitle,
      DIALOG_MESSAGES.logoutMessage,
      DIALOG_MESSAGES.pageLockLabel,
    ]);
  });
});
