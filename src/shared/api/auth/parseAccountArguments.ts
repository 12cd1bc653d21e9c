import type { WebsiteRoleCode } from '../../constants/roles';
import { NewAccountInput, parseRoleList } from './NewAccountInput';

export type AccountArguments =
  { ok: true; input: NewAccountInput; roles: WebsiteRoleCode[] } | { ok: false; problems: string[] };

const FLAGS = ['email', 'name', 'roles'] as const;
type Flag = (typeof FLAGS)[number];

// A password on the command line would show in the process list, the shell's history and npm's banner.
export const PASSWORD_ARGUMENT_REFUSED =
  '--password: not accepted on the command line; type it at the prompt, or pipe it on standard input';

// `--email E [--name N] [--roles ADMIN,EDITOR]` (or `--email=E`) of `owner:create` and `member:create`, the
// password read apart (null: not asked yet). Every problem is reported at once, each naming its flag.
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
  for (const issue of parsed.error?.issues ?? []) {
    const field = String(issue.path[0]);
    if (field === 'password') problems.push(`password: ${password === '' ? 'required' : issue.message}`);
    else problems.push(`--${field}: ${values[field as Flag] === undefined ? 'required' : issue.message}`);
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
