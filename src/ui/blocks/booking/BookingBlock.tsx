import { useRef, useState } from 'react';
import type { BookingData } from '../../../shared/blocks/booking';
import { BOOKING_LOAD_FAILED, BOOKING_PREVIEW_ALERT } from '../../../shared/blocks/bookingMessages';
import { buildBookingScriptUrl } from '../../../shared/blocks/buildBookingScriptUrl';
import { chooseBookingLayout } from '../../../shared/blocks/chooseBookingLayout';
import { useBlockRuntime } from '../../runtime/BlockRuntime';
import { loadBookingWidget } from './loadBookingWidget';

type BookingState = 'idle' | 'loading' | 'loaded' | 'failed' | 'preview';

// Spec visitor-runtime §1, §5 and §9: the restaurant booking block (OpenTable or Tock). The provider's
// reservation script is a third party's: it loads only when the visitor asks for it (the button), never
// with the page. Logged-in users get a preview only, with the spec's alert, and no script. Its layout
// follows the block's own width (booking.css container queries; chooseBookingLayout picks OpenTable's theme).
export default function BookingBlock({ id, data }: { id: string; data: BookingData }) {
  const { pageContext } = useBlockRuntime();
  const preview = pageContext.authenticatedAccount !== null;
  const [state, setState] = useState<BookingState>('idle');
  const root = useRef<HTMLDivElement>(null);
  const widget = useRef<HTMLDivElement>(null);

  const open = () => {
    if (preview) return setState('preview');
    const container = widget.current;
    if (!container || state === 'loading' || state === 'loaded') return;
    setState('loading');
    container.replaceChildren();
    const layout = chooseBookingLayout(data.provider, root.current?.clientWidth ?? 0);
    const src = buildBookingScriptUrl(data, layout, pageContext.website.locale);
    loadBookingWidget(container, data, src, {
      locale: pageContext.website.locale,
      timeZone: pageContext.website.timeZone,
    })
      .then(() => setState('loaded'))
      .catch((error: unknown) => {
        console.warn('Could not load the booking provider', error);
        setState('failed');
      });
  };

  return (
    <div
      ref={root}
      className={`block-booking booking--${data.provider}`}
      data-provider={data.provider}
      data-state={state}
      data-preview={preview ? 'true' : undefined}
    >
      <div className="booking-layout">
        <div className="booking-text">
          {data.heading ? <h2 className="booking-heading">{data.heading}</h2> : null}
          {data.description ? <p className="booking-description">{data.description}</p> : null}
        </div>
        <div className="booking-action">
          {state !== 'loaded' ? (
            <button
              type="button"
              className="button-link button-primary button-size-medium booking-open"
              aria-controls={`${id}-widget`}
              aria-busy={state === 'loading'}
              onClick={open}
            >
              {data.buttonText}
            </button>
          ) : null}
          {state === 'preview' ? (
            <p className="booking-alert" role="alert">
              {BOOKING_PREVIEW_ALERT}
            </p>
          ) : null}
          {state === 'failed' ? (
            <p className="booking-alert" role="alert">
              {BOOKING_LOAD_FAILED}
            </p>
          ) : null}
          {/* The provider draws here; React renders no children into it, so it leaves them alone. */}
          <div ref={widget} id={`${id}-widget`} className="booking-widget" />
        </div>
      </div>
    </div>
  );
}
