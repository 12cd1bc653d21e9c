import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SiteData } from '../../shared/siteData/SiteData';
import type { CartEntryView, CartView } from '../../shared/commerce/CartView';
import type { AddToCartBody, CheckoutForm, UpdateCartEntryBody } from '../../shared/api/commerce/cartRequests';
import { computeCart } from '../../shared/commerce/computeCart';
import { getEffectiveCents } from '../../shared/commerce/getProductPrice';
import { formatMoney } from '../../shared/commerce/formatMoney';
import { resolveMoneyStyle } from '../../shared/commerce/MoneyStyle';
import { formatMessage } from '../../shared/messageFormat/formatMessage';
import { CART_WORDS } from '../../shared/words/cartWords';
import { CHECKOUT_WORDS } from '../../shared/words/checkoutWords';
import { selectWords } from '../../shared/words/selectWords';
import type { Database } from '../storage/Database';
import { CartRepository, readCouponCodes, type CartRow } from '../storage/commerce/CartRepository';
import { OrderRepository, type OrderRow } from '../storage/commerce/OrderRepository';
import { SkuRepository } from '../storage/commerce/SkuRepository';
import { StockRepository } from '../storage/commerce/StockRepository';
import { assignSkus } from './assignSkus';
import { CommerceRefusal } from './CommerceRefusal';
import { createCatalogue, type Catalogue, type Sellable } from './createCatalogue';
import { paymentProviders } from './payments/payOnDelivery';
import type { Product } from '../../shared/siteData/Product';
import type { DonatePage } from '../../shared/siteData/DonatePage';
import { ProductType } from '../../shared/constants/productTypes';
import { CHECKOUT_FLOW_MESSAGES } from '../../shared/messages/checkoutFlowMessages';
import { DONATION_LINE_TYPE, donationSku } from '../../shared/commerce/donation';
import { COMMERCE_LIMITS } from '../../shared/constants/limits';
import { startSubscriptionTerms, type SubscriptionTerms } from '../../shared/commerce/describeSubscriptionTerms';
import { createMoney } from '../../shared/commerce/Money';
import { applyGiftCards, type OrderTotals } from '../../shared/commerce/OrderTotals';
import { maskGiftCardCode, normalizeGiftCardCode, type GiftCardDetails } from '../../shared/commerce/giftCards';
import { GIFT_CARD_WORDS } from '../../shared/words/giftCardWords';
import { formatTotalLines } from '../../shared/commerce/formatTotalLines';
import { describeSubscriptionTerms } from '../../shared/commerce/describeSubscriptionTerms';
import { GiftCardRepository, type GiftCardRow } from '../storage/commerce/GiftCardRepository';
import { OutboxRepository } from '../storage/mail/OutboxRepository';
import { ProductReviews } from '../reviews/ProductReviews';
import { composeOrderEmails } from '../mail/composeOrderEmails';
import { COMMERCE_PATHS } from '../../shared/api/commerce/cartPaths';
import { OrderDownloads } from './OrderDownloads';

/** A checkout form with who submits it: the browser's crumb cookie (absent for the server's own calls). */
export type Purchase = Omit<CheckoutForm, 'giftCardCode'> & { buyer?: string; giftCardCode?: string };

/** A gift card code a shopper entered, found with what is left on it. */
export interface EnteredGiftCard {
  card: GiftCardRow;
  maskedCode: string;
}

const hashBuyer = (buyer: string | undefined) =>
  buyer === undefined ? null : createHash('sha256').update(buyer).digest('base64url');

/** How many coupon codes one cart may hold. */
const MAX_CART_COUPONS = 5;

// The store's operations over storage: carts (every change once per idempotency key, stock checked), the
// cart's view with totals computed here only, and placing orders. Routes call this; it calls repositories.
export class Commerce {
  readonly carts: CartRepository;
  readonly orders: OrderRepository;
  readonly stock: StockRepository;
  readonly giftCards: GiftCardRepository;
  readonly outbox: OutboxRepository;
  private constructor(
    readonly site: SiteData,
    readonly catalogue: Catalogue,
    db: Kysely<Database>,
    private readonly now: () => number,
    private readonly reviews: ProductReviews,
    /** The site's public origin, for the links in emails. */
    readonly origin: string,
    /** Signs the download links the confirmation email carries (the files are served by the routes' own). */
    private readonly downloads: OrderDownloads,
  ) {
    this.carts = new CartRepository(db);
    this.orders = new OrderRepository(db);
    this.stock = new StockRepository(db);
    this.giftCards = new GiftCardRepository(db);
    this.outbox = new OutboxRepository(db);
  }

