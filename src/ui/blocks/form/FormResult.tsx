import { useEffect, useRef } from 'react';
import type { FormSuccess } from '../../../shared/blocks/form';
import { runSuccessHtml } from './runSuccessHtml';

export type FormPhase =
  { kind: 'idle' } | { kind: 'submitting' } | { kind: 'success' } | { kind: 'saved'; message: string | null };

// What replaces the form: the success text or HTML (its scripts run, spec visitor-runtime §4), or the notice
// that the submission is kept for later. `served`: the server's answer to a script-free post already ran it.
export function FormResult({
  phase,
  success,
  served,
  savedForLater,
}: {
  phase: FormPhase;
  success: FormSuccess;
  served: boolean;
  /** The notice of a submission kept on this device, in the site's language. */
  savedForLater: string;
}) {
  const htmlRef = useRef<HTMLDivElement>(null);
  const html = phase.kind === 'success' ? success.html : undefined;
  useEffect(() => {
    if (html && htmlRef.current && !served) runSuccessHtml(htmlRef.current, html);
  }, [html, served]);
  if (phase.kind === 'saved') {
    return (
      <div className="form-saved" role="status">
        {phase.message ? <p className="form-message">{phase.message}</p> : null}
        <p>{savedForLater}</p>
      </div>
    );
  }
  return (
    <div className="form-success" role="status">
      {html && served ? (
        <div dangerouslySetInnerHTML={{ __html: html }} />
      ) : html ? (
        <div ref={htmlRef} />
      ) : (
        <p>{success.message}</p>
      )}
    </div>
  );
}
