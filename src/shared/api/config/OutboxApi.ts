import { z } from 'zod';

// The configuration area's outgoing-email API (ADMIN, STORE_MANAGER): the outbox newest first, each email with
// its status, so an owner can read what was (or will be) sent even with no mail server configured.
export const OutboxQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) });

export interface OutboxEmailView {
  id: string;
  kind: string;
  orderId: string | null;
  to: string;
  toName: string;
  subject: string;
  text: string;
  /** queued, sending, sent or failed. */
  status: string;
  attempts: number;
  lastError: string | null;
  /** When it may go (ms since the epoch); a gift card's send date. */
  sendAfter: number;
  nextAttemptAt: number;
  sentAt: number | null;
  createdAt: number;
  /** An owner's resend (issue 48): the id of the email this one sends again; null for an order's own. */
  resendOf: string | null;
}

/** POST /api/config/outbox/:id/resend: the email sent again, to its address or one the owner corrects. */
export const OutboxEmailParams = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/, 'expected an email id') });
export const ResendBody = z.strictObject({
  to: z.email('expected an email address, such as name@example.com').max(256).optional(),
});

export interface OutboxReply {
  count: number;
  /** Whether SMTP_URL is set: without it nothing is sent and the emails wait here. */
  sending: boolean;
  emails: OutboxEmailView[];
}
