// What the server stores of telemetry, bounded whatever a client sends (docs/telemetry.md, "Storage"). The
// envelope's own fields are bounded by its schema (TelemetryEnvelope: id 100, kind 64, type 200, session
// 100, page path 2048 characters) and each kind's payload fields by theirs (records/fieldLimits.ts; error
// stacks and messages at the spec's 5000 characters); these bound the rest.
export const TELEMETRY_STORAGE_LIMITS = {
  // A record's payload as JSON text. The largest valid kinds fit with room: an error's message and stack
  // (5000 characters each) with its URLs, an analytics event's two 8000-character JSON texts once escaped.
  MAX_PAYLOAD_JSON_LENGTH: 32 * 1024,
  // A rejected record's kind as stored in its count (the envelope's own limit); a longer one is cut and
  // marked with a hash of the whole (boundText), never stored whole.
  MAX_STORED_KIND_LENGTH: 64,
  // A rejection's reason as stored ("invalid: $.payload.message: …"); the path inside may be a key the
  // client chose.
  MAX_REJECTION_REASON_LENGTH: 200,
  // Distinct (kind, reason) counts stored per batch; the batch's other rejections are counted together
  // under OTHER_REJECTIONS, so 1000 junk records with 1000 different reasons store 21 rows, not 1000.
  MAX_REJECTION_GROUPS_PER_BATCH: 20,
  // A page path as a key of the hourly rollups (and of the inspector's page filter): short enough for any
  // database index (PostgreSQL's b-tree entries stop near 2.7 KB, and a character may take 3 bytes).
  MAX_ROLLUP_PAGE_LENGTH: 512,
  // New error groups (distinct messages) per hour; an error with a message first seen past it counts under
  // OTHER_ERRORS. Each group keeps its message, a stack and rollup rows of its own for every span: a crafted
  // batch of distinct messages stored 48 times its wire bytes on PostgreSQL. A hundred is far above what a
  // site's own scripts throw in an hour, so real groups keep their own rows.
  MAX_NEW_ERROR_GROUPS_PER_HOUR: 100,
} as const;

/** The error group of the errors whose message was new past MAX_NEW_ERROR_GROUPS_PER_HOUR in its hour. */
export const OTHER_ERRORS = { fingerprint: '(other)', message: '(other errors)' } as const;

/** The kind and reason under which a batch's rejections beyond MAX_REJECTION_GROUPS_PER_BATCH are counted. */
export const OTHER_REJECTIONS = '(other)';

// FNV-1a, 32 bits: tells apart two long values that share their kept prefix. Not for security.
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * `text` when it has at most `max` characters; otherwise its first `max - 9` characters, `~` and a hash of
 * the whole, `max` in all: the same long value always gives the same bounded one, two long values that
 * differ after the cut (almost always) give different ones.
 */
export function boundText(text: string, max: number): string {
  if (text.length <= max) return text;
  let keep = max - 9;
  // Never split a surrogate pair: half of one is not valid UTF-8 for the database.
  const last = text.charCodeAt(keep - 1);
  if (last >= 0xd800 && last <= 0xdbff) keep -= 1;
  return `${text.slice(0, keep)}~${fnv1a(text)}`;
}

/** A page path as the rollups and the inspector's page filter key it. */
export function rollupPagePath(pagePath: string): string {
  return boundText(pagePath, TELEMETRY_STORAGE_LIMITS.MAX_ROLLUP_PAGE_LENGTH);
}
