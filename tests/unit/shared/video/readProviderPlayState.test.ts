import { describe, expect, it } from 'vitest';
import {
  encodePlayStateSubscription,
  readProviderPlayState,
  withPlayerApi,
} from '../../../../src/shared/video/readProviderPlayState';

// Spec media-and-reporting §4: a provider's player is heard through its message API.
describe('provider play state', () => {
  it('reads YouTube onStateChange and infoDelivery: 1 plays, 2 and 0 stop, others say nothing', () => {
    expect(readProviderPlayState('YouTube', '{"event":"onStateChange","info":1}')).toBe(true);
    expect(readProviderPlayState('YouTube', '{"event":"onStateChange","info":2}')).toBe(false);
    expect(readProviderPlayState('YouTube', '{"event":"onStateChange","info":0}')).toBe(false);
    expect(readProviderPlayState('YouTube', '{"event":"onStateChange","info":3}')).toBeNull();
    expect(readProviderPlayState('YouTube', { event: 'infoDelivery', info: { playerState: 1 } })).toBe(true);
    expect(readProviderPlayState('YouTube', 'not json')).toBeNull();
  });

  it('reads Vimeo play, pause and ended; ignores another provider', () => {
    expect(readProviderPlayState('Vimeo', '{"event":"play"}')).toBe(true);
    expect(readProviderPlayState('Vimeo', { event: 'pause' })).toBe(false);
    expect(readProviderPlayState('Vimeo', '{"event":"ended"}')).toBe(false);
    expect(readProviderPlayState('Vimeo', '{"event":"timeupdate"}')).toBeNull();
    expect(readProviderPlayState('Wistia', '{"event":"play"}')).toBeNull();
  });

  it('subscribes in each provider format and switches on the YouTube API once', () => {
    expect(encodePlayStateSubscription('YouTube').map((m) => JSON.parse(m).event)).toEqual(['listening']);
    expect(encodePlayStateSubscription('Vimeo').map((m) => JSON.parse(m).value)).toEqual(['play', 'pause', 'ended']);
    expect(encodePlayStateSubscription('Wistia')).toEqual([]);
    expect(withPlayerApi('https://www.youtube.com/embed/x?autoplay=1', 'YouTube')).toBe(
      'https://www.youtube.com/embed/x?autoplay=1&enablejsapi=1',
    );
    expect(withPlayerApi('https://www.youtube.com/embed/x?enablejsapi=1', 'YouTube')).toBe(
      'https://www.youtube.com/embed/x?enablejsapi=1',
    );
    expect(withPlayerApi('https://player.vimeo.com/video/1?autoplay=1', 'Vimeo')).toBe(
      'https://player.vimeo.com/video/1?autoplay=1',
    );
  });
});
