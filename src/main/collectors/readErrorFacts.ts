import type { ErrorFacts } from './buildLoggedError';

// The thin edge: what a window error or an unhandled rejection tells about the failure.
export function readErrorFacts(event: ErrorEvent | PromiseRejectionEvent): ErrorFacts {
  if ('reason' in event) return { error: event.reason };
  return { error: event.error, message: event.message, file: event.filename, line: event.lineno, column: event.colno };
}
