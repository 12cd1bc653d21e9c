import { describe, it, expect } from 'vitest';
import { GALLERY_MESSAGES } from '../../../../src/shared/messages/galleryMessages';
import { VIDEO_MESSAGES } from '../../../../src/shared/messages/videoMessages';

describe('gallery messages (spec media-and-reporting §5, §8)', () => {
  it('has the console messages', () => {
    expect(GALLERY_MESSAGES.decodeFailed).toBe('Error decoding gallery block data.');
    expect(GALLERY_MESSAGES.evaluateFailed).toBe('Error evaluating gallery block data.');
    expect(GALLERY_MESSAGES.videoLoaderMissing).toBe('VideoLoader not found');
    expect(GALLERY_MESSAGES.loader2Missing).toBe('Loader2 not found');
    expect(GALLERY_MESSAGES.lightboxUnavailable).toBe('lightboxify is not available in this tier!');
    expect(GALLERY_MESSAGES.noElement).toBe('Error: No valid HTMLElement node was supplied!');
  });

  it('names the unknown design and transition after the spec text', () => {
    expect(GALLERY_MESSAGES.unknownDesign('masonry')).toBe(
      'These are not the gallery designs you are looking for masonry',
    );
    expect(GALLERY_MESSAGES.unknownTransition('wobble')).toBe('Could not find transition named wobble');
  });

  it('has the invalid video embed message', () => {
    expect(VIDEO_MESSAGES.invalidEmbed).toBe('Invalid video embed.');
  });
});
