/**
 * The keys a phone sends with its report, confirmation or dispute, so that sending one again (the
 * answer was lost, or the phone kept it while offline) changes nothing and answers the outcome as
 * it stands. The report keeps the newest keys; an action the referee has undone stays undone.
 */
import type { EventFile, Pairing, Report } from '../../shared/model';
import { EMPTY_REPORT } from '../../core/rules/playerReports/machine';
import type { Side } from '../../core/rules/playerReports/machine';
import type { PlayerIdentity } from '../auth/venueAuth';
import { readOnly } from './drafts';
import { playerOf } from './playerSession';

type State = Readonly<EventFile>;

/** How many action keys a report keeps: far more than one table's players send in a round. */
const KEPT_KEYS = 32;

const PLAYER_ACTIONS: ReadonlySet<string> = new Set(['reports.submit', 'reports.confirm', 'reports.dispute']);

/**
 * A player's action with this key was applied and then undone by the referee (`audit.undo`):
 * the undo took the key off the report with the rest, but the audit entry it undid still holds
 * it. Only undone entries of the players' actions on the table are read: a handful at most.
 */
function undoneByReferee(draft: State, table: number, key: string): boolean {
  const quoted = JSON.stringify(key);
  return readOnly(draft).audit.some(
    (e) =>
      e.undoneBy !== null &&
      PLAYER_ACTIONS.has(e.method) &&
      e.tables.includes(table) &&
      JSON.stringify(e.changes).includes(quoted),
  );
}

/**
 * The report of the caller's own table if this action's key was applied to it: the action was
 * applied when first sent (its answer lost on the way back), so sending it again changes
 * nothing and gets the outcome as it stands. Checked before the round's status, so a report
 * that arrived before the referee closed the round is not refused when its sender asks again;
 * and an action the referee has undone since stays undone when the phone sends it again.
 */
export function alreadyApplied(
  draft: State,
  session: PlayerIdentity,
  params: { round: number; table: number; key?: string | undefined },
): { report: Report; side: Side } | null {
  if (!params.key) return null;
  const player = playerOf(draft, session);
  const pairing = readOnly(draft)
    .rounds.find((r) => r.number === params.round)
    ?.pairings.find((p) => p.table === params.table);
  if (!pairing || (pairing.a !== player.id && pairing.b !== player.id)) return null;
  const side = pairing.a === player.id ? 'a' : 'b';
  if (pairing.report?.keys?.includes(params.key)) return { report: pairing.report, side };
  if (undoneByReferee(draft, params.table, params.key)) return { report: pairing.report ?? EMPTY_REPORT, side };
  return null;
}

/** Stores the action's key with the report it changed (the newest few are kept). */
export function remember(pairing: Pairing, key: string | undefined): void {
  if (!key || !pairing.report) return;
  pairing.report.keys = [...(pairing.report.keys ?? []), key].slice(-KEPT_KEYS);
}
