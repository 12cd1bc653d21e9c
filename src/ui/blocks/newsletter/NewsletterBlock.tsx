import type { PostedFormState } from '../../../shared/forms/PostedForm';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { NewsletterData } from '../../../shared/blocks/newsletter';
import { BREAKPOINTS } from '../../../shared/constants/limits';
import { toFormDefinition } from '../../../shared/forms/toFormDefinition';
import { FormView } from '../form/FormView';
import { useBlockRuntime } from '../../runtime/BlockRuntime';
import { useWords } from '../../runtime/useWords';
import { FORM_WORDS } from '../../../shared/words/formWords';
import { NewsletterFieldView } from './NewsletterFieldView';
import { FormErrorBoundary } from '../form/FormErrorBoundary';

// The newsletter block: the shared form machinery, no general message above or below (spec visitor-runtime
// §5 and §8), and the small-container class under 320 px (§9).
export interface NewsletterBlockProps {
  id: string;
  data: NewsletterData;
  /** The popup overlay's sign-up is sent as an overlay form (visitor-runtime §3 isOverlayForm). */
  isOverlayForm?: boolean;
  onSubmitted?: () => void;
  /** The state of a post made without JavaScript, when this page answers it. */
  posted?: PostedFormState;
}

export default function NewsletterBlock({
  id,
  data,
  isOverlayForm = false,
  onSubmitted,
  posted,
}: NewsletterBlockProps) {
  const { telemetry } = useBlockRuntime();
  const words = useWords(FORM_WORDS);
  const container = useRef<HTMLDivElement>(null);
  const [small, setSmall] = useState(false);
  // One definition for the block's life, whatever its width does: the form's mount effects run once.
  const definition = useMemo(
    () => ({ ...toFormDefinition({ type: 'newsletter', data }, words), isOverlayForm }),
    [data, isOverlayForm, words],
  );
  useEffect(() => {
    const element = container.current;
    if (!element || !('ResizeObserver' in window)) return;
    const observer = new ResizeObserver(() => setSmall(element.clientWidth < BREAKPOINTS.NEWSLETTER_SMALL_BELOW_PX));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const header = (
    <div className="newsletter-header">
      {data.title ? <h2 className="newsletter-title">{data.title}</h2> : null}
      {data.description ? <p className="newsletter-description">{data.description}</p> : null}
    </div>
  );
  return (
    <div ref={container} className={`block-newsletter${small ? ' small-container' : ''}`}>
      <FormErrorBoundary formId={data.formId}>
        <FormView
          blockId={id}
          definition={definition}
          header={header}
          posted={posted}
          FieldView={NewsletterFieldView}
          onSucceeded={() => {
            onSubmitted?.();
            // The newsletter-subscribe commerce event (docs/commerce.md), once the server has the sign-up.
            void import('../../commerce/emitCommerceEvent').then((m) =>
              m.emitCommerceEvent(telemetry, 'newsletter-subscribe', { formId: data.formId }),
            );
          }}
        />
      </FormErrorBoundary>
    </div>
  );
}
