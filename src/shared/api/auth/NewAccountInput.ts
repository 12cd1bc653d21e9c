import { z } from 'zod';
import { FORM_LIMITS } from '../../constants/limits';
import { ACCOUNT_RULES } from './accountRules';
import { parseWebsiteRoleName, type WebsiteRoleCode } from '../../constants/roles';

// What `owner:create` and `member:create` accept: a hash slows guessing, it does not make a short password safe.
export const NewAccountInput = z.object({
  email: z.email().max(FORM_LIMITS.EMAIL_MAX_LENGTH),
  password: z
    .string()
    .min(ACCOUNT_RULES.PASSWORD_MIN_LENGTH, `expected at least ${ACCOUNT_RULES.PASSWORD_MIN_LENGTH} characters`)
    .max(ACCOUNT_RULES.PASSWORD_MAX_LENGTH),
  name: z.string().trim().max(ACCOUNT_RULES.NAME_MAX_LENGTH).optional(),
});
export type NewAccountInput = z.infer<typeof NewAccountInput>;

/** "ADMIN,EDITOR" → role codes (spec visitor-runtime §6), or the names that are not roles. */
export function parseRoleList(list: string): { roles: WebsiteRoleCode[]; unknown: string[] } {
  const names = list
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  const roles: WebsiteRoleCode[] = [];
  const unknown: string[] = [];
  for (const name of names) {
    const code = parseWebsiteRoleName(name);
    if (code === undefined) unknown.push(name);
    else roles.push(code);
  }
  return { roles, unknown };
}
