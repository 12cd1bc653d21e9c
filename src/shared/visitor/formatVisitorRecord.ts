import { VISITOR_RECORD_COOKIE_FORMAT } from '../constants/cookies';
import type { VisitorRecord } from './VisitorRecord';

export function formatVisitorRecord(record: VisitorRecord): string {
  return [record.id, record.first, record.last, record.latest, record.visits].join(
    VISITOR_RECORD_COOKIE_FORMAT.SEPARATOR,
  );
}
