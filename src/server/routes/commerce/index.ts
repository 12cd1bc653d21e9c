import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { SiteData } from '../../../shared/siteData/SiteData';
import type { LiveSite } from '../../site/LiveSite';
import { AddToCartBody, CouponBody, UpdateCartEntryBody } from '../../../shared/api/commerce/cartRequests';
import { COMMERCE_PATHS } from '../../../shared/api/commerce/cartPaths';
import { ROUTES } from '../../../shared/constants/routes';
import { PageType } from '../../../shared/constants/pageTypes';
import { CHECKOUT_WORDS } from '../../../shared/words/checkoutWords';
import { CART_WORDS } from '../../../shared/words/cartWords';
import { selectWords } from '../../../shared/words/selectWords';
import type { Database } from '../../storage/Database';
import type { ClientAssets } from '../../http/readClientManifest';
import { ensureCrumbCookie, requireCrumb } from '../../http/crumb';
import { parseRequest, sendInvalidRequest } from '../../http/parseRequest';
import { chooseFormVariant } from '../../../shared/commerce/chooseFormVariant';
import { parseCheckoutForm } from '../../../shared/api/commerce/parseCheckoutForm';
import { Commerce, type EnteredGiftCard } from '../../commerce/Commerce';
import { GIFT_CARD_WORDS } from '../../../shared/words/giftCardWords';
import { formatMessage } from '../../../shared/messageFormat/formatMessage';
import { formatMoney } from '../../../shared/commerce/formatMoney';
import { createMoney } from '../../../shared/commerce/Money';
import { CommerceRefusal } from '../../commerce/CommerceRefusal';
import { paymentProviders } from '../../commerce/payments/payOnDelivery';
import { describePaymentMethod } from '../../commerce/payments/describePaymentMethod';
import { resolveStoreMoneyStyle } from '../../../ui/blocks/resolveStoreMoneyStyle';
import type { CartRow } from '../../storage/commerce/CartRepository';
import { readCartToken, setCartCookie } from './cartCookie';
import { renderBlockPage } from '../../render/renderBlockPage';
import { toConfirmation } from './toConfirmation';
import { ProductReviews } from '../../reviews/ProductReviews';
import { OrderDownloads } from '../../commerce/OrderDownloads';
import { DOWNLOAD_MESSAGES, DOWNLOAD_PATH, DOWNLOAD_QUERY } from '../../../shared/commerce/downloadLimits';
import { registerCheckoutFlows, type CheckoutRendering } from './checkoutFlows';
import { formatTotalLines } from '../../../shared/commerce/formatTotalLines';

declare module 'fastify' {
  interface FastifyRequest {
    /** The page that shows a CommerceRefusal of this request; null: answer JSON. */
    showRefusal: ((error: CommerceRefusal) => Promise<FastifyReply> | FastifyReply) | null;
  }
}

interface CommerceRoutesOptions {
  site: SiteData;
  db: Kysely<Database>;
  assets: ClientAssets | null;
  now?: () => number;
  /** The current site (owner content changes applied) for the pages' header and footer. */
  live?: LiveSite;
  /** The site folder's downloads/ folder: digital products' files, served only through signed links. */
  downloadsRoot: string;
}

function refusalBody(error: CommerceRefusal) {
  return {
    error: error.message,
    code: error.code,
    ...(Object.keys(error.fields).length ? { fields: error.fields } : {}),
    ...(error.available !== undefined ? { available: error.available } : {}),
  };
}

