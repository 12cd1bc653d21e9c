import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

export interface MountedUi {
  render: (node: ReactNode) => void;
  unmount: () => void;
}

// Owner UI is not part of the server-rendered page: each piece gets its own root in a container at the end
// of <body>, created when needed and removed when done.
export function mountOwnerUi(doc: Document, className: string): MountedUi {
  const container = doc.createElement('div');
  container.className = className;
  doc.body.appendChild(container);
  const root = createRoot(container);
  return {
    render: (node) => root.render(node),
    unmount: () => {
      root.unmount();
      container.remove();
    },
  };
}
