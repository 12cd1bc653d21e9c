import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import ProductBlock, { type ProductBlockProps } from '../../../../src/ui/blocks/product/ProductBlock';
import { BlockRuntimeProvider } from '../../../../src/ui/runtime/BlockRuntime';
import { createServerRuntime } from '../../../../src/ui/runtime/createServerRuntime';
import { resolveMoneyStyle } from '../../../../src/shared/commerce/MoneyStyle';
import { CURRENCIES } from '../../../../src/shared/constants/currencies';
import { Product } from '../../../../src/shared/siteData/Product';
import { PageContext } from '../../../../src/shared/pageContext/PageContext';
import { SiteData } from '../../../../src/shared/siteData/SiteData';
import { buildPageContext } from '../../../../src/server/render/buildPageContext';
import { ANONYMOUS } from '../../../../src/server/http/identity';
import { readFileSync } from 'node:fs';

const site = SiteData.parse(JSON.parse(readFileSync('sites/showcase/site.json', 'utf8')));
const pageContext: PageContext = buildPageContext(site, site.pages[0]!, null, ANONYMOUS, '/');
const product = Product.parse({
  id: 'p',
  urlId: 'p',
  title: 'Chair',
  structuredContent: {
    productType: 1,
    variants: [
      { sku: 'a', price: 99999999, salePrice: 12345678, onSale: true, qtyInStock: 3, optionValues: [] },
      { sku: 'b', price: 100, qtyInStock: 3, optionValues: [] },
    ],
  },
});

const render = (props: ProductBlockProps) =>
  renderToString(
    <BlockRuntimeProvider runtime={createServerRuntime(pageContext)}>
      <ProductBlock {...props} />
    </BlockRuntimeProvider>,
  );

// The island renders from the props the server wrote into the page (JSON), in a browser whose ICU may
// know other symbols and separators: its text must equal the server's, for every store currency.
describe('product price hydration', () => {
  it.each(CURRENCIES.map((c) => c.code))('%s: the island renders the server HTML without the browser ICU', (code) => {
    const props: ProductBlockProps = {
      id: 'x',
      product,
      moneyStyle: resolveMoneyStyle(code, 'en-US'),
      measurements: { weight: null, dimensions: null },
      websiteId: 'w1',
    };
    const server = render(props);
    const sent = JSON.parse(JSON.stringify(props)) as ProductBlockProps;
    const NumberFormat = Intl.NumberFormat;
    Intl.NumberFormat = function () {
      throw new Error('browser ICU consulted');
    } as unknown as typeof Intl.NumberFormat;
    try {
      expect(render(sent)).toBe(server);
    } finally {
      Intl.NumberFormat = NumberFormat;
    }
  });
});
