import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SiteData } from '../../../shared/siteData/SiteData';
import type { CartView } from '../../../shared/commerce/CartView';
import type { CheckoutFlow } from '../../../shared/commerce/CheckoutFlow';
import type { MoneyStyle } from '../../../shared/commerce/MoneyStyle';
import { parseCheckoutForm } from '../../../shared/api/commerce/parseCheckoutForm';
import { CHECKOUT_WORDS } from '../../../shared/words/checkoutWords';
import { selectWords } from '../../../shared/words/selectWords';
import { ROUTES, QUERY_PARAMS } from '../../../shared/constants/routes';
import { PageType } from '../../../shared/constants/pageTypes';
import { COMMERCE_PATHS } from '../../../shared/api/commerce/cartPaths';
import { CHECKOUT_FLOW_MESSAGES } from '../../../shared/messages/checkoutFlowMessages';
import { CHECKOUT_LINK_WORDS, type CheckoutLinkFault } from '../../../shared/words/checkoutLinkWords';
import { formatMessage } from '../../../shared/messageFormat/formatMessage';
import { formatMoney } from '../../../shared/commerce/formatMoney';
import { createMoney } from '../../../shared/commerce/Money';
import { getEffectiveCents } from '../../../shared/commerce/getProductPrice';
import { parseAmountCents } from '../../../shared/commerce/parseAmountCents';
import { formatTotalLines, type FormattedTotalLine } from '../../../shared/commerce/formatTotalLines';
import { describeSubscriptionTerms } from '../../../shared/commerce/describeSubscriptionTerms';
import { GIFT_CARD_LIMITS, parseGiftCardDetails } from '../../../shared/commerce/giftCards';
import { requireCrumb } from '../../http/crumb';
import { Commerce, type EnteredGiftCard, type Purchase } from '../../commerce/Commerce';
import { CommerceRefusal } from '../../commerce/CommerceRefusal';
import { GIFT_CARD_WORDS } from '../../../shared/words/giftCardWords';
import type { Sellable } from '../../commerce/createCatalogue';
import type { CartRow } from '../../storage/commerce/CartRepository';
import type { OrderRow } from '../../storage/commerce/OrderRepository';

/** How the checkout page is rendered: its cart, what the shopper typed, what went wrong, and its flow. */
export interface CheckoutRendering {
  /** The cart whose view is shown (and whose totals per shipping option), unless `cart` is given. */
  row?: CartRow | null;
  /** The cart to show; undefined: the row's view. */
  cart?: CartView | null;
  values?: Record<string, string>;
  errors?: Record<string, string>;
  message?: string | null;
  status?: number;
  /** Where the form posts: the flow's own URL with its query. */
  action?: string;
  title?: string;
  pageType?: number;
  flow?: CheckoutFlow | null;
  /** A gift card code applied at the cart's checkout: it pays toward every total shown. */
  giftCard?: EnteredGiftCard | null;
  /** Said under the gift card field once a code is applied: what it takes, of what balance. */
  giftCardNote?: string;
  /** A checkout of its own takes coupon codes on its page (issue 48): those applied, each valid or not. */
  coupons?: CouponsShown | null;
  /** The money lines of each choice the page offers; by default, of each shipping option. */
  totalsByOption?: { field: 'shippingOptionId' | 'sku'; optionId: string; lines: FormattedTotalLine[] }[];
}

/** The coupon codes a flow's page has applied: the field lists them (a gift card's form carries them). */
export interface CouponsShown {
  applied: { code: string; valid: boolean }[];
  /** Whether the form carries the codes (a gift card's checkout, which has no cart until the order). */
  carried: boolean;
}

/** What a flow's form asks besides placing the order: applying or removing a coupon or a gift card. */
type Intent =
  | { kind: 'apply-coupon' }
  | { kind: 'remove-coupon'; code: string }
  | { kind: 'apply-gift-card' }
  | { kind: 'remove-gift-card' }
  | { kind: 'place' };

function readIntent(raw: Record<string, string>): Intent {
  const intent = raw.intent ?? '';
  if (intent === 'apply-coupon' || intent === 'apply-gift-card' || intent === 'remove-gift-card')
    return { kind: intent };
  if (intent.startsWith('remove-coupon:'))
    return { kind: 'remove-coupon', code: intent.slice('remove-coupon:'.length) };
  return { kind: 'place' };
}

