import { findCurrency } from '../constants/currencies';
import { MONEY_FORMAT } from '../constants/commerce';
import { RUNTIME_MESSAGES } from '../messages/runtimeMessages';
import { isMoney } from './Money';
import { readCurrencyLocaleParts, type CurrencyLocaleParts } from './readCurrencyLocaleParts';

// Spec visitor-runtime §9: the money format's options; unset ones follow the locale. The digits come from our
// currency table, never from ICU, whose tables differ between Node and browsers.
export interface MoneyFormatOptions {
  locale?: string;
  symbol?: string;
  symbolPosition?: (typeof MONEY_FORMAT.SYMBOL_POSITIONS)[number];
  thousandsSeparator?: string;
  decimalSeparator?: string;
  groupThousands?: boolean;
  trimZeroFractions?: boolean;
}

function groupDigits(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

// Throws the spec's message for a value that is not Money. Given a style resolved for the money's currency
// (resolveMoneyStyle) it never calls Intl, so the browser's text equals the server's.
export function formatMoney(money: unknown, options: MoneyFormatOptions & { currencyCode?: string } = {}): string {
  if (!isMoney(money)) throw new TypeError(RUNTIME_MESSAGES.notMoney);
  const currency = findCurrency(money.currencyCode)!;
  // A style resolved for another currency keeps its separators but not its symbol.
  const sameCurrency = options.currencyCode === undefined || options.currencyCode === currency.code;
  let parts: CurrencyLocaleParts | undefined;
  const locale = () => (parts ??= readCurrencyLocaleParts(options.locale ?? 'en-US', currency.code));
  const negative = money.amount < 0;
  const minor = String(Math.abs(money.amount)).padStart(currency.fractionDigits + 1, '0');
  const integer = minor.slice(0, minor.length - currency.fractionDigits);
  if (integer.length > MONEY_FORMAT.MAX_INTEGER_PLACES)
    throw new RangeError(`Money has more than ${MONEY_FORMAT.MAX_INTEGER_PLACES} integer places`);
  let fraction = currency.fractionDigits > 0 ? minor.slice(-currency.fractionDigits) : '';
  if (options.trimZeroFractions && /^0*$/.test(fraction)) fraction = '';
  const grouped = options.groupThousands ?? MONEY_FORMAT.GROUP_THOUSANDS_BY_DEFAULT;
  const integerText = grouped ? groupDigits(integer, options.thousandsSeparator ?? locale().group) : integer;
  const number = fraction ? `${integerText}${options.decimalSeparator ?? locale().decimal}${fraction}` : integerText;
  const symbol = (sameCurrency ? options.symbol : undefined) ?? locale().symbol;
  const position = options.symbolPosition ?? locale().symbolPosition;
  // The locale's own spacing (a no-break space, so a price never wraps between number and sign); a position
  // the style chose against the locale's gets a no-break space after the number, none before it.
  const spacing = position === locale().symbolPosition ? locale().spacing : position === 'after' ? '\u00a0' : '';
  const body = position === 'before' ? `${symbol}${spacing}${number}` : `${number}${spacing}${symbol}`;
  return negative ? `-${body}` : body;
}
