/**
 * How many tables the next round needs, for the Event screen's hint: the players
 * checked in once check-in has begun (else every active player), one table per two players; an
 * odd player takes the bye, which needs no table.
 */
import type { Player } from '../../../shared/model';

export interface TablesNeeded {
  /** The players counted. */
  players: number;
  tables: number;
  /** Whether the count is of players checked in (check-in has begun). */
  checkedIn: boolean;
  /** An odd field: one player has the bye, at no table. */
  bye: boolean;
}

export function tablesNeeded(players: readonly Pick<Player, 'checkedIn' | 'droppedAfterRound'>[]): TablesNeeded {
  const active = players.filter((p) => p.droppedAfterRound === null);
  const here = active.filter((p) => p.checkedIn);
  const counted = here.length > 0 ? here.length : active.length;
  return { players: counted, tables: Math.floor(counted / 2), checkedIn: here.length > 0, bye: counted % 2 === 1 };
}
