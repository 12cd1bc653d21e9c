import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../src/server/storage/Database';
import { OutboxSender, defaultMailFrom } from '../../../../src/server/mail/OutboxSender';
import { OUTBOX_RETRY } from '../../../../src/server/storage/mail/OutboxRepository';
import { closeDemoApp, openDemoApp } from '../demoApp';
import { startSmtpListener } from './startSmtpListener';
import { loginOwner } from '../loginOwner';
import { WebsiteRole } from '../../../../src/shared/constants/roles';
import type { OutboxReply } from '../../../../src/shared/api/config/OutboxApi';

// The outbox's emails sent through a real SMTP conversation (nodemailer to a listener this test starts),
// on their time, retried when the server refuses, with each email's status kept. Also under
// vitest.pg.config.ts.
const WEBSITE = '5f1c0a7e9b1d4c0012345678';
const GIFT_LINK = `/checkout/giftcard?websiteId=${WEBSITE}&giftCardProductId=p-giftcard`;
const START = Date.parse('2026-11-28T10:00:00Z');
const crumb = 'm'.repeat(32);
let clock = START;
let app: FastifyInstance;
let db: Kysely<Database>;
let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
let refusing = false;
let sender: OutboxSender;

beforeEach(async () => {
  clock = START;
  refusing = false;
  ({ app, db } = await openDemoApp({ now: () => clock }));
  smtp = await startSmtpListener(() => refusing);
  sender = OutboxSender.fromUrl(
    db,
    smtp.url,
    defaultMailFrom('Harbour & Pine', 'https://shop.example'),
    undefined,
    () => clock,
  );
});
afterEach(async () => {
  await sender.stop();
  await smtp.close();
  await closeDemoApp({ app, db });
});

const keyOf = (body: string) => /name="idempotencyKey" value="([^"]+)"/.exec(body)![1]!;

/** Buys a $50 gift card for Robin, to be sent on Christmas Eve. */
async function buyGiftCard() {
  const page = await app.inject({ url: GIFT_LINK, cookies: { crumb } });
  const placed = await app.inject({
    method: 'POST',
    url: GIFT_LINK,
    cookies: { crumb },
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      crumb,
      idempotencyKey: keyOf(page.body),
      paymentMethod: 'pay-later',
      email: 'giver@example.com',
      name: 'Gwen Giver',
      sku: 'SQ1000042',
      recipientEmail: 'robin@example.com',
      recipientName: 'Robin',
      giftMessage: 'Happy birthday!',
      sendOn: '2026-12-24',
    }).toString(),
  });
  expect(placed.statusCode).toBe(303);
  return placed.headers.location!;
}

const statuses = async () =>
  (await db.selectFrom('outbox_emails').selectAll().orderBy('kind').execute()).map((e) => ({
    kind: e.kind,
    status: e.status,
    attempts: Number(e.attempts),
  }));

