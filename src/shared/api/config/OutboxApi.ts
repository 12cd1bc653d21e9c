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
}

export interface OutboxReply {
  count: number;
  /** Whether SMTP_URL is set: without it nothing is sent and the emails wait here. */
  sending: boolean;
  emails: OutboxEmailView[];
}
