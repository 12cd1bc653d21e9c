import { useCallback, useEffect, useRef, type ComponentType } from 'react';
import type { PopupOverlaySettings } from '../../shared/siteData/WebsiteSettings';
import { DIALOG } from '../../shared/constants/limits';
import { DIALOG_MESSAGES } from '../../shared/messages/dialogMessages';
import { registerClosable } from '../../shared/owner/closables';
import type { NewsletterBlockProps } from '../blocks/newsletter/NewsletterBlock';
import { useBlockRuntime } from '../runtime/BlockRuntime';
import { hideAfterTransition, trapFocus } from '../dialogs/openDialog';
import { openLocalStorage, readOverlayMemory, writeOverlayMemory } from './overlayMemory';

interface PopupOverlayProps {
  settings: PopupOverlaySettings;
  onClosed: () => void;
  /** The newsletter block's component, loaded through the catalog so it stays the block's own chunk. */
  Newsletter: ComponentType<NewsletterBlockProps>;
}

// Spec visitor-runtime §1, §3 and §4: the popup overlay with its newsletter sign-up, a modal <dialog>
// (focus kept inside; Escape closes it through the closable registry). Opening it stores the settings'
// version (a new version starts afresh) and sends census/overlay (§7); closing stores the date closed,
// signing up stores submitted; each is a census/overlay record too.
export function PopupOverlay({ settings, onClosed, Newsletter }: PopupOverlayProps) {
  const { telemetry } = useBlockRuntime();
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<() => void>(() => {});
  const { version, style } = settings;
  const census = useCallback(
    (action: 'show' | 'close' | 'submit') => telemetry.record('census.overlay', { action, version, style }, action),
    [telemetry, version, style],
  );

  // The dialog opens once: mountPopupOverlay renders this with props that never change.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const storage = openLocalStorage(window);
    const stored = readOverlayMemory(storage);
    writeOverlayMemory(storage, stored.version === version ? stored : { version, submitted: false, dateClosed: null });
    let closing = false;
    const close = () => {
      if (closing) return;
      closing = true;
      unregister();
      releaseFocus();
      writeOverlayMemory(storage, { ...readOverlayMemory(storage), dateClosed: Date.now() });
      census('close');
      hideAfterTransition(dialog, 'popup-overlay--hiding', () => {
        dialog.close();
        onClosed();
      });
    };
    closeRef.current = close;
    const unregister = registerClosable(close);
    const releaseFocus = trapFocus(dialog);
    const onCancel = (event: Event) => {
      event.preventDefault();
      close();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.showModal();
    census('show');
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (!closing) {
        unregister();
        releaseFocus();
      }
    };
  }, [census, onClosed, version]);

  const onSubmitted = () => {
    const storage = openLocalStorage(window);
    writeOverlayMemory(storage, { ...readOverlayMemory(storage), version: settings.version, submitted: true });
    census('submit');
  };

  return (
    <dialog
      ref={ref}
      className={`popup-overlay popup-overlay--${settings.style}`}
      style={{ zIndex: DIALOG.Z_INDEX }}
      aria-labelledby={settings.title ? 'popup-overlay-title' : undefined}
      aria-label={settings.title ? undefined : settings.newsletter?.title}
      onClick={(event) => event.target === event.currentTarget && closeRef.current()}
    >
      <div className="popup-overlay__body">
        <button
          type="button"
          className="popup-overlay__close"
          aria-label={DIALOG_MESSAGES.close}
          onClick={() => closeRef.current()}
        >
          ×
        </button>
        {settings.title ? (
          <h2 id="popup-overlay-title" className="popup-overlay__title">
            {settings.title}
          </h2>
        ) : null}
        {settings.message ? <p className="popup-overlay__message">{settings.message}</p> : null}
        {settings.newsletter ? (
          <Newsletter id="popup-overlay" data={settings.newsletter} isOverlayForm onSubmitted={onSubmitted} />
        ) : null}
      </div>
    </dialog>
  );
}
