// Rules of a new account (owner:create, member:create and customer account creation), in a file of their own
// so the browser's forms can say them without bundling the zod schemas.
export const ACCOUNT_RULES = {
  PASSWORD_MIN_LENGTH: 8,
  PASSWORD_MAX_LENGTH: 1024,
  NAME_MAX_LENGTH: 200,
} as const;
