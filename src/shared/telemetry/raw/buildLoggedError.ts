import { ERROR_REPORTING } from '../../constants/limits';
import { COLLECTOR_APP } from '../collectorApp';
import type { LoggedErrorPayload } from '../records/loggedError';

/** An Error as the page reads it: the value itself cannot cross to the worker (nor into JSON). */
type ThrownError = {
  name: string;
  message: string;
  stack?: string;
};

/** What the page reads of a window error or an unhandled rejection (readErrorFacts), raw. */
export type ErrorFacts = {
  /** What was thrown: an Error's parts, a string, any other value as the page could write it; null or absent when nothing was. */
  thrown?: ThrownError | string | null;
  /** The ErrorEvent's message and position; absent for a rejection. */
  message?: string;
  file?: string;
  line?: number;
  column?: number;
  url: string;
  userAgent: string;
  websiteId: string;
  templateId: string;
};

const cut = (text: string) => text.slice(0, ERROR_REPORTING.MAX_STACK_LENGTH);

// Spec visitor-runtime §3: the logged-error record; §9: stacks cut at 5000 characters (the message too,
// so no field can grow a record past what the schema accepts). A rejection has no file, line or column.
export function buildLoggedError(facts: ErrorFacts): LoggedErrorPayload {
  const thrown = facts.thrown;
  const error = typeof thrown === 'object' && thrown !== null ? thrown : null;
  const message = error
    ? error.message || error.name
    : typeof thrown === 'string'
      ? thrown
      : (facts.message ?? (thrown === null ? 'null' : 'undefined'));
  return {
    app: COLLECTOR_APP,
    message: cut(message || facts.message || 'Unknown error'),
    stack: cut(error ? (error.stack ?? `${error.name}: ${error.message}`) : ''),
    file: facts.file ? facts.file.slice(0, 2048) : null,
    line: typeof facts.line === 'number' && facts.line >= 0 ? Math.floor(facts.line) : null,
    column: typeof facts.column === 'number' && facts.column >= 0 ? Math.floor(facts.column) : null,
    websiteId: facts.websiteId,
    templateId: facts.templateId,
    url: facts.url.slice(0, 2048),
    userAgent: facts.userAgent.slice(0, 1000),
  };
}