  /**
   * Assigns missing SKUs (stored once), seeds live stock from the site file, and opens the store. `origin` is
   * PUBLIC_URL's when set, else the site's baseUrl: emails link there.
   */
  static async open(
    site: SiteData,
    db: Kysely<Database>,
    now: () => number = Date.now,
    origin: string | null = null,
  ): Promise<Commerce> {
    await assignSkus(site, new SkuRepository(db));
    const catalogue = createCatalogue(site);
    const reviews = await ProductReviews.open(db, now);
    // Links only: no file is read through this one, so it needs no downloads folder.
    const downloads = await OrderDownloads.open(site, '', db, now);
    const commerce = new Commerce(
      site,
      catalogue,
      db,
      now,
      reviews,
      origin ?? new URL(site.website.baseUrl).origin,
      downloads,
    );
    await commerce.stock.seed(
      catalogue
        .all()
        .filter((s) => s.limited)
        .map((s) => ({ sku: s.sku, productId: s.product.id, qtyInStock: s.qtyInStock })),
    );
    return commerce;
  }

  get locale(): string {
    return this.site.website.locale;
  }

  get currencyCode(): string {
    return this.site.websiteSettings.storeSettings.selectedCurrency;
  }

  // Refusals are shown to the shopper as they are: in the store's language.
  private get cartWords() {
    return selectWords(CART_WORDS, this.locale);
  }

  private get checkoutWords() {
    return selectWords(CHECKOUT_WORDS, this.locale);
  }

  private get giftCardWords() {
    return selectWords(GIFT_CARD_WORDS, this.locale);
  }

  private message(source: string, values: Record<string, unknown>): string {
    return formatMessage(source, this.locale, values);
  }

  /** The cart of a cookie's token; undefined when there is none (spec: a missing cookie is an expired cart). */
  async findCart(token: string | undefined): Promise<CartRow | undefined> {
    if (!token) return undefined;
    const row = await this.carts.findByToken(token);
    return row && !row.is_purchased ? row : undefined;
  }

  async view(row: CartRow): Promise<CartView> {
    const entries: CartEntryView[] = [];
    for (const entry of await this.carts.entries(row.id)) {
      const item = this.catalogue.find(entry.product_id, entry.sku);
      if (!item) continue;
      const unitPriceCents = getEffectiveCents(item.price);
      const quantity = Number(entry.quantity);
      entries.push({
        productId: item.product.id,
        sku: item.sku,
        title: item.product.title,
        productType: item.product.structuredContent.productType,
        options: item.options,
        quantity,
        unitPriceCents,
        lineTotalCents: unitPriceCents * quantity,
        image: item.product.images[0] ?? null,
        path: item.path,
      });
    }
    const settings = this.site.websiteSettings.storeSettings;
    return computeCart(
      {
        id: row.id,
        websiteId: row.website_id,
        orderId: row.order_id,
        created: Number(row.created_at),
        isPurchased: Boolean(row.is_purchased),
        selectedShippingOptionId: row.shipping_option_id,
        shippingLocation: null,
        couponCodes: readCouponCodes(row.coupon_codes_json),
      },
      entries,
      {
        currencyCode: this.currencyCode,
        shippingOptions: settings.shippingOptions,
        minimumSubtotalCents: settings.minimumSubtotalCents,
        coupons: settings.coupons,
        taxRules: settings.taxRules,
        now: this.now(),
      },
    );
  }

  private describe(item: Sellable): string {
    return item.options.length > 0 ? `${item.product.title} (${item.options.join(', ')})` : item.product.title;
  }

