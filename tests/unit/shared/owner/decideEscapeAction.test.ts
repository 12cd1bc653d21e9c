import { describe, expect, it } from 'vitest';
import { decideEscapeAction, type EscapeInput } from '../../../../src/shared/owner/decideEscapeAction';

const visitor: EscapeInput = {
  shiftKey: false,
  typingInField: false,
  hasClosable: false,
  modalOpen: false,
  loggedIn: false,
  useEscapeKeyToLogin: true,
};
const owner: EscapeInput = { ...visitor, loggedIn: true };

describe('decideEscapeAction', () => {
  it('closes the topmost registered closable before anything else, even with Shift or while typing in it', () => {
    expect(decideEscapeAction({ ...owner, hasClosable: true, shiftKey: true })).toBe('close-topmost');
    expect(decideEscapeAction({ ...visitor, hasClosable: true, typingInField: true })).toBe('close-topmost');
  });

  it('leaves Escape to an open modal that is not registered (the modal rule)', () => {
    expect(decideEscapeAction({ ...owner, modalOpen: true })).toBe('leave-to-modal');
    expect(decideEscapeAction({ ...owner, modalOpen: true, shiftKey: true })).toBe('leave-to-modal');
  });

  it('logs out with Shift when an account exists', () => {
    expect(decideEscapeAction({ ...owner, shiftKey: true })).toBe('logout');
  });

  it('goes to the configuration area when logged in and useEscapeKeyToLogin is on, else leaves Escape alone', () => {
    expect(decideEscapeAction(owner)).toBe('open-config');
    expect(decideEscapeAction({ ...owner, useEscapeKeyToLogin: false })).toBe('ignore');
    // Closing a dialog and logging out with Shift do not depend on the shortcut.
    expect(decideEscapeAction({ ...owner, useEscapeKeyToLogin: false, hasClosable: true })).toBe('close-topmost');
    expect(decideEscapeAction({ ...owner, useEscapeKeyToLogin: false, shiftKey: true })).toBe('logout');
  });

  it('opens login for a visitor only when useEscapeKeyToLogin is on', () => {
    expect(decideEscapeAction(visitor)).toBe('open-login');
    expect(decideEscapeAction({ ...visitor, useEscapeKeyToLogin: false })).toBe('ignore');
  });

  it('treats Shift+Escape without an account like Escape (logout needs an account)', () => {
    expect(decideEscapeAction({ ...visitor, shiftKey: true })).toBe('open-login');
  });

  it('ignores Escape typed in a field when no dialog is open', () => {
    expect(decideEscapeAction({ ...owner, typingInField: true })).toBe('ignore');
    expect(decideEscapeAction({ ...owner, typingInField: true, shiftKey: true })).toBe('ignore');
    expect(decideEscapeAction({ ...visitor, typingInField: true })).toBe('ignore');
  });
});
