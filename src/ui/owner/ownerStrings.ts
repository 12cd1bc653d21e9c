// The owner's own UI strings the spec does not give (English, as /config is). A visitor's account words (the
// login dialog, a member-only page's lock, the logout dialog) are in src/shared/words/accountWords.ts; the two
// English messages here that createMemberAccount returns are shown in those words (translateAccountMessage).
export const OWNER_STRINGS = {
  networkError: 'Unable to connect. Please try again',
  announcement: (name: string) => `Logged in as ${name}. Press Esc to edit this site, Shift+Esc to log out.`,
  editSite: 'Edit site',
  logout: 'Log out',
  editThis: 'Edit',
  checkFields: 'Please check the marked fields.',
} as const;
