import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../Database';

export type OutboxEmailRow = Selectable<Database['outbox_emails']>;

/** An email to write to the outbox. */
export interface NewEmail {
  kind: 'order-confirmation' | 'gift-card';
  orderId: string | null;
  to: { address: string; name: string };
  subject: string;
  text: string;
  html: string;
  /** When it may first go (a gift card's send date); now for anything else. */
  sendAfter: number;
}

export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;

// Ours: eight attempts, waiting 1, 2, 4 … 64 minutes between them (about two hours in all), ride out a mail
// server's restart or a short outage; then the email is marked failed for the owner to see.
export const OUTBOX_RETRY = { MAX_ATTEMPTS: 8, FIRST_DELAY_MS: 60_000 } as const;
// A claimed email whose sender died mid-send is claimed again after this long.
const SENDING_STALE_MS = 10 * 60_000;

const numbers = (row: OutboxEmailRow): OutboxEmailRow => ({
  ...row,
  attempts: Number(row.attempts),
  send_after: Number(row.send_after),
  next_attempt_at: Number(row.next_attempt_at),
  sent_at: row.sent_at === null ? null : Number(row.sent_at),
  created_at: Number(row.created_at),
  updated_at: Number(row.updated_at),
});

// The outgoing email outbox. Emails are written with what they tell of (in the order's transaction: pass the
// transaction as the repository's db), and a sender claims the due ones one at a time: the claim is a
// conditional UPDATE, so two server processes never send the same email twice.
export class OutboxRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async enqueue(emails: readonly NewEmail[], now: number): Promise<void> {
    if (emails.length === 0) return;
    await this.db
      .insertInto('outbox_emails')
      .values(
        emails.map((email) => ({
          id: randomBytes(12).toString('hex'),
          kind: email.kind,
          order_id: email.orderId,
          to_address: email.to.address,
          to_name: email.to.name,
          subject: email.subject,
          text_body: email.text,
          html_body: email.html,
          status: 'queued',
          attempts: 0,
          last_error: null,
          send_after: email.sendAfter,
          next_attempt_at: email.sendAfter,
          sent_at: null,
          message_id: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }

  /**
   * Writes a copy of an email to go again now (an owner's resend, issue 48), to its address or `to`; the copy
   * names the email it copies and who asked. Undefined when there is no such email.
   */
  async resend(
    id: string,
    to: string | undefined,
    accountId: string,
    now: number,
  ): Promise<OutboxEmailRow | undefined> {
    const found = await this.db.selectFrom('outbox_emails').selectAll().where('id', '=', id).executeTakeFirst();
    if (!found) return undefined;
    const copy: OutboxEmailRow = {
      ...numbers(found),
      id: randomBytes(12).toString('hex'),
      to_address: to ?? found.to_address,
      status: 'queued',
      attempts: 0,
      last_error: null,
      send_after: now,
      next_attempt_at: now,
      sent_at: null,
      message_id: null,
      created_at: now,
      updated_at: now,
      resend_of: found.id,
      resent_by: accountId,
    };
    await this.db.insertInto('outbox_emails').values(copy).execute();
    return copy;
  }

  /** Newest first. */
  async listRecent(limit: number): Promise<OutboxEmailRow[]> {
    const rows = await this.db
      .selectFrom('outbox_emails')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(numbers);
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('outbox_emails')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async ofOrder(orderId: string): Promise<OutboxEmailRow[]> {
    const rows = await this.db
      .selectFrom('outbox_emails')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(numbers);
  }

  /** Claims the next due email (queued and its time come, or left `sending` by a sender that died); undefined when none is. */
  async claimNext(now: number): Promise<OutboxEmailRow | undefined> {
    for (;;) {
      const next = await this.db
        .selectFrom('outbox_emails')
        .selectAll()
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'queued'), eb('next_attempt_at', '<=', now)]),
            eb.and([eb('status', '=', 'sending'), eb('updated_at', '<=', now - SENDING_STALE_MS)]),
          ]),
        )
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      if (!next) return undefined;
      const claimed = await this.db
        .updateTable('outbox_emails')
        .set({ status: 'sending', updated_at: now })
        .where('id', '=', next.id)
        .where('status', '=', next.status)
        .where('updated_at', '=', next.updated_at)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 1) return numbers({ ...next, status: 'sending', updated_at: now });
      // Another sender took it first: look again.
    }
  }

  async markSent(id: string, messageId: string, now: number): Promise<void> {
    await this.db
      .updateTable('outbox_emails')
      .set((eb) => ({
        status: 'sent',
        attempts: eb('attempts', '+', 1),
        sent_at: now,
        message_id: messageId,
        last_error: null,
        updated_at: now,
      }))
      .where('id', '=', id)
      .execute();
  }

  /** Counts a failed attempt: queued again after a growing wait, or failed for good after the last. */
  async markFailed(row: OutboxEmailRow, error: string, now: number): Promise<'queued' | 'failed'> {
    const attempts = row.attempts + 1;
    const status = attempts >= OUTBOX_RETRY.MAX_ATTEMPTS ? 'failed' : 'queued';
    await this.db
      .updateTable('outbox_emails')
      .set({
        status,
        attempts,
        last_error: error.slice(0, 1000),
        next_attempt_at: now + OUTBOX_RETRY.FIRST_DELAY_MS * 2 ** (attempts - 1),
        updated_at: now,
      })
      .where('id', '=', row.id)
      .execute();
    return status;
  }
}
