// Interface strings of the owner and member UI that the spec does not give (it gives only the logout
// dialog and the page-lock label, in src/shared/messages/dialogMessages.ts). Ours, kept in one place.
export const OWNER_STRINGS = {
  loginTitle: 'Log in',
  memberLoginTitle: 'Member login',
  email: 'Email',
  password: 'Password',
  rememberMe: 'Remember me',
  submit: 'Log in',
  submitting: 'Logging in…',
  close: 'Close',
  networkError: 'Unable to connect. Please try again',
  announcement: (name: string) => `Logged in as ${name}. Press Esc to edit this site, Shift+Esc to log out.`,
  editSite: 'Edit site',
  logout: 'Log out',
  editThis: 'Edit',
  memberSignedIn: (name: string) => `Signed in as ${name}`,
  // Customer account creation (docs/owners.md, "Customer accounts").
  createAccount: 'Create account',
  createAccountTitle: 'Create an account',
  creatingAccount: 'Creating account…',
  haveAccount: 'I have an account',
  name: 'Name (optional)',
  passwordHint: (min: number) => `At least ${min} characters`,
  checkFields: 'Please check the marked fields.',
  accountCreated: (name: string) => `Your account is ready. You are logged in as ${name}.`,
  continue: 'Continue',
} as const;
