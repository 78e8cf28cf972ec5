/**
 * Team control sheet (docs/TEAMS.md · Paper), one per team: the team and its members, then each
 * Tournament Round: the match (its number and the other team), every member's game (table,
 * player, opponent, OP, VP, TP as entered), the match result and the team's running match points.
 * A round not paired yet has a blank row per player the team fields, to be written by hand.
 */
import type { Content, DocDefinition, TableLayout } from './docTypes';
import {
  blank,
  columnWidths,
  contentWidth,
  documentHeader,
  documentShell,
  fitted,
  headerRow,
  INK,
  LIGHT_SHADE,
  RULE,
  sectionTitle,
  SHADE,
  t,
  table,
  widthsForHeaders,
} from './layout';
import { pdfText, pdfUpper } from './text';
import type { PdfDisplayLanguage, PdfKey } from './text';
import type { PrintMeta } from './viewModels';
import type { TeamControlRound, TeamControlSheetData } from './teamViewModels';

type Say = (key: PdfKey, values?: Record<string, string | number>) => string;

const COLUMNS: (number | '*')[] = [34, '*', '*', 30, 36, 30];
/** Room to write a game by hand in a round not paired yet. */
const BLANK_ROW = 16;

/** Rules between rows; the round headings shaded, each round's result lightly. */
function sheetLayout(shaded: Set<number>, light: Set<number>): TableLayout {
  return {
    hLineWidth: (i) => (i === 1 ? 1 : 0.5),
    vLineWidth: () => 0.5,
    hLineColor: (i) => (i === 1 ? INK : RULE),
    vLineColor: () => RULE,
    paddingLeft: () => 3,
    paddingRight: () => 3,
    paddingTop: () => 2.5,
    paddingBottom: () => 2.5,
    fillColor: (row) => (row === 0 || shaded.has(row) ? SHADE : light.has(row) ? LIGHT_SHADE : null),
  };
}

/** A row of one cell across the table. */
function across(text: string, style: 'tdBold' | 'td' | 'tdMuted', width: number, columns: number): Content[] {
  return [{ ...fitted(text, style, width), colSpan: columns }, ...Array.from({ length: columns - 1 }, () => blank())];
}

function roundHeading(r: TeamControlRound, say: Say): string {
  if (r.kind === 'bye') return say('pdf.tcs.roundBye', { n: r.round });
  if (r.kind === 'unpaired') return say('pdf.tcs.roundUnpaired', { n: r.round });
  return say('pdf.tcs.roundMatch', { n: r.round, match: r.match ?? 0, team: r.opponentTeam });
}

function roundResult(r: TeamControlRound, say: Say): string | null {
  if (r.kind === 'bye') return say('pdf.tcs.byeResult', { points: r.points ?? 0, total: r.running ?? 0 });
  if (r.kind === 'unpaired') return null;
  if (!r.result) return say('pdf.tcs.pending');
  return say('pdf.tcs.result', {
    outcome: r.result.outcome,
    ga: r.result.gamesWon[0],
    gb: r.result.gamesWon[1],
    ta: r.result.tp[0],
    tb: r.result.tp[1],
    points: r.points ?? 0,
    total: r.running ?? 0,
  });
}

function gamesTable(sheet: TeamControlSheetData, total: number, say: Say): Content {
  const heads = [
    say('rounds.table'),
    say('standings.player'),
    say('standings.opponent'),
    say('standings.op'),
    say('standings.vp'),
    say('standings.tp'),
  ];
  const spec = widthsForHeaders(COLUMNS, heads);
  const w = columnWidths(total, spec, 3);
  const at = (i: number): number => w[i] ?? 0;
  const width = w.reduce((sum, x) => sum + x, 0) + (w.length - 1) * 6.5;
  const centered = { alignment: 'center' as const };
  const score = (value: number | null, i: number): Content =>
    value === null ? blank() : fitted(String(value), 'tdBold', at(i), centered);
  const body: Content[][] = [headerRow(heads, w, ['center', 'left', 'left', 'center', 'center', 'center'])];
  const shaded = new Set<number>();
  const light = new Set<number>();
  const heights: number[] = [0];
  for (const r of sheet.rounds) {
    shaded.add(body.length);
    body.push(across(roundHeading(r, say), 'tdBold', width, spec.length));
    heights.push(0);
    for (const g of r.games) {
      body.push([
        fitted(String(g.table), 'tdBold', at(0), centered),
        fitted(g.player, 'td', at(1)),
        fitted(g.opponent, 'td', at(2)),
        score(g.op, 3),
        score(g.vp, 4),
        score(g.tp, 5),
      ]);
      heights.push(0);
    }
    if (r.kind === 'unpaired') {
      for (let i = 0; i < sheet.size; i++) {
        body.push(spec.map(() => blank()));
        heights.push(BLANK_ROW);
      }
    }
    const result = roundResult(r, say);
    if (result !== null) {
      light.add(body.length);
      body.push(across(result, r.result || r.kind === 'bye' ? 'td' : 'tdMuted', width, spec.length));
      heights.push(0);
    }
  }
  return table(spec, body, sheetLayout(shaded, light), { headerRows: 1, dontBreakRows: true, heights });
}

function teamPanel(
  sheet: TeamControlSheetData,
  total: number,
  say: Say,
  lang: PdfDisplayLanguage | undefined,
): Content {
  const gap = 10;
  const columns = Math.max(3, sheet.team.members.length);
  const width = (total - gap * (columns - 1)) / columns;
  return {
    stack: [
      fitted(pdfUpper(lang, say('pdf.tcs.team')), 'label', total),
      fitted(sheet.team.name, 'big', total),
      fitted(pdfUpper(lang, say('pdf.tcs.members')), 'label', total, { margin: [0, 6, 0, 1] }),
      {
        columns: sheet.team.members.map((m) => ({
          width,
          stack: [
            fitted(m.name, 'tdBold', width),
            fitted(
              [m.faction, m.captain ? say('pdf.mu.captain') : ''].filter((x) => x !== '').join(' · ') || ' ',
              'tdMuted',
              width,
            ),
          ],
        })),
        columnGap: gap,
      },
    ],
  };
}

function sheetPage(sheet: TeamControlSheetData, meta: PrintMeta, say: Say): Content[] {
  const total = contentWidth(meta.pageSize);
  return [
    documentHeader(say('pdf.tcs.title'), meta, say('pdf.tcs.subtitle')),
    teamPanel(sheet, total, say, meta.language),
    sectionTitle(say('pdf.tcs.games'), say('pdf.tcs.gamesNote')),
    gamesTable(sheet, total, say),
  ];
}

/** One sheet per team (more pages when its rounds run over), in the order given. */
export function buildTeamControlSheets(meta: PrintMeta, sheets: TeamControlSheetData[]): DocDefinition {
  const say: Say = (key, values = {}) => pdfText(meta.language, key, values);
  const content: Content[] = sheets.map((sheet, i) => ({
    stack: sheetPage(sheet, meta, say),
    ...(i > 0 ? { pageBreak: 'before' as const } : {}),
  }));
  if (content.length === 0) {
    content.push(documentHeader(say('pdf.tcs.title'), meta, ''), t(say('pdf.ts.noTeams'), 'valueSmall'));
  }
  return documentShell(meta, say('pdf.tcs.titles'), content, say('pdf.tcs.title'));
}