/** The coupon codes a gift card's form carries (a hidden field, comma-separated). */
const readCarriedCoupons = (raw: Record<string, string>) =>
  (raw.appliedCoupons ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean)
    .slice(0, 20);

type RenderCheckout = (request: FastifyRequest, reply: FastifyReply, page?: CheckoutRendering) => Promise<FastifyReply>;

interface FlowOptions {
  site: SiteData;
  commerce: Commerce;
  moneyStyle: MoneyStyle;
  renderCheckout: RenderCheckout;
  now?: () => number;
}

/** A link that cannot be used: the status of its error page and what it says (in the store's language). */
class BadLink extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    readonly fault: CheckoutLinkFault,
    readonly values: Record<string, string> = {},
  ) {
    super(fault);
  }
}

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;
const ID = /^[A-Za-z0-9_-]{1,200}$/;

// One query parameter as a single string: missing, repeated or malformed, the page says which.
function readParameter(request: FastifyRequest, name: string, pattern: RegExp, required: true): string;
function readParameter(request: FastifyRequest, name: string, pattern: RegExp, required: false): string | null;
function readParameter(request: FastifyRequest, name: string, pattern: RegExp, required: boolean): string | null {
  const value = (request.query as Record<string, unknown>)[name];
  if (value === undefined || value === '') {
    if (!required) return null;
    throw new BadLink(400, 'missingParameter', { name });
  }
  if (typeof value !== 'string' || !pattern.test(value)) throw new BadLink(400, 'badParameter', { name });
  return value;
}

function readForm(request: FastifyRequest): Record<string, string> {
  return Object.fromEntries(
    Object.entries((request.body ?? {}) as Record<string, unknown>).map(([k, v]) => [
      k,
      typeof v === 'string' ? v : '',
    ]),
  );
}

