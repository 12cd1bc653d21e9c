import { LAZY_LOAD_ROOT_MARGIN } from '../../shared/constants/images';
import { chooseImageWidth, imageRequestUrl, needsLargerImage } from '../../shared/images/chooseImageWidth';
import { createLoadQueue, getImageQueueConcurrency, type LoadQueue } from '../../shared/images/createLoadQueue';
import { isNarrowImageBox, NARROW_WIDTH_CLASS } from '../../shared/images/imageBox';
import { IMAGE_LOADER_MESSAGES } from '../../shared/images/imageLoaderMessages';
import { findImageProblem, findRootProblem } from '../../shared/images/findImageLoaderProblem';
import { parseDimensions } from '../../shared/blocks/parseDimensions';

// Spec media-and-reporting §4, §5, §8 and §9: the loader of images placed by script (the lightbox). An image
// names its source in data-src and its original size in data-image-dimensions; it loads when within 200 px of
// the viewport, through one page-wide queue (16 at once, 1 on a phone), at the smallest served width that
// covers its box, and asks again only when its box needs more than it has.
const LOADING_CLASS = 'is-image-loading';

interface ScriptImageLoader {
  observe(element: Element | null | undefined): void;
  /** Observes every image (img[data-src]) inside root; returns them, to unobserve later. */
  observeAll(root: ParentNode | null | undefined): HTMLImageElement[];
  unobserve(element: Element): void;
}

interface Logger {
  warn(message: string): void;
  error(message: string): void;
}

function createScriptImageLoader(
  queue: LoadQueue,
  logger: Logger = console,
  devicePixelRatio: () => number = () => window.devicePixelRatio || 1,
): ScriptImageLoader {
  const loaded = new WeakMap<HTMLImageElement, number>();
  const load = (image: HTMLImageElement) => {
    const box = image.parentElement;
    if (!box) return logger.error(IMAGE_LOADER_MESSAGES.noParentNode);
    const source = image.dataset.src;
    if (!source) return logger.error(IMAGE_LOADER_MESSAGES.invalidSource);
    const boxWidth = box.getBoundingClientRect().width;
    box.classList.toggle(NARROW_WIDTH_CLASS, isNarrowImageBox(boxWidth));
    const originalWidth = parseDimensions(image.dataset.imageDimensions ?? '').width || undefined;
    const width = chooseImageWidth({ cssWidth: boxWidth, devicePixelRatio: devicePixelRatio(), originalWidth });
    // One load at a time per image: the next look, once it ends, asks again if still needed.
    if (image.classList.contains(LOADING_CLASS) || !needsLargerImage(width, loaded.get(image))) return;
    image.classList.add(LOADING_CLASS);
    const url = imageRequestUrl(source, width);
    void queue
      .add(
        () =>
          new Promise<void>((resolve, reject) => {
            const probe = new Image();
            probe.onload = () => resolve();
            probe.onerror = () => reject(new Error(IMAGE_LOADER_MESSAGES.notLoaded(url)));
            probe.src = url;
          }),
      )
      .then(
        () => {
          image.src = url;
          image.dataset.loadedWidth = String(width);
          loaded.set(image, width);
        },
        () => logger.warn(IMAGE_LOADER_MESSAGES.notLoaded(url)),
      )
      .finally(() => image.classList.remove(LOADING_CLASS));
  };
  const visible = new Set<HTMLImageElement>();
  const intersection =
    'IntersectionObserver' in window
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              const image = entry.target as HTMLImageElement;
              if (entry.isIntersecting) {
                visible.add(image);
                load(image);
              } else visible.delete(image);
            }
          },
          { rootMargin: LAZY_LOAD_ROOT_MARGIN },
        )
      : null;
  // A box that grows may need a larger width; one that shrinks keeps what it has.
  const resize =
    'ResizeObserver' in window
      ? new ResizeObserver((entries) => {
          for (const entry of entries) {
            const image = (entry.target as HTMLElement).querySelector<HTMLImageElement>('img[data-src]');
            if (image && (visible.has(image) || !intersection)) load(image);
          }
        })
      : null;
  return {
    observe(element) {
      const problem = findImageProblem(element as HTMLElement | null | undefined);
      if (problem) return logger[problem.level](problem.message);
      const image = element as HTMLImageElement;
      // Without observer support every image loads at once (spec §4).
      if (intersection) intersection.observe(image);
      else load(image);
      resize?.observe(image.parentElement!);
    },
    observeAll(root) {
      const images = root ? [...root.querySelectorAll<HTMLImageElement>('img[data-src]')] : [];
      const problem = findRootProblem(root, images.length);
      if (problem) logger[problem.level](problem.message);
      for (const image of images) this.observe(image);
      return images;
    },
    unobserve(element) {
      intersection?.unobserve(element);
      visible.delete(element as HTMLImageElement);
      if (element.parentElement) resize?.unobserve(element.parentElement);
    },
  };
}

function isPhone(): boolean {
  return window.matchMedia('(hover: none) and (pointer: coarse)').matches;
}

let pageLoader: ScriptImageLoader | null = null;
// The page's one loader and queue.
export function getScriptImageLoader(): ScriptImageLoader {
  pageLoader ??= createScriptImageLoader(createLoadQueue(getImageQueueConcurrency(isPhone())));
  return pageLoader;
}
