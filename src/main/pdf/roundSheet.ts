/**
 * Round sheet: what the referee pins on the wall and carries around during a round.
 *   1. Pairings by table (large type), with the bye if there is one.
 *   2. Players A–Z with their table, so a player finds their name quickly.
 *   3. The results-collection sheet: one row per table with boxes for OP, VP and TP and the
 *      referee's initials (a committed result is printed in, so a reprint doubles as a check).
 */
import type { Content, DocDefinition, TableNode } from './docTypes';
import { seasonCite } from '../../shared/model';
import { wrapText } from './form';
import {
  blank,
  bothPlayersColumns,
  columnWidths,
  contentHeight,
  contentWidth,
  documentHeader,
  documentShell,
  fitted,
  gridLayout,
  headerRow,
  listTable,
  lineHeightPt,
  MUTED,
  sectionTitle,
  span,
  STYLES,
  t,
  table,
  widthsForHeaders,
  zebraLayout,
} from './layout';
import { textWidth } from './metrics';
import { pdfText, tierText } from './text';
import type { PdfDisplayLanguage, PdfKey } from './text';
import type { PlayerRef, PrintMeta, RoundPairingView, RoundSheetData } from './viewModels';

type Say = (key: PdfKey, values?: Record<string, string | number>) => string;

/** The catalog of `lang` as a function of a key and its values. */
function sayer(lang: PdfDisplayLanguage | undefined): Say {
  return (key, values = {}) => pdfText(lang, key, values);
}

function playerCell(player: PlayerRef, width: number, size = 9.5): Content {
  return {
    stack: [
      fitted(player.name, 'tdBold', width, { fontSize: size }),
      ...(player.faction ? [fitted(player.faction, 'tdMuted', width, { fontSize: size - 2 })] : []),
    ],
  };
}

function tableCell(p: RoundPairingView, width: number, size: number): Content {
  return {
    stack: [
      fitted(String(p.table), 'tdBold', width, { fontSize: size, alignment: 'center' }),
      ...(p.tableName ? [fitted(p.tableName, 'tdMuted', width, { fontSize: 6.5, alignment: 'center' })] : []),
    ],
  };
}

function pairingsList(sheet: RoundSheetData, total: number, say: Say, meta: PrintMeta): Content[] {
  // "vs", "contre", "contro": the column takes the word on one line.
  const vs = Math.max(18, Math.ceil(textWidth(say('pdf.rs.vs'), STYLES.tdMuted.fontSize) + 1));
  const spec = widthsForHeaders([44, '*', vs, '*'], [say('rounds.table'), '', say('pdf.rs.vs'), '']);
  const w = columnWidths(total, spec, 3, 0);
  const [wt = 0, wa = 0, wv = 0, wb = 0] = w;
  const body: Content[][] = [
    headerRow([say('rounds.table'), say('standings.player'), say('pdf.rs.vs'), say('standings.player')], w, [
      'center',
      'left',
      'center',
      'left',
    ]),
    ...sheet.pairings.map((p) => [
      tableCell(p, wt, 12),
      playerCell(p.a, wa),
      fitted(say('pdf.rs.vs'), 'tdMuted', wv, { alignment: 'center', margin: [0, 2, 0, 0] }),
      playerCell(p.b, wb),
    ]),
  ];
  const list: Content[] = [listTable(spec, body)];
  if (sheet.bye) {
    list.push(
      t(
        [
          span(say('pdf.rs.bye', { name: sheet.bye.name }), 'tdBold'),
          span(sheet.bye.faction ? ` (${sheet.bye.faction})` : '', 'td'),
          span(` ${say('pdf.rs.byeNote', { season: seasonCite(meta.season) })}`, 'note'),
        ],
        'td',
        { margin: [0, 6, 0, 0] },
      ),
    );
  }
  return list;
}

interface IndexEntry {
  name: string;
  table: string;
  opponent: string;
}

