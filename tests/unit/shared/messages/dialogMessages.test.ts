import { describe, it, expect } from 'vitest';
import { DIALOG_MESSAGES } from '../../../../src/shared/messages/dialogMessages';

describe('dialog messages (spec visitor-runtime §2, §5, §6; media-and-reporting §4, §6)', () => {
  it('has exactly the spec texts', () => {
    expect(DIALOG_MESSAGES).toEqual({
      logoutTitle: 'Logout Successful',
      logoutMessage: 'You have been successfully logged out.',
      pageLockLabel: 'This page available only site members',
      openTablePreviewOnly: 'Preview Only: Please log out of your account in order to use the OpenTable Block.',
    });
  });
});
