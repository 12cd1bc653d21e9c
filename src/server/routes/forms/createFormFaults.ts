// Test-only switches (SITE_RUNTIME_TEST_ROUTES=1): make the real form routes answer a status where a real
// cause is impractical in a test (401, 429, 500…). `afterStore` makes the save store the submission first
// and then fail, as a server that crashes before answering would: the client must not store it twice.
export interface FormFault {
  status: number;
  afterStore: boolean;
  /** A 400 with data.errors by field id, as the server's own validation answers. */
  errors?: Record<string, string>;
}
export type FormCall = 'key' | 'save';

export interface FormFaults {
  add(call: FormCall, fault: FormFault, times: number): void;
  /** The fault for this call, if one is pending; each use counts down. */
  take(call: FormCall): FormFault | null;
  clear(): void;
}

export function createFormFaults(): FormFaults {
  const pending: Record<FormCall, FormFault[]> = { key: [], save: [] };
  return {
    add: (call, fault, times) => pending[call].push(...Array.from({ length: times }, () => fault)),
    take: (call) => pending[call].shift() ?? null,
    clear: () => {
      pending.key = [];
      pending.save = [];
    },
  };
}