  private async checkStock(item: Sellable, wanted: number, live: number | null, inCart = 0): Promise<void> {
    if (!item.limited) return;
    const stock = live ?? item.qtyInStock;
    if (stock <= 0)
      throw new CommerceRefusal(409, 'SOLD_OUT', this.message(this.cartWords.soldOut, { title: this.describe(item) }));
    if (wanted > stock)
      throw new CommerceRefusal(
        409,
        'NOT_ENOUGH_STOCK',
        this.message(this.cartWords.notEnoughStock, { title: this.describe(item), available: stock }),
        {},
        Math.max(0, stock - inCart),
      );
  }

  /** Adds to the visitor's cart, creating one when there is none; a repeated key changes nothing. */
  async addToCart(row: CartRow | undefined, body: AddToCartBody): Promise<CartRow> {
    const item = this.catalogue.find(body.productId, body.sku);
    if (!item) throw new CommerceRefusal(404, 'UNKNOWN_ITEM', this.cartWords.unknownItem);
    if (Commerce.isSubscription(item.product))
      throw new CommerceRefusal(409, 'BOUGHT_ALONE', CHECKOUT_FLOW_MESSAGES.subscriptionAlone);
    // Refuse a sold-out variant before a cart is made for it.
    if (item.limited) {
      const inCart = row ? ((await this.carts.entries(row.id)).find((e) => e.sku === item.sku)?.quantity ?? 0) : 0;
      await this.checkStock(item, Number(inCart) + body.quantity, await this.stock.readOne(item.sku), Number(inCart));
    }
    if (row) await this.checkCartLimits(row, item, body.quantity, 'add');
    else this.checkLineLimits(item, body.quantity, 0);
    const cart = row ?? (await this.carts.create(this.site.website.id, this.now()));
    await this.carts.changeOnce(cart.id, body.idempotencyKey, this.now(), async (scope) => {
      const inCart = await scope.quantityOf(item.sku);
      if (inCart + body.quantity > COMMERCE_LIMITS.MAX_LINE_QUANTITY) this.refuseLine();
      await this.checkStock(item, inCart + body.quantity, await scope.stockOf(item.sku), inCart);
      await scope.setQuantity(item.sku, item.product.id, inCart + body.quantity);
    });
    return cart;
  }

  /**
   * Enters a coupon code in a cart (at most MAX_CART_COUPONS). An unknown or expired code is refused; a known
   * one under its minimum subtotal is kept and listed as invalid until the cart reaches it.
   */
  async enterCoupon(row: CartRow, code: string): Promise<void> {
    const upper = this.checkCoupon(code);
    if ((await this.carts.changeCoupon(row.id, upper, true, this.now(), MAX_CART_COUPONS)) === 'full') {
      const message = this.message(this.cartWords.tooManyCoupons, { max: MAX_CART_COUPONS });
      throw new CommerceRefusal(409, 'TOO_MANY_COUPONS', message);
    }
  }

  /**
   * The store's coupon a shopper's code names, upper-case; an unknown or expired code is refused with why (the
   * message also marks the checkout page's coupon field).
   */
  checkCoupon(code: string): string {
    const upper = code.trim().toUpperCase();
    const coupon = this.site.websiteSettings.storeSettings.coupons.find((c) => c.code === upper);
    if (!coupon) {
      const message = this.message(this.cartWords.unknownCoupon, { code: code.trim().slice(0, 40) });
      throw new CommerceRefusal(404, 'UNKNOWN_COUPON', message);
    }
    // An expired code can never apply again: refused with its date, rather than kept as "not valid now".
    if (coupon.expiresAt && Date.parse(coupon.expiresAt) <= this.now()) {
      const message = this.message(this.cartWords.couponExpired, {
        code: upper,
        date: new Intl.DateTimeFormat(this.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
          Date.parse(coupon.expiresAt),
        ),
      });
      throw new CommerceRefusal(409, 'COUPON_EXPIRED', message);
    }
    return upper;
  }

  /**
   * The coupon codes a checkout form of its own carries (a gift card's, which has no cart until it is placed),
   * each checked; at most MAX_CART_COUPONS, the same code once.
   */
  checkCoupons(codes: readonly string[]): string[] {
    const checked = [...new Set(codes.filter((c) => c.trim() !== '').map((c) => this.checkCoupon(c)))];
    if (checked.length > MAX_CART_COUPONS) {
      const message = this.message(this.giftCardWords.tooManyCoupons, { max: MAX_CART_COUPONS });
      throw new CommerceRefusal(409, 'TOO_MANY_COUPONS', message);
    }
    return checked;
  }

