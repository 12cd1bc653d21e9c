import type { WebsiteRoleCode } from '../../constants/roles';
import { NewAccountInput, parseRoleList } from './NewAccountInput';

export type AccountArguments =
  { ok: true; input: NewAccountInput; roles: WebsiteRoleCode[] } | { ok: false; problems: string[] };

const FLAGS = ['email', 'password', 'name', 'roles'] as const;
type Flag = (typeof FLAGS)[number];

/**
 * Arguments of `owner:create` (withRoles) and `member:create`: `--email E --password P [--name N]
 * [--roles ADMIN,EDITOR]`, also as `--email=E`. Every problem is reported at once, each naming its flag.
 */
export function parseAccountArguments(argv: readonly string[], withRoles: boolean): AccountArguments {
  const values: Partial<Record<Flag, string>> = {};
  const problems: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const match = /^--([a-z]+)(?:=(.*))?$/s.exec(arg);
    const flag = match?.[1] as Flag | undefined;
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
  const parsed = NewAccountInput.safeParse({ email: values.email, password: values.password, name: values.name });
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      problems.push(
        `--${issue.path.join('.')}: ${values[issue.path[0] as Flag] === undefined ? 'required' : issue.message}`,
      );
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
