/**
 * docs/TEAMS.md's hand-worked team event (4 teams A–D of 3, 3 rounds), shared by the tests that
 * hold the team standings and the printed team documents to its figures. Players are named by
 * team and roster place (A1…D3); match m of a round takes tables 3m+1…3m+3.
 */
import type { Pairing, Round } from '../../../../../shared/model';

export type Game = [op: [number, number], vp: [number, number], tp: [number, number]];
export type WorkedMatch = [a: string, b: string, games: Game[]];

const g = (op: [number, number], vp: [number, number], tp: [number, number]): Game => [op, vp, tp];

/** Each round's matches and their games, side a first. */
export const HAND_WORKED_MATCHES: readonly WorkedMatch[][] = [
  [
    ['A', 'B', [g([8, 2], [200, 100], [4, 0]), g([3, 6], [120, 180], [1, 4]), g([7, 5], [150, 140], [4, 1])]],
    ['C', 'D', [g([5, 5], [150, 150], [2, 2]), g([6, 4], [160, 130], [4, 1]), g([2, 7], [90, 200], [0, 4])]],
  ],
  [
    ['A', 'C', [g([4, 6], [100, 150], [0, 4]), g([6, 6], [140, 140], [2, 2]), g([1, 9], [50, 250], [0, 4])]],
    ['B', 'D', [g([10, 0], [300, 0], [4, 0]), g([7, 3], [200, 100], [4, 0]), g([2, 8], [80, 220], [0, 4])]],
  ],
  [
    ['A', 'D', [g([5, 3], [120, 100], [4, 1]), g([5, 3], [120, 100], [4, 1]), g([5, 3], [120, 100], [4, 1])]],
    ['B', 'C', [g([6, 4], [150, 120], [4, 1]), g([3, 7], [100, 160], [0, 4]), g([4, 4], [110, 110], [2, 2])]],
  ],
];

/** A closed round of `matches`, every game's result entered as worked. */
export function workedRound(number: number, matches: readonly WorkedMatch[], scenarioId = ''): Round {
  const pairings: Pairing[] = [];
  const out: NonNullable<Round['matches']> = [];
  matches.forEach(([a, b, games], m) => {
    const tables = games.map((_, i) => m * 3 + i + 1);
    out.push({ match: m + 1, a, b, tables });
    games.forEach(([op, vp, tp], i) =>
      pairings.push({
        table: m * 3 + i + 1,
        a: `${a}${i + 1}`,
        b: `${b}${i + 1}`,
        listA: null,
        listB: null,
        dispute: '',
        result: { op, vp, tp, confirmedByA: true, confirmedByB: true, committedAt: '', committedBy: 'test' },
      }),
    );
  });
  return {
    number,
    scenarioId,
    tier: 'mid',
    status: 'closed',
    seed: '',
    pairings,
    bye: null,
    warnings: [],
    timer: null,
    matches: out,
    teamBye: null,
  };
}
