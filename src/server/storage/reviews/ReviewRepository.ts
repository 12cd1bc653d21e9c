import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { raiseSiteVersion } from '../content/SiteVersions';
import type { Database } from '../Database';
import type { ProductReviewsSummary, ReviewStatus } from '../../../shared/reviews/ReviewForm';

export type ReviewRequestRow = Selectable<Database['review_requests']>;
type ReviewRow = Selectable<Database['product_reviews']>;

export interface NewReview {
  requestId: string;
  rating: number;
  title: string;
  text: string;
  name: string;
}

export type AddReviewResult =
  { kind: 'added'; review: ReviewRow } | { kind: 'noRequest' } | { kind: 'expired' } | { kind: 'alreadyReviewed' };

const newId = () => randomBytes(16).toString('hex');
const numbers = <T extends { created_at: number }>(row: T): T => ({ ...row, created_at: Number(row.created_at) });

// Review requests (one per order line, made after the order) and the reviews they bring. One review per
// order line is the database's rule (a unique constraint), so two posts of one form at once store one.
export class ReviewRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** A request per line of the order that has none yet; answers every request of the order, by line. */
  async ensureRequests(
    orderId: string,
    lines: readonly { line_no: number; product_id: string; title: string }[],
    expiresAt: number,
    now: number,
  ): Promise<ReviewRequestRow[]> {
    if (lines.length > 0) {
      await this.db
        .insertInto('review_requests')
        .values(
          lines.map((line) => ({
            id: newId(),
            order_id: orderId,
            line_no: line.line_no,
            product_id: line.product_id,
            title: line.title,
            expires_at: expiresAt,
            created_at: now,
          })),
        )
        .onConflict((c) => c.columns(['order_id', 'line_no']).doNothing())
        .execute();
    }
    return this.requestsOf(orderId);
  }

  async requestsOf(orderId: string): Promise<ReviewRequestRow[]> {
    const rows = await this.db
      .selectFrom('review_requests')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('line_no')
      .execute();
    return rows.map((r) => ({ ...numbers(r), expires_at: Number(r.expires_at) }));
  }

  async findRequest(id: string): Promise<ReviewRequestRow | undefined> {
    const row = await this.db.selectFrom('review_requests').selectAll().where('id', '=', id).executeTakeFirst();
    return row && { ...numbers(row), expires_at: Number(row.expires_at) };
  }

  async reviewOf(orderId: string, lineNo: number): Promise<ReviewRow | undefined> {
    return this.db
      .selectFrom('product_reviews')
      .selectAll()
      .where('order_id', '=', orderId)
      .where('line_no', '=', lineNo)
      .executeTakeFirst();
  }

  /** The review of a request's order line, refused when the request expired or the line has its review. */
  async add(review: NewReview, now: number): Promise<AddReviewResult> {
    const request = await this.findRequest(review.requestId);
    if (!request) return { kind: 'noRequest' };
    if (request.expires_at <= now) return { kind: 'expired' };
    const row: ReviewRow = {
      id: newId(),
      order_id: request.order_id,
      line_no: request.line_no,
      product_id: request.product_id,
      rating: review.rating,
      title: review.title,
      body: review.text,
      reviewer_name: review.name,
      status: 'pending',
      created_at: now,
      updated_at: now,
    };
    try {
      await this.db.insertInto('product_reviews').values(row).execute();
      return { kind: 'added', review: row };
    } catch (error) {
      // The unique constraint refused a second review of the line (possibly one that raced this one).
      if (await this.reviewOf(request.order_id, request.line_no)) return { kind: 'alreadyReviewed' };
      throw error;
    }
  }

  async listRecent(limit: number): Promise<ReviewRow[]> {
    const rows = await this.db
      .selectFrom('product_reviews')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ ...numbers(r), updated_at: Number(r.updated_at) }));
  }

  async setStatus(id: string, status: ReviewStatus, now: number): Promise<boolean> {
    // A product page shows its approved reviews: every status change raises the reviews version in the
    // same transaction (render caches follow it) with the purge of the product's pages (docs/scaling.md).
    return this.db.transaction().execute(async (trx) => {
      const changed = await trx
        .updateTable('product_reviews')
        .set({ status, updated_at: now })
        .where('id', '=', id)
        .returning('product_id')
        .executeTakeFirst();
      // The purge names the reviewed product's pages only.
      if (changed) await raiseSiteVersion(trx, 'reviews', { productIds: [changed.product_id] }, now);
      return changed !== undefined;
    });
  }

  /** A product's approved reviews, newest first, with their count and average rating. */
  async summarize(productId: string, limit = 50): Promise<ProductReviewsSummary> {
    const approved = this.db
      .selectFrom('product_reviews')
      .where('product_id', '=', productId)
      .where('status', '=', 'approved');
    const totals = await approved
      .select((eb) => [eb.fn.countAll<string | number>().as('n'), eb.fn.avg<string | number>('rating').as('mean')])
      .executeTakeFirst();
    const count = Number(totals?.n ?? 0);
    const rows = count === 0 ? [] : await approved.selectAll().orderBy('created_at', 'desc').limit(limit).execute();
    return {
      count,
      average: count === 0 ? 0 : Math.round(Number(totals?.mean) * 10) / 10,
      reviews: rows.map((r) => ({
        id: r.id,
        rating: r.rating,
        title: r.title,
        text: r.body,
        name: r.reviewer_name,
        createdAt: Number(r.created_at),
      })),
    };
  }
}
