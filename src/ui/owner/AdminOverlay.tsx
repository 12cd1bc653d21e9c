import { DIALOG } from '../../shared/constants/limits';
import { OWNER_STRINGS } from './ownerStrings';

export type OverlayBox = { top: number; left: number; width: number; height: number };

// Spec visitor-runtime §6: the admin overlay outlines the block under the pointer and links to editing it.
export function AdminOverlay({ box, editUrl }: { box: OverlayBox | null; editUrl: string }) {
  if (!box) return null;
  return (
    <div
      className="owner-admin-overlay"
      style={{ top: box.top, left: box.left, width: box.width, height: box.height, zIndex: DIALOG.Z_INDEX - 1 }}
      data-testid="admin-overlay"
    >
      <a className="owner-admin-overlay__edit" href={editUrl}>
        {OWNER_STRINGS.editThis}
      </a>
    </div>
  );
}