  /**
   * What one gift card of `item` costs with `couponCodes` (already checked), priced as the cart prices it (the
   * same coupons and tax rules): the gift card checkout shows it before the order, and the order is this.
   */
  previewGiftCard(item: Sellable, couponCodes: readonly string[]): CartView {
    const settings = this.site.websiteSettings.storeSettings;
    const cents = getEffectiveCents(item.price);
    return computeCart(
      {
        id: 'preview',
        websiteId: this.site.website.id,
        orderId: null,
        created: 0,
        isPurchased: false,
        selectedShippingOptionId: null,
        shippingLocation: null,
        couponCodes,
      },
      [
        {
          productId: item.product.id,
          sku: item.sku,
          title: item.product.title,
          productType: item.product.structuredContent.productType,
          options: item.options,
          quantity: 1,
          unitPriceCents: cents,
          lineTotalCents: cents,
          image: item.product.images[0] ?? null,
          path: item.path,
        },
      ],
      {
        currencyCode: this.currencyCode,
        shippingOptions: settings.shippingOptions,
        minimumSubtotalCents: 0,
        coupons: settings.coupons,
        taxRules: settings.taxRules,
        now: this.now(),
      },
    );
  }

  async removeCoupon(row: CartRow, code: string): Promise<void> {
    await this.carts.changeCoupon(row.id, code.toUpperCase(), false, this.now());
  }

  private refuseLine(): never {
    throw new CommerceRefusal(
      409,
      'CART_LIMIT',
      this.message(this.cartWords.lineLimit, { max: COMMERCE_LIMITS.MAX_LINE_QUANTITY }),
    );
  }

  /** A line of `quantity` of an item, in a cart whose other goods are worth `othersCents`, is within limits. */
  private checkLineLimits(item: Sellable, quantity: number, othersCents: number): void {
    if (quantity > COMMERCE_LIMITS.MAX_LINE_QUANTITY) this.refuseLine();
    if (othersCents + getEffectiveCents(item.price) * quantity > COMMERCE_LIMITS.MAX_CART_SUBTOTAL_CENTS)
      throw new CommerceRefusal(
        409,
        'CART_LIMIT',
        this.message(this.cartWords.cartValueLimit, {
          max: formatMoney(
            createMoney(COMMERCE_LIMITS.MAX_CART_SUBTOTAL_CENTS, this.currencyCode),
            resolveMoneyStyle(this.currencyCode, this.locale),
          ),
        }),
      );
  }

  /** Refuses a change that would make a line longer than its cap, or the cart's goods worth more than theirs. */
  private async checkCartLimits(row: CartRow, item: Sellable, quantity: number, mode: 'add' | 'set'): Promise<void> {
    const cart = await this.view(row);
    const line = cart.entries.find((e) => e.sku === item.sku);
    const others = cart.subtotalCents - (line?.lineTotalCents ?? 0);
    this.checkLineLimits(item, mode === 'add' ? (line?.quantity ?? 0) + quantity : quantity, others);
  }

  /** Sets a line's quantity; 0 removes it. */
  async updateEntry(row: CartRow, body: UpdateCartEntryBody): Promise<void> {
    const entry = (await this.carts.entries(row.id)).find((e) => e.sku === body.sku);
    const item = entry ? this.catalogue.find(entry.product_id, entry.sku) : undefined;
    if (!entry || !item) throw new CommerceRefusal(404, 'UNKNOWN_ITEM', this.cartWords.unknownItem);
    await this.checkCartLimits(row, item, body.quantity, 'set');
    await this.carts.changeOnce(row.id, body.idempotencyKey, this.now(), async (scope) => {
      if (body.quantity > 0) await this.checkStock(item, body.quantity, await scope.stockOf(item.sku));
      await scope.setQuantity(item.sku, item.product.id, body.quantity);
    });
  }

