import { REVIEW_LIMITS } from '../../../shared/reviews/ReviewForm';
import { REVIEW_PATH_FOR_FORM } from './reviewPaths';
import { REVIEW_WORDS } from '../../../shared/words/reviewWords';
import { formatMessage } from '../../../shared/messageFormat/formatMessage';
import { useWords } from '../../runtime/useWords';
import { useBlockRuntime } from '../../runtime/BlockRuntime';

export type ReviewPageState = 'open' | 'thanks' | 'invalid' | 'expired' | 'reviewed';

export interface ProductReviewsBlockProps {
  id: string;
  state: ReviewPageState;
  product: { title: string; image: string | null; path: string | null } | null;
  /** The signed request token of the link, posted back with the form. */
  token: string;
  crumb: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  /** Above the form (the forms area's summary), or the page's only text when there is no form. */
  message: string;
}

const RATINGS = [5, 4, 3, 2, 1] as const;

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p className="review-field-error" id={id} role="alert">
      {text}
    </p>
  ) : null;
}

// The product-reviews page that a review request link opens (visitor-runtime §2; media-and-reporting §5):
// a plain HTML form, so it works before and without script; the server answers each post with this page
// again, its messages and errors in place.
export default function ProductReviewsBlock({
  state,
  product,
  token,
  crumb,
  values,
  errors,
  message,
}: ProductReviewsBlockProps) {
  const described = (name: string) => (errors[name] ? `review-${name}-error` : undefined);
  const words = useWords(REVIEW_WORDS);
  const { locale } = useBlockRuntime().pageContext.website;
  const say = (source: string, values: Record<string, unknown>) => formatMessage(source, locale, values);
  return (
    <section className="product-reviews" aria-labelledby="review-title" data-state={state}>
      <h1 id="review-title">{product ? say(words.reviewProduct, { title: product.title }) : words.productReview}</h1>
      {product?.image ? (
        <img className="review-product-image" src={product.image} alt="" width={160} height={160} />
      ) : null}
      {message ? (
        <p
          className={state === 'thanks' ? 'review-message review-thanks' : 'review-message'}
          role={state === 'thanks' ? 'status' : 'alert'}
        >
          {message}
        </p>
      ) : null}
      {state === 'thanks' && product?.path ? (
        <p>
          <a href={product.path}>{say(words.backTo, { title: product.title })}</a>
        </p>
      ) : null}
      {state === 'open' ? (
        <form className="review-form" method="post" action={REVIEW_PATH_FOR_FORM} noValidate>
          <input type="hidden" name="crumb" value={crumb} />
          <input type="hidden" name="request" value={token} />
          <fieldset className="review-stars" aria-describedby={described('rating')}>
            <legend>{words.yourRating}</legend>
            {RATINGS.map((n) => (
              <label key={n}>
                <input type="radio" name="rating" value={n} defaultChecked={values.rating === String(n)} />
                <span aria-hidden="true">{'★'.repeat(n)}</span> {say(words.stars, { n })}
              </label>
            ))}
          </fieldset>
          <FieldError id="review-rating-error" text={errors.rating} />
          <label htmlFor="review-title-input">{words.reviewTitle}</label>
          <input
            id="review-title-input"
            name="title"
            maxLength={REVIEW_LIMITS.TITLE_MAX}
            defaultValue={values.title ?? ''}
            aria-describedby={described('title')}
          />
          <FieldError id="review-title-error" text={errors.title} />
          <label htmlFor="review-text-input">{words.yourReview}</label>
          <textarea
            id="review-text-input"
            name="text"
            rows={6}
            maxLength={REVIEW_LIMITS.TEXT_MAX}
            defaultValue={values.text ?? ''}
            aria-describedby={described('text')}
          />
          <FieldError id="review-text-error" text={errors.text} />
          <label htmlFor="review-name-input">{words.yourName}</label>
          <input
            id="review-name-input"
            name="name"
            maxLength={REVIEW_LIMITS.NAME_MAX}
            defaultValue={values.name ?? ''}
            autoComplete="name"
            aria-describedby={described('name')}
          />
          <FieldError id="review-name-error" text={errors.name} />
          <button type="submit" className="review-submit control-button control-button--primary">
            {words.submit}
          </button>
        </form>
      ) : null}
    </section>
  );
}
