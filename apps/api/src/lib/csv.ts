/**
 * CSV for spreadsheets (RFC 4180): every cell quoted, quotes doubled, CRLF between rows, and a UTF-8 byte order
 * mark first so that Excel reads Indonesian names right. A cell that a spreadsheet would take as a formula (it
 * starts with `=`, `+`, `-`, `@`, a tab or a carriage return) gets a leading apostrophe (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function csvOf(rows: readonly (readonly (string | number)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
