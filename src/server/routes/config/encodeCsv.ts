// RFC 4180 CSV: fields holding a comma, a quote, CR or LF are quoted and their quotes doubled; lines end
// with CRLF. Cells a spreadsheet would read as a formula get a leading apostrophe, per OWASP's CSV injection
// advice, because visitors write these values and owners open them in spreadsheets: = + - @ or their
// full-width forms (which some spreadsheets normalise), also after leading whitespace they trim, and a
// leading tab or CR.
const FORMULA_START = /^(?:[\t\r]|[\s\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;

export function encodeCsvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function encodeCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(encodeCsvCell).join(',') + '\r\n').join('');
}
