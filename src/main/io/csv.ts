/**
 * CSV files for spreadsheets (the ITS report, final standings, rating preview).
 *
 * Every text cell is neutralised against spreadsheet formulas (OWASP "CSV Injection"): a
 * cell starting with = + - @, a tab or a carriage return gets a leading apostrophe, so a
 * player named "=HYPERLINK(…)" is shown as text, never run. Numbers are written as numbers
 * (a negative rating change stays a number). Cells are quoted per RFC 4180 when they hold a
 * comma, a quote or a line break; lines end in CRLF and the file starts with a UTF-8 BOM so
 * spreadsheet programs read accents correctly.
 */
export type CsvValue = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, neutralised and quoted as needed. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole CSV document from a header row and data rows. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
