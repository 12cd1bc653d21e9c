// Spec media-and-reporting §8 (image) and §5: the image loader's errors and warnings, as the spec writes them.
export const IMAGE_LOADER_MESSAGES = {
  noImage: 'No image',
  noImages: 'No images',
  noRootNode: 'No root node',
  notLoaded: (what: string): string => `${what} not loaded`,
  noParentNode: 'Element has no parentNode.',
  notImageElement: 'Element is not a valid image element.',
  invalidSource: 'Invalid or missing image source.',
} as const;
