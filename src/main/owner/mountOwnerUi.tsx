import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

// Each piece of owner UI gets its own root: in the container the server rendered for it (the announcement bar,
// whose server markup the first render replaces in place, so nothing moves), else in a container at the end of
// <body>, created when needed and removed when done.
export function mountOwnerUi(doc: Document, className: string, served?: HTMLElement | null) {
  const container = served ?? doc.createElement('div');
  container.className = className;
  if (!served) doc.body.appendChild(container);
  const root = createRoot(container);
  return {
    render: (node: ReactNode) => root.render(node),
    unmount: () => {
      root.unmount();
      container.remove();
    },
  };
}
