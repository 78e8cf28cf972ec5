/**
 * The event report: the event in pictures and figures, printed in the event's language — a
 * summary with how many players consented to publish their lists, the four charts (SVG, drawn
 * by pdfmake) each followed by its figures, then the statistics' tables. It names no list:
 * the published lists are their own export (`its-ref export lists`).
 */
import { rendererIn } from '../../shared/i18n/everyLanguage';
import { msg } from '../../shared/messages';
import type { EventFile } from '../../shared/model';
import { eventCharts } from '../../core/stats/charts';
import type { DataTable } from '../../core/stats/charts';
import { say } from '../../core/stats/charts/svg';
import { eventStatistics } from '../../core/stats/eventStatistics';
import { statisticsTables } from '../../core/stats/tables';
import type { Content, DocDefinition } from './docTypes';
import { renderDocument } from './render';
import { FONT_FAMILY, t } from './layout';
import { writeFileDurably } from '../io/durable';
import { SVG_FONT_FAMILY } from './fonts';

/** Points of an A4 / Letter page's width the charts are drawn at (inside 36 pt margins). */
const CHART_WIDTH = 520;

/** Units printed per army: the most fielded first (the rows come in that order). */
const UNITS_PER_ARMY = 5;

function mostFielded(rows: readonly string[][]): string[][] {
  const seen = new Map<string, number>();
  return rows.filter((row) => {
    const n = (seen.get(row[0] ?? '') ?? 0) + 1;
    seen.set(row[0] ?? '', n);
    return n <= UNITS_PER_ARMY;
  });
}

function table(data: DataTable): Content[] {
  return [
    t(data.caption, 'big', { margin: [0, 10, 0, 4] }),
    {
      table: {
        headerRows: 1,
        widths: data.head.map((_, i) => (i === 0 ? '*' : 'auto')),
        body: [data.head.map((h) => t(h, 'th')), ...data.rows.map((row) => row.map((c) => t(c, 'td')))],
      },
      layout: 'lightHorizontalLines',
    },
  ];
}

export function eventReportDocument(event: Readonly<EventFile>): DocDefinition {
  const r = rendererIn(event.settings.language);
  const stats = eventStatistics(event);
  const content: Content[] = [
    t(event.settings.name, 'big', { fontSize: 18 }),
    t(say(r, msg('stats.tab')), 'big', { margin: [0, 2, 0, 8] }),
    t(
      say(r, msg('stats.summary', { players: stats.players, lists: stats.withList, rounds: stats.roundsPlayed })),
      'td',
    ),
    t(say(r, msg('stats.consent', { n: stats.publishing, of: stats.players })), 'td', { margin: [0, 2, 0, 6] }),
  ];
  if (stats.roundsPlayed === 0) content.push(t(say(r, msg('stats.none')), 'td'));
  for (const chart of eventCharts(stats, r)) {
    content.push(t(chart.title, 'big', { margin: [0, 12, 0, 4], pageBreak: 'before' }));
    content.push({ svg: chart.svg, width: CHART_WIDTH, font: SVG_FONT_FAMILY });
    content.push(t(chart.desc, 'tdMuted', { margin: [0, 4, 0, 0] }));
    content.push(...table({ ...chart.table, caption: say(r, msg('stats.chart.figures')) }));
  }
  const tables = statisticsTables(stats, event.settings, r).filter((x) => x.id !== 'top');
  tables.forEach((x, i) => {
    // The rounds' OP and VP spreads are too wide for a page: the chart above shows the OP, the CSV both.
    // The units: the most fielded of each army (a 120-player event fields a thousand), all of them in the CSV.
    const shown =
      x.id === 'rounds'
        ? { ...x, head: x.head.slice(0, 4), rows: x.rows.map((row) => row.slice(0, 4)) }
        : x.id === 'units'
          ? { ...x, rows: mostFielded(x.rows) }
          : x;
    const [caption, ...rest] = table(shown);
    content.push({ ...(caption as object), ...(i === 0 ? { pageBreak: 'before' } : {}) } as Content, ...rest);
    if (x.id === 'units') content.push(t(say(r, msg('stats.unitsTop', { n: UNITS_PER_ARMY })), 'tdMuted'));
  });
  return {
    pageSize: event.settings.pageSize === 'letter' ? 'LETTER' : 'A4',
    pageOrientation: 'portrait',
    pageMargins: [36, 36, 36, 40],
    info: { title: `${event.settings.name} · ${say(r, msg('stats.tab'))}` },
    content,
    defaultStyle: { font: FONT_FAMILY, fontSize: 9 },
    language: event.settings.language,
  };
}

/** Renders the event report of `event` into `file`; its page count. */
export async function writeEventReportPdf(event: Readonly<EventFile>, file: string): Promise<number> {
  const { bytes, pages } = await renderDocument(eventReportDocument(event));
  await writeFileDurably(file, bytes, { makeFolder: true });
  return pages;
}
