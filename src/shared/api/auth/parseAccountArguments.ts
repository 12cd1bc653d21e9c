import type { WebsiteRoleCode } from '../../constants/roles';
import { NewAccountInput, parseRoleList } from './NewAccountInput';

export type AccountArguments =
  { ok: true; input: NewAccountInput; roles: WebsiteRoleCode[] } | { ok: false; problems: string[] };

const FLAGS = ['email', 'name', 'roles'] as const;
type Flag = (typeof FLAGS)[number];

// What a password on the command line gets: it would show in the process list, the shell's history and npm's
// banner ("> node dist/server/cli/ownerCreate.js --password …").
export const PASSWORD_ARGUMENT_REFUSED =
  '--password: not accepted on the command line; type it at the prompt, or pipe it on standard input';

/**
 * Arguments of `owner:create` (withRoles) and `member:create`: `--email E [--name N] [--roles ADMIN,EDITOR]`,
 * also as `--email=E`, and the password read apart (readPassword); null checks the arguments alone, before
 * asking for it. Every problem is reported at once, each naming its flag.
 */
export function parseAccountArguments(
  argv: readonly string[],
  withRoles: boolean,
  password: string | null,
): AccountArguments {
  const values: Partial<Record<Flag, string>> = {};
  const problems: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const match = /^--([a-z]+)(?:=(.*))?$/s.exec(arg);
    const flag = match?.[1] as Flag | undefined;
    if (match?.[1] === 'password') {
      problems.push(PASSWORD_ARGUMENT_REFUSED);
      if (match?.[2] === undefined) i += 1;
      continue;
    }
    if (!match || !flag || !FLAGS.includes(flag) || (flag === 'roles' && !withRoles)) {
      problems.push(`${arg}: unknown argument`);
      continue;
    }
    const value = match[2] ?? argv[i + 1];
    if (match[2] === undefined) i += 1;
    if (value === undefined || (match[2] === undefined && value.startsWith('--'))) {
      problems.push(`--${flag}: expected a value`);
      if (value?.startsWith('--')) i -= 1;
      continue;
    }
    values[flag] = value;
  }
  const parsed = NewAccountInput.safeParse({
    email: values.email,
    password: password ?? 'not asked yet',
    name: values.name,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]);
      if (field === 'password') problems.push(`password: ${password === '' ? 'required' : issue.message}`);
      else problems.push(`--${field}: ${values[field as Flag] === undefined ? 'required' : issue.message}`);
    }
  }
  let roles: WebsiteRoleCode[] = [];
  if (withRoles) {
    const list = parseRoleList(values.roles ?? '');
    roles = list.roles;
    if (list.unknown.length > 0) problems.push(`--roles: not a website role: ${list.unknown.join(', ')}`);
    else if (roles.length === 0) problems.push('--roles: expected a comma-separated list such as ADMIN,EDITOR');
  }
  if (!parsed.success || problems.length > 0) return { ok: false, problems };
  return { ok: true, input: parsed.data, roles };
}
