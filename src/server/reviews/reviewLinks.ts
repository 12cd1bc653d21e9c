import { REVIEW_PATH_FOR_FORM } from '../../ui/blocks/product-reviews/reviewPaths';
import { signToken, verifyToken } from '../http/signedToken';

export const REVIEW_PATH = REVIEW_PATH_FOR_FORM;
export const REVIEW_QUERY = 'request';

/** The link's token: the request's id and its HMAC, so no one can make a link for a request they guess. */
export const signReviewToken = signToken;

/** The request id of a token whose signature is right; null for anything else. */
export const verifyReviewToken = verifyToken;

export function reviewLinkPath(token: string): string {
  return `${REVIEW_PATH}?${REVIEW_QUERY}=${encodeURIComponent(token)}`;
}
