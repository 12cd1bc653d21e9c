// What the server knows of one page view's records (telemetry_page_views).
export interface PageViewCounts {
  /** How many records the page view said it made (its latest final count), or null while it is open. */
  final: number | null;
  /** The highest seq stored, -1 for none. */
  maxSeq: number;
  /** Distinct records stored (a resend of a stored id is a duplicate, never counted here). */
  stored: number;
  /** Records its worker or service worker dropped and reported (`drop` records of the page view's own ids). */
  dropped: number;
}

export interface PageViewDelivery {
  /** The final count, or the highest seq stored plus one when a record came after it (a later hide's count is on its way). */
  made: number;
  /** Seqs below the highest stored that are not stored. */
  gaps: number;
  /** Seqs after the highest stored, up to what was made. */
  tail: number;
  /** gaps + tail less what was dropped and reported (those are accounted for), never below 0. */
  missing: number;
  /** Reported drops, as far as they explain gaps or tail. */
  dropped: number;
  /** A final count is known and nothing is missing. */
  complete: boolean;
  open: boolean;
}

// The gap and tail arithmetic of issue 51. Every record takes the next seq of its page view (0, 1, 2…), and the
// page's last record on each hide is its final count (`delivery`, seq n−1 of n made). Stored ids are unique, so
// duplicates never count; a record stored after the final count (made after the hide) raises `made` to it.
export function computePageViewDelivery(counts: PageViewCounts): PageViewDelivery {
  const reach = counts.maxSeq + 1;
  const open = counts.final === null;
  const made = Math.max(counts.final ?? 0, reach);
  const gaps = Math.max(0, reach - counts.stored);
  const tail = made - reach;
  const dropped = Math.min(counts.dropped, gaps + tail);
  const missing = gaps + tail - dropped;
  return { made, gaps, tail, missing, dropped, complete: !open && missing === 0, open };
}
