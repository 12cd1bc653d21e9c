// Ours: messages of the field rules the spec does not word (those it does are in messages/formMessages.ts).
export const FIELD_MESSAGES = {
  required: 'This field is required.',
  invalidZip: 'Zip code must be exactly 5 digits.',
  invalidNumber: 'Enter a number.',
  invalidCurrency: 'Enter an amount, such as 10.00.',
  invalidWebsite: 'Enter a website address, such as example.com.',
  invalidTwitter: 'Enter a Twitter handle, such as @example.',
  invalidDate: 'Enter a valid date.',
  invalidTime: 'Enter a valid time.',
  invalidPhone: 'Phone numbers may contain only digits.',
  invalidOption: 'Choose one of the options.',
  invalidValue: 'This value could not be read.',
  tooLong: 'This value is too long.',
} as const;

// Offline submissions: what the visitor is told, now and on a later visit.
export const OFFLINE_MESSAGES = {
  savedForLater: 'Your submission is saved on this device and will be sent automatically when the connection is back.',
  /** The title of the page the service worker answers a form post kept offline with. */
  savedPageTitle: 'Saved on this device',
  /** A queued submission was refused by the server when it was finally sent. */
  rejectedLater: (formTitle: string, reason: string): string =>
    `Your earlier submission of "${formTitle}" could not be sent: ${reason}`,
  dismiss: 'Dismiss',
} as const;