const INDEX_PADDING = 2.5;
/** Room an index page gives its two columns: the page less the document header and the header row. */
const INDEX_RESERVED = 90;

/**
 * Players A–Z, two columns to a page, read down the first column and then the second on each
 * page. Pages are filled here (pdfmake would run each column on to the next page on its own,
 * which breaks the reading order): a row's height comes from the font's widths, and an
 * entry's name never takes more lines than counted.
 */
function playerIndex(sheet: RoundSheetData, meta: PrintMeta, subtitle: string, say: Say): Content[] {
  const total = contentWidth(meta.pageSize);
  const entries: IndexEntry[] = [];
  for (const p of sheet.pairings) {
    entries.push({ name: p.a.name, table: String(p.table), opponent: p.b.name });
    entries.push({ name: p.b.name, table: String(p.table), opponent: p.a.name });
  }
  if (sheet.bye) entries.push({ name: sheet.bye.name, table: say('standings.byeWord'), opponent: '' });
  entries.sort(
    (x, y) => x.name.localeCompare(y.name, undefined, { sensitivity: 'base' }) || x.table.localeCompare(y.table),
  );
  // The table column also holds the bye's word, in bold.
  const spec = widthsForHeaders(['*', 30], ['', say('rounds.table')]).map((w) =>
    w === '*' ? w : Math.max(w, Math.ceil(textWidth(say('standings.byeWord'), STYLES.tdBold.fontSize, true) + 1)),
  );
  const [wn = 0, wt = 0] = columnWidths((total - 16) / 2, spec, INDEX_PADDING, 0);
  const rowHeight = (e: IndexEntry): number =>
    wrapText(e.name, 8.5, wn).length * lineHeightPt(8.5) + 2 * INDEX_PADDING + 1;
  const available = contentHeight(meta.pageSize) - INDEX_RESERVED;
  // Fill column after column, page after page.
  const columns: IndexEntry[][] = [];
  let current: IndexEntry[] = [];
  let used = 0;
  for (const e of entries) {
    const h = rowHeight(e);
    if (current.length > 0 && used + h > available) {
      columns.push(current);
      current = [];
      used = 0;
    }
    current.push(e);
    used += h;
  }
  if (current.length > 0 || columns.length === 0) columns.push(current);
  const column = (rows: IndexEntry[]): TableNode =>
    table(
      spec,
      [
        headerRow([say('standings.player'), say('rounds.table')], [wn, wt], ['left', 'center']),
        ...rows.map((e) => [fitted(e.name, 'td', wn), fitted(e.table, 'tdBold', wt, { alignment: 'center' })]),
      ],
      zebraLayout(),
      { dontBreakRows: true },
    );
  const pages: Content[] = [];
  const count = Math.ceil(columns.length / 2);
  for (let i = 0; i < columns.length; i += 2) {
    const page = i / 2 + 1;
    const title =
      count > 1 ? say('pdf.rs.indexPage', { n: sheet.round, page, count }) : say('pdf.rs.index', { n: sheet.round });
    const left = columns[i] ?? [];
    const right = columns[i + 1];
    pages.push({
      stack: [
        documentHeader(title, meta, subtitle),
        {
          columns: [
            { ...column(left), width: '*' },
            right ? { ...column(right), width: '*' } : { ...blank(), width: '*' },
          ],
          columnGap: 16,
        },
      ],
      pageBreak: 'before',
    });
  }
  return pages;
}

