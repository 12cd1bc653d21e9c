// Error bodies of the auth area's API (docs/owners.md). Not spec strings: the spec does not show them.
export const AUTH_ERRORS = {
  // One message for both, so the answer does not reveal which emails have accounts.
  invalidCredentials: 'Invalid email or password',
  rateLimited: 'Too many login attempts. Please try again later.',
  loginRequired: 'Login required',
  forbidden: 'You do not have permission to do this',
  invalidSiteUserXsrf: 'Missing or invalid site-user XSRF token',
  // Account creation says so (the visitor should log in); the rate limit bounds how many emails one can try.
  emailTaken: 'An account with this email already exists. Please log in instead.',
  tooManyAccounts: 'Too many accounts created from here. Please try again later.',
} as const;
