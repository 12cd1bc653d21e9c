// The product-reviews page's own words beside the spec's (reviewMessages.ts): the spec gives none for these.
export const REVIEW_PAGE_MESSAGES = {
  invalidLink: 'This review link is not valid. Please use the link from your order.',
  thanks: 'Thank you for your review. It will appear on the product page once the store has approved it.',
} as const;
