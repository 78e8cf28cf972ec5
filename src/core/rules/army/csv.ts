/**
 * Pasted rows → troopers. One trooper per line: name, cost, SWC, group, skills (in that order,
 * or in any order under a header row naming the columns). Tabs (a spreadsheet paste), semicolons
 * or commas separate the cells; double quotes protect a cell holding the separator or a line
 * break (shared/csv.ts reads the text; lines starting with # are comments).
 *
 * The group cell is a number; "R1", "R 2" or "Reinf 1" marks a Reinforcement group. The skills
 * cell lists names separated by ";", "," or "|": skills the rules read (Lieutenant, Hacker,
 * V: Courage, Commlink (+2), Hidden Deployment, Reinf.…), troop type (LI… WB), Regular/Irregular
 * and Impetuous levels. Other names are ignored with a warning.
 */
import { readCsv } from '../../../shared/csv';
import { english, msg } from '../../../shared/messages';
import type { MessageRef } from '../../../shared/messages';
import type { Trooper, TrooperSkillsInput } from './model';
import { TrooperSchema, isReinforcementUnit } from './model';
import { readSkillName } from './skillNames';

/** A problem of one pasted line: English (`message`) and its key, so a screen words it in its language. */
export interface LineMessage {
  line: number;
  message: string;
  i18n: MessageRef;
}

const lineMessage = (line: number, i18n: MessageRef): LineMessage => ({ line, message: english(i18n), i18n });

export interface ParsedRow {
  line: number;
  group: number;
  reinforcement: boolean;
  trooper: Trooper;
}

export interface CsvResult {
  rows: ParsedRow[];
  errors: LineMessage[];
  warnings: LineMessage[];
}

type Column = 'name' | 'cost' | 'swc' | 'group' | 'skills' | 'profile' | 'type' | 'ignored';

const DEFAULT_COLUMNS: Column[] = ['name', 'cost', 'swc', 'group', 'skills'];

const HEADER_WORDS: [RegExp, Column][] = [
  [/^(name|unit|trooper|troop)$/, 'name'],
  [/^(cost|points|pts|pts\.)$/, 'cost'],
  [/^swc$/, 'swc'],
  [/^(group|combat group|cg|grp)$/, 'group'],
  [/^(skills?|special skills)$/, 'skills'],
  [/^(profile|option|loadout|weapons)$/, 'profile'],
  [/^(type|troop type)$/, 'type'],
];

export const MAX_CSV_ROWS = 200;
/** The trooper model's bounds (src/shared/army.ts), checked here so a row names what is wrong. */
const MAX_NAME = 200;
const MAX_PROFILE = 400;
const MAX_GROUP_TROOPERS = 40;
const MAX_GROUP_NUMBER = 20;
/** "Reinf." written as a skill: the rules read it from the unit name instead. */
const REINF_WORD = /^\(?reinf\.?\)?$|^reinforcements?$/i;

function readHeader(cells: string[]): Column[] | null {
  const columns = cells.map((cell) => HEADER_WORDS.find(([re]) => re.test(cell.toLowerCase()))?.[1]);
  if (!columns.includes('name') || !columns.includes('cost')) return null;
  return columns.map((c): Column => c ?? 'ignored');
}

function readGroup(cell: string): { group: number; reinforcement: boolean } | null {
  const text = cell.trim().toLowerCase();
  if (text === '') return { group: 1, reinforcement: false };
  const plain = /^\d+$/.exec(text);
  if (plain) return { group: Number(text), reinforcement: false };
  const reinf = /^(?:r|reinf\.?|reinforcements?)\s*(\d+)?$/.exec(text) ?? /^(\d+)\s*(?:r|reinf\.?)$/.exec(text);
  if (reinf) return { group: reinf[1] === undefined ? 1 : Number(reinf[1]), reinforcement: true };
  return null;
}