  /** Places the order of a cart; a repeated key, or a second submit of a bought cart, answers the first order. */
  async placeOrder(row: CartRow | undefined, form: Purchase): Promise<OrderRow> {
    const placed = await this.findPlaced(form);
    if (placed) return placed;
    if (!row) throw new CommerceRefusal(409, 'CART_EXPIRED', this.checkoutWords.sessionExpiredOrNoCookies);
    return this.placePriced(row, form, await this.view(row), (optionId) =>
      this.view({ ...row, shipping_option_id: optionId }),
    );
  }

  /**
   * The gift card a shopper's code names, with something left on it; refused with a message for the checkout
   * page's gift card field when the code is unknown (or cannot be a code) or the card is spent.
   */
  async findGiftCardCode(input: string): Promise<EnteredGiftCard> {
    const code = normalizeGiftCardCode(input);
    const card = code ? await this.giftCards.findByCode(code) : undefined;
    const shown = code ?? input.trim().slice(0, 40);
    if (!card || card.currency !== this.currencyCode) {
      const message = this.message(this.giftCardWords.unknownCode, { code: shown });
      throw new CommerceRefusal(404, 'UNKNOWN_GIFT_CARD', message, { giftCardCode: message });
    }
    if (card.balance_cents <= 0) {
      const message = this.message(this.giftCardWords.spentCode, { code: shown });
      throw new CommerceRefusal(409, 'GIFT_CARD_SPENT', message, { giftCardCode: message });
    }
    return { card, maskedCode: maskGiftCardCode(card.code) };
  }

  /** Totals with an entered gift card paying toward them (as much as it holds, up to what is due). */
  static withGiftCard(totals: OrderTotals, entered: EnteredGiftCard | null): OrderTotals {
    return entered
      ? applyGiftCards(totals, [{ maskedCode: entered.maskedCode, balanceCents: entered.card.balance_cents }])
      : totals;
  }

  /** Is this product sold through the subscription checkout (spec visitor-runtime §2) rather than the cart? */
  static isSubscription(product: Product): boolean {
    const content = product.structuredContent;
    return content.templateVersion !== undefined || content.subscriptionPlan !== undefined;
  }

  /**
   * A subscription is bought on its own (spec visitor-runtime §2: /checkout/subscribe?cartToken=): a cart of
   * its own holding the one subscription, whose token the checkout link carries.
   */
  async startSubscription(productId: string, sku: string): Promise<CartRow> {
    const item = this.catalogue.find(productId, sku);
    if (!item || !Commerce.isSubscription(item.product))
      throw new CommerceRefusal(404, 'UNKNOWN_ITEM', this.cartWords.unknownItem);
    if (item.limited) await this.checkStock(item, 1, await this.stock.readOne(item.sku));
    const cart = await this.carts.create(this.site.website.id, this.now());
    await this.carts.changeOnce(cart.id, `subscribe-${cart.id}`, this.now(), async (scope) => {
      await this.checkStock(item, 1, await scope.stockOf(item.sku));
      await scope.setQuantity(item.sku, item.product.id, 1);
    });
    return cart;
  }

  /** The subscription cart a checkout link names; a reason when there is none to check out. */
  async findSubscriptionCart(token: string): Promise<{ row: CartRow; cart: CartView } | { refusal: string }> {
    const row = await this.findCart(token);
    if (!row) return { refusal: CHECKOUT_FLOW_MESSAGES.unknownCart };
    const cart = await this.view(row);
    const products = cart.entries.map((e) => this.site.products.find((p) => p.id === e.productId));
    if (cart.entries.length !== 1 || !products.every((p) => p && Commerce.isSubscription(p)))
      return { refusal: CHECKOUT_FLOW_MESSAGES.notASubscriptionCart };
    return { row, cart };
  }

  /** The plan of the subscription a cart holds, starting now; null when it holds none (or it has no plan). */
  subscriptionTermsOf(cart: CartView): SubscriptionTerms | null {
    for (const entry of cart.entries) {
      const plan = this.site.products.find((p) => p.id === entry.productId)?.structuredContent.subscriptionPlan;
      if (plan) return startSubscriptionTerms(plan, this.now());
    }
    return null;
  }

