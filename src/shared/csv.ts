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

/**
 * Reading: the one CSV reader for every sheet the app accepts (registration sheets, pasted army
 * rows). RFC 4180 quoting — a quoted cell may hold the delimiter, doubled quotes and line breaks —
 * a leading byte-order mark dropped, and the delimiter sniffed from the first line when not given.
 */
export interface CsvRecord {
  /** Line of the text the record starts on (1-based), for messages. */
  line: number;
  /** The cells as written (not trimmed); quotes removed. */
  cells: string[];
  /**
   * A quote opened on this record was never closed. The record holds what stood up to the end of
   * the line the quote opened on, and reading went on at the next line, so one stray quote does
   * not swallow the rest of the sheet.
   */
  unclosedQuote: boolean;
}

export interface CsvReadOptions {
  /** The delimiter; sniffed from the first line (`sniffDelimiter`) when absent. */
  delimiter?: string;
  /** Skip lines whose text starts with `#` (after spaces), as pasted army rows allow. */
  comments?: boolean;
}

/**
 * Which of tab, semicolon and comma separates the cells of `line`, counting only characters
 * outside quotes (unless a quote is never closed): a tab wins (a spreadsheet paste); otherwise the more frequent of `;` and `,`
 * (a tie goes to `;`, whose sheets write decimal commas), and `,` when neither appears.
 */
export function sniffDelimiter(line: string): string {
  let quoted = false;
  const count = { '\t': 0, ';': 0, ',': 0 };
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\t' || ch === ';' || ch === ',')) count[ch] += 1;
  }
  // A quote left open on the first line hides nothing: count that line plainly.
  if (quoted) return sniffDelimiter(line.replace(/"/g, ''));
  if (count['\t'] > 0) return '\t';
  return count[';'] > 0 && count[';'] >= count[','] ? ';' : ',';
}

/** True when the line starting at `from` is blank or (with `comments`) a comment. */
function skippable(text: string, from: number, comments: boolean): { skip: boolean; end: number } {
  const breakAt = text.slice(from).search(/\r\n|\n|\r/);
  const end = breakAt < 0 ? text.length : from + breakAt;
  const content = text.slice(from, end).trim();
  return { skip: content === '' || (comments && content.startsWith('#')), end };
}

/** Index just past the line break at `i` (a CRLF counts as one break). */
const pastBreak = (text: string, i: number): number => (text[i] === '\r' && text[i + 1] === '\n' ? i + 2 : i + 1);

export function readCsv(text: string, options: CsvReadOptions = {}): { delimiter: string; records: CsvRecord[] } {
  const clean = text.replace(/^\ufeff/, '');
  const comments = options.comments ?? false;
  const records: CsvRecord[] = [];
  let delimiter = options.delimiter;
  let i = 0;
  let line = 1;
  while (i < clean.length) {
    // At the start of a line: blank lines and comments are passed over whole.
    const { skip, end } = skippable(clean, i, comments);
    if (skip) {
      if (end >= clean.length) break;
      i = pastBreak(clean, end);
      line += 1;
      continue;
    }
    delimiter ??= sniffDelimiter(clean.slice(i, end));
    const startLine = line;
    const cells: string[] = [];
    let cell = '';
    let quoted: { index: number; line: number } | null = null;
    let done = false;
    while (i < clean.length && !done) {
      const ch = clean.charAt(i);
      if (quoted) {
        if (ch === '"' && clean.charAt(i + 1) === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        if (ch === '"') quoted = null;
        else {
          if (ch === '\n' || (ch === '\r' && clean.charAt(i + 1) !== '\n')) line += 1;
          cell += ch;
        }
        i += 1;
      } else if (ch === '"' && cell.trim() === '') {
        quoted = { index: i, line };
        cell = '';
        i += 1;
      } else if (ch === delimiter) {
        cells.push(cell);
        cell = '';
        i += 1;
      } else if (ch === '\n' || ch === '\r') {
        i = pastBreak(clean, i);
        line += 1;
        done = true;
      } else {
        cell += ch;
        i += 1;
      }
    }
    if (quoted) {
      // Never closed: keep the record up to the end of the quote's line, read on after it.
      const opened = quoted;
      const lineEnd = skippable(clean, opened.index, false).end;
      const rest = clean.slice(opened.index + 1, lineEnd).replace(/""/g, '"');
      records.push({ line: startLine, cells: [...cells, rest], unclosedQuote: true });
      i = lineEnd < clean.length ? pastBreak(clean, lineEnd) : clean.length;
      line = opened.line + 1;
      continue;
    }
    cells.push(cell);
    if (cells.some((c) => c.trim() !== '')) records.push({ line: startLine, cells, unclosedQuote: false });
  }
  return { delimiter: delimiter ?? ',', records };
}

/**
 * The text of a sheet file from its bytes. Spreadsheets save CSV in UTF-8 (with or without a
 * byte-order mark), in UTF-16 ("Unicode text", with its mark) or, Excel's default in Spain,
 * France and Italy, in Windows-1252. Bytes that are not valid UTF-8 are read as Windows-1252, so
 * "Mads Østergård" stays itself instead of becoming "Mads �sterg�rd".
 */
export function decodeSheet(bytes: Uint8Array): { text: string; encoding: SheetEncoding } {
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: new TextDecoder('utf-16le').decode(bytes), encoding: 'utf-16' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: new TextDecoder('utf-16be').decode(bytes), encoding: 'utf-16' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: windows1252(bytes), encoding: 'windows-1252' };
  }
}

/**
 * Windows-1252's letters at 0x80–0x9F (€ ‚ ƒ „ … † ‡ ˆ ‰ Š ‹ Œ Ž ‘ ’ “ ” • – — ˜ ™ š › œ ž Ÿ),
 * where ISO-8859-1 has control characters; the five bytes Windows-1252 leaves undefined stay as
 * they are. Spelled out because Node's decoder reads that range as ISO-8859-1.
 */
const CP1252_HIGH = '€\x81‚ƒ„…†‡ˆ‰Š‹Œ\x8dŽ\x8f\x90‘’“”•–—˜™š›œ\x9džŸ';

function windows1252(bytes: Uint8Array): string {
  return new TextDecoder('windows-1252')
    .decode(bytes)
    .replace(/[\x80-\x9f]/g, (c) => CP1252_HIGH.charAt(c.charCodeAt(0) - 0x80));
}

export type SheetEncoding = 'utf-8' | 'utf-16' | 'windows-1252';

/** A text decoded with the wrong encoding holds U+FFFD where a letter could not be read. */
export function unreadableLetters(text: string): boolean {
  return text.includes('\ufffd');
}
