// Spec visitor-runtime §3 and §5: the visitor-record cookie. Our reading of the timestamps: the starts of the
// first, the previous and the current visit, so first <= last <= latest.
export interface VisitorRecord {
  id: string;
  first: number;
  last: number;
  latest: number;
  visits: number;
}
