import { ERROR_REPORTING } from '../../shared/constants/limits';
import type { LoggedErrorPayload } from '../../shared/telemetry/records/loggedError';

export interface ErrorFacts {
  /** The thrown value: the ErrorEvent's error or the rejection's reason. */
  error: unknown;
  message?: string;
  file?: string;
  line?: number;
  column?: number;
}

export interface ErrorContext {
  app: string;
  websiteId: string;
  templateId: string;
  url: string;
  userAgent: string;
}

const cut = (text: string) => text.slice(0, ERROR_REPORTING.MAX_STACK_LENGTH);

function describeThrown(error: unknown): { message: string; stack: string } {
  if (error instanceof Error)
    return { message: error.message || error.name, stack: error.stack ?? `${error.name}: ${error.message}` };
  if (typeof error === 'string') return { message: error, stack: '' };
  try {
    return { message: JSON.stringify(error) ?? String(error), stack: '' };
  } catch {
    return { message: String(error), stack: '' };
  }
}

// Spec visitor-runtime §3: the logged-error record; §9: stacks cut at 5000 characters (the message too,
// so no field can grow a record past what the schema accepts). A rejection has no file, line or column.
export function buildLoggedError(facts: ErrorFacts, context: ErrorContext): LoggedErrorPayload {
  const thrown = describeThrown(facts.error);
  const message =
    facts.error === undefined || facts.error === null ? (facts.message ?? String(facts.error)) : thrown.message;
  return {
    app: context.app,
    message: cut(message || facts.message || 'Unknown error'),
    stack: cut(thrown.stack),
    file: facts.file ? facts.file.slice(0, 2048) : null,
    line: typeof facts.line === 'number' && facts.line >= 0 ? Math.floor(facts.line) : null,
    column: typeof facts.column === 'number' && facts.column >= 0 ? Math.floor(facts.column) : null,
    websiteId: context.websiteId,
    templateId: context.templateId,
    url: context.url.slice(0, 2048),
    userAgent: context.userAgent.slice(0, 1000),
  };
}
