// How one attempt at the §7 flow ended:
// - success: stored (or already stored under the same idempotency id);
// - fieldErrors: 400 with data.errors, shown on each field;
// - rejected: a final answer (4xx or an unusable key reply): shown, never retried;
// - retry: the server could not be reached or failed (network error, timeout, 5xx): kept and sent later.
export type SubmitOutcome =
  | { kind: 'success' }
  | { kind: 'fieldErrors'; errors: Record<string, string>; message: string }
  | { kind: 'rejected'; status: number | null; message: string }
  | { kind: 'retry'; status: number | null; message: string | null };
