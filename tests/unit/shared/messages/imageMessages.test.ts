import { describe, it, expect } from 'vitest';
import { IMAGE_MESSAGES } from '../../../../src/shared/messages/imageMessages';

describe('image messages (spec media-and-reporting §5, §8)', () => {
  it('has exactly the spec messages', () => {
    expect(IMAGE_MESSAGES.invalidSource).toBe('Invalid or missing image source.');
    expect(IMAGE_MESSAGES.noImage).toBe('No image');
    expect(IMAGE_MESSAGES.noImages).toBe('No images');
    expect(IMAGE_MESSAGES.noRootNode).toBe('No root node');
    expect(IMAGE_MESSAGES.notLoaded('hero.jpg')).toBe('hero.jpg not loaded');
    expect(IMAGE_MESSAGES.noParentNode).toBe('Element has no parentNode.');
    expect(IMAGE_MESSAGES.notImageElement).toBe('Element is not a valid image element.');
  });
});
