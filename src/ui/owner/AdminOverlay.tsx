import { DIALOG } from '../../shared/constants/limits';
import { OWNER_STRINGS } from './ownerStrings';

export interface OverlayBox {
  top: number;
  left: number;
  width: number;
  height: number;
}

interface AdminOverlayProps {
  box: OverlayBox | null;
  editUrl: string;
}

// Spec visitor-runtime §6: logged-in owners get the admin overlays. This one outlines the block under the
// pointer (mouse tracking, only with an account) and links to editing it in the configuration area.
export function AdminOverlay({ box, editUrl }: AdminOverlayProps) {
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