describe('the outbox sender', () => {
  it('sends the confirmation now and the gift card on its send date, through SMTP', async () => {
    const confirmationPath = await buyGiftCard();
    expect(await sender.sendDue()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const [confirmation] = smtp.received;
    expect(confirmation!.from).toBe('no-reply@shop.example');
    expect(confirmation!.to).toEqual(['giver@example.com']);
    expect(confirmation!.data).toMatch(/^Subject: Your order \d{8} from Harbour & Pine$/m);
    // The order's link and a review link, absolute (quoted-printable may fold long lines).
    const body = confirmation!.data.replace(/=\r\n/g, '').replace(/=3D/g, '=');
    expect(body).toContain(`http://localhost:3000${confirmationPath}`);
    expect(body).toMatch(/Review Gift card: http:\/\/localhost:3000\/[^\s]+\?request=[\w.-]+/);
    expect(await statuses()).toEqual([
      { kind: 'gift-card', status: 'queued', attempts: 0 },
      { kind: 'order-confirmation', status: 'sent', attempts: 1 },
    ]);

    clock = Date.parse('2026-12-24T00:00:00Z');
    expect(await sender.sendDue()).toEqual({ sent: 1, failed: 0 });
    const gift = smtp.received[1]!;
    expect(gift.to).toEqual(['robin@example.com']);
    const code = (await db.selectFrom('gift_cards').select('code').executeTakeFirstOrThrow()).code;
    expect(gift.data).toContain(code);
    expect(gift.data).toContain('Happy birthday!');
    expect((await statuses()).map((s) => s.status)).toEqual(['sent', 'sent']);
    // Nothing is sent twice.
    expect(await sender.sendDue()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(2);
  });

  it('retries a refused email after a growing wait and marks it failed after the last attempt', async () => {
    await buyGiftCard();
    refusing = true;
    expect(await sender.sendDue()).toEqual({ sent: 0, failed: 1 });
    const [, confirmation] = await db.selectFrom('outbox_emails').selectAll().orderBy('kind').execute();
    expect(confirmation).toMatchObject({ status: 'queued', attempts: 1 });
    expect(confirmation!.last_error).toContain('451');
    expect(Number(confirmation!.next_attempt_at)).toBe(START + 60_000);
    // Not before its time.
    clock = START + 59_000;
    expect(await sender.sendDue()).toEqual({ sent: 0, failed: 0 });
    for (let attempt = 2; attempt <= OUTBOX_RETRY.MAX_ATTEMPTS; attempt += 1) {
      clock += 2 ** (attempt - 1) * 60_000;
      expect(await sender.sendDue()).toEqual({ sent: 0, failed: 1 });
    }
    expect((await statuses())[1]).toEqual({
      kind: 'order-confirmation',
      status: 'failed',
      attempts: OUTBOX_RETRY.MAX_ATTEMPTS,
    });
    clock += 365 * 86_400_000;
    refusing = false;
    // The failed one is given up; the gift card (due now) goes.
    expect(await sender.sendDue()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received.map((m) => m.to[0])).toEqual(['robin@example.com']);
  });

  it('sends after a refusal once the server takes mail again', async () => {
    await buyGiftCard();
    refusing = true;
    await sender.sendDue();
    refusing = false;
    clock += 60_000;
    expect(await sender.sendDue()).toEqual({ sent: 1, failed: 0 });
    expect((await statuses())[1]).toEqual({ kind: 'order-confirmation', status: 'sent', attempts: 2 });
  });
});

describe('/api/config/outbox', () => {
  it('lets ADMIN and STORE_MANAGER read every email and its status, and says nothing is sent without SMTP', async () => {
    await buyGiftCard();
    expect((await app.inject({ url: '/api/config/outbox' })).statusCode).toBe(401);
    const editor = await loginOwner(app, db, [WebsiteRole.EDITOR]);
    expect((await app.inject({ url: '/api/config/outbox', headers: { cookie: editor } })).statusCode).toBe(403);
    const manager = await loginOwner(app, db, [WebsiteRole.STORE_MANAGER]);
    expect(
      (await app.inject({ url: '/api/config/outbox?limit=0', headers: { cookie: manager } })).json(),
    ).toMatchObject({ error: 'Invalid request' });
    await sender.sendDue();
    const reply = (await app.inject({ url: '/api/config/outbox', headers: { cookie: manager } })).json<OutboxReply>();
    expect(reply.sending).toBe(false);
    expect(reply.count).toBe(2);
    expect(reply.emails.map((e) => [e.kind, e.to, e.status]).sort()).toEqual([
      ['gift-card', 'robin@example.com', 'queued'],
      ['order-confirmation', 'giver@example.com', 'sent'],
    ]);
    const gift = reply.emails.find((e) => e.kind === 'gift-card')!;
    expect(gift.sendAfter).toBe(Date.parse('2026-12-24T00:00:00Z'));
    expect(gift.text).toContain('Happy birthday!');
    const page = await app.inject({ url: '/config/outbox', headers: { cookie: manager } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Outgoing email');
  });
});

describe('SMTP_URL and MAIL_FROM', () => {
  it('are read as the outbox sender needs them, and refused with the variable named when malformed', async () => {
    const { readConfig } = await import('../../../../src/server/config/readConfig');
    expect(readConfig({}, '/').mail).toEqual({ smtpUrl: null, from: null });
    expect(
      readConfig({ SMTP_URL: 'smtps://shop:secret@mail.example.com:465', MAIL_FROM: 'Shop <shop@example.com>' }, '/')
        .mail,
    ).toEqual({ smtpUrl: 'smtps://shop:secret@mail.example.com:465', from: 'Shop <shop@example.com>' });
    expect(() => readConfig({ SMTP_URL: 'http://mail.example.com' }, '/')).toThrow(/^SMTP_URL: expected smtp:\/\//);
    expect(() => readConfig({ SMTP_URL: 'smtp://user:pw@' }, '/')).toThrow(/SMTP_URL/);
    // The error does not repeat a URL that may hold a password.
    expect(() => readConfig({ SMTP_URL: 'http://u:hunter2@x' }, '/')).not.toThrow(/hunter2/);
    expect(() => readConfig({ MAIL_FROM: 'nobody' }, '/')).toThrow(/^MAIL_FROM: expected an address/);
  });
});
