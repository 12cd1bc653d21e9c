import type { Kysely } from 'kysely';
import type { Database } from '../storage/Database';
import {
  ReviewRepository,
  type AddReviewResult,
  type NewReview,
  type ReviewRequestRow,
} from '../storage/reviews/ReviewRepository';
import { readSigningKey } from '../storage/reviews/SigningKeys';
import { REVIEW_LIMITS } from '../../shared/reviews/ReviewForm';
import { reviewLinkPath, signReviewToken, verifyReviewToken } from './reviewLinks';

type OpenedRequest =
  | { kind: 'invalid' }
  | { kind: 'expired'; request: ReviewRequestRow }
  | { kind: 'reviewed'; request: ReviewRequestRow }
  | { kind: 'open'; request: ReviewRequestRow };

interface ReviewLink {
  lineNo: number;
  productId: string;
  title: string;
  path: string;
  expiresAt: number;
  reviewed: boolean;
}

// Product reviews (docs/search-and-reviews.md): each order line's review request with its signed link,
// the state a link opens in, and the review it brings. Time is passed in.
export class ProductReviews {
  readonly repository: ReviewRepository;

  private constructor(
    db: Kysely<Database>,
    private readonly secret: string,
    private readonly now: () => number,
  ) {
    this.repository = new ReviewRepository(db);
  }

  static async open(db: Kysely<Database>, now: () => number = Date.now): Promise<ProductReviews> {
    return new ProductReviews(db, await readSigningKey(db, 'review-requests', now()), now);
  }

  /** The order's review links, one per line; made (and stored with the order) the first time. */
  async linksFor(
    orderId: string,
    lines: readonly { line_no: number; product_id: string; title: string }[],
  ): Promise<ReviewLink[]> {
    const now = this.now();
    const requests = await this.repository.ensureRequests(orderId, lines, now + REVIEW_LIMITS.REQUEST_TTL_MS, now);
    return Promise.all(
      requests.map(async (r) => ({
        lineNo: r.line_no,
        productId: r.product_id,
        title: r.title,
        path: reviewLinkPath(signReviewToken(r.id, this.secret)),
        expiresAt: r.expires_at,
        reviewed: (await this.repository.reviewOf(r.order_id, r.line_no)) !== undefined,
      })),
    );
  }

  /**
   * Makes the order's review requests in the caller's transaction (the order's), answering each line's link:
   * the confirmation and its email carry the same links.
   */
  async linksIn(
    trx: Kysely<Database>,
    orderId: string,
    lines: readonly { line_no: number; product_id: string; title: string }[],
  ): Promise<{ lineNo: number; productId: string; title: string; path: string }[]> {
    if (lines.length === 0) return [];
    const now = this.now();
    const requests = await new ReviewRepository(trx).ensureRequests(
      orderId,
      lines,
      now + REVIEW_LIMITS.REQUEST_TTL_MS,
      now,
    );
    return requests.map((r) => ({
      lineNo: r.line_no,
      productId: r.product_id,
      title: r.title,
      path: reviewLinkPath(signReviewToken(r.id, this.secret)),
    }));
  }

  async openRequest(token: unknown): Promise<OpenedRequest> {
    const id = typeof token === 'string' ? verifyReviewToken(token, this.secret) : null;
    const request = id ? await this.repository.findRequest(id) : undefined;
    if (!request) return { kind: 'invalid' };
    if (await this.repository.reviewOf(request.order_id, request.line_no)) return { kind: 'reviewed', request };
    if (request.expires_at <= this.now()) return { kind: 'expired', request };
    return { kind: 'open', request };
  }

  async submit(token: string, review: Omit<NewReview, 'requestId'>): Promise<AddReviewResult> {
    const id = verifyReviewToken(token, this.secret);
    if (!id) return { kind: 'noRequest' };
    return this.repository.add({ ...review, requestId: id }, this.now());
  }
}
