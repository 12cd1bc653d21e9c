import { describe, it, expect } from 'vitest';
import { ANALYTICS_MESSAGES } from '../../../../src/shared/messages/analyticsMessages';

describe('analytics messages (spec media-and-reporting §8)', () => {
  it('formats the status messages', () => {
    expect(ANALYTICS_MESSAGES.trackingFailed(500)).toBe('Error tracking event: HTTP Status 500');
    expect(ANALYTICS_MESSAGES.unexpectedXhrStatus(404)).toBe('XHR request DONE with unexpected status: 404');
  });

  it('has the fixed messages, wording as in the spec', () => {
    expect(ANALYTICS_MESSAGES.noPayload).toBe('no payload');
    expect(ANALYTICS_MESSAGES.analyticsIdNotStored).toBe('Unable to store analyticsId');
    expect(ANALYTICS_MESSAGES.storageUnavailable).toBe('Unable access local/session storage.');
    expect(ANALYTICS_MESSAGES.settingsTimeout).toBe('Metric settings request timeout');
    expect(ANALYTICS_MESSAGES.pageLoadIdUnresolved).toBe('Unable to resolve pageLoadId');
  });
});
