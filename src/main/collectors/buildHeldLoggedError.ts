import { ERROR_REPORTING } from '../../shared/constants/errorReporting';
import type { LoggedErrorPayload } from '../../shared/telemetry/records/loggedError';
import type { ErrorContext } from './buildLoggedError';

// An error held until the collectors load, on a page hidden before they did. buildLoggedError (0.8 KB
// gzip) stays in the collectors' chunk; this is its short form for the main chunk: the same logged-error
// record (visitor-runtime §3), message and stack cut at 5000 characters (§9), a non-Error value as text.
export function buildHeldLoggedError(
  event: ErrorEvent | PromiseRejectionEvent,
  context: ErrorContext,
): LoggedErrorPayload {
  const rejection = 'reason' in event;
  const thrown: unknown = rejection ? event.reason : event.error;
  const error = thrown instanceof Error ? thrown : null;
  const message = error
    ? error.message || error.name
    : thrown != null
      ? describeThrown(thrown)
      : rejection
        ? 'Unhandled rejection'
        : event.message;
  return {
    ...context,
    message: (message || 'Unknown error').slice(0, ERROR_REPORTING.MAX_STACK_LENGTH),
    stack: (error?.stack ?? '').slice(0, ERROR_REPORTING.MAX_STACK_LENGTH),
    file: rejection ? null : event.filename.slice(0, 2048) || null,
    line: rejection ? null : event.lineno,
    column: rejection ? null : event.colno,
  };
}

// A thrown value that is not an Error: a string as it is, anything else as JSON where it can be.
function describeThrown(thrown: unknown): string {
  if (typeof thrown === 'string') return thrown;
  try {
    return JSON.stringify(thrown) ?? Object.prototype.toString.call(thrown);
  } catch {
    return Object.prototype.toString.call(thrown);
  }
}
