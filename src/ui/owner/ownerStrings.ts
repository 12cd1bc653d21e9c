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
} as const;