function readNumber(cell: string, sep: string): number | null {
  const text = sep === ',' ? cell.trim() : cell.trim().replace(',', '.');
  if (text === '' || !/^\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

export function parseTrooperRows(text: string): CsvResult {
  const rows: ParsedRow[] = [];
  const errors: LineMessage[] = [];
  const warnings: LineMessage[] = [];
  const { delimiter: sep, records } = readCsv(text, { comments: true });
  const numbered = records.map((r) => ({ ...r, cells: r.cells.map((c) => c.trim()) }));
  if (numbered.length === 0) {
    return { rows, errors: [lineMessage(1, msg('m.csv.empty'))], warnings };
  }
  let columns = DEFAULT_COLUMNS;
  const first = numbered[0];
  const header = first && !first.unclosedQuote ? readHeader(first.cells) : null;
  if (header) {
    columns = header;
    const headerLine = numbered.shift();
    if (numbered.length === 0) {
      return {
        rows,
        errors: [lineMessage(headerLine?.line ?? 1, msg('m.csv.headerOnly'))],
        warnings,
      };
    }
  }
  if (numbered.length > MAX_CSV_ROWS) {
    return {
      rows,
      errors: [lineMessage(numbered[MAX_CSV_ROWS]?.line ?? 1, msg('m.csv.tooMany', { n: MAX_CSV_ROWS }))],
      warnings,
    };
  }
  const cellOf = (cells: string[], column: Column): string => {
    const i = columns.indexOf(column);
    return i >= 0 ? (cells[i] ?? '') : '';
  };
  for (const { line, cells, unclosedQuote } of numbered) {
    if (unclosedQuote) {
      errors.push(lineMessage(line, msg('m.csv.openQuote')));
      continue;
    }
    const lineErrors: MessageRef[] = [];
    const name = cellOf(cells, 'name');
    if (name === '') lineErrors.push(msg('m.csv.nameEmpty'));
    if (name.length > MAX_NAME) lineErrors.push(msg('m.csv.nameLong', { n: name.length, max: MAX_NAME }));
    const profile = cellOf(cells, 'profile');
    if (profile.length > MAX_PROFILE) {
      lineErrors.push(msg('m.csv.profileLong', { n: profile.length, max: MAX_PROFILE }));
    }
    const costCell = cellOf(cells, 'cost');
    const cost = readNumber(costCell, sep);
    if (cost === null || !Number.isInteger(cost) || cost > 1000) {
      lineErrors.push(msg('m.csv.cost', { cell: costCell }));
    }
    const swcCell = cellOf(cells, 'swc');
    const swc = swcCell.trim() === '' ? 0 : readNumber(swcCell, sep);
    if (swc === null || swc > 20 || !Number.isInteger(swc * 2)) {
      lineErrors.push(msg('m.csv.swc', { cell: swcCell }));
    }
    const groupCell = cellOf(cells, 'group');
    const group = readGroup(groupCell);
    if (!group || group.group < 1 || group.group > 20) {
      lineErrors.push(msg('m.csv.group', { cell: groupCell }));
    }
    if (lineErrors.length > 0) {
      errors.push(lineMessage(line, msg('m.csv.problems', { problems: lineErrors })));
      continue;
    }
    const skills: TrooperSkillsInput = {};
    let troopType: Trooper['troopType'] | undefined;
    let training: Trooper['training'] | undefined;
    let impetuous: Trooper['impetuous'] | undefined;
    const ignored: string[] = [];
    const words = [...cellOf(cells, 'type').split(/[;,|]/), ...cellOf(cells, 'skills').split(/[;,|]/)].map((w) =>
      w.trim(),
    );
    for (const word of words.filter((w) => w !== '')) {
      if (REINF_WORD.test(word)) {
        warnings.push(lineMessage(line, msg('m.csv.reinfWord', { word })));
        continue;
      }
      const reading = readSkillName(word);
      if (!reading) {
        ignored.push(word);
        continue;
      }
      for (const flag of reading.flags) skills[flag] = true;
      if (reading.commlink !== undefined) skills.commlink = reading.commlink;
      troopType = reading.troopType ?? troopType;
      training = reading.training ?? training;
      impetuous = reading.impetuous ?? impetuous;
    }
    if (ignored.length > 0) {
      warnings.push(lineMessage(line, msg('m.csv.ignored', { words: ignored.join(', ') })));
    }
    skills.reinforcement = isReinforcementUnit({ name, profile });
    const trooper = TrooperSchema.parse({
      id: `t${rows.length + 1}`,
      name,
      profile,
      cost,
      swc,
      troopType,
      training,
      impetuous,
      skills,
    });
    rows.push({ line, group: group?.group ?? 1, reinforcement: group?.reinforcement ?? false, trooper });
  }
  return { rows, errors, warnings };
}

/**
 * Groups parsed rows into Combat Groups. Main groups keep their numbers; Reinforcement groups
 * (R1, R2…) are numbered after the highest Main group, in their own order, so numbers stay unique.
 */
export function groupRows(rows: ParsedRow[]): { number: number; reinforcement: boolean; troopers: Trooper[] }[] {
  const byKey = new Map<string, { given: number; reinforcement: boolean; troopers: Trooper[] }>();
  for (const row of rows) {
    const key = `${row.reinforcement ? 'R' : 'M'}${row.group}`;
    const group = byKey.get(key) ?? { given: row.group, reinforcement: row.reinforcement, troopers: [] };
    group.troopers.push(row.trooper);
    byKey.set(key, group);
  }
  const all = [...byKey.values()];
  const main = all.filter((g) => !g.reinforcement).sort((a, b) => a.given - b.given);
  const reinf = all.filter((g) => g.reinforcement).sort((a, b) => a.given - b.given);
  const highest = main.reduce((max, g) => Math.max(max, g.given), 0);
  return [
    ...main.map((g) => ({ number: g.given, reinforcement: false, troopers: g.troopers })),
    ...reinf.map((g, i) => ({ number: highest + i + 1, reinforcement: true, troopers: g.troopers })),
  ];
}

/** What stops grouped rows from being a list: too many troopers in a group, too many groups. */
export function groupProblems(groups: { number: number; reinforcement: boolean; troopers: unknown[] }[]): string[] {
  const problems: string[] = [];
  for (const g of groups) {
    if (g.troopers.length > MAX_GROUP_TROOPERS) {
      problems.push(`Combat Group ${g.number} has ${g.troopers.length} troopers; at most ${MAX_GROUP_TROOPERS}`);
    }
  }
  const last = groups.reduce((max, g) => Math.max(max, g.number), 0);
  if (last > MAX_GROUP_NUMBER) {
    problems.push(
      `the Reinforcement groups would be numbered up to ${last}; a list has Combat Groups 1 to ${MAX_GROUP_NUMBER}`,
    );
  }
  return problems;
}
