import { AUTH_ERRORS } from '../../shared/api/auth/authErrors';

/**
 * What a refused login says: on a 400, the server's message for each bad field (in the site's words,
 * describeAccountIssues.ts), one after the other, since a login form has one message line; else its error.
 */
export function readLoginRefusal(data: Record<string, unknown>): string {
  const fields = data.fields && typeof data.fields === 'object' ? Object.values(data.fields) : [];
  const messages = [...new Set(fields.filter((message): message is string => typeof message === 'string'))];
  if (messages.length > 0) return messages.join(' ');
  return typeof data.error === 'string' ? data.error : AUTH_ERRORS.invalidCredentials;
}
