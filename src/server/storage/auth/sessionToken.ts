import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A 256-bit random token for a cookie or an xsrfToken, URL-safe. */
export function createSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored instead of the token: a SHA-256 is enough for a 256-bit random value. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createId(): string {
  return randomBytes(12).toString('hex');
}

/** Constant-time comparison of a sent token with the expected one. */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
