import { useState } from 'react';
import type { OrderDetailView } from '../../../shared/api/config/OrdersResponses';

// An order's review request links, one per line, for the owner to copy and send to the buyer.
export function ReviewLinks({ links }: { links: NonNullable<OrderDetailView['reviewLinks']> }) {
  const [copied, setCopied] = useState<number | null>(null);
  return (
    <section className="orders-review-links" aria-label="Review links">
      <h3>Review links</h3>
      <ul>
        {links.map((link) => (
          <li key={link.lineNo} data-line={link.lineNo}>
            <label>
              {link.title} ({link.reviewed ? 'reviewed' : `expires ${new Date(link.expiresAt).toLocaleDateString()}`})
              <input className="orders-review-link" readOnly value={link.url} onFocus={(e) => e.target.select()} />
            </label>
            <button
              type="button"
              onClick={() =>
                void navigator.clipboard?.writeText(link.url).then(
                  () => setCopied(link.lineNo),
                  () => setCopied(null),
                )
              }
            >
              {copied === link.lineNo ? 'Copied' : 'Copy link'}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
