import { VISITOR_RECORD_COOKIE_FORMAT } from '../constants/cookies';
import type { VisitorRecord } from './VisitorRecord';
import { parsePositiveInteger } from './parsePositiveInteger';

// What generateVisitorId() makes, or a short token of its alphabet: nothing that could break the cookie.
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

// Spec visitor-runtime §5: an id and four positive integers separated by bars; null when malformed.
export function parseVisitorRecord(value: string | undefined): VisitorRecord | null {
  if (!value) return null;
  const parts = value.split(VISITOR_RECORD_COOKIE_FORMAT.SEPARATOR);
  if (parts.length !== VISITOR_RECORD_COOKIE_FORMAT.NUMBER_COUNT + 1) return null;
  const [id, ...rest] = parts;
  if (!id || !ID_PATTERN.test(id)) return null;
  const numbers = rest.map(parsePositiveInteger);
  if (numbers.some((n) => n === null)) return null;
  const [first, last, latest, visits] = numbers as [number, number, number, number];
  // Timestamps out of order cannot come from us: a tampered or corrupted cookie.
  if (first > last || last > latest) return null;
  return { id, first, last, latest, visits };
}
