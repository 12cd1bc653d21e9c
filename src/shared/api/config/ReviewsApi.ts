import { z } from 'zod';
import { REVIEW_STATUSES } from '../../reviews/ReviewForm';

// The configuration area's product-reviews API (ADMIN, STORE_MANAGER): the reviews newest first, and a
// review's status (pending until approved; approved ones show on the product page; hidden ones do not).
export const ReviewsQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) });
export const ReviewIdParams = z.object({ id: z.string().regex(/^[0-9a-f]{32}$/, 'expected a review id') });
export const ReviewStatusBody = z.object({ status: z.enum(REVIEW_STATUSES) });

interface ReviewAdminView {
  id: string;
  productId: string;
  productTitle: string;
  rating: number;
  title: string;
  text: string;
  name: string;
  status: string;
  createdAt: number;
}

export interface ReviewsReply {
  reviews: ReviewAdminView[];
  statuses: readonly string[];
}
