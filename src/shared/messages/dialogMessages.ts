// Dialog and alert texts of visitor-runtime §2, §5 and §6 and media-and-reporting §4 and §6.
export const DIALOG_MESSAGES = {
  // Information dialog after logout (page opened with logout=true).
  logoutTitle: 'Logout Successful',
  logoutMessage: 'You have been successfully logged out.',
  // Wording as in the spec, including its missing "to".
  pageLockLabel: 'This page available only site members',
  // Alert for logged-in users on the restaurant-booking block.
  // Ours (the spec gives no button texts): the dialogs' default buttons.
  confirm: 'Confirm',
  cancel: 'Cancel',
  ok: 'OK',
  close: 'Close',
} as const;