  /** A gift card of the store, and the variant a SKU names (the first when none is given). */
  findGiftCard(productId: string, sku: string | null): Sellable[] {
    const product = this.site.products.find((p) => p.id === productId);
    if (!product || product.structuredContent.productType !== ProductType.GIFT_CARD) return [];
    const amounts = this.catalogue.all().filter((s) => s.product.id === productId);
    return sku === null ? amounts : amounts.filter((s) => s.sku === sku);
  }

  /**
   * Buys one gift card through its own checkout (spec visitor-runtime §2: /checkout/giftcard), with the coupon
   * codes the page applied (checked again here) and, like any checkout (issue 48), a gift card paying toward it.
   */
  async buyGiftCard(
    item: Sellable,
    form: Purchase,
    recipient: GiftCardDetails,
    couponCodes: readonly string[] = [],
  ): Promise<OrderRow> {
    const placed = await this.findPlaced(form);
    if (placed) return placed;
    const codes = this.checkCoupons(couponCodes);
    const cart = await this.carts.create(this.site.website.id, this.now());
    return this.removedWhenRefused(cart, async () => {
      await this.carts.changeOnce(cart.id, `giftcard-${form.idempotencyKey}`, this.now(), (scope) =>
        scope.setQuantity(item.sku, item.product.id, 1),
      );
      for (const code of codes) await this.carts.changeCoupon(cart.id, code, true, this.now(), MAX_CART_COUPONS);
      const row = (await this.carts.findByToken(cart.token)) ?? cart;
      return this.placePriced(
        row,
        form,
        await this.view(row),
        (optionId) => this.view({ ...row, shipping_option_id: optionId }),
        recipient,
      );
    });
  }

  /**
   * The order an idempotency key already placed, answered only to the browser that placed it: the key is in
   * the page's HTML, not a secret, so anyone else posting it is refused rather than shown the order.
   */
  async findPlaced(form: Purchase): Promise<OrderRow | undefined> {
    const placed = await this.orders.findByIdempotencyKey(form.idempotencyKey);
    if (!placed) return undefined;
    if (placed.buyer_hash !== hashBuyer(form.buyer))
      throw new CommerceRefusal(409, 'KEY_USED', this.checkoutWords.formAlreadyUsed);
    return placed;
  }

  /** Runs a checkout on a cart made for it alone; a refusal deletes that cart, so none is left orphaned. */
  private async removedWhenRefused(cart: CartRow, place: () => Promise<OrderRow>): Promise<OrderRow> {
    try {
      return await place();
    } catch (error) {
      await this.carts.remove(cart.id);
      throw error;
    }
  }

  /** Gives to a donate page (spec visitor-runtime §2: /checkout/donate): an order of one donation line. */
  async donate(page: DonatePage, amountCents: number, form: Purchase): Promise<OrderRow> {
    const placed = await this.findPlaced(form);
    if (placed) return placed;
    const row = await this.carts.create(this.site.website.id, this.now());
    const settings = this.site.websiteSettings.storeSettings;
    const entry: CartEntryView = {
      productId: page.id,
      sku: donationSku(page.id),
      title: page.title,
      productType: DONATION_LINE_TYPE,
      options: [],
      quantity: 1,
      unitPriceCents: amountCents,
      lineTotalCents: amountCents,
      image: null,
      path: null,
    };
    const state = {
      id: row.id,
      websiteId: row.website_id,
      orderId: null,
      created: Number(row.created_at),
      isPurchased: false,
      selectedShippingOptionId: null,
      shippingLocation: null,
    };
    // A donation is given whole: no minimum subtotal, shipping, tax or coupon applies to it.
    const cart = computeCart(state, [entry], {
      currencyCode: this.currencyCode,
      shippingOptions: settings.shippingOptions,
      minimumSubtotalCents: 0,
    });
    // A gift card may pay for it (issue 48: a gift card pays toward any checkout's total).
    return this.removedWhenRefused(row, () => this.placePriced(row, form, cart, async () => cart));
  }

