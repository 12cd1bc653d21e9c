import { describe, expect, it } from 'vitest';
import { describeErrorPanel } from '../../../../src/shared/dataLayer/describeErrorPanel';
import { shouldShowErrorPanel } from '../../../../src/shared/dataLayer/shouldShowErrorPanel';

const plain = { authorizationFail: false, loginRequired: false };

describe('the full-page error panel rules (spec visitor-runtime §8)', () => {
  it('shows a cleaned error as "Something Went Wrong!" with the exact sentence, double spaces kept', () => {
    expect(describeErrorPanel({ cleaned: true, message: 'Internal server error. Please try again later.' })).toEqual({
      title: 'Something Went Wrong!',
      message:
        'Our system has encountered an error.  This exception has been automatically logged and reported.  We will return shortly.',
    });
  });

  it('shows any other error with its own message', () => {
    expect(describeErrorPanel({ cleaned: false, message: 'Unauthorized request' }).message).toBe(
      'Unauthorized request',
    );
  });

  it('shows the panel when the caller has no handler, or on authorizationFail even with one', () => {
    expect(shouldShowErrorPanel(plain, undefined)).toBe(true);
    expect(shouldShowErrorPanel(plain, true)).toBe(false);
    expect(shouldShowErrorPanel({ ...plain, authorizationFail: true }, true)).toBe(true);
  });

  it('leaves a login-required reply to the login dialog', () => {
    expect(shouldShowErrorPanel({ ...plain, loginRequired: true }, undefined)).toBe(false);
  });
});
