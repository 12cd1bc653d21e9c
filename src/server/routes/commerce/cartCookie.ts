import type { FastifyReply, FastifyRequest } from 'fastify';
import { secureCookies } from '../../http/publicUrl';
import { CART_MARKER_COOKIE_NAME } from '../../../shared/constants/cookies';

// The cart cookie holds the random token of the visitor's cart; without it the cart counts as expired
// (spec visitor-runtime §4). HttpOnly: only the server reads it. SameSite=Lax: other sites' posts do not
// carry it.
const CART_COOKIE = 'cart';
const THIRTY_DAYS_S = 60 * 60 * 24 * 30;

export function readCartToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[CART_COOKIE];
  return token && /^[A-Za-z0-9_-]{16,64}$/.test(token) ? token : undefined;
}

export function setCartCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  void reply.setCookie(CART_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(request),
    maxAge: THIRTY_DAYS_S,
  });
  // The cart's token stays HttpOnly; this marker, readable by the page's script, says that there is a cart
  // to count, since pages are the same HTML for every visitor and cannot say so (startCommerce).
  void reply.setCookie(CART_MARKER_COOKIE_NAME, '1', markerOptions(request));
}

function markerOptions(request: FastifyRequest) {
  return {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: secureCookies(request),
    maxAge: THIRTY_DAYS_S,
  } as const;
}

// An answer no shared cache keeps: a request other than GET and HEAD (caches pass them), or one the server
// marked private, no-store or no-cache (the cart API, /cart, /checkout, /api/crumb, owners' pages).
function isVisitorsOwn(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return true;
  return /\b(private|no-store|no-cache)\b/.test(String(reply.getHeader('cache-control') ?? ''));
}

/**
 * Gives the cart marker to a cart made before it existed (a cart cookie without has_cart), on the first
 * answer of the visitor's own the server sends: the page's telemetry post, the crumb, the cart API, /cart.
 * Never on a page every visitor shares, which carries no Set-Cookie. An onSend hook of the whole app,
 * after @fastify/cookie has written what the route set.
 */
export function restoreCartMarker(request: FastifyRequest, reply: FastifyReply): void {
  if (request.cookies[CART_MARKER_COOKIE_NAME] !== undefined || readCartToken(request) === undefined) return;
  if (!isVisitorsOwn(request, reply)) return;
  const header = reply.getHeader('set-cookie');
  const cookies = header === undefined ? [] : Array.isArray(header) ? header.map(String) : [String(header)];
  if (cookies.some((c) => c.startsWith(`${CART_MARKER_COOKIE_NAME}=`))) return;
  // Fastify adds a set-cookie header to those already there.
  void reply.header('set-cookie', request.server.serializeCookie(CART_MARKER_COOKIE_NAME, '1', markerOptions(request)));
}
