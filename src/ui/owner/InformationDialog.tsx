import { useEffect } from 'react';
import { DIALOG } from '../../shared/constants/limits';

export interface InformationDialogProps {
  title: string;
  message: string;
  onHide: () => void;
  /** Spec media-and-reporting §9: information dialogs hide themselves after 2000 ms. */
  autoHideMs?: number;
}

// Spec media-and-reporting §4: an information dialog with auto-hide counts as confirmed when it hides.
export function InformationDialog({
  title,
  message,
  onHide,
  autoHideMs = DIALOG.INFORMATION_AUTO_HIDE_MS,
}: InformationDialogProps) {
  useEffect(() => {
    const timer = setTimeout(onHide, autoHideMs);
    return () => clearTimeout(timer);
  }, [onHide, autoHideMs]);
  return (
    <div className="owner-dialog-backdrop" style={{ zIndex: DIALOG.Z_INDEX }} onClick={onHide}>
      <div
        className="owner-dialog owner-dialog--information"
        role="alertdialog"
        aria-labelledby="information-dialog-title"
        aria-describedby="information-dialog-message"
      >
        <h2 id="information-dialog-title" className="owner-dialog__title">
          {title}
        </h2>
        <p id="information-dialog-message">{message}</p>
      </div>
    </div>
  );
}
