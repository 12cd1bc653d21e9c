import { useState } from 'react';
import type { ReviewsReply } from '../../../shared/api/config/ReviewsApi';
import { useJson } from '../useJson';
import { readCrumb } from '../sendJson';

const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(5 - rating);

// Product reviews, newest first: a new one waits as pending; the owner approves it (it then shows on its
// product page, in the average and the count) or hides it.
export function ReviewsView() {
  const [refresh, setRefresh] = useState(0);
  const [error, setError] = useState('');
  const list = useJson<ReviewsReply>(`/api/config/reviews?limit=200&r=${refresh}`);
  const setStatus = async (id: string, status: string) => {
    setError('');
    const response = await fetch(`/api/config/reviews/${id}/status`, {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-csrf-token': readCrumb() },
      body: JSON.stringify({ status }),
    });
    if (!response.ok) setError(`Could not change the review (${response.status}).`);
    setRefresh((n) => n + 1);
  };
  return (
    <section className="config-section" aria-labelledby="reviews-title">
      <h1 id="reviews-title">Product reviews</h1>
      {error ? (
        <p className="config-error" role="alert">
          {error}
        </p>
      ) : null}
      {list.status === 'loading' ? <p className="config-status">Loading reviews…</p> : null}
      {list.status === 'failed' ? (
        <p className="config-error" role="alert">
          {list.message}
        </p>
      ) : null}
      {list.status === 'ready' && list.data.reviews.length === 0 ? (
        <p className="config-status">No review yet.</p>
      ) : null}
      {list.status === 'ready' && list.data.reviews.length > 0 ? (
        <ul className="reviews-admin">
          {list.data.reviews.map((review) => (
            <li key={review.id} className="reviews-admin-item" data-review-id={review.id} data-status={review.status}>
              <p>
                <strong>{review.productTitle}</strong> ·{' '}
                <span aria-label={`${review.rating} of 5 stars`}>{stars(review.rating)}</span> · {review.name} ·{' '}
                {new Date(review.createdAt).toLocaleString()} · <em>{review.status}</em>
              </p>
              {review.title ? <p className="reviews-admin-title">{review.title}</p> : null}
              {review.text ? <p>{review.text}</p> : null}
              <p>
                <button
                  type="button"
                  disabled={review.status === 'approved'}
                  onClick={() => void setStatus(review.id, 'approved')}
                >
                  Approve
                </button>{' '}
                <button
                  type="button"
                  disabled={review.status === 'hidden'}
                  onClick={() => void setStatus(review.id, 'hidden')}
                >
                  Hide
                </button>
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
