import { useEffect, useRef } from 'react';
import type { DonationButtonData } from '../../../shared/blocks/donationButton';
import { ROUTES, QUERY_PARAMS } from '../../../shared/constants/routes';
import { DONATION_MESSAGES } from '../../../shared/messages/checkoutFlowMessages';

/** The donation checkout of a donate page (spec visitor-runtime §2). */
export function donateHref(donatePageId: string): string {
  return `${ROUTES.DONATION_CHECKOUT}?${QUERY_PARAMS.DONATE_PAGE_ID}=${encodeURIComponent(donatePageId)}`;
}

// A link to the donation checkout, carrying data-donate-page-id (spec visitor-runtime §3), so it works before
// and without script. The island hydrates when near the viewport and checks its button is there: a block
// whose donate page is not chosen yet has none, and the runtime says so on the console (spec §8).
export default function DonationButtonBlock({ data }: { id: string; data: DonationButtonData }) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!root.current?.querySelector('[data-donate-page-id]')) console.error(DONATION_MESSAGES.missingButton);
  }, []);
  return (
    <div ref={root} className={`block-buttons block-donation-button align-${data.alignment}`}>
      {data.donatePageId ? (
        <a
          className="button-link button-primary button-size-medium donation-button"
          data-donate-page-id={data.donatePageId}
          href={donateHref(data.donatePageId)}
        >
          {data.label}
        </a>
      ) : null}
    </div>
  );
}
