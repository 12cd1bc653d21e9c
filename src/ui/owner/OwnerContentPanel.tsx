import { useState } from 'react';
import type { OwnerCollectionView, OwnerItemView } from '../../shared/owner/content/ownerContent';
import { ItemVisibility } from '../../shared/constants/itemVisibility';
import { OWNER_MODAL_TEXT as TEXT } from '../../shared/owner/content/ownerModalText';

interface OwnerContentPanelProps {
  collection: OwnerCollectionView;
  /** Publishes the item; answers the item as published, or null when the server refused (already shown). */
  onPublish: (item: OwnerItemView) => Promise<OwnerItemView | null>;
  onDelete: () => void;
}

// The owner's content tools on a collection's pages (docs/owners.md, "Content actions"): its items with their
// workflow labels, Publish for those not published, and Delete collection. Rendered for content writers only,
// by the owner-only chunk.
export function OwnerContentPanel({ collection, onPublish, onDelete }: OwnerContentPanelProps) {
  const [items, setItems] = useState(collection.items);
  const [busy, setBusy] = useState<string | null>(null);
  const publish = async (item: OwnerItemView) => {
    setBusy(item.id);
    try {
      const published = await onPublish(item);
      if (published) setItems((current) => current.map((i) => (i.id === published.id ? published : i)));
    } finally {
      setBusy(null);
    }
  };
  return (
    <details className="owner-content">
      <summary className="owner-content__summary">{TEXT.panelLabel(collection.title)}</summary>
      <ul className="owner-content__items">
        {items.map((item) => (
          <li key={item.id} className="owner-content__item">
            <span className="owner-content__title">{item.title}</span>
            <span className="owner-content__label">{item.workflowLabel}</span>
            {item.visibility !== ItemVisibility.PUBLISHED && (
              <button
                type="button"
                className="owner-button owner-button--primary"
                disabled={busy !== null}
                aria-label={`${TEXT.publish} ${item.title}`}
                onClick={() => void publish(item)}
              >
                {TEXT.publish}
              </button>
            )}
          </li>
        ))}
      </ul>
      <button type="button" className="owner-button owner-content__delete" onClick={onDelete}>
        {TEXT.deleteCollection}
      </button>
    </details>
  );
}
