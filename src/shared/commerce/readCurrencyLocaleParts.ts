export interface CurrencyLocaleParts {
  symbol: string;
  symbolPosition: 'before' | 'after';
  group: string;
  decimal: string;
}

const cache = new Map<string, CurrencyLocaleParts>();

// Intl decides the symbol and the separators of a locale, nothing else (the digits are ours).
export function readCurrencyLocaleParts(locale: string, currencyCode: string): CurrencyLocaleParts {
  const key = `${locale}|${currencyCode}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const parts = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currencyCode,
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(12345.6);
  const symbolIndex = parts.findIndex((p) => p.type === 'currency');
  const integerIndex = parts.findIndex((p) => p.type === 'integer');
  const found: CurrencyLocaleParts = {
    symbol: parts[symbolIndex]?.value ?? currencyCode,
    symbolPosition: symbolIndex > integerIndex ? 'after' : 'before',
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
  };
  cache.set(key, found);
  return found;
}
