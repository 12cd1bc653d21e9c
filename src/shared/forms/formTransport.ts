import type { SubmitOutcome } from './SubmitOutcome';
import type { UnsentSubmission } from './runSubmission';

// How a form block sends a submission. The browser runtime (src/main/forms) provides it at boot: it runs
// the §7 flow and, when the server cannot be reached, keeps the submission and answers 'retry' (kept).
// Blocks stay free of fetch and IndexedDB (ARCHITECTURE: blocks reach the network only through the runtime).
interface FormTransport {
  submit(submission: UnsentSubmission, meta: { formTitle: string }): Promise<SubmitOutcome>;
  /**
   * Loads what submit needs. A form island hydrates only once this has resolved (ui/blocks/catalog.ts): by
   * the time it is pressed the network may be gone, and Chromium keeps a failed import() failed for the
   * page's life, so a form that hydrated before its submit code arrived could neither send nor keep.
   */
  prepare(): Promise<void>;
}

let current: FormTransport | null = null;

export function provideFormTransport(transport: FormTransport): void {
  current = transport;
}

export function getFormTransport(): FormTransport | null {
  return current;
}
