import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../Database';

export type DownloadRow = Selectable<Database['order_downloads']>;

export interface NewDownload {
  line_no: number;
  product_id: string;
  title: string;
  file_name: string;
}

const numbers = (row: DownloadRow): DownloadRow => ({
  ...row,
  line_no: Number(row.line_no),
  uses: Number(row.uses),
  max_uses: Number(row.max_uses),
  expires_at: Number(row.expires_at),
  created_at: Number(row.created_at),
});

// Digital order lines' downloads. A use is counted by one conditional update (uses below max_uses, not
// expired), so two fetches at once of a link with one use left serve the file once.
export class DownloadRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** A download per digital line that has none yet; answers every download of the order, by line. */
  async ensure(
    orderId: string,
    lines: readonly NewDownload[],
    limits: { maxUses: number; expiresAt: number },
    now: number,
  ): Promise<DownloadRow[]> {
    if (lines.length > 0)
      await this.db
        .insertInto('order_downloads')
        .values(
          lines.map((line) => ({
            id: randomBytes(16).toString('hex'),
            order_id: orderId,
            ...line,
            uses: 0,
            max_uses: limits.maxUses,
            expires_at: limits.expiresAt,
            created_at: now,
          })),
        )
        .onConflict((c) => c.columns(['order_id', 'line_no']).doNothing())
        .execute();
    return this.forOrder(orderId);
  }

  async forOrder(orderId: string): Promise<DownloadRow[]> {
    const rows = await this.db
      .selectFrom('order_downloads')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('line_no')
      .execute();
    return rows.map(numbers);
  }

  async find(id: string): Promise<DownloadRow | undefined> {
    const row = await this.db.selectFrom('order_downloads').selectAll().where('id', '=', id).executeTakeFirst();
    return row && numbers(row);
  }

  /** Counts one use when one is left and the link has not expired; false: nothing was counted. */
  async takeUse(id: string, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('order_downloads')
      .set((eb) => ({ uses: eb('uses', '+', 1) }))
      .where('id', '=', id)
      .where((eb) => eb('uses', '<', eb.ref('max_uses')))
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Downloads used and allowed per order, for the owner's order list. */
  async usesByOrder(orderIds: readonly string[]): Promise<Map<string, { used: number; allowed: number }>> {
    const totals = new Map<string, { used: number; allowed: number }>();
    if (orderIds.length === 0) return totals;
    const rows = await this.db
      .selectFrom('order_downloads')
      .select(['order_id', 'uses', 'max_uses'])
      .where('order_id', 'in', orderIds)
      .execute();
    for (const row of rows) {
      const total = totals.get(row.order_id) ?? { used: 0, allowed: 0 };
      total.used += Number(row.uses);
      total.allowed += Number(row.max_uses);
      totals.set(row.order_id, total);
    }
    return totals;
  }
}
