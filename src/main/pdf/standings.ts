/**
 * Standings: the ranking as the tournament engine computed it (ITS S11 · Final Scores: TP,
 * then OP, then VP, then the OP of all the player's opponents), with byes marked and the
 * end-of-event bye adjustment flagged (ITS S11 · Byes). Nothing is recomputed here.
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
  listTable,
  t,
} from './layout';
import { seasonCite } from '../../shared/model';
import { pdfText } from './text';
import type { PdfDisplayLanguage } from './text';
import type { PrintMeta, StandingsData, StandingsRowView } from './viewModels';

const ADJUSTED_MARK = '*';

const COLUMNS: (number | '*')[] = [24, '*', 130, 26, 32, 36, 38, 44];

function row(r: StandingsRowView, w: number[], lang: PdfDisplayLanguage | undefined): Content[] {
  const at = (i: number): number => w[i] ?? 0;
  const centered = { alignment: 'center' as const };
  const adjusted = r.adjusted ? ADJUSTED_MARK : '';
  return [
    fitted(String(r.rank), 'tdBold', at(0), { alignment: 'right' }),
    {
      stack: [
        fitted(r.name, 'tdBold', at(1)),
        ...(r.itsPin ? [fitted(pdfText(lang, 'pdf.pin', { pin: r.itsPin }), 'tdMuted', at(1))] : []),
        ...(r.droppedAfter !== null
          ? [fitted(pdfText(lang, 'players.droppedAfter', { n: r.droppedAfter }), 'tdMuted', at(1))]
          : []),
      ],
    },
    r.faction ? fitted(r.faction, 'td', at(2)) : blank(),
    fitted(String(r.tp), 'tdBold', at(3), centered),
    fitted(`${r.op}${adjusted}`, 'td', at(4), centered),
    fitted(`${r.vp}${adjusted}`, 'td', at(5), centered),
    fitted(String(r.oppOp), 'td', at(6), centered),
    r.byeRounds.length
      ? fitted(r.byeRounds.map((n) => pdfText(lang, 'pdf.roundShort', { n })).join(' '), 'td', at(7), centered)
      : blank(),
  ];
}

/** What a standings document counts: every round, the rounds with results so far, or none yet. */
export function countedRounds(
  say: (
    key: 'pdf.standings.allPlayed' | 'pdf.standings.counted' | 'pdf.standings.noResults',
    values?: Record<string, number>,
  ) => string,
  counted: { final: boolean; afterRound: number },
  rounds: number,
): string {
  if (counted.final) return say('pdf.standings.allPlayed', { n: rounds });
  if (counted.afterRound > 0) return say('pdf.standings.counted', { n: counted.afterRound, of: rounds });
  return say('pdf.standings.noResults');
}

export function buildStandings(meta: PrintMeta, standings: StandingsData): DocDefinition {
  const lang = meta.language;
  const say = (key: Parameters<typeof pdfText>[1], values: Record<string, string | number> = {}): string =>
    pdfText(lang, key, values);
  const title = standings.final
    ? say('pdf.standings.final')
    : standings.afterRound > 0
      ? say('public.standingsAfter', { n: standings.afterRound })
      : say('nav.standings');
  const subtitle = countedRounds(say, standings, meta.rounds);
  const w = columnWidths(contentWidth(meta.pageSize), COLUMNS, 3, 0);
  const body: Content[][] = [
    headerRow(
      [
        '#',
        say('standings.player'),
        say('pdf.col.army'),
        say('standings.tp'),
        say('standings.op'),
        say('standings.vp'),
        say('pdf.col.oppOp'),
        say('standings.byeWord'),
      ],
      w,
      ['right', 'left', 'left', 'center', 'center', 'center', 'center', 'center'],
    ),
    ...standings.rows.map((r) => row(r, w, lang)),
  ];
  const season = seasonCite(meta.season);
  const notes: string[] = [say('pdf.note.ranking', { season })];
  if (standings.rows.some((r) => r.byeRounds.length > 0)) notes.push(say('pdf.note.bye'));
  if (standings.rows.some((r) => r.adjusted)) notes.push(say('pdf.note.adjusted', { mark: ADJUSTED_MARK, season }));
  const content: Content[] = [
    documentHeader(title, meta, subtitle),
    standings.rows.length === 0 ? t(say('pdf.standings.noPlayers'), 'valueSmall') : listTable(COLUMNS, body),
    { stack: notes.map((n) => t(n, 'note', { margin: [0, 2, 0, 0] })), margin: [0, 8, 0, 0] },
  ];
  return documentShell(meta, title, content, title);
}
