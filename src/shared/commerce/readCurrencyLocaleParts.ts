export interface CurrencyLocaleParts {
  symbol: string;
  symbolPosition: 'before' | 'after';
  group: string;
  decimal: string;
  /** What the locale puts between the number and its symbol: a no-break space in de-DE, nothing in en-US. */
  spacing: string;
}

const cache = new Map<string, CurrencyLocaleParts>();

// Intl decides the symbol, the separators and the spacing of a locale, nothing else (the digits are ours).
// ICU's spaces are kept as they are: a no-break space (U+00A0, U+202F) keeps a price from wrapping between
// its number and its sign, or inside its number.
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
  const [from, to] = symbolIndex < integerIndex ? [symbolIndex + 1, integerIndex] : [integerIndex + 1, symbolIndex];
  const between = parts.slice(from, to).filter((p) => p.type === 'literal');
  const found: CurrencyLocaleParts = {
    symbol: parts[symbolIndex]?.value ?? currencyCode,
    symbolPosition: symbolIndex > integerIndex ? 'after' : 'before',
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    spacing: between.map((p) => p.value).join(''),
  };
  cache.set(key, found);
  return found;
}
