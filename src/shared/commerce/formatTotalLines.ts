import { createMoney } from './Money';
import { formatMoney, type MoneyFormatOptions } from './formatMoney';
import type { OrderTotals } from './OrderTotals';
import { listTotalLines, type TotalLineKind } from './listTotalLines';

/** A totals line as shown: its label and its amount in the store's money format ("−$29.00" for a discount). */
export interface FormattedTotalLine {
  kind: TotalLineKind;
  label: string;
  cents: number;
  text: string;
}

// The text of each totals line, the same on every page that shows them.
export function formatTotalLines(
  totals: OrderTotals,
  style: MoneyFormatOptions & { currencyCode?: string } = {},
): FormattedTotalLine[] {
  return listTotalLines(totals, style.locale).map((line) => {
    const amount = formatMoney(createMoney(Math.abs(line.cents), totals.currencyCode), style);
    return { ...line, text: line.cents < 0 ? `−${amount}` : amount };
  });
}
