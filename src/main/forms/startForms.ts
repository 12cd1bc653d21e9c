import { provideFormTransport } from '../../shared/forms/formTransport';
import { hasPendingFlag } from './pendingFlag';

// Wires the forms into the page at boot, at the cost of a few hundred bytes: the submit code and the replay
// code are separate chunks, loaded when a form is sent or when something was kept for later.
export function startForms(): void {
  const loadSubmit = () => import('./submitOrKeep');
  provideFormTransport({
    submit: (submission, meta) => loadSubmit().then((m) => m.submitOrKeep(submission, meta)),
    prepare: () => loadSubmit().then(() => undefined),
  });
  // Kept submissions are replayed by the page on load and on the online event (for browsers
  // without Background Sync; with it the service worker replays them too, and the server stores each once).
  const replay = () => {
    if (!hasPendingFlag()) return;
    import('./replayKept')
      .then((m) => m.replayKept())
      .catch((error: unknown) => console.warn('Could not replay kept form submissions', error));
  };
  if (document.readyState === 'complete') replay();
  else window.addEventListener('load', replay, { once: true });
  window.addEventListener('online', replay);
}
