import { z } from 'zod';
import { REVIEW_MESSAGES } from '../messages/reviewMessages';
import { FORM_MESSAGES } from '../messages/formMessages';

// Limits of the product-reviews form: the spec names its fields (media-and-reporting §5) but gives no
// lengths; these are ours. The review request lives this long after the order.
export const REVIEW_LIMITS = {
  TITLE_MAX: 120,
  TEXT_MAX: 5000,
  NAME_MAX: 80,
  REQUEST_TTL_MS: 90 * 24 * 60 * 60 * 1000,
} as const;

// The review page's words for it (reviewWords.ts) read this English message to translate it.
export const REQUIRED = 'This field is required.';

const text = (max: number, required: boolean) =>
  z
    .string()
    .trim()
    .max(max, FORM_MESSAGES.characterLimitExceeded)
    .refine((v) => !required || v.length > 0, { message: REQUIRED });

// The review as posted by the form (all fields arrive as text): the star rating is required (spec: 'Please
// select a star rating'), the title and text are optional, the reviewer's name is required.
export const ReviewForm = z.object({
  request: z.string().min(1).max(200),
  rating: z
    .string({ error: REVIEW_MESSAGES.starRatingRequired })
    .regex(/^[1-5]$/, REVIEW_MESSAGES.starRatingRequired)
    .transform(Number),
  title: text(REVIEW_LIMITS.TITLE_MAX, false).default(''),
  text: text(REVIEW_LIMITS.TEXT_MAX, false).default(''),
  name: text(REVIEW_LIMITS.NAME_MAX, true).default(''),
});
export type ReviewForm = z.infer<typeof ReviewForm>;

export const REVIEW_STATUSES = ['pending', 'approved', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Approved reviews of a product as its page shows them. */
export interface ProductReviewsSummary {
  count: number;
  /** The mean star rating, one decimal; 0 without reviews. */
  average: number;
  reviews: { id: string; rating: number; title: string; text: string; name: string; createdAt: number }[];
}

/** schema.org AggregateRating for a product's JSON-LD; null without approved reviews (Google refuses 0). */
export function toAggregateRating(summary: Pick<ProductReviewsSummary, 'count' | 'average'>) {
  if (summary.count === 0) return null;
  return {
    '@type': 'AggregateRating',
    ratingValue: summary.average,
    reviewCount: summary.count,
    bestRating: 5,
    worstRating: 1,
  } as const;
}
