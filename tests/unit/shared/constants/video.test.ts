import { describe, it, expect } from 'vitest';
import {
  VIDEO_DEFAULTS,
  VIDEO_MESSAGE_PROVIDERS,
  VIDEO_MODES,
  VIDEO_PROVIDERS,
  VIDEO_TYPES,
} from '../../../../src/shared/constants/video';

describe('video constants (spec media-and-reporting §3, §5, §7, §9)', () => {
  it('has the types, providers and modes', () => {
    expect(VIDEO_TYPES).toEqual(['iframe', 'object', 'invalid']);
    expect(VIDEO_PROVIDERS).toEqual(['Vimeo', 'YouTube', 'Wistia', 'Animoto']);
    expect(VIDEO_MODES).toEqual(['none', 'fit', 'fill']);
    expect(VIDEO_MESSAGE_PROVIDERS).toEqual(['Vimeo', 'YouTube']);
  });

  it('has the aspect and placeholder defaults', () => {
    expect(VIDEO_DEFAULTS).toEqual({ ASPECT_PERCENT: 56.3, PLACEHOLDER_RATIO: 65, PLACEHOLDER_RATIO_DIVIDEND: 100 });
  });
});
