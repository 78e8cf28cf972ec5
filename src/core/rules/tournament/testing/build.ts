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

/** `ps` with some players changed, by id: `amend(players('A', 'B'), { B: { droppedAfterRound: 1 } })`. */
export function amend(ps: TournamentPlayer[], changes: Record<string, Partial<TournamentPlayer>>): TournamentPlayer[] {
  return ps.map((p) => ({ ...p, ...changes[p.id] }));
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

/**
 * The hand-worked 5-player, 3-round event the standings tests of every preset rank (results
 * chosen by hand, not by the pairing engine; each test file works its own expected order):
 *   R1: A–B 7–3 (VP 250/120);  C–D 5–5 (100/200);  E bye.
 *   R2: A–C 10–2 (300/50);  E–B 4–6 (150/180);  D bye.
 *   R3: A–E 6–6 (200/210);  B–D 8–1 (220/90);  C bye.
 */
export const handWorkedFivePlayers: TournamentInput = event(3, players('A', 'B', 'C', 'D', 'E'), [
  game(1, 1, 'A', 'B', [7, 3], [250, 120]),
  game(1, 2, 'C', 'D', [5, 5], [100, 200]),
  bye(1, 'E'),
  game(2, 1, 'A', 'C', [10, 2], [300, 50]),
  game(2, 2, 'E', 'B', [4, 6], [150, 180]),
  bye(2, 'D'),
  game(3, 1, 'A', 'E', [6, 6], [200, 210]),
  game(3, 2, 'B', 'D', [8, 1], [220, 90]),
  bye(3, 'C'),
]);

/**
 * Golden event G1 (pairing/swiss.test.ts works it by hand): 6 players, no byes, the games of each
 * round; the Swiss engine's tests rank and pair it, the pair command pairs its round 2.
 */
export const G1 = {
  players: players('p1', 'p2', 'p3', 'p4', 'p5', 'p6'),
  r1: [
    game(1, 1, 'p1', 'p2', [7, 3], [250, 120]),
    game(1, 2, 'p3', 'p4', [5, 0], [300, 80]),
    game(1, 3, 'p5', 'p6', [4, 4], [150, 160]),
  ],
  r2: [
    game(2, 1, 'p3', 'p1', [2, 8], [100, 280]),
    game(2, 2, 'p6', 'p2', [6, 6], [200, 200]),
    game(2, 3, 'p5', 'p4', [9, 1], [290, 40]),
  ],
  r3: [
    game(3, 1, 'p1', 'p5', [3, 3], [180, 210]),
    game(3, 2, 'p3', 'p6', [7, 2], [260, 130]),
    game(3, 3, 'p2', 'p4', [4, 6], [140, 150]),
  ],
};

/**
 * Golden event G1 (pairing/swiss.test.ts works it by hand): round 2 after R1 p1–p2 7–3,
 * p3–p4 5–0, p5–p6 4–4, avoiding the p6–p5 rematch with the smallest move.
 */
export const G1_ROUND_2_PAIRS = [
  { table: 1, a: 'p3', b: 'p1' },
  { table: 2, a: 'p6', b: 'p2' },
  { table: 3, a: 'p5', b: 'p4' },
];

/**
 * Golden event G2 (pairing/swiss.test.ts works it by hand): 5 players, a bye every round, the
 * games of each round; the Swiss engine's tests and the standings and pair commands' rank it.
 */
export const G2 = {
  players: players('q1', 'q2', 'q3', 'q4', 'q5'),
  r1: [game(1, 1, 'q1', 'q2', [6, 1], [280, 90]), game(1, 2, 'q3', 'q4', [3, 3], [150, 140]), bye(1, 'q5')],
  r2: [game(2, 1, 'q1', 'q3', [5, 5], [200, 210]), game(2, 2, 'q5', 'q4', [8, 2], [300, 100]), bye(2, 'q2')],
  r3: [game(3, 1, 'q5', 'q1', [4, 4], [200, 250]), game(3, 2, 'q3', 'q2', [6, 2], [220, 100]), bye(3, 'q4')],
};
