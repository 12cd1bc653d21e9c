import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../src/server/storage/Database';
import { ReviewRepository } from '../../../../src/server/storage/reviews/ReviewRepository';
import { openTestStorage } from '../../../postgres/openTestStorage';

let db: Kysely<Database>;
let reviews: ReviewRepository;
const NOW = 1_800_000_000_000;

beforeEach(async () => {
  db = await openTestStorage();
  reviews = new ReviewRepository(db);
});
afterEach(async () => {
  await db.destroy();
});

const lines = [
  { line_no: 1, product_id: 'p-mug', title: 'Harbour mug' },
  { line_no: 2, product_id: 'p-stool', title: 'Oak stool' },
];
const review = (requestId: string, rating: number) => ({ requestId, rating, title: 't', text: 'x', name: 'Ada' });

describe('ReviewRepository', () => {
  it('makes one request per order line, once', async () => {
    const first = await reviews.ensureRequests('order-1', lines, NOW + 1000, NOW);
    const again = await reviews.ensureRequests('order-1', lines, NOW + 5000, NOW + 10);
    expect(first.map((r) => r.line_no)).toEqual([1, 2]);
    expect(again.map((r) => r.id)).toEqual(first.map((r) => r.id));
    expect(again[0]!.expires_at).toBe(NOW + 1000);
  });

  it('stores one review of a line when two arrive at once (the unique constraint decides)', async () => {
    const [request] = await reviews.ensureRequests('order-1', lines, NOW + 1000, NOW);
    const results = await Promise.all([
      reviews.add(review(request!.id, 5), NOW),
      reviews.add(review(request!.id, 1), NOW),
    ]);
    expect(results.map((r) => r.kind).sort()).toEqual(['added', 'alreadyReviewed']);
    expect(await db.selectFrom('product_reviews').selectAll().execute()).toHaveLength(1);
  });

  it('refuses a review after the request expired', async () => {
    const [request] = await reviews.ensureRequests('order-1', lines, NOW + 1000, NOW);
    expect((await reviews.add(review(request!.id, 5), NOW + 1000)).kind).toBe('expired');
  });

  it('summarises approved reviews only, with their average and count', async () => {
    const requests = await reviews.ensureRequests(
      'order-1',
      [lines[0]!, { ...lines[0]!, line_no: 3 }],
      NOW + 1000,
      NOW,
    );
    const added = await Promise.all(requests.map((r, i) => reviews.add(review(r.id, i === 0 ? 5 : 2), NOW)));
    expect((await reviews.summarize('p-mug')).count).toBe(0);
    for (const result of added) if (result.kind === 'added') await reviews.setStatus(result.review.id, 'approved', NOW);
    expect(await reviews.summarize('p-mug')).toMatchObject({ count: 2, average: 3.5 });
    const second = added[1]!;
    if (second.kind === 'added') await reviews.setStatus(second.review.id, 'hidden', NOW);
    expect(await reviews.summarize('p-mug')).toMatchObject({ count: 1, average: 5 });
  });
});
