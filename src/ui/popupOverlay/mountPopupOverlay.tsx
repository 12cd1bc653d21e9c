import { createRoot } from 'react-dom/client';
import type { PopupOverlaySettings } from '../../shared/siteData/WebsiteSettings';
import { BlockRuntimeProvider, type BlockRuntime } from '../runtime/BlockRuntime';
import type { BlockComponent } from '../blocks/catalog';
import { PopupOverlay } from './PopupOverlay';

// The overlay is not part of the server-rendered page: it gets its own root at the end of <body>, removed
// once it has closed.
export function mountPopupOverlay(
  doc: Document,
  settings: PopupOverlaySettings,
  runtime: BlockRuntime,
  Newsletter: BlockComponent,
): void {
  const container = doc.createElement('div');
  container.className = 'popup-overlay-root';
  doc.body.appendChild(container);
  const root = createRoot(container);
  const unmount = () => {
    root.unmount();
    container.remove();
  };
  root.render(
    <BlockRuntimeProvider runtime={runtime}>
      <PopupOverlay settings={settings} onClosed={unmount} Newsletter={Newsletter} />
    </BlockRuntimeProvider>,
  );
}
