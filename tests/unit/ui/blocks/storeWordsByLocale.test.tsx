import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import CartBlock from '../../../../src/ui/blocks/cart/CartBlock';
import CheckoutBlock from '../../../../src/ui/blocks/checkout/CheckoutBlock';
import OrderConfirmedBlock from '../../../../src/ui/blocks/order-confirmed/OrderConfirmedBlock';
import { SiteHeader } from '../../../../src/ui/layout/SiteHeader';
import { MobileInfoBar } from '../../../../src/ui/siteChrome/MobileInfoBar';
import { ProductReviewList } from '../../../../src/ui/blocks/product-reviews/ProductReviewList';
import type { WebsiteSettings } from '../../../../src/shared/siteData/WebsiteSettings';
import SearchBlock from '../../../../src/ui/blocks/search/SearchBlock';
import type { SearchResults } from '../../../../src/shared/search/SearchResults';
import { SEARCH_WORDS } from '../../../../src/shared/words/searchWords';
import { selectWords } from '../../../../src/shared/words/selectWords';
import { resolveMoneyStyle } from '../../../../src/shared/commerce/MoneyStyle';
import { formatTotalLines } from '../../../../src/shared/commerce/formatTotalLines';
import { createMoney } from '../../../../src/shared/commerce/Money';
import type { CartView } from '../../../../src/shared/commerce/CartView';
import type { OrderTotals } from '../../../../src/shared/commerce/OrderTotals';
import { BlockRuntimeProvider } from '../../../../src/ui/runtime/BlockRuntime';
import { createServerRuntime } from '../../../../src/ui/runtime/createServerRuntime';
import type { PageContext } from '../../../../src/shared/pageContext/PageContext';

function render(element: ReactElement, locale: string): string {
  const pageContext = { website: { locale }, pagePath: '/cart' } as unknown as PageContext;
  const html = renderToString(
    <BlockRuntimeProvider runtime={createServerRuntime(pageContext)}>{element}</BlockRuntimeProvider>,
  );
  // The text a visitor reads and hears: visible text and the attributes that name controls.
  return html
    .replace(/<[^>]*?(?:aria-label|placeholder)="([^"]*)"[^>]*>/g, ' $1 ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
}

const totals: OrderTotals = {
  currencyCode: 'EUR',
  subtotalCents: 5500,
  discounts: [{ code: 'WINTER', type: 'PERCENTAGE', amountCents: 550 }] as OrderTotals['discounts'],
  shipping: { name: 'DHL', amountCents: 950 },
  taxes: [],
  giftCards: [],
  totalCents: 5900,
};

function cartIn(currency: string): CartView {
  return {
    entries: [
      {
        productId: 'p',
        sku: 'SQ1',
        title: 'Hafenschale',
        productType: 1,
        options: [],
        quantity: 1,
        unitPriceCents: 5500,
        lineTotalCents: 5500,
        image: null,
        path: '/shop/harbour-bowl',
      },
    ],
    coupons: ['WINTER'],
    validCoupons: ['WINTER'],
    invalidCoupons: [],
    shippingOptions: [{ id: 'dhl', name: 'DHL', priceCents: 950 }],
    selectedShippingOption: { id: 'dhl', name: 'DHL', priceCents: 950 },
    requiresShipping: true,
    totals: { ...totals, currencyCode: currency },
    minimumSubtotal: null,
    subtotalAmount: createMoney(5500, currency),
  } as unknown as CartView;
}

const checkoutProps = (locale: string, currency: string) => {
  const moneyStyle = resolveMoneyStyle(currency, locale);
  const cart = cartIn(currency);
  return {
    id: 'checkout',
    cart,
    moneyStyle,
    message: null,
    idempotencyKey: 'k',
    crumb: 'c',
    values: {},
    errors: {},
    paymentMethods: [],
    totals: formatTotalLines(cart.totals, moneyStyle),
  };
};

