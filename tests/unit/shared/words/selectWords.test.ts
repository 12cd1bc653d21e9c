import { describe, expect, it } from 'vitest';
import { readLanguage, selectWords } from '../../../../src/shared/words/selectWords';
import { TOTAL_WORDS } from '../../../../src/shared/words/totalWords';
import { listTotalLines } from '../../../../src/shared/commerce/listTotalLines';

describe('selectWords: the site locale picks the language', () => {
  it('reads the language of a locale, whatever its region or separator', () => {
    expect(readLanguage('de-DE')).toBe('de');
    expect(readLanguage('de_AT')).toBe('de');
    expect(readLanguage('DE')).toBe('de');
    expect(readLanguage('en-GB')).toBe('en');
  });

  it('a language the runtime does not write falls back to English', () => {
    expect(readLanguage('fr-FR')).toBe('en');
    expect(readLanguage('')).toBe('en');
    expect(selectWords(TOTAL_WORDS, 'fr-FR').total).toBe('Total');
  });

  it('the totals lines of a German order read German; the owner’s English view stays English', () => {
    const totals = {
      currencyCode: 'EUR',
      subtotalCents: 1000,
      discounts: [{ code: 'SOMMER', type: 'FIXED_AMOUNT' as const, amountCents: 100 }],
      shipping: { name: 'DHL', amountCents: 500 },
      taxes: [{ id: 't', name: 'MwSt.', ratePercent: 19, amountCents: 0 }],
      giftCards: [{ maskedCode: '••••7XQ2', amountCents: 200 }],
      totalCents: 1200,
    };
    expect(listTotalLines(totals, 'de-DE').map((l) => l.label)).toEqual([
      'Zwischensumme',
      'Rabatt SOMMER',
      'Versand (DHL)',
      'MwSt. (19%)',
      'Gutschein ••••7XQ2',
      'Gesamtsumme',
    ]);
    expect(listTotalLines(totals).map((l) => l.label)).toEqual([
      'Subtotal',
      'Discount SOMMER',
      'Shipping (DHL)',
      'MwSt. (19%)',
      'Gift card ••••7XQ2',
      'Total',
    ]);
  });
});
