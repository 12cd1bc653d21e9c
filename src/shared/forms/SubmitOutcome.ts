// How one attempt at the §7 flow ended; `rejected` is final and never retried, `retry` is kept and sent later.
export type SubmitOutcome =
  | { kind: 'success' }
  | { kind: 'fieldErrors'; errors: Record<string, string>; message: string }
  | { kind: 'rejected'; status: number | null; message: string }
  | { kind: 'retry'; status: number | null; message: string | null };
