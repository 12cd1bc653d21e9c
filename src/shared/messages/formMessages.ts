// Spec visitor-runtime §4, §5 and §8 (forms): every message a form shows or logs.
export const FORM_MESSAGES = {
  // §4: submit button text while submitting (ends with the single character '…').
  submitting: 'Submitting…',
  // §5: validation.
  captchaIncomplete: 'Complete CAPTCHA before submitting.',
  formInvalid: 'One or more fields is invalid, please check your entries.',
  /** §5: "Email is not valid. Email addresses should follow the format {email}." */
  invalidEmail: (email: string): string => `Email is not valid. Email addresses should follow the format ${email}.`,
  characterLimitExceeded: 'You have exceeded the character limit.',
  /** §5: the textarea live counter, "count / max". */
  characterCount: (count: number, max: number): string => `${count} / ${max}`,
  // §8: submission errors.
  submitFailed: 'Error processing form submission. Please reload and try again.',
  unknownError: 'Unknown error, please try again later.',
  noSubmissionKey: 'Could not get a form submission key, please try again later.',
  unparseableFields: 'Could not parse the form fields, please check your entries.',
  // §8: shown above and below the form (not on newsletter forms).
  problemAbove: 'Your form has encountered a problem. Please scroll down to review.',
  problemBelow: 'Please scroll up to review.',
  unauthorized: 'Unable to submit form. Please try again later.',
  notConfigured: 'This form has not been configured yet.',
  rateLimited: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  sendFailed: 'Unable to send form. Please try again later.',
} as const;

/** Spec visitor-runtime §8: the form message for each HTTP status the spec names. */
export const FORM_STATUS_MESSAGES: Readonly<Record<number, string>> = {
  401: FORM_MESSAGES.unauthorized,
  404: FORM_MESSAGES.notConfigured,
  429: FORM_MESSAGES.rateLimited,
  500: FORM_MESSAGES.sendFailed,
};
