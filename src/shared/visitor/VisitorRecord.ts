// Spec visitor-runtime §3 and §5: the visitor-record cookie holds a random id, then the first, last and
// latest visit timestamps (milliseconds since the epoch) and a visit counter, separated by bars.
// Our reading of the three timestamps: first = start of the first visit, last = start of the previous
// visit, latest = start of the current visit. So first <= last <= latest always holds.
export interface VisitorRecord {
  id: string;
  first: number;
  last: number;
  latest: number;
  visits: number;
}
