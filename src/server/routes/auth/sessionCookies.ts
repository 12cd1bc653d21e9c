import { LOGIN_DEVICE_TTL_MS } from '../../../shared/owner/loginRateLimit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { secureCookies } from '../../http/publicUrl';

// Cookie names of the two kinds of session. HttpOnly (page scripts never see the token), SameSite=Lax
// (other sites' posts do not carry it), Secure on https.
export const OWNER_SESSION_COOKIE = 'ss_owner_session';
export const MEMBER_SESSION_COOKIE = 'ss_member_session';
// The device cookies: set at a login, they let that device's next login be counted apart from the email's
// (checkCredentials), so a lockout by someone who only knows the email does not reach it.
export const OWNER_DEVICE_COOKIE = 'ss_owner_device';
export const MEMBER_DEVICE_COOKIE = 'ss_member_device';

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  token: string,
  maxAgeMs: number | null,
): void {
  void reply.setCookie(name, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(request),
    // null: a browser-session cookie (a member who did not ask to be remembered).
    ...(maxAgeMs === null ? {} : { maxAge: Math.floor(maxAgeMs / 1000) }),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, name: string): void {
  void reply.clearCookie(name, { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies(request) });
}

export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, name: string, token: string): void {
  setSessionCookie(request, reply, name, token, LOGIN_DEVICE_TTL_MS);
}
