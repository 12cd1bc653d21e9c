import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { secureCookies } from './publicUrl';
import { sameText } from '../storage/auth/sessionToken';

const CRUMB_COOKIE = 'crumb';

export function createCrumb(): string {
  return randomBytes(16).toString('hex');
}

// The crumb is a double-submit CSRF token: a cookie the page's own script can read and send back.
// SameSite=Lax keeps other sites from sending it with their posts.
export function setCrumbCookie(reply: FastifyReply, crumb: string, secure: boolean): void {
  void reply.setCookie(CRUMB_COOKIE, crumb, {
    path: '/',
    sameSite: 'lax',
    secure,
    httpOnly: false,
    maxAge: 60 * 60 * 24 * 30,
  });
}

export function ensureCrumbCookie(request: FastifyRequest, reply: FastifyReply): string {
  const existing = request.cookies[CRUMB_COOKIE];
  if (existing && /^[0-9a-f]{32}$/.test(existing)) return existing;
  const crumb = createCrumb();
  setCrumbCookie(reply, crumb, secureCookies(request));
  return crumb;
}

function sentCrumb(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  const body = request.body as Record<string, unknown> | undefined;
  const header = request.headers['x-csrf-token'];
  // A text body (a beacon's) has no crumb property, like a missing one.
  const candidates = [query?.crumb, body?.crumb, Array.isArray(header) ? header[0] : header];
  return candidates.find((c): c is string => typeof c === 'string' && c.length > 0);
}

// Spec visitor-runtime §8: a crumb failure answers crumbFail with a fresh crumb, and the data layer
// stores it and retries once. Returns false when the reply has been sent.
export function requireCrumb(request: FastifyRequest, reply: FastifyReply): boolean {
  const cookie = request.cookies[CRUMB_COOKIE];
  const sent = sentCrumb(request);
  if (cookie && sent && sameText(cookie, sent)) return true;
  const crumb = cookie && /^[0-9a-f]{32}$/.test(cookie) ? cookie : createCrumb();
  setCrumbCookie(reply, crumb, secureCookies(request));
  void reply.code(401).send({ crumbFail: true, crumb, error: 'Missing or invalid crumb' });
  return false;
}
