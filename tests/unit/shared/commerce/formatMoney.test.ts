import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../../src/shared/commerce/formatMoney';
import { createMoney } from '../../../../src/shared/commerce/Money';
import { RUNTIME_MESSAGES } from '../../../../src/shared/messages/runtimeMessages';
import { resolveMoneyStyle } from '../../../../src/shared/commerce/MoneyStyle';
import { CURRENCIES } from '../../../../src/shared/constants/currencies';

describe('formatMoney', () => {
  it('formats cents with two fraction digits and grouped thousands by default', () => {
    expect(formatMoney(createMoney(123456789, 'USD'))).toBe('$1,234,567.89');
    expect(formatMoney(createMoney(5, 'USD'))).toBe('$0.05');
  });

  it('gives JPY no fraction digits (spec: JPY 0, all others 2)', () => {
    expect(formatMoney(createMoney(1500, 'JPY'))).toBe('¥1,500');
  });

  it('follows the options: symbol after, separators, no grouping, trimmed zero fractions', () => {
    const money = createMoney(1234500, 'EUR');
    expect(formatMoney(money, { symbolPosition: 'after', thousandsSeparator: '.', decimalSeparator: ',' })).toBe(
      '12.345,00\u00a0€',
    );
    expect(formatMoney(money, { groupThousands: false })).toBe('€12345.00');
    expect(formatMoney(money, { trimZeroFractions: true })).toBe('€12,345');
    expect(formatMoney(createMoney(1234550, 'EUR'), { trimZeroFractions: true })).toBe('€12,345.50');
  });

  it('follows the locale when no option says otherwise', () => {
    expect(formatMoney(createMoney(123456, 'EUR'), { locale: 'de-DE' })).toBe('1.234,56\u00a0€');
  });

  it("keeps the locale's no-break spaces, so a price never wraps between its number and its sign", () => {
    expect(formatMoney(createMoney(250000, 'EUR'), { locale: 'de-DE' })).toBe('2.500,00\u00a0€');
    // French groups with a narrow no-break space and sets the sign after a no-break space.
    expect(formatMoney(createMoney(250000, 'EUR'), { locale: 'fr-FR' })).toBe('2\u202f500,00\u00a0€');
    expect(formatMoney(createMoney(250000, 'CHF'), { locale: 'de-CH' })).toBe("CHF\u00a02'500.00");
    for (const locale of ['de-DE', 'fr-FR', 'de-CH', 'en-US', 'ja-JP'])
      expect(formatMoney(createMoney(250000, 'EUR'), { locale }), locale).not.toMatch(/ /);
  });

  it('shows negative amounts with a leading minus', () => {
    expect(formatMoney(createMoney(-250, 'GBP'))).toBe('-£2.50');
  });

  it.each([
    null,
    undefined,
    12,
    '12.00',
    { amount: 1.5, currencyCode: 'USD' },
    { amount: 100, currencyCode: 'XXX' },
    { amount: 100 },
  ])("throws 'Format expects a Money instance.' for %j", (value) => {
    expect(() => formatMoney(value)).toThrow(RUNTIME_MESSAGES.notMoney);
  });

  it('refuses more than 15 integer places', () => {
    expect(() => formatMoney(createMoney(1234567890123456, 'JPY'))).toThrow(/15 integer places/);
    expect(formatMoney(createMoney(123456789012345, 'JPY'))).toBe('¥123,456,789,012,345');
  });
});

describe('formatMoney with a style resolved on the server', () => {
  it.each(CURRENCIES.map((c) => [c.code, c.fractionDigits] as const))(
    '%s: our fraction digits, and the same text where the browser ICU differs',
    (code, digits) => {
      const style = resolveMoneyStyle(code, 'en-US');
      const money = createMoney(123456789, code);
      const server = formatMoney(money, style);
      expect(server).toMatch(digits === 0 ? /123,456,789(?!\.)/ : /1,234,567\.89/);
      const sent = JSON.parse(JSON.stringify(style)) as typeof style;
      const NumberFormat = Intl.NumberFormat;
      // A browser whose ICU disagrees: never consulted when the style is complete.
      Intl.NumberFormat = function () {
        throw new Error('ICU consulted');
      } as unknown as typeof Intl.NumberFormat;
      try {
        expect(formatMoney(money, sent)).toBe(server);
      } finally {
        Intl.NumberFormat = NumberFormat;
      }
    },
  );

  it('keeps a style for another currency from lending its symbol', () => {
    expect(formatMoney(createMoney(100, 'EUR'), resolveMoneyStyle('USD', 'en-US'))).toBe('€1.00');
  });
});
