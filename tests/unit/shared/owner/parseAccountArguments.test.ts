import { describe, expect, it } from 'vitest';
import {
  PASSWORD_ARGUMENT_REFUSED,
  parseAccountArguments,
} from '../../../../src/shared/api/auth/parseAccountArguments';
import { WebsiteRole } from '../../../../src/shared/constants/roles';

describe('parseAccountArguments', () => {
  it('reads email and role names, and takes the password read apart', () => {
    expect(parseAccountArguments(['--email', 'a@example.com', '--roles', 'admin, EDITOR'], true, 'longenough')).toEqual(
      {
        ok: true,
        input: { email: 'a@example.com', password: 'longenough' },
        roles: [WebsiteRole.ADMIN, WebsiteRole.EDITOR],
      },
    );
  });

  it('names every bad argument at once', () => {
    const result = parseAccountArguments(
      ['--email', 'nope', '--roles', 'ADMIN,WIZARD', '--colour', 'red'],
      true,
      'short',
    );
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems.join('\n');
    expect(problems).toContain('--email');
    expect(problems).toContain('password: expected at least 8 characters');
    expect(problems).toContain('--roles: not a website role: WIZARD');
    expect(problems).toContain('--colour: unknown argument');
  });

  it('refuses a password on the command line, in either form', () => {
    for (const argv of [
      ['--email', 'a@example.com', '--password', 'longenough'],
      ['--email', 'a@example.com', '--password=longenough'],
    ]) {
      const result = parseAccountArguments(argv, false, 'longenough');
      expect(result).toEqual({ ok: false, problems: [PASSWORD_ARGUMENT_REFUSED] });
    }
  });

  it('checks the arguments alone before the password is asked for', () => {
    expect(parseAccountArguments(['--email', 'a@example.com'], false, null)).toMatchObject({ ok: true });
    expect(parseAccountArguments(['--email', 'a@example.com'], false, '')).toEqual({
      ok: false,
      problems: ['password: required'],
    });
  });

  it('requires roles for owners and refuses them for members', () => {
    expect(parseAccountArguments(['--email', 'a@example.com'], true, 'longenough')).toMatchObject({ ok: false });
    expect(parseAccountArguments(['--email', 'a@example.com', '--roles', 'ADMIN'], false, 'longenough')).toMatchObject({
      ok: false,
    });
    expect(parseAccountArguments(['--email', 'a@example.com'], false, 'longenough')).toMatchObject({ ok: true });
  });

  it('reports a flag without its value as missing', () => {
    const result = parseAccountArguments(['--email', '--roles', 'ADMIN'], true, 'longenough');
    expect(result.ok ? '' : result.problems.join('\n')).toContain('--email: expected a value');
  });
});
