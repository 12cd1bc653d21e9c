import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { SiteData } from '../../../shared/siteData/SiteData';
import { PageType } from '../../../shared/constants/pageTypes';
import { formatMessage } from '../../../shared/messageFormat/formatMessage';
import { REVIEW_WORDS } from '../../../shared/words/reviewWords';
import { selectWords } from '../../../shared/words/selectWords';
import { ReviewForm } from '../../../shared/reviews/ReviewForm';
import type { ProductReviewsBlockProps, ReviewPageState } from '../../../ui/blocks/product-reviews/ProductReviewsBlock';
import type { Database } from '../../storage/Database';
import type { LiveSite } from '../../site/LiveSite';
import type { ClientAssets } from '../../http/readClientManifest';
import { ensureCrumbCookie, requireCrumb } from '../../http/crumb';
import { renderBlockPage } from '../../render/renderBlockPage';
import { ProductReviews } from '../../reviews/ProductReviews';
import { REVIEW_PATH, REVIEW_QUERY } from '../../reviews/reviewLinks';
import { findProductPath } from '../../reviews/findProductPath';
import { reviewsApiRoutes } from './reviewsApiRoutes';

interface ReviewsRoutesOptions {
  site: SiteData;
  db: Kysely<Database>;
  assets: ClientAssets | null;
  now?: () => number;
  /** The current site (owner content changes applied) for the page's header and footer. */
  live?: LiveSite;
}

const STATUS: Record<ReviewPageState, number> = { open: 200, thanks: 200, invalid: 404, expired: 410, reviewed: 409 };
const MESSAGE = {
  open: null,
  thanks: 'thanks',
  invalid: 'invalidLink',
  expired: 'reviewRequestExpired',
  reviewed: 'alreadyReviewed',
} as const satisfies Record<ReviewPageState, keyof typeof REVIEW_WORDS.en | null>;

// The form's field errors in the site's language: the schema's messages are the spec's English ones.
const ERROR_KEYS = new Map<string, keyof typeof REVIEW_WORDS.en>(
  (['starRatingRequired', 'characterLimitExceeded', 'required'] as const).map((key) => [REVIEW_WORDS.en[key], key]),
);

// The review request link (the reviews-request page type, which loads the product-reviews page) and its
// form, a plain HTML form that works without script; the owners' moderation API.
export const reviewsRoutes: FastifyPluginAsync<ReviewsRoutesOptions> = async (app, { site, db, assets, now, live }) => {
  const reviews = await ProductReviews.open(db, now);
  const products = new Map(site.products.map((p) => [p.id, p]));
  const locale = site.website.locale;
  const words = selectWords(REVIEW_WORDS, locale);

  const render = (
    request: FastifyRequest,
    reply: FastifyReply,
    state: ReviewPageState,
    productId: string | null,
    token: string,
    extra: Partial<Pick<ProductReviewsBlockProps, 'values' | 'errors' | 'message'>> = {},
    status = STATUS[state],
  ) => {
    const product = productId ? products.get(productId) : undefined;
    const props: Omit<ProductReviewsBlockProps, 'id'> = {
      state,
      product: product
        ? { title: product.title, image: product.images[0] ?? null, path: findProductPath(site, product.id) }
        : null,
      token,
      crumb: ensureCrumbCookie(request, reply),
      values: extra.values ?? {},
      errors: extra.errors ?? {},
      message: extra.message ?? (MESSAGE[state] ? words[MESSAGE[state]] : ''),
    };
    const title = product ? formatMessage(words.reviewProduct, locale, { title: product.title }) : words.productReview;
    return renderBlockPage(
      request,
      reply,
      { site, assets, live },
      { path: REVIEW_PATH, title, pageType: PageType.REVIEWS_REQUEST, block: 'product-reviews', props },
      status,
    );
  };

  app.get(REVIEW_PATH, async (request, reply) => {
    const token = (request.query as Record<string, unknown>)[REVIEW_QUERY];
    const opened = await reviews.openRequest(token);
    const productId = opened.kind === 'invalid' ? null : opened.request.product_id;
    return render(request, reply, opened.kind, productId, typeof token === 'string' ? token : '');
  });

  app.post(REVIEW_PATH, async (request, reply) => {
    if (!requireCrumb(request, reply)) return reply;
    const raw = Object.fromEntries(
      Object.entries((request.body ?? {}) as Record<string, unknown>).map(([k, v]) => [
        k,
        typeof v === 'string' ? v : '',
      ]),
    );
    const token = raw.request ?? '';
    const opened = await reviews.openRequest(token);
    if (opened.kind !== 'open') {
      const productId = opened.kind === 'invalid' ? null : opened.request.product_id;
      return render(request, reply, opened.kind, productId, token);
    }
    const productId = opened.request.product_id;
    const parsed = ReviewForm.safeParse(raw);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = ERROR_KEYS.get(issue.message);
        errors[String(issue.path[0])] ??= key ? words[key] : issue.message;
      }
      return render(request, reply, 'open', productId, token, { values: raw, errors, message: words.formInvalid }, 400);
    }
    try {
      const { rating, title, text, name } = parsed.data;
      const result = await reviews.submit(token, { rating, title, text, name });
      if (result.kind === 'added') return render(request, reply, 'thanks', productId, token);
      const state = result.kind === 'noRequest' ? 'invalid' : result.kind === 'expired' ? 'expired' : 'reviewed';
      return render(request, reply, state, productId, token);
    } catch (error) {
      request.log.error({ err: error }, 'review not stored');
      return render(request, reply, 'open', productId, token, { values: raw, message: words.retryReview }, 503);
    }
  });

  await app.register(reviewsApiRoutes, { site, reviews });
};
