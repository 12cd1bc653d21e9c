import type { FormattedTotalLine } from '../../shared/commerce/formatTotalLines';

// The money lines of a cart or an order (src/shared/commerce/listTotalLines.ts), one markup for every page:
// each line carries data-total-line with its kind, so the total is the last line everywhere.
export function TotalsList({ lines, className = '' }: { lines: readonly FormattedTotalLine[]; className?: string }) {
  return (
    <dl className={`totals-list ${className}`.trim()}>
      {lines.map((line, index) => (
        <div key={index} data-total-line={line.kind} data-cents={line.cents}>
          <dt>{line.label}</dt>
          <dd>{line.text}</dd>
        </div>
      ))}
    </dl>
  );
}
