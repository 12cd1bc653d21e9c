import type { ProductReviewsSummary } from '../../../shared/reviews/ReviewForm';
import { COLLECTION_WORDS } from '../../../shared/words/collectionWords';
import { selectWords } from '../../../shared/words/selectWords';
import { formatMessage } from '../../../shared/messageFormat/formatMessage';

const stars = (rating: number) => '★'.repeat(Math.round(rating)) + '☆'.repeat(5 - Math.round(rating));

// A product page's approved reviews with their average rating and count (plain HTML, no script), in the
// site's language.
export function ProductReviewList({ summary, locale }: { summary: ProductReviewsSummary; locale: string }) {
  if (summary.count === 0) return null;
  const words = selectWords(COLLECTION_WORDS, locale);
  const say = (source: string, values: Record<string, unknown>) => formatMessage(source, locale, values);
  const average = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    summary.average,
  );
  return (
    <section className="product-review-list" aria-labelledby="product-reviews-title">
      <h2 id="product-reviews-title">{words.reviews}</h2>
      <p className="product-review-average">
        <span aria-hidden="true">{stars(summary.average)}</span>{' '}
        <span className="product-review-average-text">
          {say(words.averageRating, { average, count: summary.count })}
        </span>
      </p>
      <ul>
        {summary.reviews.map((review) => (
          <li key={review.id} className="product-review">
            <p className="product-review-rating" aria-label={say(words.ratingLabel, { rating: review.rating })}>
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
