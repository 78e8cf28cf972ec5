/** What happened before a round: who met whom, who had a bye, who sat at which table. */
import { isBye } from '../../../../shared/api/standings';
import type { TournamentInput, TournamentPlayer } from '../../../../shared/api/standings';

export interface RoundHistory {
  /** "a|b" (sorted ids) → rounds in which they met. */
  met: Map<string, number[]>;
  byes: Map<string, number>;
  /** player → table → rounds */
  tables: Map<string, Map<number, number[]>>;
  /** Games before the round that still have no result. */
  pending: { round: number; table: number | undefined }[];
  roundsWithGames: Set<number>;
}

export function pairKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

export function historyBefore(input: TournamentInput, round: number): RoundHistory {
  const met = new Map<string, number[]>();
  const byes = new Map<string, number>();
  const tables = new Map<string, Map<number, number[]>>();
  const pending: RoundHistory['pending'] = [];
  const roundsWithGames = new Set<number>();
  const useTable = (id: string, table: number, r: number): void => {
    let m = tables.get(id);
    if (!m) tables.set(id, (m = new Map()));
    const list = m.get(table);
    if (list) list.push(r);
    else m.set(table, [r]);
  };
  for (const g of input.games) {
    if (g.round >= round) continue;
    roundsWithGames.add(g.round);
    if (isBye(g)) {
      if (!byes.has(g.bye)) byes.set(g.bye, g.round);
      continue;
    }
    const key = pairKey(g.a, g.b);
    const list = met.get(key);
    if (list) list.push(g.round);
    else met.set(key, [g.round]);
    if (g.table !== undefined) {
      useTable(g.a, g.table, g.round);
      useTable(g.b, g.table, g.round);
    }
    if (g.op === null) pending.push({ round: g.round, table: g.table });
  }
  return { met, byes, tables, pending, roundsWithGames };
}

/** Taking part in `round`: arrived by then and not dropped before it. */
export function isActiveIn(p: TournamentPlayer, round: number): boolean {
  return p.joinedRound <= round && (p.droppedAfterRound === null || p.droppedAfterRound >= round);
}

/** Whether club-mates should be kept apart in `round` under the option. */
export function clubAvoidanceApplies(mode: 'never' | 'round1' | 'always', round: number): boolean {
  return mode === 'always' || (mode === 'round1' && round === 1);
}

/** A player's club as compared for club avoidance ('' for none). */
export function clubKey(p: TournamentPlayer | undefined): string {
  return p?.club.trim().toLowerCase() ?? '';
}

export function sameClub(a: TournamentPlayer | undefined, b: TournamentPlayer | undefined): boolean {
  const ca = clubKey(a);
  return ca !== '' && ca === clubKey(b);
}
