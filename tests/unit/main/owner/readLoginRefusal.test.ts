import { describe, expect, it } from 'vitest';
import { readLoginRefusal } from '../../../../src/main/owner/readLoginRefusal';
import { AUTH_ERRORS } from '../../../../src/shared/api/auth/authErrors';

// A login form has one message line: a 400 shows the server's words for each bad field there, not the API's
// generic 'Invalid request'.
describe('what a refused login shows', () => {
  it('the server’s field messages of a 400, each once', () => {
    const data = {
      error: 'Invalid request',
      fields: { '$.email': 'Geben Sie Ihre E-Mail-Adresse ein.', '$.password': 'Geben Sie ein Passwort ein.' },
    };
    expect(readLoginRefusal(data)).toBe('Geben Sie Ihre E-Mail-Adresse ein. Geben Sie ein Passwort ein.');
    expect(readLoginRefusal({ fields: { '$.a': 'Same.', '$.b': 'Same.' } })).toBe('Same.');
  });

  it('the error of a refusal without fields, or the generic one for a reply without either', () => {
    expect(readLoginRefusal({ error: AUTH_ERRORS.rateLimited })).toBe(AUTH_ERRORS.rateLimited);
    expect(readLoginRefusal({})).toBe(AUTH_ERRORS.invalidCredentials);
    expect(readLoginRefusal({ fields: null, error: AUTH_ERRORS.rateLimited })).toBe(AUTH_ERRORS.rateLimited);
  });
});
