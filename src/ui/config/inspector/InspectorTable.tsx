import type { ReactNode } from 'react';

// A table of the inspector: a header row naming the columns, then a row of cells per entry.
export function InspectorTable({ columns, rows }: { columns: readonly string[]; rows: ReactNode[][] }) {
  return (
    <table className="config-table">
      <thead>
        <tr>
          {columns.map((column) => (
            <th scope="col" key={column}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            {row.map((cell, j) => (
              <td key={j}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