const order = (locale: string) => ({
  number: '33970158',
  email: 'kundin@example.com',
  lines: [{ title: 'Hafenschale', quantity: 1, total: '55,00 €' }],
  totals: formatTotalLines(totals, resolveMoneyStyle('EUR', locale)),
  payment: 'Rechnung',
  downloads: [{ title: 'Hintergrundbilder', path: '/d/1', expires: '1. Dezember 2026', usesLeft: 3 }],
  giftCards: [
    {
      code: 'EASF-HBSY-J5YJ-AKQR',
      amount: '50,00 €',
      recipient: { name: 'Gwen', email: 'gwen@example.com', sendOn: '24. Dezember 2026' },
    },
  ],
});

const header = <SiteHeader title="Harbour & Pine" navigation={{ main: [], footer: [] }} currentPath="/" />;

describe("the runtime's own words follow the site's locale", () => {
  it('a German store: the cart, its totals and its buttons in German, none of the English', () => {
    const text = render(
      <CartBlock id="cart" cart={cartIn('EUR')} moneyStyle={resolveMoneyStyle('EUR', 'de-DE')} storePath="/shop" />,
      'de-DE',
    );
    for (const words of ['Ihr Warenkorb', '55,00 € pro Stück', 'Aktualisieren', 'Entfernen', 'Rabattcode', 'Einlösen'])
      expect(text).toContain(words);
    for (const words of [
      'Zwischensumme',
      'Rabatt WINTER',
      'Versand (DHL)',
      'Gesamtsumme',
      'Zur Kasse',
      'Weiter einkaufen',
    ])
      expect(text).toContain(words);
    for (const english of [
      'Your cart',
      'each',
      'Update',
      'Apply',
      'Subtotal',
      'Total',
      'Checkout',
      'Continue shopping',
    ])
      expect(text).not.toContain(english);
  });

  it('an English store keeps the English, the spec’s messages word for word', () => {
    const text = render(
      <CartBlock id="cart" cart={null} moneyStyle={resolveMoneyStyle('GBP', 'en-GB')} storePath="/store" />,
      'en-GB',
    );
    expect(text).toContain('Your cart');
    expect(text).toContain('Your cart is empty.');
    expect(
      render(
        <CartBlock id="cart" cart={null} moneyStyle={resolveMoneyStyle('EUR', 'de-DE')} storePath={null} />,
        'de-DE',
      ),
    ).toContain('Ihr Warenkorb ist leer.');
  });

  it('a German checkout: its fields, choices, totals and button', () => {
    const text = render(<CheckoutBlock {...checkoutProps('de-DE', 'EUR')} />, 'de-DE');
    for (const words of [
      'Kasse',
      'Kontakt',
      'E-Mail',
      'Lieferadresse',
      'Postleitzahl',
      'Versand',
      'DHL — 9,50 €',
      'Zahlung',
      'Gesamtsumme',
      'Zahlungspflichtig bestellen',
    ])
      expect(text).toContain(words);
    for (const english of ['Checkout', 'Contact', 'Shipping address', 'Postcode', 'Payment', 'Place order'])
      expect(text).not.toContain(english);
    const english = render(<CheckoutBlock {...checkoutProps('en-US', 'USD')} />, 'en-US');
    for (const words of ['Checkout', 'Contact', 'Postcode', 'DHL — $9.50', 'Place order'])
      expect(english).toContain(words);
  });

  it('a German order confirmation: the number stands out inside its German sentence', () => {
    const html = renderToString(
      <BlockRuntimeProvider runtime={createServerRuntime({ website: { locale: 'de-DE' } } as unknown as PageContext)}>
        <OrderConfirmedBlock id="o" order={order('de-DE')} />
      </BlockRuntimeProvider>,
    );
    expect(html).toContain(
      'Bestellnummer <strong class="order-number">33970158</strong>. Eine Bestätigung geht an kundin@example.com.',
    );
    const text = render(<OrderConfirmedBlock id="o" order={order('de-DE')} />, 'de-DE');
    for (const words of [
      'Vielen Dank: Ihre Bestellung ist bestätigt',
      'Ihre Downloads',
      'Hintergrundbilder herunterladen',
      'Noch 3 Downloads, bis 1. Dezember 2026',
      'Zahlung: Rechnung',
      'Gesamtsumme',
      'Ihr Gutschein',
      'EASF-HBSY-J5YJ-AKQR — per E-Mail an Gwen (gwen@example.com) am 24. Dezember 2026',
    ])
      expect(text).toContain(words);
    for (const english of ['Your gift card', 'emailed to']) expect(text).not.toContain(english);
    expect(render(<OrderConfirmedBlock id="o" order={null} />, 'de-DE')).toContain('Bestellung nicht gefunden');
    const english = renderToString(
      <BlockRuntimeProvider runtime={createServerRuntime({ website: { locale: 'en-US' } } as unknown as PageContext)}>
        <OrderConfirmedBlock id="o" order={order('en-US')} />
      </BlockRuntimeProvider>,
    );
    expect(english).toContain('Order number <strong class="order-number">33970158</strong>. A confirmation goes to');
  });

  it('the header: menu, search and landmarks in the site’s language', () => {
    const text = render(header, 'de-DE');
    for (const words of ['Menü', 'Schließen', 'Hauptnavigation', 'Suche']) expect(text).toContain(words);
    const english = render(header, 'en-US');
    for (const words of ['Menu', 'Close', 'Main', 'Search']) expect(english).toContain(words);
  });

  it('a product’s approved reviews: heading, average and stars in the site’s language', () => {
    const summary = {
      count: 2,
      average: 4.5,
      reviews: [{ id: 'r1', rating: 4, title: 'Schön', text: 'Gut verpackt.', name: 'Kim', createdAt: 0 }],
    };
    const german = renderToString(<ProductReviewList summary={summary} locale="de-DE" />);
    expect(german).toContain('>Bewertungen</h2>');
    expect(german).toContain('4,5 von 5 (2 Bewertungen)');
    expect(german).toContain('aria-label="4 von 5 Sternen"');
    const english = renderToString(<ProductReviewList summary={{ ...summary, count: 1 }} locale="en-GB" />);
    expect(english).toContain('>Reviews</h2>');
    expect(english).toContain('4.5 out of 5 (1 review)');
    expect(english).toContain('aria-label="4 out of 5 stars"');
  });

  it('the mobile information bar: its links in the site’s language', () => {
    const settings = {
      mobileInfoBarStyle: 'light',
      mobileInfoBar: { phone: '+49 30 1234', email: 'hafen@example.com', location: 'Kai 1, Hamburg', hours: 'Di–So' },
    } as unknown as WebsiteSettings;
    const german = renderToString(
      <BlockRuntimeProvider runtime={createServerRuntime({ website: { locale: 'de-DE' } } as unknown as PageContext)}>
        <MobileInfoBar settings={settings} />
      </BlockRuntimeProvider>,
    );
    expect(german).toContain('aria-label="Kontakt"');
    for (const words of ['>Anrufen</a>', '>E-Mail</a>', '>Anfahrt</a>']) expect(german).toContain(words);
    const english = render(<MobileInfoBar settings={settings} />, 'en-GB');
    for (const words of ['Call', 'Email', 'Location']) expect(english).toContain(words);
  });

  it('the search page: its form, the count of results, their kinds and the paging', () => {
    const results: SearchResults = {
      query: 'Hafen',
      page: 1,
      pageCount: 2,
      total: 12,
      results: [
        {
          kind: 'product',
          url: '/shop/harbour-bowl',
          title: [{ text: 'Hafenschale', match: true }],
          excerpt: [],
          price: null,
          image: null,
        },
      ],
    };
    const text = render(
      <SearchBlock id="s" query="Hafen" results={results} message="" words={selectWords(SEARCH_WORDS, 'de-DE')} />,
      'de-DE',
    );
    for (const words of [
      'Suche',
      'Diese Website durchsuchen',
      'Suchen',
      '12 Ergebnisse für „Hafen“',
      'Produkt',
      'Ergebnisseiten',
      'Seite 1 von 2',
      'Weiter',
    ])
      expect(text).toContain(words);
    const english = render(
      <SearchBlock id="s" query="Hafen" results={results} message="" words={selectWords(SEARCH_WORDS, 'en-US')} />,
      'en-US',
    );
    for (const words of ['Search this site', '12 results for “Hafen”', 'Product', 'Page 1 of 2', 'Next'])
      expect(english).toContain(words);
  });
});