// Spec visitor-runtime §2: /checkout/subscribe?cartToken=, /checkout/donate?donatePageId= and
// /checkout/giftcard?websiteId=&giftCardProductId=&sku= (sku optional). Each shows the checkout form for
// what its link names and places the order like the cart's checkout (one per idempotency key, stock
// decremented in the order's transaction). A missing, malformed or unknown parameter gets the checkout page
// with a message naming it (400 or 404), never a 500.
export function registerCheckoutFlows(
  app: FastifyInstance,
  { site, commerce, moneyStyle, renderCheckout, now = Date.now }: FlowOptions,
) {
  const money = (cents: number) => formatMoney(createMoney(cents, moneyStyle.currencyCode), moneyStyle);
  const words = selectWords(GIFT_CARD_WORDS, site.website.locale);
  const linkWords = selectWords(CHECKOUT_LINK_WORDS, site.website.locale);
  const say = (source: string, values: Record<string, unknown>) => formatMessage(source, site.website.locale, values);
  /** The gift card code a form carries, still good; null when there is none (or it is no longer good). */
  const giftCardIn = (raw: Record<string, string>) =>
    raw.giftCardCode ? commerce.findGiftCardCode(raw.giftCardCode).catch(() => null) : Promise.resolve(null);
  /**
   * Applies or removes the gift card a form's intent names: the page then shows the card paying (or says why
   * not, the field marked). `taken` tells what the card would take of the order shown.
   */
  const changeGiftCard = async (
    intent: Intent,
    raw: Record<string, string>,
    taken: (entered: EnteredGiftCard) => string,
  ): Promise<Pick<CheckoutRendering, 'giftCard' | 'giftCardNote' | 'errors' | 'message' | 'status' | 'values'>> => {
    if (intent.kind === 'remove-gift-card' || !raw.giftCardCode?.trim())
      return { giftCard: null, values: { ...raw, giftCardCode: '' } };
    try {
      const entered = await commerce.findGiftCardCode(raw.giftCardCode);
      return { giftCard: entered, giftCardNote: taken(entered), values: { ...raw, giftCardCode: entered.card.code } };
    } catch (error) {
      if (!(error instanceof CommerceRefusal)) throw error;
      return { giftCard: null, values: raw, errors: error.fields, message: error.message, status: 400 };
    }
  };
  const refusalOf = (error: unknown) => {
    if (!(error instanceof CommerceRefusal)) throw error;
    return { errors: error.fields, message: error.message, status: error.status === 404 ? 400 : error.status };
  };
  /** A refused coupon code: the page marks its coupon field with why (the cart's API answers the refusal alone). */
  const couponRefusalOf = (error: unknown) => {
    const refusal = refusalOf(error);
    return { ...refusal, errors: { ...refusal.errors, couponCode: refusal.message } };
  };
  const appliedNote = (entered: EnteredGiftCard, totals: CartView['totals']) =>
    say(words.applied, {
      code: entered.maskedCode,
      amount: money(Commerce.withGiftCard(totals, entered).giftCards[0]?.amountCents ?? 0),
      balance: money(entered.card.balance_cents),
    });
  // The marked fields and the message above them: the site's language, as the checkout page around them.
  const checkoutWords = selectWords(CHECKOUT_WORDS, site.website.locale);
  const confirmed = (reply: FastifyReply, order: OrderRow) =>
    reply.redirect(`${COMMERCE_PATHS.ORDER_CONFIRMED_PAGE}?order=${order.confirmation_token}`, 303);

  /** Runs a flow's handler; a bad link renders its error page. */
  const guarded =
    (pageType: number, handler: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        return await handler(request, reply);
      } catch (error) {
        if (!(error instanceof BadLink)) throw error;
        return renderCheckout(request, reply, {
          cart: null,
          message: say(linkWords[error.fault], error.values),
          status: error.status,
          pageType,
          action: request.url,
        });
      }
    };

  // ---- Subscriptions: the product page starts a subscription cart, whose token the link carries.
  const subscriptionFlow = (cart: CartView): CheckoutFlow => {
    const terms = commerce.subscriptionTermsOf(cart);
    return { kind: 'subscription', terms: terms ? describeSubscriptionTerms(terms, site.website.locale) : null };
  };
  const subscriptionOf = async (request: FastifyRequest) => {
    const token = readParameter(request, QUERY_PARAMS.CART_TOKEN, TOKEN, true);
    const found = await commerce.findSubscriptionCart(token);
    if ('refusal' in found)
      throw found.refusal === CHECKOUT_FLOW_MESSAGES.unknownCart
        ? new BadLink(404, 'unknownCart')
        : new BadLink(409, 'notASubscriptionCart');
    return { ...found, action: `${ROUTES.SUBSCRIPTION_CHECKOUT}?${QUERY_PARAMS.CART_TOKEN}=${token}` };
  };

  app.post(COMMERCE_PATHS.SUBSCRIBE_FORM, async (request, reply) => {
    if (request.headers['sec-fetch-site'] === 'cross-site') return reply.code(403).send({ error: 'Cross-site post' });
    const form = readForm(request);
    request.showRefusal = (error) =>
      renderCheckout(request, reply, {
        cart: null,
        message: error.message,
        status: error.status,
        action: ROUTES.SUBSCRIPTION_CHECKOUT,
      });
    const cart = await commerce.startSubscription(form.productId ?? '', form.sku ?? '');
    return reply.redirect(`${ROUTES.SUBSCRIPTION_CHECKOUT}?${QUERY_PARAMS.CART_TOKEN}=${cart.token}`, 303);
  });

  const subscriptionCoupons = (cart: CartView): CouponsShown => ({
    applied: cart.coupons.map((code) => ({ code, valid: cart.validCoupons.includes(code) })),
    carried: false,
  });

  app.get(
    ROUTES.SUBSCRIPTION_CHECKOUT,
    guarded(PageType.CHECKOUT, async (request, reply) => {
      const { row, cart, action } = await subscriptionOf(request);
      return renderCheckout(request, reply, {
        row,
        cart,
        action,
        flow: subscriptionFlow(cart),
        coupons: subscriptionCoupons(cart),
      });
    }),
  );

  app.post(
    ROUTES.SUBSCRIPTION_CHECKOUT,
    guarded(PageType.CHECKOUT, async (request, reply) => {
      if (!requireCrumb(request, reply)) return reply;
      const raw = readForm(request);
      request.showRefusal = (error) =>
        renderCheckout(request, reply, {
          cart: null,
          message: error.message,
          status: error.status,
          action: request.url,
        });
      // A resubmitted form whose subscription was bought answers its order (to the browser that bought it).
      const placed = await commerce.findPlaced({
        ...raw,
        idempotencyKey: raw.idempotencyKey ?? '',
        buyer: request.cookies.crumb,
      } as Purchase);
      if (placed) return confirmed(reply, placed);
      const first = await subscriptionOf(request);
      const intent = readIntent(raw);
      // A coupon is kept in the subscription's cart, as the cart's checkout keeps its coupons.
      let couponRefusal = {};
      if (intent.kind === 'apply-coupon')
        await commerce.enterCoupon(first.row, raw.couponCode ?? '').catch((error: unknown) => {
          couponRefusal = couponRefusalOf(error);
        });
      if (intent.kind === 'remove-coupon') await commerce.removeCoupon(first.row, intent.code);
      // The cart as it is now, its coupons changed.
      const { row, cart, action } =
        intent.kind === 'apply-coupon' || intent.kind === 'remove-coupon' ? await subscriptionOf(request) : first;
      const rendering: CheckoutRendering = {
        row,
        cart,
        action,
        // A refused code stays in its field to be corrected; an applied one is listed instead.
        values: { ...raw, couponCode: 'message' in couponRefusal ? (raw.couponCode ?? '') : '' },
        flow: subscriptionFlow(cart),
        coupons: subscriptionCoupons(cart),
        giftCard: await giftCardIn(raw),
      };
      if (rendering.giftCard) rendering.giftCardNote = appliedNote(rendering.giftCard, cart.totals);
      if (intent.kind === 'apply-coupon' || intent.kind === 'remove-coupon')
        return renderCheckout(request, reply, { ...rendering, ...couponRefusal });
      if (intent.kind === 'apply-gift-card' || intent.kind === 'remove-gift-card')
        return renderCheckout(request, reply, {
          ...rendering,
          ...(await changeGiftCard(intent, raw, (entered) => appliedNote(entered, cart.totals))),
        });
      const parsed = parseCheckoutForm(raw, checkoutWords);
      if ('fields' in parsed)
        return renderCheckout(request, reply, {
          ...rendering,
          errors: parsed.fields,
          message: checkoutWords.checkFields,
          status: 400,
        });
      request.showRefusal = (error) =>
        renderCheckout(request, reply, {
          ...rendering,
          errors: error.fields,
          message: error.message,
          status: error.status,
        });
      return confirmed(reply, await commerce.placeOrder(row, { ...parsed.form, buyer: request.cookies.crumb }));
    }),
  );

  // ---- Gift cards: bought on their own, the amount chosen on the checkout page.
  const giftCardOf = (request: FastifyRequest) => {
    const websiteId = readParameter(request, QUERY_PARAMS.WEBSITE_ID, ID, true);
    const productId = readParameter(request, QUERY_PARAMS.GIFT_CARD_PRODUCT_ID, ID, true);
    const sku = readParameter(request, QUERY_PARAMS.SKU, /^\S{1,60}$/, false);
    if (websiteId !== site.website.id) throw new BadLink(404, 'wrongWebsite');
    const amounts = commerce.findGiftCard(productId, null);
    if (amounts.length === 0) throw new BadLink(404, 'unknownGiftCard');
    const chosen = sku === null ? amounts[0]! : amounts.find((a) => a.sku === sku);
    if (!chosen) throw new BadLink(404, 'unknownGiftCardSku', { sku: sku ?? '' });
    const query = new URLSearchParams({
      [QUERY_PARAMS.WEBSITE_ID]: websiteId,
      [QUERY_PARAMS.GIFT_CARD_PRODUCT_ID]: productId,
      ...(sku === null ? {} : { [QUERY_PARAMS.SKU]: sku }),
    });
    return { amounts, chosen, action: `${ROUTES.GIFT_CARD_CHECKOUT}?${query}` };
  };

  const giftCardRendering = (
    amounts: Sellable[],
    chosen: Sellable,
    action: string,
    coupons: readonly string[] = [],
    giftCard: EnteredGiftCard | null = null,
  ): CheckoutRendering => ({
    action,
    cart: commerce.previewGiftCard(chosen, coupons),
    // Each amount's lines, with the coupons and gift card applied: the page shows those of the amount selected.
    totalsByOption: amounts.map((a) => ({
      field: 'sku' as const,
      optionId: a.sku,
      lines: formatTotalLines(Commerce.withGiftCard(commerce.previewGiftCard(a, coupons).totals, giftCard), moneyStyle),
    })),
    coupons: {
      applied: coupons.map((code) => ({
        code,
        valid: commerce.previewGiftCard(chosen, coupons).validCoupons.includes(code),
      })),
      carried: true,
    },
    giftCard,
    giftCardNote: giftCard ? appliedNote(giftCard, commerce.previewGiftCard(chosen, coupons).totals) : undefined,
    flow: {
      kind: 'giftcard',
      title: chosen.product.title,
      amounts: amounts.map((a) => ({
        sku: a.sku,
        label: [...a.options.map((o) => o.replace(/^[^:]*: /, '')), money(getEffectiveCents(a.price))].join(' — '),
      })),
      selectedSku: chosen.sku,
      // The send date's bounds, for the date field (the server checks them again).
      today: new Date(now()).toISOString().slice(0, 10),
      lastSendDay: new Date(now() + GIFT_CARD_LIMITS.SEND_DAYS_AHEAD_MAX * 86_400_000).toISOString().slice(0, 10),
      messageMaxChars: GIFT_CARD_LIMITS.MESSAGE_MAX_CHARS,
    },
  });

  app.get(
    ROUTES.GIFT_CARD_CHECKOUT,
    guarded(PageType.CHECKOUT, async (request, reply) => {
      const { amounts, chosen, action } = giftCardOf(request);
      return renderCheckout(request, reply, giftCardRendering(amounts, chosen, action));
    }),
  );

  app.post(
    ROUTES.GIFT_CARD_CHECKOUT,
    guarded(PageType.CHECKOUT, async (request, reply) => {
      if (!requireCrumb(request, reply)) return reply;
      const { amounts, chosen, action } = giftCardOf(request);
      const raw = readForm(request);
      const item = amounts.find((a) => a.sku === raw.sku);
      const intent = readIntent(raw);
      // The codes the page applied, checked again; one the store no longer takes is dropped, with why.
      let coupons: string[] = [];
      let couponRefusal = {};
      const carried = readCarriedCoupons(raw);
      const wanted =
        intent.kind === 'apply-coupon'
          ? [...carried, raw.couponCode ?? '']
          : intent.kind === 'remove-coupon'
            ? carried.filter((c) => c !== intent.code)
            : carried;
      try {
        coupons = commerce.checkCoupons(wanted);
      } catch (error) {
        couponRefusal = couponRefusalOf(error);
        coupons = carried.filter((c) => {
          try {
            return commerce.checkCoupon(c) !== '';
          } catch {
            return false;
          }
        });
      }
      const withCoupons = (values: Record<string, string>) => ({
        ...values,
        couponCode: 'message' in couponRefusal ? (raw.couponCode ?? '') : '',
        appliedCoupons: coupons.join(','),
      });
      if (intent.kind !== 'place') {
        const shown = item ?? chosen;
        const base = giftCardRendering(amounts, shown, action, coupons, await giftCardIn(raw));
        const giftCardChange =
          intent.kind === 'apply-gift-card' || intent.kind === 'remove-gift-card'
            ? await changeGiftCard(intent, raw, (entered) =>
                appliedNote(entered, commerce.previewGiftCard(shown, coupons).totals),
              )
            : {};
        const entered = 'giftCard' in giftCardChange ? (giftCardChange.giftCard ?? null) : (base.giftCard ?? null);
        return renderCheckout(request, reply, {
          ...giftCardRendering(amounts, shown, action, coupons, entered),
          ...giftCardChange,
          ...couponRefusal,
          values: withCoupons(giftCardChange.values ?? raw),
        });
      }
      if (Object.keys(couponRefusal).length > 0)
        return renderCheckout(request, reply, {
          ...giftCardRendering(amounts, item ?? chosen, action, coupons, await giftCardIn(raw)),
          ...couponRefusal,
          values: withCoupons(raw),
        });
      const parsed = parseCheckoutForm(raw, checkoutWords);
      const recipient = parseGiftCardDetails(raw, now(), site.website.locale);
      const fields = {
        ...('fields' in parsed ? parsed.fields : {}),
        ...('fields' in recipient ? recipient.fields : {}),
      };
      if (!item) fields.sku = 'expected one of the amounts';
      if (!item || 'fields' in parsed || 'fields' in recipient)
        return renderCheckout(request, reply, {
          ...giftCardRendering(amounts, item ?? chosen, action, coupons, await giftCardIn(raw)),
          values: withCoupons(raw),
          errors: fields,
          message: checkoutWords.checkFields,
          status: 400,
        });
      request.showRefusal = async (error) =>
        renderCheckout(request, reply, {
          ...giftCardRendering(amounts, item, action, coupons, await giftCardIn(raw)),
          values: withCoupons(raw),
          errors: error.fields,
          message: error.message,
          status: error.status,
        });
      return confirmed(
        reply,
        await commerce.buyGiftCard(item, { ...parsed.form, buyer: request.cookies.crumb }, recipient.details, coupons),
      );
    }),
  );

  // ---- Donations: a donate page's form, its suggested amounts or another within its limits.
  const donatePageOf = (request: FastifyRequest) => {
    const id = readParameter(request, QUERY_PARAMS.DONATE_PAGE_ID, ID, true);
    const page = site.donatePages.find((d) => d.id === id);
    if (!page) throw new BadLink(404, 'unknownDonatePage');
    const rendering: CheckoutRendering = {
      action: `${ROUTES.DONATION_CHECKOUT}?${QUERY_PARAMS.DONATE_PAGE_ID}=${encodeURIComponent(id)}`,
      title: page.title,
      pageType: PageType.DONATE,
      cart: null,
      flow: {
        kind: 'donate',
        title: page.title,
        description: page.description,
        amounts: page.suggestedAmountsCents.map((cents) => ({ cents, label: money(cents) })),
        minimum: money(page.minimumCents),
        maximum: money(page.maximumCents),
      },
    };
    return { page, rendering };
  };

  app.get(
    ROUTES.DONATION_CHECKOUT,
    guarded(PageType.DONATE, async (request, reply) => {
      const { rendering } = donatePageOf(request);
      return renderCheckout(request, reply, rendering);
    }),
  );

  app.post(
    ROUTES.DONATION_CHECKOUT,
    guarded(PageType.DONATE, async (request, reply) => {
      if (!requireCrumb(request, reply)) return reply;
      const { page } = donatePageOf(request);
      const raw = readForm(request);
      const intent = readIntent(raw);
      const donationNote = (entered: EnteredGiftCard) =>
        say(words.appliedToDonation, { code: entered.maskedCode, balance: money(entered.card.balance_cents) });
      const entered = await giftCardIn(raw);
      const rendering: CheckoutRendering = {
        ...donatePageOf(request).rendering,
        giftCard: entered,
        giftCardNote: entered ? donationNote(entered) : undefined,
      };
      if (intent.kind === 'apply-gift-card' || intent.kind === 'remove-gift-card')
        return renderCheckout(request, reply, {
          ...rendering,
          ...(await changeGiftCard(intent, raw, donationNote)),
        });
      const parsed = parseCheckoutForm(raw, checkoutWords);
      const fields = 'fields' in parsed ? { ...parsed.fields } : {};
      const chosen = raw.amount === 'other' ? (raw.otherAmount ?? '') : (raw.amount ?? '');
      const cents =
        raw.amount === 'other'
          ? parseAmountCents(chosen, moneyStyle.currencyCode)
          : (page.suggestedAmountsCents.find((c) => String(c) === chosen) ?? null);
      if (cents === null || cents < page.minimumCents || cents > page.maximumCents)
        fields[raw.amount === 'other' ? 'otherAmount' : 'amount'] = formatMessage(
          checkoutWords.donationAmountRange,
          site.website.locale,
          { minimum: money(page.minimumCents), maximum: money(page.maximumCents) },
        );
      if (cents === null || 'fields' in parsed || Object.keys(fields).length > 0)
        return renderCheckout(request, reply, {
          ...rendering,
          values: raw,
          errors: fields,
          message: checkoutWords.checkFields,
          status: 400,
        });
      request.showRefusal = (error) =>
        renderCheckout(request, reply, {
          ...rendering,
          values: raw,
          errors: error.fields,
          message: error.message,
          status: error.status,
        });
      return confirmed(reply, await commerce.donate(page, cents, { ...parsed.form, buyer: request.cookies.crumb }));
    }),
  );
}
