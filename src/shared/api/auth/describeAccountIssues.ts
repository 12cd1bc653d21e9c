import { formatJsonPath } from '../../siteData/formatSiteDataIssues';
import { fillWords } from '../../words/fillWords';
import type { AccountWords } from '../../words/accountWords';

/** What a refused login or account body's check found wrong, as zod reports it. */
export interface AccountIssue {
  readonly path: readonly PropertyKey[];
  readonly code: string;
  readonly minimum?: number | bigint;
  readonly maximum?: number | bigint;
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && !value.trim());

// What a visitor reads under a field of the login and account forms, in the site's words: a missing value
// asks for it, a value too long or short says the limit the check applied. The zod schemas keep the rules
// (NewAccountInput, MemberLoginRequest, OwnerLoginRequest); this says them to a visitor, not to a developer.
function describeIssue(issue: AccountIssue, sent: unknown, words: AccountWords): string {
  const field = issue.path[0];
  const limit = (bound: number | bigint | undefined) => String(bound ?? '');
  if (field === 'email') {
    if (isBlank(sent)) return words.emailRequired;
    if (issue.code === 'too_big') return fillWords(words.emailTooLong, { max: limit(issue.maximum) });
    return words.emailInvalid;
  }
  if (field === 'password') {
    // A password is not trimmed (spaces may be part of it), so only nothing at all is a missing one.
    if (sent === undefined || sent === null || sent === '') return words.passwordRequired;
    if (issue.code === 'too_small') return fillWords(words.passwordTooShort, { min: limit(issue.minimum) });
    if (issue.code === 'too_big') return fillWords(words.passwordTooLong, { max: limit(issue.maximum) });
    return words.valueUnreadable;
  }
  if (field === 'name' && issue.code === 'too_big') return fillWords(words.nameTooLong, { max: limit(issue.maximum) });
  return words.valueUnreadable;
}

/**
 * The fields of a refused login or account body by JSON path (`$.email`), each with the first problem found
 * in it, in the site's words (accountWords.ts): the 400 the server answers and the form shows under each field.
 */
export function describeAccountIssues(
  issues: readonly AccountIssue[],
  body: unknown,
  words: AccountWords,
): Record<string, string> {
  const fields: Record<string, string> = {};
  const sent = body && typeof body === 'object' ? (body as Record<PropertyKey, unknown>) : {};
  for (const issue of issues) {
    const field = issue.path[0];
    fields[formatJsonPath(issue.path.slice(0, 1))] ??= describeIssue(
      issue,
      field === undefined ? body : sent[field],
      words,
    );
  }
  return fields;
}
