import { CART_INDICATOR } from '../constants/limits';

// Spec media-and-reporting §5: interface validation messages ({…} parts become parameters).
export const INTERFACE_VALIDATION_MESSAGES = {
  invalidEmail: 'Please enter a valid email',
  emailFormat: (email: string): string => `Emails must be formatted as ${email}`,
  // The spec's template names {host} twice; each place takes its own example.
  linkFormat: (host: string, otherHost: string): string => `Links must be formatted as ${host} or ${otherHost}`,
  fileNameRequired: 'Please enter a file name',
  listRequired: 'A List must be selected',
  datasetNeedsColumn: 'Your dataset must have at least one column',
  datasetNeedsRow: 'Your dataset must have at least one row',
  datasetRowsMissingData: 'One or more rows was missing data',
  starRatingRequired: 'Please select a star rating',
  invalidPageUrl: (val: string): string => `${val} is not a valid page URL`,
  unexpectedOption: (val: string): string => `${val} is not one of the expected options`,
  tagExists: (tagType: string): string => `This ${tagType} already exists`,
  oneTagAtATime: (tagType: string): string => `You may only edit one ${tagType} at a time`,
  unsupportedFile: (fileName: string): string => `The file ${fileName} does not appear to be a supported file`,
  fileTooLarge: (fileName: string, maxSize: string): string =>
    `The file ${fileName} is too large. The maximum allowed file size is ${maxSize}.`,
  vimeoBasicVideoUnsupported: 'A Vimeo Basic account video is unsupported.',
  // Lower-case first letter as in the spec.
  cartMinimum: (subtotal: string): string => `your order subtotal must be ${subtotal} or more`,
} as const;

// Spec media-and-reporting §8: interface error strings. A failed time-zone load also has a message,
// but the spec does not show its wording, so it is not here.
export const INTERFACE_ERROR_MESSAGES = {
  somethingWentWrong: 'Something went wrong',
  networkError: 'Network error',
  resultsUnavailable: 'Unable to load results',
  loadFailedTryAgain: 'Unable to load. Try again.',
  collectionsUnavailable: 'Unable to load collections',
  fontsUnavailable: 'Unable to load fonts',
  connectFailed: 'Unable to connect. Please try again',
  contentNotFound: 'Unable to locate content',
  fileProcessingFailed: 'File processing failed',
  fileProcessingIncomplete: 'File processing failed to complete',
  fileProcessingCancelled: 'File processing cancelled',
  fileUploadIncomplete: 'File upload failed to complete',
  noJobResponseData: 'No response data from job request',
  renameFailed: 'There was a problem while renaming your file.',
  uploadFailed: 'There was a problem while uploading your file.',
  uploadError: 'Error uploading',
  quantityUpdateFailed: 'Unable to update quantity',
  itemRemoveFailed: 'Unable to remove item',
  formOpenFailed: 'Unable to open form',
  formUpdateFailed: 'Unable to update form',
  checkConnection: 'Please check your internet connection.',
  reviewRequestExpired: 'Your review request has expired',
  alreadyReviewed: 'You have already reviewed this purchase',
  retryReview: 'Try submitting your review again',
  vimeoBasicAccountUnsupported: 'Vimeo Basic accounts are unsupported. Please share a video from a different account.',
  codeEditingUnavailableOnAndroid: 'Code editing is not available on Android.',
  unsavedChanges: 'You have made changes. Do you want to save or discard them?',
  noMailingLists: "You don't have any mailing lists. Please create one before continuing.",
} as const;

/**
 * Spec media-and-reporting §8: the cart's accessibility label. Above the cart count cap (100, §9) the
 * label names the cap: "More than 100 items in cart" (our reading of "More than {n}").
 */
export function formatCartAccessibilityLabel(n: number): string {
  if (n === 1) return 'One item in cart';
  if (n > CART_INDICATOR.COUNT_CAP) return `More than ${CART_INDICATOR.COUNT_CAP} items in cart`;
  return `${n} items in cart`;
}

/** Spec media-and-reporting §4 and §9: the count shows as a number up to 100 and as "100+" above. */
export function formatCartCount(n: number): string {
  return n > CART_INDICATOR.COUNT_CAP ? `${CART_INDICATOR.COUNT_CAP}+` : `${n}`;
}

// Spec media-and-reporting §9: relative time texts ('just now' at 0 s, 'about N seconds ago' under 60 s).
export const RELATIVE_TIME_MESSAGES = {
  justNow: 'just now',
  secondsAgo: (n: number): string => `about ${n} seconds ago`,
} as const;
