import { buildConfigUrl } from '../../shared/owner/buildConfigUrl';
import { AdminOverlay, type OverlayBox } from '../../ui/owner/AdminOverlay';
import { mountOwnerUi } from './mountOwnerUi';

const EDITABLE = '.page-section, .island';

// Spec visitor-runtime §6: mouse tracking only with an authenticated account (the caller checks). The
// overlay follows the section or block under the pointer, at most once per animation frame.
export function trackAdminOverlay(win: Window): () => void {
  const doc = win.document;
  const ui = mountOwnerUi(doc, 'owner-overlay-root');
  const editUrl = buildConfigUrl(win.location.pathname, win.location.search);
  let current: Element | null = null;
  let frame = 0;
  const render = (box: OverlayBox | null) => ui.render(<AdminOverlay box={box} editUrl={editUrl} />);

  const onMove = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || event.target.closest('.owner-admin-overlay')) return;
    const target = event.target.closest(EDITABLE);
    if (target === current) return;
    current = target;
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      const rect = current?.getBoundingClientRect();
      render(
        rect
          ? { top: rect.top + win.scrollY, left: rect.left + win.scrollX, width: rect.width, height: rect.height }
          : null,
      );
    });
  };
  doc.addEventListener('mousemove', onMove, { passive: true });
  render(null);
  return () => {
    doc.removeEventListener('mousemove', onMove);
    ui.unmount();
  };
}
