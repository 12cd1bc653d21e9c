// Spec media-and-reporting §5 and §8: messages of the product-reviews page.
export const REVIEW_MESSAGES = {
  starRatingRequired: 'Please select a star rating',
  reviewRequestExpired: 'Your review request has expired',
  alreadyReviewed: 'You have already reviewed this purchase',
  retryReview: 'Try submitting your review again',
} as const;
