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
   * An owner's change of a card's balance (issue 48), with its reason, in one transaction: the balance moves
   * only from the one the owner saw (`expectedCents`), so an order spending the card meanwhile is not
   * overwritten; and it stays within 0 and the card's amount (the table's check). Answers the card as it is now.
   */
  async adjustBalance(change: {
    code: string;
    expectedCents: number;
    toCents: number;
    reason: string;
    accountId: string;
    now: number;
  }): Promise<
    | { kind: 'changed'; card: GiftCardRow }
    | { kind: 'unknown' }
    | { kind: 'aboveAmount'; card: GiftCardRow }
    | { kind: 'moved'; card: GiftCardRow }
  > {
    return this.db.transaction().execute(async (trx) => {
      const found = await trx.selectFrom('gift_cards').selectAll().where('code', '=', change.code).executeTakeFirst();
      if (!found) return { kind: 'unknown' as const };
      const card = numbers(found);
      if (change.toCents > card.initial_cents) return { kind: 'aboveAmount' as const, card };
      const moved = await trx
        .updateTable('gift_cards')
        .set({ balance_cents: change.toCents, updated_at: change.now })
        .where('id', '=', card.id)
        .where('balance_cents', '=', change.expectedCents)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return { kind: 'moved' as const, card };
      await trx
        .insertInto('gift_card_adjustments')
        .values({
          id: randomBytes(12).toString('hex'),
          gift_card_id: card.id,
          from_cents: change.expectedCents,
          to_cents: change.toCents,
          reason: change.reason,
          account_id: change.accountId,
          created_at: change.now,
        })
        .execute();
      return { kind: 'changed' as const, card: { ...card, balance_cents: change.toCents, updated_at: change.now } };
    });
  }

  /** The owner's changes of these cards' balances, oldest first, each with who made it. */
  async adjustmentsOf(cardIds: readonly string[]) {
    if (cardIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('gift_card_adjustments as a')
      .leftJoin('owner_accounts as o', 'o.id', 'a.account_id')
      .select(['a.gift_card_id', 'a.from_cents', 'a.to_cents', 'a.reason', 'a.created_at', 'a.id'])
      .select((eb) => eb.fn.coalesce('o.display_name', 'a.account_id').as('by'))
      .where('a.gift_card_id', 'in', cardIds)
      .orderBy('a.created_at')
      .orderBy('a.id')
      .execute();
    return rows.map((row) => ({
      giftCardId: row.gift_card_id,
      fromCents: Number(row.from_cents),
      toCents: Number(row.to_cents),
      reason: row.reason,
      by: String(row.by),
      createdAt: Number(row.created_at),
    }));
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
