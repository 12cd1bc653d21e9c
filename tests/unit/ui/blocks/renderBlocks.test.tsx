import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import { HeroData } from '../../../../src/shared/blocks/hero';
import { GalleryData } from '../../../../src/shared/blocks/gallery';
import { AccordionData } from '../../../../src/shared/blocks/accordion';
import { PricingToggleData } from '../../../../src/shared/blocks/pricingToggle';
import { Product } from '../../../../src/shared/siteData/Product';
import HeroBlock from '../../../../src/ui/blocks/hero/HeroBlock';
import GalleryBlock from '../../../../src/ui/blocks/gallery/GalleryBlock';
import { GALLERY_WORDS } from '../../../../src/shared/words/galleryWords';
import AccordionBlock from '../../../../src/ui/blocks/accordion/AccordionBlock';
import PricingToggleBlock from '../../../../src/ui/blocks/pricing-toggle/PricingToggleBlock';
import ProductBlock from '../../../../src/ui/blocks/product/ProductBlock';
import { resolveMoneyStyle } from '../../../../src/shared/commerce/MoneyStyle';
import { BlockRuntimeProvider } from '../../../../src/ui/runtime/BlockRuntime';
import { createServerRuntime } from '../../../../src/ui/runtime/createServerRuntime';
import type { PageContext } from '../../../../src/shared/pageContext/PageContext';

function render(element: ReactElement, currency = 'USD'): string {
  const pageContext = {
    website: { locale: 'en-US' },
    websiteSettings: { storeSettings: { selectedCurrency: currency } },
    pagePath: '/',
  } as unknown as PageContext;
  return renderToString(
    <BlockRuntimeProvider runtime={createServerRuntime(pageContext)}>{element}</BlockRuntimeProvider>,
  );
}

const slide = (id: string) => ({ id, src: `/images/${id}.svg`, alt: id, dimensions: '1200x800' });

describe('blocks rendered on the server', () => {
  it('hero: as the largest paint, eager, high priority, width and height, a srcset for the viewport', () => {
    const data = HeroData.parse({
      heading: 'Hello',
      image: { src: '/images/hero.jpg', alt: 'Sea', dimensions: '1600x900' },
    });
    const html = render(<HeroBlock id="h" data={data} priority />);
    expect(html).not.toContain('loading="lazy"');
    expect(html).toMatch(/fetchPriority="high"/i);
    expect(html).toContain('width="1600"');
    expect(html).toContain('height="900"');
    expect(html).toContain('sizes="100vw"');
    expect(html).toContain('/images/hero.jpg?format=1500w 1500w, /images/hero.jpg?format=2500w 1600w');
    const later = render(<HeroBlock id="h" data={data} />);
    expect(later).toContain('loading="lazy"');
    expect(later).not.toMatch(/fetchPriority/i);
  });

  it.each(['stacked', 'slider', 'slideshow', 'grid', 'autogrid', 'autocolumns', 'carousel', 'list'])(
    'gallery %s: every slide in the HTML; as the largest paint only the first eager and first, else all lazy',
    (design) => {
      const data = GalleryData.parse({ design, slides: [slide('a'), slide('b'), slide('c')] });
      const html = render(<GalleryBlock id="g" json={JSON.stringify(data)} words={GALLERY_WORDS.en} priority />);
      expect(html.match(/<img /g)).toHaveLength(3);
      expect(html.match(/loading="eager"/g)).toHaveLength(1);
      expect(html.match(/<img [^>]*fetchPriority="high"/gi)).toHaveLength(1);
      expect(html.match(/loading="lazy"/g)).toHaveLength(2);
      expect(html.match(/width="1200" height="800"/g)).toHaveLength(3);
      const later = render(<GalleryBlock id="g" json={JSON.stringify(data)} words={GALLERY_WORDS.en} />);
      expect(later.match(/loading="lazy"/g)).toHaveLength(3);
      expect(later).not.toMatch(/fetchPriority/i);
    },
  );

  it('gallery: an unknown design is refused with the spec message', () => {
    const result = GalleryData.safeParse({ design: 'masonry', slides: [slide('a')] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('These are not the gallery designs you are looking for masonry');
  });

  it('accordion: native disclosures, first item open, the multiple-open attribute written', () => {
    const data = AccordionData.parse({
      firstItemExpanded: true,
      items: [
        { title: 'A', paragraphs: ['a'] },
        { title: 'B', paragraphs: ['b'] },
      ],
    });
    const html = render(<AccordionBlock id="acc" data={data} />);
    expect(html).toContain('data-should-allow-multiple-open-items="false"');
    expect(html.match(/<details/g)).toHaveLength(2);
    expect(html.match(/<details[^>]* open=""/g)).toHaveLength(1);
    expect(html).toContain('name="accordion-acc"');
    expect(html.match(/aria-expanded="true"/g)).toHaveLength(1);
  });

  it('pricing toggle: left selected, its prices and join buttons shown', () => {
    const option = (priceCents: number, joinUrl: string) => ({ label: 'l', priceCents, period: 'per month', joinUrl });
    const data = PricingToggleData.parse({
      leftLabel: 'Monthly',
      rightLabel: 'Yearly',
      plans: [{ name: 'Friend', left: option(500, '/m'), right: option(5000, '/y') }],
    });
    const html = render(
      <PricingToggleBlock id="p" data={data} moneyStyle={resolveMoneyStyle('USD', 'en-US')} switchLabel="Billing" />,
    );
    expect(html).toContain('$5.00');
    expect(html).not.toContain('$50.00');
    expect(html).toContain('href="/m"');
    expect(html).toMatch(/aria-pressed="true"[^>]*>Monthly/);
  });

  it('product: price of the first variant in stock', () => {
    const product = Product.parse({
      id: 'p',
      urlId: 'p',
      title: 'Stool',
      structuredContent: {
        productType: 1,
        variants: [
          { sku: 'a', price: 1000, qtyInStock: 0, optionValues: [{ name: 'Size', value: 'S' }] },
          { sku: 'b', price: 1500, qtyInStock: 9, optionValues: [{ name: 'Size', value: 'L' }] },
        ],
      },
    });
    const measurements = { weight: '4 kg', dimensions: '30 × 30 × 45 cm' };
    const html = render(
      <ProductBlock
        id="x"
        product={product}
        moneyStyle={resolveMoneyStyle('EUR', 'en-US')}
        measurements={measurements}
        websiteId="w1"
      />,
    );
    expect(html).toContain('€15.00');
    expect(html).toContain('In stock');
    expect(html).toContain('<dd>30 × 30 × 45 cm</dd>');
  });
});
