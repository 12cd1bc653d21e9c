import { TOOLTIP } from '../../shared/constants/limits';
import { registerClosable } from '../../shared/owner/closables';
import { placeTooltip } from '../../shared/overlays/placeTooltip';

const VISIBLE = 'site-tooltip--visible';

/**
 * Media-and-reporting §2 and §9: an element with data-tooltip shows its text after 1200 ms of hovering,
 * 15 px from the cursor and at least 20 px inside the viewport, 250 px wide, fading in over 0.3 s; keyboard
 * focus shows it too (placed by the element). A popover in the top layer (Popover API), described by
 * aria-describedby; Escape (the closable registry) hides it, as WCAG 1.4.13 asks.
 */
export function startTooltips(doc: Document = document): () => void {
  const win = doc.defaultView!;
  const tip = doc.createElement('div');
  tip.className = 'site-tooltip';
  tip.id = 'site-tooltip';
  tip.setAttribute('role', 'tooltip');
  tip.setAttribute('popover', 'manual');
  tip.style.width = `${TOOLTIP.WIDTH_PX}px`;
  tip.style.transitionDuration = `${TOOLTIP.FADE_S}s`;
  doc.body.append(tip);
  let owner: HTMLElement | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let unregister = () => {};
  let cursor = { x: 0, y: 0 };

  const place = (anchor: { x: number; y: number }) => {
    const { left, top } = placeTooltip(
      anchor,
      { width: tip.offsetWidth, height: tip.offsetHeight },
      { width: win.innerWidth, height: win.innerHeight },
    );
    tip.style.left = `${left}px`;
    tip.style.top = `${top}px`;
  };
  const hide = () => {
    clearTimeout(timer);
    unregister();
    unregister = () => {};
    owner?.removeAttribute('aria-describedby');
    owner = null;
    tip.classList.remove(VISIBLE);
    if (tip.matches(':popover-open')) tip.hidePopover();
  };
  const schedule = (element: HTMLElement, anchor: () => { x: number; y: number }) => {
    if (owner === element) return;
    hide();
    owner = element;
    timer = setTimeout(() => {
      tip.textContent = element.dataset.tooltip ?? '';
      element.setAttribute('aria-describedby', tip.id);
      tip.showPopover();
      place(anchor());
      tip.classList.add(VISIBLE);
      unregister = registerClosable(hide);
    }, TOOLTIP.SHOW_DELAY_MS);
  };
  const targetOf = (event: Event) =>
    event.target instanceof Element ? event.target.closest<HTMLElement>('[data-tooltip]') : null;

  const onOver = (event: MouseEvent) => {
    cursor = { x: event.clientX, y: event.clientY };
    const target = targetOf(event);
    if (target) schedule(target, () => cursor);
    else if (owner && !owner.matches(':focus')) hide();
  };
  const onMove = (event: MouseEvent) => void (cursor = { x: event.clientX, y: event.clientY });
  const onFocus = (event: FocusEvent) => {
    const target = targetOf(event);
    if (!target) return;
    schedule(target, () => {
      const rect = target.getBoundingClientRect();
      return { x: rect.left, y: rect.bottom };
    });
  };
  const onBlur = (event: FocusEvent) => targetOf(event) === owner && hide();
  doc.addEventListener('mouseover', onOver, { passive: true });
  doc.addEventListener('mousemove', onMove, { passive: true });
  doc.addEventListener('focusin', onFocus);
  doc.addEventListener('focusout', onBlur);
  return () => {
    hide();
    doc.removeEventListener('mouseover', onOver);
    doc.removeEventListener('mousemove', onMove);
    doc.removeEventListener('focusin', onFocus);
    doc.removeEventListener('focusout', onBlur);
    tip.remove();
  };
}
