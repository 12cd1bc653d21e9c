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
  void reply.setCookie(CART_MARKER_COOKIE_NAME, '1', {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: secureCookies(request),
    maxAge: THIRTY_DAYS_S,
  });
}
