import type { SubmitOutcome } from './SubmitOutcome';
import type { UnsentSubmission } from './runSubmission';

// How a form block sends a submission, provided at boot by src/main/forms (docs/architecture.md, Layers:
// blocks reach the network only through the runtime).
interface FormTransport {
  submit(submission: UnsentSubmission, meta: { formTitle: string }): Promise<SubmitOutcome>;
  /** A form hydrates only after this (catalog.ts): Chromium keeps a failed import() failed for the page's life. */
  prepare(): Promise<void>;
}

let current: FormTransport | null = null;

export function provideFormTransport(transport: FormTransport): void {
  current = transport;
}

export function getFormTransport(): FormTransport | null {
  return current;
}
