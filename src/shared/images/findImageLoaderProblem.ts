import { IMAGE_LOADER_MESSAGES } from './imageLoaderMessages';

// Spec media-and-reporting §8: what the script image loader says when it is handed something it cannot load.
// Pure, over the few facts of an element it reads, so each case is checked without a page.
export interface ImageLoaderProblem {
  level: 'error' | 'warn';
  message: string;
}

interface ElementFacts {
  tagName: string;
  parentElement: unknown;
  dataset: { src?: string };
}

/** The problem with one element handed to the loader, or null when it can load. */
export function findImageProblem(element: ElementFacts | null | undefined): ImageLoaderProblem | null {
  if (!element) return { level: 'error', message: IMAGE_LOADER_MESSAGES.noImage };
  if (element.tagName !== 'IMG') return { level: 'warn', message: IMAGE_LOADER_MESSAGES.notImageElement };
  if (!element.parentElement) return { level: 'error', message: IMAGE_LOADER_MESSAGES.noParentNode };
  if (!element.dataset.src) return { level: 'error', message: IMAGE_LOADER_MESSAGES.invalidSource };
  return null;
}

/** The problem with a root whose images are all handed to the loader: none given, or none inside. */
export function findRootProblem(root: unknown, imageCount: number): ImageLoaderProblem | null {
  if (!root) return { level: 'error', message: IMAGE_LOADER_MESSAGES.noRootNode };
  if (imageCount === 0) return { level: 'warn', message: IMAGE_LOADER_MESSAGES.noImages };
  return null;
}
