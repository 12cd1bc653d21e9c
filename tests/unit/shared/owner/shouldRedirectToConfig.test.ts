import { describe, expect, it } from 'vitest';
import { shouldRedirectToConfig, type RedirectInput } from '../../../../src/shared/owner/shouldRedirectToConfig';
import { WebsiteRole } from '../../../../src/shared/constants/roles';

const owner: RedirectInput = {
  loggedIn: true,
  hostname: 'example.com',
  pathname: '/about',
  search: '?a=1',
  noRedirectRemembered: false,
  developerMode: false,
  cloneable: false,
  websiteRoles: [WebsiteRole.EDITOR],
  isTopWindow: true,
};

describe('shouldRedirectToConfig', () => {
  it('redirects a logged-in owner who opened a page directly', () => {
    expect(shouldRedirectToConfig(owner)).toEqual({ redirect: true, reason: 'redirect', rememberNoRedirect: false });
  });

  it('does not redirect a visitor who is not logged in', () => {
    expect(shouldRedirectToConfig({ ...owner, loggedIn: false })).toMatchObject({
      redirect: false,
      reason: 'not-logged-in',
    });
  });

  it('skips on localhost, loopback addresses and *.localhost', () => {
    for (const hostname of ['localhost', 'LOCALHOST', 'shop.localhost', '127.0.0.1', '127.1.2.3', '[::1]', '::1']) {
      expect(shouldRedirectToConfig({ ...owner, hostname })).toMatchObject({ redirect: false, reason: 'localhost' });
    }
    expect(shouldRedirectToConfig({ ...owner, hostname: 'localhost.example.com' }).redirect).toBe(true);
    expect(shouldRedirectToConfig({ ...owner, hostname: '128.0.0.1' }).redirect).toBe(true);
  });

  it('skips when the query holds noredirect, and asks to remember it for the session', () => {
    expect(shouldRedirectToConfig({ ...owner, search: '?noredirect' })).toEqual({
      redirect: false,
      reason: 'noredirect',
      rememberNoRedirect: true,
    });
    expect(shouldRedirectToConfig({ ...owner, search: '?x=1&noredirect=true' })).toMatchObject({
      redirect: false,
      rememberNoRedirect: true,
    });
  });

  it('skips when noredirect was remembered earlier in the browser session', () => {
    expect(shouldRedirectToConfig({ ...owner, noRedirectRemembered: true })).toEqual({
      redirect: false,
      reason: 'noredirect',
      rememberNoRedirect: false,
    });
  });

  it('skips in developer mode', () => {
    expect(shouldRedirectToConfig({ ...owner, developerMode: true })).toMatchObject({
      redirect: false,
      reason: 'developer-mode',
    });
  });

  it('skips on a cloneable site', () => {
    expect(shouldRedirectToConfig({ ...owner, cloneable: true })).toMatchObject({
      redirect: false,
      reason: 'cloneable',
    });
  });

  it('skips for a user whose only role is viewer, not for a viewer with another role', () => {
    expect(shouldRedirectToConfig({ ...owner, websiteRoles: [WebsiteRole.VIEWER] })).toMatchObject({
      redirect: false,
      reason: 'viewer-only',
    });
    expect(
      shouldRedirectToConfig({ ...owner, websiteRoles: [WebsiteRole.VIEWER, WebsiteRole.REPORTING] }).redirect,
    ).toBe(true);
  });

  it('skips inside a frame (the configuration preview)', () => {
    expect(shouldRedirectToConfig({ ...owner, isTopWindow: false })).toMatchObject({
      redirect: false,
      reason: 'in-frame',
    });
  });

  it('never redirects the configuration area itself', () => {
    expect(shouldRedirectToConfig({ ...owner, pathname: '/config/' })).toMatchObject({
      redirect: false,
      reason: 'config-route',
    });
  });
});
