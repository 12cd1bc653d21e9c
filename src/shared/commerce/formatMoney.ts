import { findCurrency } from '../constants/currencies';
import { MONEY_FORMAT } from '../constants/commerce';
import { RUNTIME_MESSAGES } from '../messages/runtimeMessages';
import { isMoney } from './Money';

// Spec visitor-runtime §9: symbol before or after, thousands and decimal separators, optional trimming of
// zero fractions, at most 15 integer places, thousands grouped by default. Unset options follow the locale.
export interface MoneyFormatOptions {
  locale?: string;
  symbolPosition?: (typeof MONEY_FORMAT.SYMBOL_POSITIONS)[number];
  thousandsSeparator?: string;
  decimalSeparator?: string;
  groupThousands?: boolean;
  trimZeroFractions?: boolean;
}

interface LocaleParts {
  symbol: string;
  symbolPosition: 'before' | 'after';
  group: string;
  decimal: string;
}

const localeCache = new Map<string, LocaleParts>();

function readLocaleParts(locale: string, currencyCode: string): LocaleParts {
  const key = `${locale}|${currencyCode}`;
  const cached = localeCache.get(key);
  if (cached) return cached;
  const parts = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currencyCode,
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(12345.6);
  const symbolIndex = parts.findIndex((p) => p.type === 'currency');
  const integerIndex = parts.findIndex((p) => p.type === 'integer');
  const found: LocaleParts = {
    symbol: parts[symbolIndex]?.value ?? currencyCode,
    symbolPosition: symbolIndex > integerIndex ? 'after' : 'before',
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
  };
  localeCache.set(key, found);
  return found;
}

function groupDigits(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** Formats a Money value; throws the spec's 'Format expects a Money instance.' for anything else. */
export function formatMoney(money: unknown, options: MoneyFormatOptions = {}): string {
  if (!isMoney(money)) throw new TypeError(RUNTIME_MESSAGES.notMoney);
  const currency = findCurrency(money.currencyCode)!;
  const locale = readLocaleParts(options.locale ?? 'en-US', currency.code);
  const negative = money.amount < 0;
  const minor = String(Math.abs(money.amount)).padStart(currency.fractionDigits + 1, '0');
  const integer = minor.slice(0, minor.length - currency.fractionDigits);
  if (integer.length > MONEY_FORMAT.MAX_INTEGER_PLACES) {
    throw new RangeError(`Money has more than ${MONEY_FORMAT.MAX_INTEGER_PLACES} integer places`);
  }
  let fraction = currency.fractionDigits > 0 ? minor.slice(-currency.fractionDigits) : '';
  if (options.trimZeroFractions && /^0*$/.test(fraction)) fraction = '';
  const grouped = options.groupThousands ?? MONEY_FORMAT.GROUP_THOUSANDS_BY_DEFAULT;
  const integerText = grouped ? groupDigits(integer, options.thousandsSeparator ?? locale.group) : integer;
  const number = fraction ? `${integerText}${options.decimalSeparator ?? locale.decimal}${fraction}` : integerText;
  const position = options.symbolPosition ?? locale.symbolPosition;
  const body = position === 'before' ? `${locale.symbol}${number}` : `${number} ${locale.symbol}`;
  return negative ? `-${body}` : body;
}
