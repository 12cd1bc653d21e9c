import nodemailer, { type Transporter } from 'nodemailer';
import type { Kysely } from 'kysely';
import type { Database } from '../storage/Database';
import { OutboxRepository } from '../storage/mail/OutboxRepository';

interface SenderLog {
  info: (message: string) => void;
  error: (message: string) => void;
}

/** How often the outbox is looked at for emails whose time has come. */
export const OUTBOX_POLL_MS = 10_000;

/** What one pass sent and what failed (to be retried, or given up). */
export interface SendResult {
  sent: number;
  failed: number;
}

// Sends the outbox's due emails through SMTP (nodemailer; SMTP_URL), one claimed email at a time, so several
// server processes share the work without sending anything twice. A refused or failed send is counted on
// the email and retried later (OUTBOX_RETRY); the owner sees each email's status in /config/outbox.
export class OutboxSender {
  private readonly outbox: OutboxRepository;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<SendResult> | null = null;

  constructor(
    db: Kysely<Database>,
    private readonly transport: Pick<Transporter, 'sendMail' | 'close'>,
    /** The From header: MAIL_FROM, or the site's name at no-reply@ its host. */
    private readonly from: string,
    private readonly now: () => number = Date.now,
    private readonly log: SenderLog = { info: () => {}, error: () => {} },
  ) {
    this.outbox = new OutboxRepository(db);
  }

  static fromUrl(
    db: Kysely<Database>,
    smtpUrl: string,
    from: string,
    log?: SenderLog,
    now: () => number = Date.now,
  ): OutboxSender {
    // Timeouts well under the poll interval's scale: a mail server that hangs fails this attempt, not the process.
    const transport = nodemailer.createTransport(smtpUrl, {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    } as never);
    return new OutboxSender(db, transport, from, now, log);
  }

  /** Sends every email due now; one pass at a time (a pass still running is answered, not doubled). */
  sendDue(): Promise<SendResult> {
    this.running ??= this.pass().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async pass(): Promise<SendResult> {
    const result: SendResult = { sent: 0, failed: 0 };
    for (;;) {
      const email = await this.outbox.claimNext(this.now());
      if (!email) return result;
      try {
        const info = (await this.transport.sendMail({
          from: this.from,
          to: { name: email.to_name, address: email.to_address },
          subject: email.subject,
          text: email.text_body,
          html: email.html_body,
          headers: { 'X-Outbox-Id': email.id },
        })) as { messageId?: string };
        await this.outbox.markSent(email.id, info.messageId ?? '', this.now());
        result.sent += 1;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const status = await this.outbox.markFailed(email, reason, this.now());
        result.failed += 1;
        this.log.error(`email ${email.id} to ${email.to_address} not sent (${status}): ${reason}`);
      }
    }
  }

  /** Looks at the outbox now and every OUTBOX_POLL_MS. */
  start(intervalMs = OUTBOX_POLL_MS): void {
    const tick = () => {
      this.sendDue().catch((error: unknown) =>
        this.log.error(`outbox pass failed: ${error instanceof Error ? error.message : String(error)}`),
      );
    };
    tick();
    this.timer = setInterval(tick, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
    this.transport.close();
  }
}

/** The From header when MAIL_FROM is not set: the site's title at no-reply@ the site's host. */
export function defaultMailFrom(siteTitle: string, origin: string): string {
  return `"${siteTitle.replace(/["\\]/g, '')}" <no-reply@${new URL(origin).hostname}>`;
}
