/**
 * Team standings (docs/TEAMS.md · Team standings): the rules engine's ranking by match points,
 * then summed TP, OP and VP, with each team's record and why it stands below the team above.
 * Nothing is recomputed here.
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
  widthsForHeaders,
} from './layout';
import { countedRounds } from './standings';
import { pdfText } from './text';
import type { PdfKey } from './text';
import type { PrintMeta } from './viewModels';
import type { TeamStandingsData, TeamStandingsRowView } from './teamViewModels';

type Say = (key: PdfKey, values?: Record<string, string | number>) => string;

const COLUMNS: (number | '*')[] = [22, '*', 44, 28, 28, 36, 40, 80];

function row(r: TeamStandingsRowView, w: number[], say: Say): Content[] {
  const at = (i: number): number => w[i] ?? 0;
  const centered = { alignment: 'center' as const };
  const byes = r.byeRounds.map((n) => say('pdf.roundShort', { n })).join(' ');
  return [
    fitted(String(r.rank), 'tdBold', at(0), { alignment: 'right' }),
    {
      stack: [
        fitted(r.name, 'tdBold', at(1)),
        ...(r.members.length ? [fitted(r.members.join(', '), 'tdMuted', at(1))] : []),
        ...(byes ? [fitted(say('pdf.ts.byeIn', { rounds: byes }), 'tdMuted', at(1))] : []),
      ],
    },
    fitted(String(r.matchPoints), 'tdBold', at(2), centered),
    fitted(String(r.tp), 'td', at(3), centered),
    fitted(String(r.op), 'td', at(4), centered),
    fitted(String(r.vp), 'td', at(5), centered),
    fitted(`${r.won}–${r.drawn}–${r.lost}`, 'td', at(6), centered),
    r.below ? fitted(say('pdf.ts.below', { below: r.below }), 'td', at(7)) : blank(),
  ];
}

export function buildTeamStandings(meta: PrintMeta, data: TeamStandingsData): DocDefinition {
  const say: Say = (key, values = {}) => pdfText(meta.language, key, values);
  const title = data.final
    ? say('pdf.ts.final')
    : data.afterRound > 0
      ? say('pdf.ts.after', { n: data.afterRound })
      : say('pdf.ts.title');
  const subtitle = countedRounds(say, data, meta.rounds);
  const heads = [
    '#',
    say('pdf.tp.team'),
    say('pdf.ts.mp'),
    say('standings.tp'),
    say('standings.op'),
    say('standings.vp'),
    say('pdf.ts.wdl'),
    say('standings.why'),
  ];
  const spec = widthsForHeaders(COLUMNS, heads);
  const w = columnWidths(contentWidth(meta.pageSize), spec, 3, 0);
  const body: Content[][] = [
    headerRow(heads, w, ['right', 'left', 'center', 'center', 'center', 'center', 'center', 'left']),
    ...data.rows.map((r) => row(r, w, say)),
  ];
  const notes = [say('pdf.ts.ranking', { ...data.matchPoints, result: data.teamResult })];
  if (data.rows.some((r) => r.byeRounds.length > 0)) notes.push(say('pdf.ts.byeNote'));
  const content: Content[] = [
    documentHeader(title, meta, subtitle),
    data.rows.length === 0 ? t(say('pdf.ts.noTeams'), 'valueSmall') : listTable(spec, body),
    { stack: notes.map((n) => t(n, 'note', { margin: [0, 2, 0, 0] })), margin: [0, 8, 0, 0] },
  ];
  return documentShell(meta, title, content, title);
}
