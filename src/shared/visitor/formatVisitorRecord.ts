import { VISITOR_RECORD_COOKIE_FORMAT } from '../constants/cookies';
import type { VisitorRecord } from './VisitorRecord';

export function formatVisitorRecord(record: VisitorRecord): string {
  const { id, first, last, latest, visits } = record;
  return [id, first, last, latest, visits].join(VISITOR_RECORD_COOKIE_FORMAT.SEPARATOR);
}
