import type { ProductReviewsSummary } from '../../../shared/reviews/ReviewForm';

const stars = (rating: number) => '★'.repeat(Math.round(rating)) + '☆'.repeat(5 - Math.round(rating));

// A product page's approved reviews with their average rating and count (plain HTML, no script).
export function ProductReviewList({ summary }: { summary: ProductReviewsSummary }) {
  if (summary.count === 0) return null;
  return (
    <section className="product-review-list" aria-labelledby="product-reviews-title">
      <h2 id="product-reviews-title">Reviews</h2>
      <p className="product-review-average">
        <span aria-hidden="true">{stars(summary.average)}</span>{' '}
        <span className="product-review-average-text">
          {`${summary.average.toFixed(1)} out of 5 (${summary.count} ${summary.count === 1 ? 'review' : 'reviews'})`}
        </span>
      </p>
      <ul>
        {summary.reviews.map((review) => (
          <li key={review.id} className="product-review">
            <p className="product-review-rating" aria-label={`${review.rating} out of 5 stars`}>
              {stars(review.rating)}
            </p>
            {review.title ? <p className="product-review-title">{review.title}</p> : null}
            {review.text ? <p className="product-review-text">{review.text}</p> : null}
            <p className="product-review-name">{review.name}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
