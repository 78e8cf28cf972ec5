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
  t,
  table,
  zebraLayout,
} from './layout';
import type { PrintMeta, StandingsData, StandingsRowView } from './viewModels';

const ADJUSTED_MARK = '*';

const COLUMNS: (number | '*')[] = [24, '*', 130, 26, 32, 36, 38, 44];

function row(r: StandingsRowView, w: number[]): Content[] {
  const at = (i: number): number => w[i] ?? 0;
  const centered = { alignment: 'center' as const };
  const adjusted = r.adjusted ? ADJUSTED_MARK : '';
  return [
    fitted(String(r.rank), 'tdBold', at(0), { alignment: 'right' }),
    {
      stack: [
        fitted(r.name, 'tdBold', at(1)),
        ...(r.itsPin ? [fitted(`ITS PIN ${r.itsPin}`, 'tdMuted', at(1))] : []),
        ...(r.droppedAfter !== null ? [fitted(`Dropped after round ${r.droppedAfter}`, 'tdMuted', at(1))] : []),
      ],
    },
    r.faction ? fitted(r.faction, 'td', at(2)) : blank(),
    fitted(String(r.tp), 'tdBold', at(3), centered),
    fitted(`${r.op}${adjusted}`, 'td', at(4), centered),
    fitted(`${r.vp}${adjusted}`, 'td', at(5), centered),
    fitted(String(r.oppOp), 'td', at(6), centered),
    r.byeRounds.length ? fitted(r.byeRounds.map((n) => `R${n}`).join(' '), 'td', at(7), centered) : blank(),
  ];
}

export function buildStandings(meta: PrintMeta, standings: StandingsData): DocDefinition {
  const title = standings.final
    ? 'Final standings'
    : standings.afterRound > 0
      ? `Standings after round ${standings.afterRound}`
      : 'Standings';
  const subtitle = standings.final
    ? `All ${meta.rounds} rounds played.`
    : standings.afterRound > 0
      ? `Rounds 1 to ${standings.afterRound} of ${meta.rounds} counted.`
      : 'No results yet.';
  const w = columnWidths(contentWidth(meta.pageSize), COLUMNS, 3, 0);
  const body: Content[][] = [
    headerRow(['#', 'Player', 'Faction or sectorial army', 'TP', 'OP', 'VP', 'Opp. OP', 'Bye'], w, [
      'right',
      'left',
      'left',
      'center',
      'center',
      'center',
      'center',
      'center',
    ]),
    ...standings.rows.map((r) => row(r, w)),
  ];
  const notes: string[] = [
    'Ranked by Tournament Points (TP), then Objective Points (OP), then Victory Points (VP, surviving Army Points), then the OP scored by all of the player’s opponents (ITS S11 · Final Scores).',
  ];
  if (standings.rows.some((r) => r.byeRounds.length > 0)) {
    notes.push('Bye: the round in which the player had a bye, scored as a Victory by the scoring preset.');
  }
  if (standings.rows.some((r) => r.adjusted)) {
    notes.push(
      `${ADJUSTED_MARK} OP and VP adjusted for the bye: the total times the rounds of the event, divided by the rounds played, rounded up (ITS S11 · Byes).`,
    );
  }
  const content: Content[] = [
    documentHeader(title, meta, subtitle),
    standings.rows.length === 0
      ? t('No players are registered yet.', 'valueSmall')
      : table(COLUMNS, body, zebraLayout(), { headerRows: 1, dontBreakRows: true }),
    { stack: notes.map((n) => t(n, 'note', { margin: [0, 2, 0, 0] })), margin: [0, 8, 0, 0] },
  ];
  return documentShell(meta, title, content, title);
}