  private async placePriced(
    row: CartRow,
    form: Purchase,
    cart: CartView,
    repriceWith: (shippingOptionId: string) => Promise<CartView>,
    recipient: GiftCardDetails | null = null,
  ): Promise<OrderRow> {
    if (cart.entries.length === 0)
      throw new CommerceRefusal(409, 'CART_EXPIRED', this.checkoutWords.sessionExpiredOrNoCookies);
    const style = resolveMoneyStyle(this.currencyCode, this.locale);
    if (cart.minimumSubtotal)
      throw new CommerceRefusal(
        409,
        'CART_MINIMUM',
        this.message(this.cartWords.cartMinimum, { subtotal: formatMoney(cart.minimumSubtotal, style) }),
      );
    const fields: Record<string, string> = {};
    const provider = paymentProviders.find((p) => p.id === form.paymentMethod);
    const words = this.checkoutWords;
    if (!provider)
      fields.paymentMethod = this.message(words.fieldUnknownPaymentMethod, {
        methods: paymentProviders.map((p) => p.id).join(', '),
      });
    let shippingOption = null;
    if (cart.requiresShipping) {
      for (const field of ['address1', 'city', 'postalCode', 'country'] as const)
        if (!form[field]) fields[field] = words.fieldRequiredToShip;
      shippingOption = cart.shippingOptions.find((o) => o.id === form.shippingOptionId) ?? null;
      if (!shippingOption) fields.shippingOptionId = words.fieldShippingOption;
    }
    if (!provider || Object.keys(fields).length > 0)
      throw new CommerceRefusal(400, 'INVALID', words.checkFields, fields);
    if (shippingOption && shippingOption.id !== row.shipping_option_id)
      await this.carts.selectShippingOption(row.id, shippingOption.id, this.now());
    const priced = shippingOption ? await repriceWith(shippingOption.id) : cart;
    // The cart limits keep this far away; a total past it would not fit the order's columns.
    if (
      priced.grandTotalCents > COMMERCE_LIMITS.MAX_ORDER_TOTAL_CENTS ||
      priced.subtotalCents > COMMERCE_LIMITS.MAX_CART_SUBTOTAL_CENTS
    )
      throw new CommerceRefusal(
        409,
        'CART_LIMIT',
        this.message(this.cartWords.cartValueLimit, {
          max: formatMoney(createMoney(COMMERCE_LIMITS.MAX_CART_SUBTOTAL_CENTS, this.currencyCode), style),
        }),
      );
    // A gift card code pays first, as far as its balance goes; the payment method pays the rest.
    const entered = form.giftCardCode ? await this.findGiftCardCode(form.giftCardCode) : null;
    const totals = Commerce.withGiftCard(priced.totals, entered);
    const payment = await provider.authorize({
      idempotencyKey: form.idempotencyKey,
      grandTotalCents: totals.totalCents,
      currency: this.currencyCode,
    });
    const subscription = this.subscriptionTermsOf(priced);
    const result = await this.orders.place({
      cartId: row.id,
      idempotencyKey: form.idempotencyKey,
      buyerHash: hashBuyer(form.buyer),
      subscription,
      email: form.email,
      customerName: form.name,
      shippingAddress: cart.requiresShipping
        ? {
            address1: form.address1,
            address2: form.address2,
            city: form.city,
            postalCode: form.postalCode,
            country: form.country,
          }
        : null,
      shippingOption,
      payment: { method: provider.id, status: payment.status, reference: payment.reference },
      currency: this.currencyCode,
      totals,
      totalQuantity: priced.totalQuantity,
      lines: priced.entries.map((e) => {
        const item = this.catalogue.find(e.productId, e.sku);
        return {
          productId: e.productId,
          sku: e.sku,
          title: e.title,
          productType: e.productType,
          options: e.options,
          quantity: e.quantity,
          unitPriceCents: e.unitPriceCents,
          lineTotalCents: e.lineTotalCents,
          limited: item?.limited ?? false,
        };
      }),
      now: this.now(),
      within: (trx, order) =>
        this.writeWithOrder(trx, order, {
          spend: entered && totals.giftCards[0] ? { entered, amountCents: totals.giftCards[0].amountCents } : null,
          recipient,
          totals,
          subscriptionText: subscription ? describeSubscriptionTerms(subscription, this.locale) : null,
          lines: priced.entries,
        }),
    });
    if (result.kind === 'soldOut') {
      const item = this.catalogue.find(result.line.productId, result.line.sku);
      throw new CommerceRefusal(
        409,
        result.available > 0 ? 'NOT_ENOUGH_STOCK' : 'SOLD_OUT',
        this.message(this.cartWords.notEnoughStock, {
          title: item ? this.describe(item) : result.line.title,
          available: result.available,
        }),
      );
    }
    // A twin placed the same key first (a double submit racing this one): the same buyer's only.
    if (result.kind === 'existing' && result.order.buyer_hash !== hashBuyer(form.buyer))
      throw new CommerceRefusal(409, 'KEY_USED', this.checkoutWords.formAlreadyUsed);
    return result.order;
  }

