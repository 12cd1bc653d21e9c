import { describe, it, expect } from 'vitest';
import { RUNTIME_MESSAGES } from '../../../../src/shared/messages/runtimeMessages';

describe('runtime messages (spec visitor-runtime §8)', () => {
  it('has exactly the spec messages', () => {
    expect(RUNTIME_MESSAGES).toEqual({
      secondRun: 'Detected second run, this is bad.',
      typekitFontUnavailable: 'Requested font no longer in Typekit',
      formRenderFailed: 'Could not render form',
      notMoney: 'Format expects a Money instance.',
    });
  });
});
