/**
 * Where each table of a round stands, for chasing missing results: not started, in play (its game
 * is tracked), reported from a phone (waiting for the opponent), confirmed by both players from
 * their phones (waiting for the referee to accept), result in but not confirmed by both players,
 * result in, decided by the referee (a dispute settled), or disputed (a referee's note on the
 * table, or a player's report disputed from a phone and not settled yet). Pure: the screens and
 * the quick-jump share it.
 */
import type { EventFile, Pairing, Round } from '../../../shared/model';

export type TableStatus =
  'not-started' | 'in-play' | 'reported' | 'to-accept' | 'unconfirmed' | 'done' | 'decided' | 'disputed';
export type TableFilter = 'all' | 'waiting' | 'to-accept' | 'disputed' | 'unconfirmed';

export const TABLE_FILTERS: readonly TableFilter[] = ['all', 'waiting', 'to-accept', 'disputed', 'unconfirmed'];

export function tableStatus(event: Pick<EventFile, 'tracker'>, round: number, pairing: Pairing): TableStatus {
  if (pairing.dispute.trim() !== '') return 'disputed';
  if (pairing.report?.state === 'disputed' && !pairing.result) return 'disputed';
  if (pairing.result) {
    if (pairing.result.confirmedByA && pairing.result.confirmedByB) return 'done';
    return pairing.report?.state === 'settled' ? 'decided' : 'unconfirmed';
  }
  if (pairing.report?.state === 'confirmed') return 'to-accept';
  if (pairing.report?.state === 'reported') return 'reported';
  return event.tracker[`${round}:${pairing.table}`] === undefined ? 'not-started' : 'in-play';
}

export function passes(filter: TableFilter, pairing: Pairing, status: TableStatus): boolean {
  if (filter === 'waiting') return pairing.result === null;
  if (filter === 'to-accept') return status === 'to-accept';
  if (filter === 'disputed') return status === 'disputed';
  if (filter === 'unconfirmed') return status === 'unconfirmed';
  return true;
}

/** "N/M results in" and the counts behind the filters. */
export function roundProgress(event: Pick<EventFile, 'tracker'>, round: Round) {
  let results = 0;
  let disputed = 0;
  let unconfirmed = 0;
  let toAccept = 0;
  for (const p of round.pairings) {
    const status = tableStatus(event, round.number, p);
    if (p.result) results++;
    if (status === 'to-accept') toAccept++;
    if (status === 'disputed') disputed++;
    if (status === 'unconfirmed') unconfirmed++;
  }
  const total = round.pairings.length;
  return { results, total, waiting: total - results, toAccept, disputed, unconfirmed };
}
