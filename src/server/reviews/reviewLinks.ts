import { REVIEW_PATH_FOR_FORM } from '../../ui/blocks/product-reviews/reviewPaths';
import { createHmac, timingSafeEqual } from 'node:crypto';

export const REVIEW_PATH = REVIEW_PATH_FOR_FORM;
export const REVIEW_QUERY = 'request';

const signatureOf = (id: string, secret: string) => createHmac('sha256', secret).update(id).digest('base64url');

/** The link's token: the request's id and its HMAC, so no one can make a link for a request they guess. */
export function signReviewToken(id: string, secret: string): string {
  return `${id}.${signatureOf(id, secret)}`;
}

/** The request id of a token whose signature is right; null for anything else. */
export function verifyReviewToken(token: string, secret: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const id = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(signatureOf(id, secret));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

export function reviewLinkPath(token: string): string {
  return `${REVIEW_PATH}?${REVIEW_QUERY}=${encodeURIComponent(token)}`;
}
