import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect/dialectOf';

// The shared caches' purge outbox (docs/scaling.md, "Purges that are not lost"): a row per change of what
// pages show, written in the change's own transaction and deleted once every cache took the purge.
// `product_id` names the product whose pages changed; null is the whole site. The live stock of
// product_stock raises the `stock` version and writes its row from a trigger, so a change made by any
// statement (an order, a restock, SQL typed by hand) reaches the render caches and the shared caches.
// Updates and deletes only: a new row is seeded with the site file's own figure, which pages showed already.
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  await db.schema
    .createTable('http_cache_purges')
    .addColumn('id', postgres ? 'bigserial' : 'integer', (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('product_id', 'text')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('claimed_until', 'bigint')
    .addColumn('last_error', 'text')
    .addColumn('given_up_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('http_cache_purges_due')
    .on('http_cache_purges')
    .columns(['given_up_at', 'next_attempt_at'])
    .execute();
  if (postgres) {
    await sql`
      create function product_stock_changed() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' and new.qty_in_stock = old.qty_in_stock and new.product_id = old.product_id then
          return null;
        end if;
        insert into content_state_version (name, version) values ('stock', 1)
          on conflict (name) do update set version = content_state_version.version + 1;
        insert into http_cache_purges (product_id, reason, created_at)
          values (case when tg_op = 'DELETE' then old.product_id else new.product_id end, 'stock',
                  (extract(epoch from clock_timestamp()) * 1000)::bigint);
        return null;
      end $$`.execute(db);
    await sql`
      create trigger product_stock_changed after update or delete on product_stock
      for each row execute function product_stock_changed()`.execute(db);
    return;
  }
  // SQLite: one trigger per event; its clock in milliseconds from julianday (unixepoch() is 3.38+).
  const body = (productId: string) => `
    begin
      insert into content_state_version (name, version) values ('stock', 1)
        on conflict (name) do update set version = content_state_version.version + 1;
      insert into http_cache_purges (product_id, reason, created_at)
        values (${productId}, 'stock', cast((julianday('now') - 2440587.5) * 86400000 as integer));
    end`;
  await sql
    .raw(
      `create trigger product_stock_updated after update of qty_in_stock, product_id on product_stock
       when new.qty_in_stock is not old.qty_in_stock or new.product_id is not old.product_id ${body('new.product_id')}`,
    )
    .execute(db);
  await sql
    .raw(`create trigger product_stock_deleted after delete on product_stock ${body('old.product_id')}`)
    .execute(db);
}
