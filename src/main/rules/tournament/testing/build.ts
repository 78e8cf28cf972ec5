/** Small builders for hand-written test events (test support only). */
import type {
  TournamentBye,
  TournamentGame,
  TournamentInput,
  TournamentPlayer,
} from '../../../../shared/api/standings';

export function players(...ids: string[]): TournamentPlayer[] {
  return ids.map((id) => ({ id, name: id, club: '', droppedAfterRound: null, joinedRound: 1 }));
}

/** A played game: `game(1, 1, 'a', 'b', [7, 3], [250, 120])`. */
export function game(
  round: number,
  table: number,
  a: string,
  b: string,
  op: [number, number] | null,
  vp: [number, number] | null = op ? [0, 0] : null,
): TournamentGame {
  return { round, table, a, b, op, vp };
}

export function bye(round: number, id: string): TournamentBye {
  return { round, bye: id };
}

export function event(
  rounds: number,
  ps: TournamentPlayer[],
  games: (TournamentGame | TournamentBye)[],
): TournamentInput {
  return { rounds, players: ps, games };
}
