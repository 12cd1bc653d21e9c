// The customer account form's fields and outcome (docs/owners.md, "Customer accounts"), without JSX: the
// page lock's plain-DOM gate uses them too.
export const ACCOUNT_FIELDS = ['name', 'email', 'password'] as const;
export type AccountField = (typeof ACCOUNT_FIELDS)[number];

export interface CreateAccountInput {
  name: string;
  email: string;
  password: string;
  rememberMe: boolean;
}

/** What creating a customer account came to: the member's name, or what to show and which fields are at fault. */
export type CreateAccountOutcome =
  { ok: true; displayName: string } | { ok: false; message: string; fields: Partial<Record<AccountField, string>> };

export type CreateAccount = (input: CreateAccountInput) => Promise<CreateAccountOutcome>;

export const readAccountInput = (form: FormData): CreateAccountInput => {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  return { name: text('name'), email: text('email'), password: text('password'), rememberMe: form.has('rememberMe') };
};
