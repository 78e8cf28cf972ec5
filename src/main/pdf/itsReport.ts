/**
 * The ITS report as a printable sheet: for every round, each game with both players' ITS PINs,
 * names and armies, OP, VP and TP; the bye; who dropped — in the order the organizer types them
 * into the Official Tournament Manager. The same rows as the ITS report CSV.
 */
import type { Content, DocDefinition } from './docTypes';
import {
  blank,
  bothPlayersColumns,
  columnWidths,
  contentWidth,
  documentHeader,
  documentShell,
  fitted,
  headerRow,
  listTable,
  t,
  widthsForHeaders,
} from './layout';
import { pdfText } from './text';
import type { PdfDisplayLanguage } from './text';
import type { ItsReportData, ItsReportSideView, PrintMeta } from './viewModels';

const COLUMNS: (number | '*')[] = [22, 24, '*', 20, 26, 20, '*', 20, 26, 20];

type Row = ItsReportData['rows'][number];

/** The row's note in the event's language: bye, no result, who dropped. */
function noteOf(row: Row, lang: PdfDisplayLanguage | undefined): string {
  return [
    row.kind === 'bye' ? pdfText(lang, 'standings.byeWord') : '',
    row.noResult ? pdfText(lang, 'pdf.report.noResult') : '',
    ...row.dropped.map((name) => pdfText(lang, 'pdf.report.dropped', { name })),
  ]
    .filter((s) => s !== '')
    .join('; ');
}

function player(side: ItsReportSideView, note: string, width: number, lang: PdfDisplayLanguage | undefined): Content {
  const pin = side.itsPin ? pdfText(lang, 'pdf.pin', { pin: side.itsPin }) : pdfText(lang, 'pdf.noPin');
  return {
    stack: [
      fitted(side.name, 'tdBold', width),
      fitted([pin, side.army].filter(Boolean).join(' · '), 'tdMuted', width),
      ...(note ? [fitted(note, 'tdMuted', width)] : []),
    ],
  };
}

function scores(side: ItsReportSideView | null, w: number[], from: number): Content[] {
  const centered = { alignment: 'center' as const };
  if (!side) return [blank(), blank(), blank()];
  return [
    fitted(String(side.op), 'td', w[from] ?? 0, centered),
    fitted(String(side.vp), 'td', w[from + 1] ?? 0, centered),
    fitted(String(side.tp), 'tdBold', w[from + 2] ?? 0, centered),
  ];
}

export function buildItsReport(meta: PrintMeta, report: ItsReportData): DocDefinition {
  const lang = meta.language;
  const say = (key: Parameters<typeof pdfText>[1], values: Record<string, string | number> = {}): string =>
    pdfText(lang, key, values);
  const title = say('pdf.report.title');
  const players = bothPlayersColumns(say);
  const heads = [say('pdf.col.round'), say('rounds.table'), ...players.heads];
  const columns = widthsForHeaders(COLUMNS, heads);
  const w = columnWidths(contentWidth(meta.pageSize), columns, 3, 0);
  const body: Content[][] = [
    headerRow(heads, w, ['center', 'center', ...players.alignments]),
    ...report.rows.map((r) => [
      fitted(String(r.round), 'tdBold', w[0] ?? 0, { alignment: 'center' }),
      r.table === null ? blank() : fitted(String(r.table), 'td', w[1] ?? 0, { alignment: 'center' }),
      player(r.a, r.b ? '' : noteOf(r, lang), w[2] ?? 0, lang),
      ...scores(r.a, w, 3),
      r.b ? player(r.b, noteOf(r, lang), w[6] ?? 0, lang) : blank(),
      ...scores(r.b, w, 7),
    ]),
  ];
  const content: Content[] = [
    documentHeader(title, meta, say('pdf.report.subtitle', { preset: report.preset })),
    report.rows.length === 0 ? t(say('pdf.report.none'), 'valueSmall') : listTable(columns, body),
  ];
  return documentShell(meta, title, content, title);
}