  /**
   * What is written in the order's transaction besides the order: the gift card's spending (refused when another
   * order took that balance first), a code per gift card bought, a review request per product, and the emails.
   */
  private async writeWithOrder(
    trx: Kysely<Database>,
    order: OrderRow,
    what: {
      spend: { entered: EnteredGiftCard; amountCents: number } | null;
      recipient: GiftCardDetails | null;
      totals: OrderTotals;
      subscriptionText: string | null;
      lines: readonly CartEntryView[];
    },
  ): Promise<void> {
    const now = this.now();
    const style = resolveMoneyStyle(this.currencyCode, this.locale);
    const money = (cents: number) => formatMoney(createMoney(cents, this.currencyCode), style);
    const cards = new GiftCardRepository(trx);
    if (what.spend) {
      const { entered, amountCents } = what.spend;
      if (!(await cards.spend(entered.card.id, order.id, amountCents, now))) {
        const left = (await cards.findByCode(entered.card.code))?.balance_cents ?? 0;
        const message = this.message(this.giftCardWords.balanceChanged, {
          code: entered.card.code,
          balance: money(left),
        });
        throw new CommerceRefusal(409, 'GIFT_CARD_CHANGED', message, { giftCardCode: message });
      }
    }
    const numbered = what.lines.map((line, index) => ({ ...line, lineNo: index + 1 }));
    const issued = await cards.issue(
      order.id,
      numbered
        .filter((line) => line.productType === ProductType.GIFT_CARD)
        .flatMap((line) =>
          Array.from({ length: line.quantity }, () => ({
            lineNo: line.lineNo,
            productId: line.productId,
            currency: this.currencyCode,
            amountCents: line.unitPriceCents,
            recipient: what.recipient,
          })),
        ),
      now,
    );
    const reviewLinks = await this.reviews.linksIn(
      trx,
      order.id,
      numbered
        .filter((line) => this.site.products.some((p) => p.id === line.productId))
        .map((line) => ({ line_no: line.lineNo, product_id: line.productId, title: line.title })),
    );
    // The download links, made with the order, so the email carries the same links as the confirmation page.
    const downloadLinks = await this.downloads.linksFor(
      order.id,
      numbered.map((line) => ({
        line_no: line.lineNo,
        product_id: line.productId,
        product_type: line.productType,
        title: line.title,
      })),
      trx,
    );
    const emails = composeOrderEmails({
      siteTitle: this.site.website.title,
      origin: this.origin,
      locale: this.locale,
      order: {
        id: order.id,
        number: order.number,
        email: order.email,
        customerName: order.customer_name,
        confirmationPath: `${COMMERCE_PATHS.ORDER_CONFIRMED_PAGE}?order=${order.confirmation_token}`,
      },
      lines: what.lines.map((l) => ({
        title: l.options.length > 0 ? `${l.title} (${l.options.join(', ')})` : l.title,
        quantity: l.quantity,
        total: money(l.lineTotalCents),
      })),
      totals: formatTotalLines(what.totals, style),
      subscription: what.subscriptionText,
      giftCards: issued.map((card) => ({
        code: card.code,
        amount: money(card.initial_cents),
        recipient: card.recipient_email
          ? {
              recipientEmail: card.recipient_email,
              recipientName: card.recipient_name ?? '',
              message: card.message ?? '',
              sendOn: card.send_on ?? '',
            }
          : null,
      })),
      reviewLinks: reviewLinks.map((link) => ({ title: link.title, path: link.path })),
      downloads: downloadLinks.map((link) => ({
        title: link.title,
        path: link.path,
        expiresAt: link.expiresAt,
        allowed: link.allowed,
      })),
      now,
    });
    await new OutboxRepository(trx).enqueue(emails, now);
  }
}
