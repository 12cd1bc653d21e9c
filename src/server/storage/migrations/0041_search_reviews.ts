import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect/dialectOf';

// Tables of src/server/storage/tables/searchReviews.ts: the site-search index and product reviews.
// The index is a real full-text index on each database: an FTS5 table on SQLite (its rowid joins
// search_documents), a weighted tsvector with a GIN index on PostgreSQL (docs/search-and-reviews.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('search_documents')
    .addColumn('doc_no', 'integer', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text')
    .addColumn('image', 'text')
    .execute();
  if (dialectOf(db) === 'postgres') {
    await sql`ALTER TABLE search_documents ADD COLUMN tsv tsvector`.execute(db);
    await sql`CREATE INDEX search_documents_tsv ON search_documents USING GIN (tsv)`.execute(db);
  } else {
    // Porter stems English words ("mugs" finds "mug"); unicode61 folds case and accents; prefix indexes of
    // 2 and 3 characters answer the short prefixes of typing without scanning every longer term.
    await sql`CREATE VIRTUAL TABLE search_fts USING fts5(title, body, tokenize = 'porter unicode61 remove_diacritics 2', prefix = '2 3')`.execute(
      db,
    );
  }
  await db.schema
    .createTable('search_index_state')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('built_at', 'bigint', (c) => c.notNull())
    .execute();

  // A key made once per database that signs review-request links, so any server instance verifies them.
  await db.schema
    .createTable('signing_keys')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('review_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('review_requests_order_line', ['order_id', 'line_no'])
    .execute();
  await db.schema
    .createTable('product_reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('reviewer_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    // Spec media-and-reporting §8 "You have already reviewed this purchase": one review per order line.
    .addUniqueConstraint('product_reviews_order_line', ['order_id', 'line_no'])
    .execute();
  await db.schema
    .createIndex('product_reviews_product_status')
    .on('product_reviews')
    .columns(['product_id', 'status', 'created_at'])
    .execute();
  await db.schema.createIndex('product_reviews_created_at').on('product_reviews').columns(['created_at']).execute();
}
