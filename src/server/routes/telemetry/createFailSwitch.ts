export interface FailSwitch {
  arm(count: number, status: number, retryAfterS: number | null): void;
  /** The failure to answer with for this request, if the switch is armed. */
  take(): { status: number; retryAfterS: number | null } | null;
  readonly remaining: number;
}

// Test-only (SITE_RUNTIME_TEST_ROUTES=1): makes the next N batch requests fail, so end-to-end tests can
// show records surviving a server that answers 503 for a while.
export function createFailSwitch(): FailSwitch {
  let remaining = 0;
  let failure = { status: 503, retryAfterS: null as number | null };
  return {
    arm(count, status, retryAfterS) {
      remaining = count;
      failure = { status, retryAfterS };
    },
    take() {
      if (remaining <= 0) return null;
      remaining -= 1;
      return failure;
    },
    get remaining() {
      return remaining;
    },
  };
}
