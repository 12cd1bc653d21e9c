// RFC 4180 CSV: fields holding a comma, a quote, CR or LF are quoted and their quotes doubled; lines end
// with CRLF. Cells a spreadsheet would read as a formula (starting with = + - @, or a tab or CR that some
// spreadsheets skip before one) get a leading apostrophe, per OWASP's CSV injection advice, because
// visitors write these values and owners open them in spreadsheets.
const FORMULA_START = /^[=+\-@\t\r]/;

export function encodeCsvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function encodeCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(encodeCsvCell).join(',') + '\r\n').join('');
}
