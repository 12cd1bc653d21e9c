import type { ErrorFacts } from '../../shared/telemetry/raw/buildLoggedError';

// The thin edge (in the main chunk for the errors held before the collectors load too): what an error event
// tells, read here because the thrown value cannot leave the page; the worker builds the record.
export function readErrorFacts(
  event: ErrorEvent | PromiseRejectionEvent,
  win: Window,
  site: { id: string; templateId: string },
): ErrorFacts {
  const rejection = 'reason' in event;
  const thrown: unknown = rejection ? event.reason : event.error;
  const facts: ErrorFacts = {
    thrown:
      thrown instanceof Error
        ? { name: thrown.name, message: thrown.message, stack: thrown.stack }
        : thrown == null || typeof thrown === 'string'
          ? thrown
          : describe(thrown),
    url: win.location.href,
    userAgent: win.navigator.userAgent,
    websiteId: site.id,
    templateId: site.templateId,
  };
  if (!rejection)
    Object.assign(facts, { message: event.message, file: event.filename, line: event.lineno, column: event.colno });
  return facts;
}

// A thrown value that is neither an Error nor a string: as JSON where it can be.
function describe(thrown: unknown): string {
  try {
    return JSON.stringify(thrown) ?? String(thrown);
  } catch {
    return Object.prototype.toString.call(thrown);
  }
}
