import { describe, it, expect } from 'vitest';
import {
  INTERFACE_ERROR_MESSAGES,
  INTERFACE_VALIDATION_MESSAGES as V,
  RELATIVE_TIME_MESSAGES,
  formatCartAccessibilityLabel,
  formatCartCount,
} from '../../../../src/shared/messages/interfaceStrings';

describe('interface validation messages (spec media-and-reporting §5)', () => {
  it('has the fixed messages', () => {
    expect(V.invalidEmail).toBe('Please enter a valid email');
    expect(V.fileNameRequired).toBe('Please enter a file name');
    expect(V.listRequired).toBe('A List must be selected');
    expect(V.datasetNeedsColumn).toBe('Your dataset must have at least one column');
    expect(V.datasetNeedsRow).toBe('Your dataset must have at least one row');
    expect(V.datasetRowsMissingData).toBe('One or more rows was missing data');
    expect(V.starRatingRequired).toBe('Please select a star rating');
    expect(V.vimeoBasicVideoUnsupported).toBe('A Vimeo Basic account video is unsupported.');
  });

  it('fills the templates', () => {
    expect(V.emailFormat('a@b.com')).toBe('Emails must be formatted as a@b.com');
    expect(V.linkFormat('example.com', 'www.example.com')).toBe(
      'Links must be formatted as example.com or www.example.com',
    );
    expect(V.invalidPageUrl('/x y')).toBe('/x y is not a valid page URL');
    expect(V.unexpectedOption('purple')).toBe('purple is not one of the expected options');
    expect(V.tagExists('tag')).toBe('This tag already exists');
    expect(V.oneTagAtATime('category')).toBe('You may only edit one category at a time');
    expect(V.unsupportedFile('a.exe')).toBe('The file a.exe does not appear to be a supported file');
    expect(V.fileTooLarge('big.png', '20 MB')).toBe(
      'The file big.png is too large. The maximum allowed file size is 20 MB.',
    );
    expect(V.cartMinimum('$25.00')).toBe('your order subtotal must be $25.00 or more');
  });
});

describe('interface error messages (spec media-and-reporting §8)', () => {
  it('has exactly the spec strings', () => {
    expect(Object.values(INTERFACE_ERROR_MESSAGES)).toEqual([
      'Something went wrong',
      'Network error',
      'Unable to load results',
      'Unable to load. Try again.',
      'Unable to load collections',
      'Unable to load fonts',
      'Unable to connect. Please try again',
      'Unable to locate content',
      'File processing failed',
      'File processing failed to complete',
      'File processing cancelled',
      'File upload failed to complete',
      'No response data from job request',
      'There was a problem while renaming your file.',
      'There was a problem while uploading your file.',
      'Error uploading',
      'Unable to update quantity',
      'Unable to remove item',
      'Unable to open form',
      'Unable to update form',
      'Please check your internet connection.',
      'Your review request has expired',
      'You have already reviewed this purchase',
      'Try submitting your review again',
      'Vimeo Basic accounts are unsupported. Please share a video from a different account.',
      'Code editing is not available on Android.',
      'You have made changes. Do you want to save or discard them?',
      "You don't have any mailing lists. Please create one before continuing.",
    ]);
  });
});

describe('cart indicator texts (spec media-and-reporting §4, §8, §9)', () => {
  it('labels one, several and more than the cap', () => {
    expect(formatCartAccessibilityLabel(1)).toBe('One item in cart');
    expect(formatCartAccessibilityLabel(0)).toBe('0 items in cart');
    expect(formatCartAccessibilityLabel(2)).toBe('2 items in cart');
    expect(formatCartAccessibilityLabel(100)).toBe('100 items in cart');
    expect(formatCartAccessibilityLabel(101)).toBe('More than 100 items in cart');
  });

  it('shows the count up to 100 and 100+ above', () => {
    expect(formatCartCount(0)).toBe('0');
    expect(formatCartCount(100)).toBe('100');
    expect(formatCartCount(101)).toBe('100+');
  });
});

describe('relative time (spec media-and-reporting §9)', () => {
  it('has the texts', () => {
    expect(RELATIVE_TIME_MESSAGES.justNow).toBe('just now');
    expect(RELATIVE_TIME_MESSAGES.secondsAgo(5)).toBe('about 5 seconds ago');
  });
});
