import { describe, it, expect } from 'vitest';
import { FORM_MESSAGES, FORM_STATUS_MESSAGES } from '../../../../src/shared/messages/formMessages';

describe('form messages (spec visitor-runtime §4, §5, §8)', () => {
  it('has the submitting text with a single ellipsis character', () => {
    expect(FORM_MESSAGES.submitting).toBe('Submitting\u2026');
    expect(FORM_MESSAGES.submitting).toHaveLength(11);
  });

  it('has the validation messages', () => {
    expect(FORM_MESSAGES.captchaIncomplete).toBe('Complete CAPTCHA before submitting.');
    expect(FORM_MESSAGES.formInvalid).toBe('One or more fields is invalid, please check your entries.');
    expect(FORM_MESSAGES.invalidEmail('name@example.com')).toBe(
      'Email is not valid. Email addresses should follow the format name@example.com.',
    );
    expect(FORM_MESSAGES.characterLimitExceeded).toBe('You have exceeded the character limit.');
    expect(FORM_MESSAGES.characterCount(12, 200)).toBe('12 / 200');
  });

  it('has the submission error messages', () => {
    expect(FORM_MESSAGES.submitFailed).toBe('Error processing form submission. Please reload and try again.');
    expect(FORM_MESSAGES.unknownError).toBe('Unknown error, please try again later.');
    expect(FORM_MESSAGES.noSubmissionKey).toBe('Could not get a form submission key, please try again later.');
    expect(FORM_MESSAGES.unparseableFields).toBe('Could not parse the form fields, please check your entries.');
    expect(FORM_MESSAGES.problemAbove).toBe('Your form has encountered a problem. Please scroll down to review.');
    expect(FORM_MESSAGES.problemBelow).toBe('Please scroll up to review.');
    expect(FORM_MESSAGES.emptySummaryValue).toBe('N/A');
  });

  it('maps the spec statuses to their messages', () => {
    expect(FORM_STATUS_MESSAGES).toEqual({
      401: 'Unable to submit form. Please try again later.',
      404: 'This form has not been configured yet.',
      429: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
      500: 'Unable to send form. Please try again later.',
    });
  });
});
