// Where a review request link points and its form posts (src/server/reviews/reviewLinks.ts builds links).
export const REVIEW_PATH_FOR_FORM = '/commerce/review';
