/**
 * Reads a registration sheet: CSV, TSV or semicolon-separated text with a header row, as exported
 * by a spreadsheet or a registration site. Columns are recognised by their heading (any case,
 * any order); unknown columns are ignored and named so the referee knows they were not read.
 * Quoting follows RFC 4180 ("a, b", "say ""hi""" and line breaks inside quotes): shared/csv.ts reads it.
 */
import type { ImportRow } from '../../shared/api/players';
import { readCsv } from '../../shared/csv';
import { said } from '../../shared/messages';
import type { Said } from '../../shared/messages';

/** A row as read: the import's row (`shared/api/players.ts`) before it is checked. */
export type SheetRow = ImportRow;

export interface PlayersSheet {
  rows: SheetRow[];
  /** Headings that were not recognised (their columns are not read). */
  ignoredColumns: string[];
  /** A problem with the whole sheet (no header, no Name column); rows is empty then. */
  problem: Said | null;
}

type Field = 'name' | 'itsPin' | 'faction' | 'club' | 'armyCodes' | 'team';

/** Headings accepted for each field, compared lower-case with spaces, dots, dashes and underscores removed. */
const HEADINGS: Record<Field, readonly string[]> = {
  name: ['name', 'player', 'playername', 'fullname', 'nombre', 'nom'],
  itsPin: ['itspin', 'pin', 'its', 'itsid', 'itsnumber', 'pinits'],
  faction: ['faction', 'army', 'sectorial', 'factionsectorial', 'faccion', 'faction/sectorial'],
  club: ['club', 'team', 'community', 'association', 'equipo'],
  armyCodes: ['armycode', 'armycodes', 'code', 'listcode', 'list', 'armylist'],
  team: [],
};

/**
 * A teams event reads a team column instead: "Team" and "Equipo" name the player's team there
 * (a singles sheet keeps reading them as the club, as it always has).
 */
const TEAM_HEADINGS: Record<Field, readonly string[]> = {
  ...HEADINGS,
  club: ['club', 'community', 'association'],
  team: ['team', 'teamname', 'equipo', 'equipe', 'équipe', 'squadra'],
};

function normalise(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[\s._-]+/g, '');
}

function fieldFor(heading: string, headings: Record<Field, readonly string[]>): Field | null {
  const key = normalise(heading);
  for (const [field, names] of Object.entries(headings) as [Field, readonly string[]][]) {
    if (names.includes(key)) return field;
  }
  return null;
}

export function readPlayersSheet(text: string, { teams = false }: { teams?: boolean } = {}): PlayersSheet {
  const headings = teams ? TEAM_HEADINGS : HEADINGS;
  const all = readCsv(text).records;
  const header = all[0];
  if (!header)
    return {
      rows: [],
      ignoredColumns: [],
      problem: said('m.import.empty'),
    };
  const columns = header.cells.map((h) => fieldFor(h, headings));
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
      else if (field === 'team') row.team ??= value;
      else if (row[field] === '') row[field] = value;
    });
    return row;
  });
  return { rows, ignoredColumns, problem: null };
}
