/**
 * The ITS report as a printable sheet: for every round, each game with both players' ITS PINs,
 * names and armies, OP, VP and TP; the bye; who dropped — in the order the organizer types them
 * into the Official Tournament Manager. The same rows as the ITS report CSV.
 */
import type { Content, DocDefinition } from './docTypes';
import {
  blank,
  columnWidths,
  contentWidth,
  documentHeader,
  documentShell,
  fitted,
  headerRow,
  t,
  table,
  zebraLayout,
} from './layout';
import type { ItsReportData, ItsReportSideView, PrintMeta } from './viewModels';

const COLUMNS: (number | '*')[] = [22, 24, '*', 20, 26, 20, '*', 20, 26, 20];

function player(side: ItsReportSideView, note: string, width: number): Content {
  return {
    stack: [
      fitted(side.name, 'tdBold', width),
      fitted(
        [side.itsPin ? `ITS PIN ${side.itsPin}` : 'No ITS PIN', side.army].filter(Boolean).join(' · '),
        'tdMuted',
        width,
      ),
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
  const title = 'ITS report';
  const w = columnWidths(contentWidth(meta.pageSize), COLUMNS, 3, 0);
  const body: Content[][] = [
    headerRow(['Rd', 'Table', 'Player A', 'OP', 'VP', 'TP', 'Player B', 'OP', 'VP', 'TP'], w, [
      'center',
      'center',
      'left',
      'center',
      'center',
      'center',
      'left',
      'center',
      'center',
      'center',
    ]),
    ...report.rows.map((r) => [
      fitted(String(r.round), 'tdBold', w[0] ?? 0, { alignment: 'center' }),
      r.table === null ? blank() : fitted(String(r.table), 'td', w[1] ?? 0, { alignment: 'center' }),
      player(r.a, r.b ? '' : r.note, w[2] ?? 0),
      ...scores(r.a, w, 3),
      r.b ? player(r.b, r.note, w[6] ?? 0) : blank(),
      ...scores(r.b, w, 7),
    ]),
  ];
  const content: Content[] = [
    documentHeader(title, meta, `Scored under ${report.preset}. Enter the rows in this order.`),
    report.rows.length === 0
      ? t('No round has been played yet.', 'valueSmall')
      : table(COLUMNS, body, zebraLayout(), { headerRows: 1, dontBreakRows: true }),
  ];
  return documentShell(meta, title, content, title);
}
