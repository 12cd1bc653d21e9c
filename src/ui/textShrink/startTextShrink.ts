import { TEXT_SHRINK } from '../../shared/constants/limits';
import { fitFontSize } from '../../shared/overlays/fitFontSize';

const MEASURING = 'text-shrink-measuring';

// Whether the text is wider than its box at this size; while measuring, words may not break (CSS), so a
// long word shows as overflow instead of being split.
function overflowsAt(element: HTMLElement, size: number): boolean {
  element.style.fontSize = `${size}px`;
  return element.scrollWidth > element.clientWidth + 0.5;
}

function shrink(element: HTMLElement, win: Window): void {
  element.style.fontSize = '';
  element.classList.add(MEASURING);
  const natural = parseFloat(win.getComputedStyle(element).fontSize);
  const size = fitFontSize(natural, (candidate) => overflowsAt(element, candidate));
  element.classList.remove(MEASURING);
  element.style.fontSize = size < natural ? `${size}px` : '';
  element.toggleAttribute('data-text-shrunk', size < natural);
}

/**
 * Spec media-and-reporting §9 (text shrink): headings marked data-text-shrink that would overflow their
 * box get a smaller font, not under 11 px; measured again after resizes, debounced by 100 ms.
 */
export function startTextShrink(doc: Document = document): () => void {
  const win = doc.defaultView!;
  const elements = [...doc.querySelectorAll<HTMLElement>('[data-text-shrink]')];
  const run = () => elements.forEach((element) => shrink(element, win));
  run();
  // Web fonts change the widths once they arrive.
  void doc.fonts?.ready.then(run);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(run, TEXT_SHRINK.RESIZE_DEBOUNCE_MS);
  };
  win.addEventListener('resize', onResize);
  return () => {
    clearTimeout(timer);
    win.removeEventListener('resize', onResize);
  };
}