function resultsSheet(sheet: RoundSheetData, total: number, say: Say): Content {
  const players = bothPlayersColumns(say);
  const heads = [say('rounds.table'), ...players.heads, say('pdf.rs.ref')];
  const spec = widthsForHeaders([30, '*', 24, 30, 22, '*', 24, 30, 22, 28], heads);
  const w = columnWidths(total, spec, 3);
  const at = (i: number): number => w[i] ?? 0;
  const score = (value: number | undefined, i: number, mark = ''): Content =>
    value === undefined ? blank() : fitted(`${value}${mark}`, 'tdBold', at(i), { alignment: 'center', fontSize: 9.5 });
  // A score that carries a referee's ruling is marked beside the player's OP.
  const ruled = (p: RoundPairingView, side: 'a' | 'b'): string =>
    p.result?.rulings.some((r) => r.side === side) ? RULING_MARK : '';
  const body: Content[][] = [
    headerRow(heads, w, ['center', ...players.alignments, 'center']),
    ...sheet.pairings.map((p) => [
      fitted(String(p.table), 'tdBold', at(0), { alignment: 'center', fontSize: 10 }),
      playerCell(p.a, at(1), 8.5),
      score(p.result?.op[0], 2, ruled(p, 'a')),
      score(p.result?.vp[0], 3),
      score(p.result?.tp[0], 4),
      playerCell(p.b, at(5), 8.5),
      score(p.result?.op[1], 6, ruled(p, 'b')),
      score(p.result?.vp[1], 7),
      score(p.result?.tp[1], 8),
      blank(),
    ]),
  ];
  return table(spec, body, gridLayout({ headerRows: 1, padding: 3 }), {
    headerRows: 1,
    dontBreakRows: true,
    heights: body.map((_, i) => (i === 0 ? 0 : 22)),
  });
}

/** The mark beside a ruled OP, and before its note under the results. */
const RULING_MARK = '†';

/** One note per ruling under the results: whose, on what, ruled and computed OP, and why. */
function rulingNotes(sheet: RoundSheetData, say: Say): Content[] {
  const lines = sheet.pairings.flatMap((p) =>
    (p.result?.rulings ?? []).map((r) => {
      const values = { mark: RULING_MARK, table: p.table, name: r.name, ruled: r.ruled, computed: r.computed };
      return r.line
        ? say('pdf.rs.rulingLine', { ...values, line: r.line, reason: r.reason })
        : say('pdf.rs.rulingTotal', { ...values, reason: r.reason });
    }),
  );
  if (lines.length === 0) return [];
  return [
    t(say('pdf.rs.rulings'), 'tdBold', { margin: [0, 6, 0, 1] }),
    ...lines.map((line) => t(line, 'note', { margin: [0, 1, 0, 0] })),
  ];
}

export function buildRoundSheet(meta: PrintMeta, sheet: RoundSheetData): DocDefinition {
  const total = contentWidth(meta.pageSize);
  const say = sayer(meta.language);
  const scenario = sheet.scenario.name || say('pdf.rs.tba');
  const roundOf = say('pdf.roundOf', { n: sheet.round, of: meta.rounds });
  const subtitle = `${roundOf} · ${scenario} · ${tierText(meta.language, sheet.tier)}`;
  const content: Content[] = [
    documentHeader(say('pdf.rs.pairings', { n: sheet.round }), meta, subtitle),
    ...(sheet.pairings.length === 0 ? [t(say('pdf.noPairings'), 'valueSmall')] : pairingsList(sheet, total, say, meta)),
    ...playerIndex(sheet, meta, say('pdf.rs.indexNote'), say),
    {
      stack: [
        documentHeader(say('pdf.rs.results', { n: sheet.round }), meta, say('pdf.rs.resultsNote', { scenario })),
        resultsSheet(sheet, total, say),
        ...rulingNotes(sheet, say),
        ...(sheet.bye ? [t(say('pdf.rs.byeResult', { name: sheet.bye.name }), 'note', { margin: [0, 6, 0, 0] })] : []),
        sectionTitle(say('pdf.rs.notes')),
        {
          canvas: [0, 1, 2, 3].map((i) => ({
            type: 'line' as const,
            x1: 0,
            y1: 16 + i * 18,
            x2: total,
            y2: 16 + i * 18,
            lineWidth: 0.4,
            lineColor: MUTED,
          })),
          unbreakable: true,
        },
      ],
      pageBreak: 'before',
    },
  ];
  const title = say('pdf.rs.title', { n: sheet.round });
  return documentShell(meta, title, content, title);
}
