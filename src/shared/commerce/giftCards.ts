import { z } from 'zod';
import { formatMessage } from '../messageFormat/formatMessage';
import { GIFT_CARD_WORDS } from '../words/giftCardWords';
import { selectWords } from '../words/selectWords';

// Ours (the spec sets none): a message fits a card, and a card may be sent up to a year ahead.
export const GIFT_CARD_LIMITS = {
  MESSAGE_MAX_CHARS: 500,
  SEND_DAYS_AHEAD_MAX: 365,
} as const;

// A code is 16 characters of an alphabet without look-alikes (no 0/O, 1/I/L, U): 30^16 ≈ 2^78 codes, so
// guessing one of even a million cards takes about 2^58 tries. Written in four groups: ABCD-EFGH-JKMN-PQRS.
export const GIFT_CARD_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTVWXYZ23456789';
export const GIFT_CARD_CODE_LENGTH = 16;

/** The code as stored and shown (four groups of four), from what a shopper typed; null if it cannot be one. */
export function normalizeGiftCardCode(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s-]/g, '');
  if (compact.length !== GIFT_CARD_CODE_LENGTH) return null;
  for (const char of compact) if (!GIFT_CARD_CODE_ALPHABET.includes(char)) return null;
  return compact.match(/.{4}/g)!.join('-');
}

/** The code's last group only, for totals and lists that anyone may see: "••••-7XQ2". */
export function maskGiftCardCode(code: string): string {
  return `••••-${code.slice(-4)}`;
}

/** What the buyer of a gift card says about its recipient, as the gift card checkout posts it. */
export interface GiftCardDetails {
  recipientEmail: string;
  recipientName: string;
  message: string;
  /** YYYY-MM-DD, read as a UTC day. */
  sendOn: string;
}

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Reads the recipient fields of a gift card checkout (recipientEmail, recipientName, giftMessage, sendOn),
 * or says what is wrong with each. An empty send date means today; dates are UTC days from today to
 * SEND_DAYS_AHEAD_MAX days ahead.
 */
export function parseGiftCardDetails(
  raw: Record<string, string | undefined>,
  now: number,
  locale = 'en',
): { details: GiftCardDetails } | { fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const words = selectWords(GIFT_CARD_WORDS, locale);
  const email = (raw.recipientEmail ?? '').trim();
  if (!z.email().safeParse(email).success || email.length > 256) fields.recipientEmail = words.recipientEmail;
  const name = (raw.recipientName ?? '').trim();
  if (name.length === 0 || name.length > 200) fields.recipientName = words.recipientName;
  const message = (raw.giftMessage ?? '').trim().replace(/\r\n/g, '\n');
  if ([...message].length > GIFT_CARD_LIMITS.MESSAGE_MAX_CHARS)
    fields.giftMessage = formatMessage(words.messageTooLong, locale, {
      max: GIFT_CARD_LIMITS.MESSAGE_MAX_CHARS,
    });
  const today = isoDay(now);
  const last = isoDay(now + GIFT_CARD_LIMITS.SEND_DAYS_AHEAD_MAX * DAY_MS);
  const sendOn = (raw.sendOn ?? '').trim() || today;
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(sendOn) && isoDay(Date.parse(`${sendOn}T00:00:00Z`) || 0) === sendOn;
  if (!valid || sendOn < today || sendOn > last) fields.sendOn = formatMessage(words.sendDate, locale, { today, last });
  if (Object.keys(fields).length > 0) return { fields };
  return { details: { recipientEmail: email, recipientName: name, message, sendOn } };
}

/** When a card's email may go: the start of its send day (UTC), or now when that has passed. */
export function giftCardSendAfter(sendOn: string | null, now: number): number {
  const at = sendOn ? Date.parse(`${sendOn}T00:00:00Z`) : now;
  return Number.isFinite(at) ? Math.max(at, now) : now;
}