// The store (docs/commerce.md): the cart API, the cart page (type 200), checkout (/commerce/goto-checkout,
// then type 201) and the order-confirmed page (type 202). State lives in the database only.
export const commerceRoutes: FastifyPluginAsync<CommerceRoutesOptions> = async (app, options) => {
  const { site } = options;
  const commerce = await Commerce.open(site, options.db, options.now, app.publicOrigin);
  const reviews = await ProductReviews.open(options.db, options.now);
  const downloads = await OrderDownloads.open(site, options.downloadsRoot, options.db, options.now);
  // Told at start, not first by a buyer: a digital product whose file is not in downloads/.
  for (const name of await downloads.listMissingFiles())
    app.log.warn({ file: name, folder: options.downloadsRoot }, 'a digital product names a file not in downloads/');
  const moneyStyle = resolveStoreMoneyStyle(site);
  // The runtime's words in the store's language (docs/site-data.md, Locale and the runtime's words).
  const checkoutWords = selectWords(CHECKOUT_WORDS, site.website.locale);
  const storePage = site.pages.find((p) => site.collections.some((c) => c.id === p.collectionId && c.type === 'store'));
  const pageOptions = { site, assets: options.assets, live: options.live };
  const cartOf = (request: FastifyRequest) => commerce.findCart(readCartToken(request));

  // One answer to a refusal for every route of the store: a page route names the page that shows it
  // (request.showRefusal, set before the call that may refuse); an API route answers JSON.
  app.decorateRequest('showRefusal', null);
  app.setErrorHandler(async (error, request, reply) => {
    if (!(error instanceof CommerceRefusal)) throw error;
    if (request.showRefusal) return request.showRefusal(error);
    return reply.code(error.status).send(refusalBody(error));
  });

  const answerCart = async (reply: FastifyReply, row: CartRow | undefined) =>
    reply.header('cache-control', 'no-store').send({ cart: row ? await commerce.view(row) : null });

  app.get(COMMERCE_PATHS.CART_API, async (request, reply) => answerCart(reply, await cartOf(request)));

  app.post(COMMERCE_PATHS.CART_ENTRIES_API, async (request, reply) => {
    if (!requireCrumb(request, reply)) return reply;
    const body = parseRequest(AddToCartBody, request.body, reply);
    if (!body) return reply;
    const existing = await cartOf(request);
    const cart = await commerce.addToCart(existing, body);
    if (cart.id !== existing?.id) setCartCookie(request, reply, cart.token);
    return answerCart(reply, cart);
  });

  app.put(COMMERCE_PATHS.CART_ENTRIES_API, async (request, reply) => {
    if (!requireCrumb(request, reply)) return reply;
    const body = parseRequest(UpdateCartEntryBody, request.body, reply);
    if (!body) return reply;
    const cart = await cartOf(request);
    if (!cart) return reply.code(409).send({ error: checkoutWords.sessionExpiredOrNoCookies, code: 'CART_EXPIRED' });
    await commerce.updateEntry(cart, body);
    return answerCart(reply, cart);
  });

  // Coupons (visitor-runtime §3: coupons, validCoupons, invalidCoupons). Entering a code twice, or removing
  // one not there, changes nothing, so these need no idempotency key.
  for (const method of ['POST', 'DELETE'] as const)
    app.route({
      method,
      url: COMMERCE_PATHS.CART_COUPONS_API,
      handler: async (request, reply) => {
        if (!requireCrumb(request, reply)) return reply;
        const body = parseRequest(CouponBody, request.body, reply);
        if (!body) return reply;
        const cart = await cartOf(request);
        if (!cart)
          return reply.code(409).send({ error: checkoutWords.sessionExpiredOrNoCookies, code: 'CART_EXPIRED' });
        if (method === 'POST') await commerce.enterCoupon(cart, body.code);
        else await commerce.removeCoupon(cart, body.code);
        return answerCart(reply, await cartOf(request));
      },
    });

  // The product form without script (or clicked before its island hydrated): add, then show the cart.
  // Posts from other sites are refused: the form carries no crumb.
  app.post(COMMERCE_PATHS.ADD_TO_CART_FORM, async (request, reply) => {
    if (request.headers['sec-fetch-site'] === 'cross-site') return reply.code(403).send({ error: 'Cross-site post' });
    const form = (request.body ?? {}) as Record<string, unknown>;
    // The options the visitor chose decide the variant, not the hidden sku the server rendered.
    const product = typeof form.productId === 'string' ? site.products.find((p) => p.id === form.productId) : undefined;
    const chosen = product ? chooseFormVariant(product.structuredContent.variants, form) : { sku: null };
    if ('fields' in chosen) {
      sendInvalidRequest(reply, chosen.fields);
      return reply;
    }
    const body = parseRequest(
      AddToCartBody,
      {
        ...form,
        ...(chosen.sku ? { sku: chosen.sku } : {}),
        quantity: Number(form.quantity ?? 1),
        idempotencyKey: randomBytes(16).toString('hex'),
      },
      reply,
    );
    if (!body) return reply;
    const existing = await cartOf(request);
    request.showRefusal = (error) => renderCart(request, reply, existing, error.status, error.message);
    const cart = await commerce.addToCart(existing, body);
    if (cart.id !== existing?.id) setCartCookie(request, reply, cart.token);
    return reply.redirect(COMMERCE_PATHS.CART_PAGE, 303);
  });

  async function renderCart(
    request: FastifyRequest,
    reply: FastifyReply,
    row: CartRow | undefined,
    status = 200,
    message = '',
  ) {
    ensureCrumbCookie(request, reply);
    const cart = row ? await commerce.view(row) : null;
    return renderBlockPage(
      request,
      reply,
      pageOptions,
      {
        path: COMMERCE_PATHS.CART_PAGE,
        title: selectWords(CART_WORDS, site.website.locale).pageTitle,
        pageType: PageType.CART,
        block: 'cart',
        props: { cart, moneyStyle, storePath: storePage?.path ?? null, message },
      },
      status,
    );
  }

  app.get(COMMERCE_PATHS.CART_PAGE, async (request, reply) => renderCart(request, reply, await cartOf(request)));

  // Spec visitor-runtime §2 and §8: checkout is reached with a cart cookie; without one (or with cookies
  // disabled) the visitor is told why checkout cannot go on.
  // A cart that exists but holds nothing, or was bought already (back after an order), is no error: the
  // shopper lands on the cart, which says it is empty and links back to the store.
  app.get(ROUTES.CART_CHECKOUT, async (request, reply) => {
    const token = readCartToken(request);
    const stored = token ? await commerce.carts.findByToken(token) : undefined;
    const row = stored && !stored.is_purchased ? stored : undefined;
    const cart = row ? await commerce.view(row) : null;
    if (cart && cart.entries.length > 0) return reply.redirect(COMMERCE_PATHS.CHECKOUT_PAGE, 303);
    if (stored) return reply.redirect(COMMERCE_PATHS.CART_PAGE, 303);
    return renderCheckout(request, reply, { message: checkoutWords.sessionExpiredOrNoCookies, status: 409 });
  });

  async function renderCheckout(request: FastifyRequest, reply: FastifyReply, page: CheckoutRendering = {}) {
    const crumb = ensureCrumbCookie(request, reply);
    const { row, values = {}, errors = {}, status = 200 } = page;
    const cart = page.cart !== undefined ? page.cart : row ? await commerce.view(row) : null;
    // An applied gift card pays toward every option's total.
    const giftCard = page.giftCard ?? null;
    const withCard = (totals: Parameters<typeof Commerce.withGiftCard>[0]) =>
      formatTotalLines(Commerce.withGiftCard(totals, giftCard), moneyStyle);
    // The totals for each shipping option, so the page shows the total of the option the shopper picks
    // (a stylesheet rule per option, no script needed).
    const totalsByOption =
      page.totalsByOption ??
      (cart?.requiresShipping && row
        ? await Promise.all(
            cart.shippingOptions.map(async (option) => ({
              field: 'shippingOptionId' as const,
              optionId: option.id,
              lines: withCard((await commerce.view({ ...row, shipping_option_id: option.id })).totals),
            })),
          )
        : null);
    return renderBlockPage(
      request,
      reply,
      pageOptions,
      {
        path: page.action ?? COMMERCE_PATHS.CHECKOUT_PAGE,
        title: page.title ?? checkoutWords.title,
        pageType: page.pageType ?? PageType.CHECKOUT,
        block: 'checkout',
        props: {
          cart,
          moneyStyle,
          message: page.message ?? null,
          crumb,
          values,
          errors,
          totals: cart ? withCard(cart.totals) : null,
          totalsByOption,
          // A fresh key per rendering of the form; a resubmitted form keeps the key it was rendered with.
          idempotencyKey: values.idempotencyKey ?? randomBytes(16).toString('hex'),
          paymentMethods: paymentProviders.map((provider) => describePaymentMethod(provider, site.website.locale)),
          action: page.action ?? COMMERCE_PATHS.CHECKOUT_PAGE,
          flow: page.flow ?? null,
          coupons: page.coupons ?? null,
          // Every checkout takes a gift card code (issue 48): the cart's, and the subscription, gift card and
          // donation checkouts of their own.
          giftCard:
            !cart && page.flow?.kind !== 'donate'
              ? null
              : {
                  code: giftCard?.card.code ?? values.giftCardCode ?? '',
                  applied: giftCard !== null,
                  note: page.giftCardNote ?? null,
                },
        },
      },
      status,
    );
  }

  registerCheckoutFlows(app, { site, commerce, moneyStyle, renderCheckout, now: options.now });

  const money = (cents: number) => formatMoney(createMoney(cents, moneyStyle.currencyCode), moneyStyle);
  // A gift card code the checkout form carries: found and applied, or the page says why not.
  const applyGiftCard = async (
    request: FastifyRequest,
    reply: FastifyReply,
    row: CartRow | undefined,
    raw: Record<string, string>,
  ) => {
    const code = raw.giftCardCode?.trim() ?? '';
    if (raw.intent === 'remove-gift-card' || code === '')
      return renderCheckout(request, reply, { row, values: { ...raw, giftCardCode: '' } });
    let entered: EnteredGiftCard;
    try {
      entered = await commerce.findGiftCardCode(code);
    } catch (error) {
      if (!(error instanceof CommerceRefusal)) throw error;
      return renderCheckout(request, reply, {
        row,
        values: raw,
        errors: error.fields,
        message: error.message,
        status: error.status === 404 ? 400 : error.status,
      });
    }
    const cart = row ? await commerce.view(row) : null;
    const taken = cart ? (Commerce.withGiftCard(cart.totals, entered).giftCards[0]?.amountCents ?? 0) : 0;
    return renderCheckout(request, reply, {
      row,
      values: { ...raw, giftCardCode: entered.card.code },
      giftCard: entered,
      giftCardNote: formatMessage(selectWords(GIFT_CARD_WORDS, site.website.locale).applied, site.website.locale, {
        code: entered.maskedCode,
        amount: money(taken),
        balance: money(entered.card.balance_cents),
      }),
    });
  };

  app.get(COMMERCE_PATHS.CHECKOUT_PAGE, async (request, reply) => {
    const row = await cartOf(request);
    if (!row || (await commerce.view(row)).entries.length === 0) return reply.redirect(ROUTES.CART_CHECKOUT, 303);
    return renderCheckout(request, reply, { row });
  });

  app.post(COMMERCE_PATHS.CHECKOUT_PAGE, async (request, reply) => {
    if (!requireCrumb(request, reply)) return reply;
    const raw = Object.fromEntries(
      Object.entries((request.body ?? {}) as Record<string, unknown>).map(([k, v]) => [
        k,
        typeof v === 'string' ? v : '',
      ]),
    );
    const row = await cartOf(request);
    if (raw.intent === 'apply-gift-card' || raw.intent === 'remove-gift-card')
      return applyGiftCard(request, reply, row, raw);
    // The code stays applied on a page sent back with an error (when it is still good).
    const giftCard = raw.giftCardCode ? await commerce.findGiftCardCode(raw.giftCardCode).catch(() => null) : null;
    const parsed = parseCheckoutForm(raw, checkoutWords);
    if ('fields' in parsed)
      return renderCheckout(request, reply, {
        row,
        giftCard,
        values: raw,
        errors: parsed.fields,
        message: checkoutWords.checkFields,
        status: 400,
      });
    request.showRefusal = async (error) =>
      renderCheckout(request, reply, {
        row,
        values: raw,
        // The card as it is now (another order may have spent some of it).
        giftCard: raw.giftCardCode ? await commerce.findGiftCardCode(raw.giftCardCode).catch(() => null) : null,
        errors: error.fields,
        message: error.message,
        status: error.status,
      });
    // The order's review requests, gift cards and emails are written in its transaction.
    const order = await commerce.placeOrder(row, { ...parsed.form, buyer: request.cookies.crumb });
    // The cart cookie keeps naming the bought cart: back at checkout, the shopper is told the cart is empty
    // (not that cookies are off); the next add starts a new cart.
    return reply.redirect(`${COMMERCE_PATHS.ORDER_CONFIRMED_PAGE}?order=${order.confirmation_token}`, 303);
  });

  app.get(COMMERCE_PATHS.ORDER_CONFIRMED_PAGE, async (request, reply) => {
    const token = (request.query as Record<string, unknown>).order;
    const order = typeof token === 'string' && token ? await commerce.orders.findByConfirmationToken(token) : undefined;
    const lines = order ? await commerce.orders.lines(order.id) : [];
    const confirmation = order
      ? toConfirmation(order, lines, moneyStyle, {
          downloads: await downloads.linksFor(order.id, lines),
          giftCards: await commerce.giftCards.ofOrder(order.id),
          // Orders placed before review requests were made in the order's transaction get theirs now.
          reviewLinks: await reviews.linksFor(
            order.id,
            lines.filter((line) => site.products.some((p) => p.id === line.product_id)),
          ),
        })
      : null;
    return renderBlockPage(
      request,
      reply,
      pageOptions,
      {
        path: COMMERCE_PATHS.ORDER_CONFIRMED_PAGE,
        title: order ? `Order ${order.number}` : 'Order not found',
        pageType: PageType.ORDER_CONFIRMED,
        block: 'order-confirmed',
        props: { order: confirmation },
      },
      order ? 200 : 404,
    );
  });

  // A digital product's signed download link (docs/commerce.md): the file as an attachment, one use
  // counted; an expired or used-up link answers 410, one not made here 403, each with a page saying why.
  app.get(DOWNLOAD_PATH, async (request, reply) => {
    const opening = await downloads.open((request.query as Record<string, unknown>)[DOWNLOAD_QUERY]);
    if (opening.kind === 'file')
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${opening.fileName}"`)
        .sendFile(opening.fileName, downloads.root, { dotfiles: 'deny', index: false });
    const message = DOWNLOAD_MESSAGES[opening.kind];
    return renderBlockPage(
      request,
      reply,
      pageOptions,
      {
        path: DOWNLOAD_PATH,
        title: message.title,
        pageType: PageType.ORDER_CONFIRMED,
        block: 'order-confirmed',
        props: { order: null, refusal: message },
      },
      opening.status,
    );
  });
};
