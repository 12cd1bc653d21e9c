import { createHmac, timingSafeEqual } from 'node:crypto';

const signatureOf = (id: string, secret: string) => createHmac('sha256', secret).update(id).digest('base64url');

/** A link's token: a stored row's id and its HMAC, so no one can make a link for an id they guess. */
export function signToken(id: string, secret: string): string {
  return `${id}.${signatureOf(id, secret)}`;
}

/** The id of a token whose signature is right; null for anything else. */
export function verifyToken(token: string, secret: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const id = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(signatureOf(id, secret));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
