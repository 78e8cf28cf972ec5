/**
 * Reads a registration sheet: CSV, TSV or semicolon-separated text with a header row, as exported
 * by a spreadsheet or a registration site. Columns are recognised by their heading (any case,
 * any order); unknown columns are ignored and named so the referee knows they were not read.
 * Quoting follows RFC 4180 ("a, b" and "say ""hi""").
 */
import { said } from '../../shared/messages';
import type { Said } from '../../shared/messages';

export interface SheetRow {
  /** Line of the file the row starts on (the header is line 1), for messages. */
  line: number;
  name: string;
  itsPin: string;
  faction: string;
  club: string;
  /** Infinity Army codes given for the player (an "Army code" column, several split by spaces). */
  armyCodes: string[];
}

export interface PlayersSheet {
  rows: SheetRow[];
  /** Headings that were not recognised (their columns are not read). */
  ignoredColumns: string[];
  /** A problem with the whole sheet (no header, no Name column); rows is empty then. */
  problem: Said | null;
}

type Field = 'name' | 'itsPin' | 'faction' | 'club' | 'armyCodes';

/** Headings accepted for each field, compared lower-case with spaces, dots, dashes and underscores removed. */
const HEADINGS: Record<Field, readonly string[]> = {
  name: ['name', 'player', 'playername', 'fullname', 'nombre', 'nom'],
  itsPin: ['itspin', 'pin', 'its', 'itsid', 'itsnumber', 'pinits'],
  faction: ['faction', 'army', 'sectorial', 'factionsectorial', 'faccion', 'faction/sectorial'],
  club: ['club', 'team', 'community', 'association', 'equipo'],
  armyCodes: ['armycode', 'armycodes', 'code', 'listcode', 'list', 'armylist'],
};

function normalise(heading: string): string {
  return heading
    .replace(/^\ufeff/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s._-]+/g, '');
}

function fieldFor(heading: string): Field | null {
  const key = normalise(heading);
  for (const [field, names] of Object.entries(HEADINGS) as [Field, readonly string[]][]) {
    if (names.includes(key)) return field;
  }
  return null;
}

function delimiterOf(headerLine: string): string {
  if (headerLine.includes('\t')) return '\t';
  if (headerLine.includes(';') && !headerLine.includes(',')) return ';';
  return ',';
}

/** Splits text into records of cells, honouring quotes (a quoted cell may hold line breaks). */
function records(text: string, delimiter: string): { line: number; cells: string[] }[] {
  const out: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let startLine = 1;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line++;
        cell += ch;
      }
      continue;
    }
    if (ch === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (ch === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      cells.push(cell);
      out.push({ line: startLine, cells });
      cells = [];
      cell = '';
      line++;
      startLine = line;
    } else cell += ch;
  }
  if (cell !== '' || cells.length > 0) {
    cells.push(cell);
    out.push({ line: startLine, cells });
  }
  return out.filter((r) => r.cells.some((c) => c.trim() !== ''));
}

export function readPlayersSheet(text: string): PlayersSheet {
  const clean = text.replace(/^\ufeff/, '');
  const firstLine = clean.split(/\r?\n/).find((l) => l.trim() !== '') ?? '';
  const all = records(clean, delimiterOf(firstLine));
  const header = all[0];
  if (!header)
    return {
      rows: [],
      ignoredColumns: [],
      problem: said('m.import.empty'),
    };
  const columns = header.cells.map(fieldFor);
  const ignoredColumns = header.cells.filter((h, i) => columns[i] === null && h.trim() !== '').map((h) => h.trim());
  if (!columns.includes('name')) {
    return {
      rows: [],
      ignoredColumns,
      problem: said('m.import.noNameColumn', { found: header.cells.map((c) => `"${c.trim()}"`).join(', ') }),
    };
  }
  const rows = all.slice(1).map(({ line, cells }) => {
    const row: SheetRow = { line, name: '', itsPin: '', faction: '', club: '', armyCodes: [] };
    columns.forEach((field, i) => {
      const value = (cells[i] ?? '').trim();
      if (field === null || value === '') return;
      if (field === 'armyCodes') row.armyCodes.push(...value.split(/\s+/));
      else if (row[field] === '') row[field] = value;
    });
    return row;
  });
  return { rows, ignoredColumns, problem: null };
}
