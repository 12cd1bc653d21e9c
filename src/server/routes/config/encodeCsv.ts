// RFC 4180 CSV: fields holding a comma, a quote, CR or LF are quoted and their quotes doubled; lines end
// with CRLF. Cells a spreadsheet would read as a formula get a leading apostrophe, per OWASP's CSV injection
// advice, because visitors write these values and owners open them in spreadsheets: = + - @ or their
// full-width and small forms (which some spreadsheets normalise) and the minus sign, also after leading
// whitespace they trim or characters nobody sees (format characters such as U+200B, U+200E, U+180E, U+FEFF,
// and every other default-ignorable one), and a leading tab or CR.
const FORMULA_START =
  /^(?:[\t\r]|[\s\p{Cf}\p{Default_Ignorable_Code_Point}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\uFE62\uFE63\uFE66\uFE6B\u2212])/u;

export function encodeCsvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function encodeCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(encodeCsvCell).join(',') + '\r\n').join('');
}
