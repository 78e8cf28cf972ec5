/**
 * CSV text (RFC 4180 quoting) that is safe to open in a spreadsheet. Every CSV the app writes
 * goes through `toCsv`.
 *
 * Formula injection (OWASP "CSV Injection"): a cell whose text starts with `=`, `+`, `-`, `@`,
 * a tab or a carriage return is run as a formula by Excel, LibreOffice and Google Sheets. A
 * player named `=HYPERLINK("http://…")` would otherwise become a live link in the referee's
 * standings sheet. Such text cells get a leading single quote (shown as text, not evaluated)
 * and are quoted. Numbers are written as numbers: -3 is a value, not a formula.
 */
export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  const mustQuote = text !== value || /[",\r\n]/.test(text) || /^\s|\s$/.test(text);
  return mustQuote ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
