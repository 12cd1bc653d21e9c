// Spec media-and-reporting §5 and §8 (image): messages of the image loader.
export const IMAGE_MESSAGES = {
  // §5: a missing or empty source is rejected with this.
  invalidSource: 'Invalid or missing image source.',
  noImage: 'No image',
  noImages: 'No images',
  noRootNode: 'No root node',
  /** §8: "{x} not loaded". */
  notLoaded: (x: string): string => `${x} not loaded`,
  noParentNode: 'Element has no parentNode.',
  notImageElement: 'Element is not a valid image element.',
} as const;
