import { describe, expect, it } from 'vitest';
import { findImageProblem, findRootProblem } from '../../../../src/shared/images/findImageLoaderProblem';

// Spec media-and-reporting §8 (image): 'No image', 'No images', 'No root node', 'Element has no parentNode.',
// 'Element is not a valid image element.' — what the script image loader says for what it cannot load.
const box = { tagName: 'SPAN' };
const image = (facts: Partial<{ tagName: string; parentElement: unknown; src: string }> = {}) => ({
  tagName: facts.tagName ?? 'IMG',
  parentElement: 'parentElement' in facts ? facts.parentElement : box,
  dataset: { src: 'src' in facts ? facts.src : '/images/a.jpg' },
});

describe('script image loader problems', () => {
  it('says what is wrong with one element, and nothing for a loadable image', () => {
    expect(findImageProblem(null)).toEqual({ level: 'error', message: 'No image' });
    expect(findImageProblem(image({ tagName: 'DIV' }))).toEqual({
      level: 'warn',
      message: 'Element is not a valid image element.',
    });
    expect(findImageProblem(image({ parentElement: null }))).toEqual({
      level: 'error',
      message: 'Element has no parentNode.',
    });
    expect(findImageProblem(image({ src: '' }))).toEqual({
      level: 'error',
      message: 'Invalid or missing image source.',
    });
    expect(findImageProblem(image())).toBeNull();
  });

  it('says when a root is missing or holds no images', () => {
    expect(findRootProblem(null, 0)).toEqual({ level: 'error', message: 'No root node' });
    expect(findRootProblem(box, 0)).toEqual({ level: 'warn', message: 'No images' });
    expect(findRootProblem(box, 3)).toBeNull();
  });
});
