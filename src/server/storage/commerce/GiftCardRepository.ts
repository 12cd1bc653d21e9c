import { randomBytes, randomInt } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../Database';
import {
  GIFT_CARD_CODE_ALPHABET,
  GIFT_CARD_CODE_LENGTH,
  type GiftCardDetails,
} from '../../../shared/commerce/giftCards';

export type GiftCardRow = Selectable<Database['gift_cards']>;

/** A card to make for an order line: its amount and, when bought through the gift card checkout, its recipient. */
export interface NewGiftCard {
  lineNo: number;
  productId: string;
  currency: string;
  amountCents: number;
  recipient: GiftCardDetails | null;
}

/** A fresh code from the unambiguous alphabet, in four groups (src/shared/commerce/giftCards.ts). */
export function makeGiftCardCode(): string {
  let code = '';
  for (let i = 0; i < GIFT_CARD_CODE_LENGTH; i++)
    code += GIFT_CARD_CODE_ALPHABET[randomInt(GIFT_CARD_CODE_ALPHABET.length)];
  return code.match(/.{4}/g)!.join('-');
}

const numbers = (row: GiftCardRow): GiftCardRow => ({
  ...row,
  initial_cents: Number(row.initial_cents),
  balance_cents: Number(row.balance_cents),
  line_no: Number(row.line_no),
  created_at: Number(row.created_at),
  updated_at: Number(row.updated_at),
});

// Gift cards and their balances. Every write takes the caller's transaction (the order's), so a card is made,
// or spent, with the order that makes or spends it or not at all. Spending is one conditional UPDATE
// (balance >= amount): two orders racing for the last of a balance cannot both take it, on SQLite or PostgreSQL.
export class GiftCardRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Makes one card per entry, each with its own code (unique by the table's constraint). */
  async issue(orderId: string, cards: readonly NewGiftCard[], now: number): Promise<GiftCardRow[]> {
    const rows: GiftCardRow[] = cards.map((card) => ({
      id: randomBytes(12).toString('hex'),
      code: makeGiftCardCode(),
      order_id: orderId,
      line_no: card.lineNo,
      product_id: card.productId,
      currency: card.currency,
      initial_cents: card.amountCents,
      balance_cents: card.amountCents,
      recipient_email: card.recipient?.recipientEmail ?? null,
      recipient_name: card.recipient?.recipientName ?? null,
      message: card.recipient?.message || null,
      send_on: card.recipient?.sendOn ?? null,
      created_at: now,
      updated_at: now,
    }));
    // 2^78 codes: a clash is not expected in the life of any store; if one came, the order fails and is retried
    // by the buyer rather than a code being shared.
    for (let i = 0; i < rows.length; i += 200)
      await this.db
        .insertInto('gift_cards')
        .values(rows.slice(i, i + 200))
        .execute();
    return rows;
  }

  async findByCode(code: string): Promise<GiftCardRow | undefined> {
    const row = await this.db.selectFrom('gift_cards').selectAll().where('code', '=', code).executeTakeFirst();
    return row && numbers(row);
  }

  async ofOrder(orderId: string): Promise<GiftCardRow[]> {
    const rows = await this.db
      .selectFrom('gift_cards')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('line_no')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(numbers);
  }

  /**
   * Takes `amountCents` from a card for an order, only while that much is left; false when it is not (another
   * order took it meanwhile), and nothing is written.
   */
  async spend(cardId: string, orderId: string, amountCents: number, now: number): Promise<boolean> {
    const taken = await this.db
      .updateTable('gift_cards')
      .set((eb) => ({ balance_cents: eb('balance_cents', '-', amountCents), updated_at: now }))
      .where('id', '=', cardId)
      .where('balance_cents', '>=', amountCents)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) return false;
    await this.db
      .insertInto('gift_card_uses')
      .values({ order_id: orderId, gift_card_id: cardId, amount_cents: amountCents, created_at: now })
      .execute();
    return true;
  }
}
