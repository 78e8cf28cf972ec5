/**
 * The captains' match-up sheet of one team match (docs/TEAMS.md · Captains' picks), a page per
 * match: both teams with their members, a box for each captain's roll, the pick lines in the
 * protocol's order (the higher roll, team X, defends first; the roles swap each pick; the last
 * player of each side meet), each beside the table its game takes, and the signatures.
 */
import type { Content, DocDefinition } from './docTypes';
import {
  blank,
  columnWidths,
  contentWidth,
  documentHeader,
  documentShell,
  fitted,
  gridLayout,
  headerRow,
  listTable,
  sectionTitle,
  span,
  t,
  table,
  widthsForHeaders,
} from './layout';
import { pdfText, pdfUpper, tierText } from './text';
import type { PdfDisplayLanguage, PdfKey } from './text';
import type { PrintMeta } from './viewModels';
import type { MatchupSheetData, TeamView } from './teamViewModels';

type Say = (key: PdfKey, values?: Record<string, string | number>) => string;

const COLUMN_GAP = 14;
/** Room to write a roll, and a name by hand. */
const WRITE_ROW = 28;
const PICK_ROW = 38;

function roster(team: TeamView, width: number, say: Say): Content {
  const heads = ['#', team.name, say('pdf.col.army')];
  const spec: (number | '*')[] = [12, '*', '*'];
  const w = columnWidths(width, spec, 3, 0);
  const at = (i: number): number => w[i] ?? 0;
  return listTable(spec, [
    headerRow(heads, w, ['right', 'left', 'left']),
    ...team.members.map((m, i) => [
      fitted(String(i + 1), 'td', at(0), { alignment: 'right' }),
      {
        stack: [
          fitted(m.name, 'tdBold', at(1)),
          ...(m.captain ? [fitted(say('pdf.mu.captain'), 'tdMuted', at(1), { italics: true })] : []),
        ],
      },
      m.faction ? fitted(m.faction, 'td', at(2)) : blank(),
    ]),
  ]);
}

/** A small label over room to write. */
function box(label: string, width: number, lang: PdfDisplayLanguage | undefined): Content {
  return fitted(pdfUpper(lang, label), 'label', width);
}

function rolls(sheet: MatchupSheetData, total: number, say: Say, lang: PdfDisplayLanguage | undefined): Content[] {
  const spec: (number | '*')[] = ['*', '*'];
  const w = columnWidths(total, spec, 4);
  const [left = 0, right = 0] = w;
  return [
    sectionTitle(say('pdf.mu.roll'), say('pdf.mu.rollNote')),
    table(
      spec,
      [
        [
          box(say('pdf.mu.rollBox', { team: sheet.a.name }), left, lang),
          box(say('pdf.mu.rollBox', { team: sheet.b.name }), right, lang),
        ],
        [box(say('pdf.mu.teamX'), left, lang), box(say('pdf.mu.teamY'), right, lang)],
      ],
      gridLayout({ headerRows: 0, padding: 4, fillHeader: false }),
      { heights: [WRITE_ROW, WRITE_ROW] },
    ),
  ];
}

/** The picks: size − 1 lines of defender and attacker, roles alternating from team X, then the last two players. */
function picks(sheet: MatchupSheetData, total: number, say: Say, lang: PdfDisplayLanguage | undefined): Content[] {
  const tableWord = pdfUpper(lang, say('rounds.table'));
  const spec = widthsForHeaders([14, '*', '*', 52], ['', '', '', tableWord]);
  const w = columnWidths(total, spec, 4);
  const at = (i: number): number => w[i] ?? 0;
  const count = sheet.tables.length;
  const rows: Content[][] = sheet.tables.map((tbl, i) => {
    const last = i === count - 1;
    const defender = i % 2 === 0 ? 'x' : 'y';
    const attacker = defender === 'x' ? 'y' : 'x';
    const [first, second] = last
      ? [say('pdf.mu.last', { side: 'x' }), say('pdf.mu.last', { side: 'y' })]
      : [say('pdf.mu.defender', { side: defender }), say('pdf.mu.attacker', { side: attacker })];
    return [
      fitted(`${i + 1}.`, 'tdBold', at(0), { alignment: 'right', fontSize: 10 }),
      box(first, at(1), lang),
      box(second, at(2), lang),
      {
        stack: [
          fitted(tableWord, 'label', at(3), { alignment: 'center' }),
          fitted(String(tbl.number), 'tdBold', at(3), { alignment: 'center', fontSize: 12 }),
          ...(tbl.name ? [fitted(tbl.name, 'tdMuted', at(3), { alignment: 'center', fontSize: 6.5 })] : []),
        ],
      },
    ];
  });
  return [
    sectionTitle(say('pdf.mu.picks'), say('pdf.mu.picksNote')),
    table(spec, rows, gridLayout({ headerRows: 0, padding: 4, fillHeader: false }), {
      dontBreakRows: true,
      heights: rows.map(() => PICK_ROW),
    }),
  ];
}

function signatures(sheet: MatchupSheetData, total: number, say: Say, lang: PdfDisplayLanguage | undefined): Content {
  const spec: (number | '*')[] = ['*', '*', '*'];
  const w = columnWidths(total, spec, 4);
  const labels = [
    say('pdf.mu.captainSignature', { team: sheet.a.name }),
    say('pdf.mu.captainSignature', { team: sheet.b.name }),
    say('pdf.cs.refereeSignature'),
  ];
  return table(
    spec,
    [labels.map((label, i) => box(label, w[i] ?? 0, lang))],
    gridLayout({ headerRows: 0, padding: 4, fillHeader: false }),
    { heights: [44] },
    [0, 12, 0, 0],
  );
}

function sheetPage(sheet: MatchupSheetData, meta: PrintMeta, say: Say): Content[] {
  const lang = meta.language;
  const total = contentWidth(meta.pageSize);
  const half = (total - COLUMN_GAP) / 2;
  const tables = sheet.tables.map((x) => x.number).join(', ');
  const scenario = sheet.scenario.name || say('pdf.rs.tba');
  const subtitle = [
    say('pdf.mu.subtitle', { a: sheet.a.name, b: sheet.b.name, n: sheet.tables.length, tables }),
    scenario,
    tierText(lang, sheet.tier),
  ].join(' · ');
  return [
    documentHeader(say('pdf.mu.title', { round: sheet.round, match: sheet.match }), meta, subtitle),
    {
      columns: [
        { width: half, stack: [roster(sheet.a, half, say)] },
        { width: half, stack: [roster(sheet.b, half, say)] },
      ],
      columnGap: COLUMN_GAP,
    },
    ...rolls(sheet, total, say, lang),
    ...picks(sheet, total, say, lang),
    t([span(say('pdf.mu.handIn'), 'note')], 'note', { margin: [0, 6, 0, 0] }),
    signatures(sheet, total, say, lang),
  ];
}

/** One page per match, in the order given. */
export function buildMatchupSheets(meta: PrintMeta, sheets: MatchupSheetData[]): DocDefinition {
  const say: Say = (key, values = {}) => pdfText(meta.language, key, values);
  const content: Content[] = sheets.map((sheet, i) => ({
    stack: sheetPage(sheet, meta, say),
    ...(i > 0 ? { pageBreak: 'before' as const } : {}),
  }));
  if (content.length === 0) {
    content.push(documentHeader(say('pdf.mu.titles'), meta, ''), t(say('pdf.tp.noMatches'), 'valueSmall'));
  }
  return documentShell(meta, say('pdf.mu.titles'), content, say('pdf.mu.titles'));
}
