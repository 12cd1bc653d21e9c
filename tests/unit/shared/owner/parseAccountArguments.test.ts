import { describe, expect, it } from 'vitest';
import { parseAccountArguments } from '../../../../src/shared/api/auth/parseAccountArguments';
import { WebsiteRole } from '../../../../src/shared/constants/roles';

describe('parseAccountArguments', () => {
  it('reads email, password and role names', () => {
    expect(
      parseAccountArguments(['--email', 'a@example.com', '--password=longenough', '--roles', 'admin, EDITOR'], true),
    ).toEqual({
      ok: true,
      input: { email: 'a@example.com', password: 'longenough' },
      roles: [WebsiteRole.ADMIN, WebsiteRole.EDITOR],
    });
  });

  it('names every bad argument at once', () => {
    const result = parseAccountArguments(
      ['--email', 'nope', '--password', 'short', '--roles', 'ADMIN,WIZARD', '--colour', 'red'],
      true,
    );
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems.join('\n');
    expect(problems).toContain('--email');
    expect(problems).toContain('--password: expected at least 8 characters');
    expect(problems).toContain('--roles: not a website role: WIZARD');
    expect(problems).toContain('--colour: unknown argument');
  });

  it('requires roles for owners and refuses them for members', () => {
    expect(parseAccountArguments(['--email', 'a@example.com', '--password', 'longenough'], true)).toMatchObject({
      ok: false,
    });
    expect(
      parseAccountArguments(['--email', 'a@example.com', '--password', 'longenough', '--roles', 'ADMIN'], false),
    ).toMatchObject({ ok: false });
    expect(parseAccountArguments(['--email', 'a@example.com', '--password', 'longenough'], false)).toMatchObject({
      ok: true,
    });
  });

  it('reports a flag without its value as missing', () => {
    const result = parseAccountArguments(['--email', '--password', 'longenough', '--roles', 'ADMIN'], true);
    expect(result.ok ? '' : result.problems.join('\n')).toContain('--email: expected a value');
  });
});
