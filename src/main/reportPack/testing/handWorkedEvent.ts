/**
 * The hand-worked 7-player, 3-round ITS S11 event (see ../../api/finish.test.ts for the
 * figures worked by hand), played through the real registry (test support only).
 */
import type { TestContext } from '../../api/testing';

export const PLAYERS = [
  ['ana', 'Ana', '1001', 'PanOceania'],
  ['bea', 'Bea', '1002', 'Yu Jing'],
  ['cai', 'Cai', '1003', 'Ariadna'],
  ['dan', 'Dan', '', 'Haqqislam'],
  ['eve', 'Eve', '1005', 'Nomads'],
  ['fay', 'Fay', '1006', 'Combined Army'],
  ['gus', 'Gus', '1007', 'Aleph'],
] as const;

type Game = [table: number, a: string, b: string, op: [number, number], vp: [number, number]];
export const ROUNDS: { games: Game[]; bye: string | null }[] = [
  {
    games: [
      [1, 'ana', 'bea', [7, 3], [250, 120]],
      [2, 'cai', 'dan', [5, 5], [100, 200]],
      [3, 'eve', 'fay', [2, 8], [90, 300]],
    ],
    bye: 'gus',
  },
  {
    games: [
      [1, 'ana', 'fay', [6, 6], [200, 210]],
      [2, 'bea', 'gus', [4, 1], [150, 50]],
      [3, 'cai', 'eve', [10, 2], [300, 60]],
    ],
    bye: 'dan',
  },
  {
    games: [
      [1, 'ana', 'cai', [9, 7], [280, 240]],
      [2, 'fay', 'bea', [0, 0], [0, 0]],
      [3, 'dan', 'eve', [3, 4], [110, 130]],
    ],
    bye: null,
  },
];

/**
 * Plays the event into `t`'s workspace: pairings set by hand, results entered, rounds closed,
 * Gus dropped after round 2. `closeLast: false` leaves round 3 locked; `skipLastResults` leaves
 * that many of its games without a result.
 */
export async function playHandWorkedEvent(
  t: TestContext,
  options: { closeLast?: boolean; skipLastResults?: number; settings?: Record<string, unknown> } = {},
): Promise<void> {
  await t.newEvent({ name: 'Torneo Hand-Worked', rounds: 3, ...options.settings });
  for (const [id, name, itsPin, faction] of PLAYERS) await t.ok('players.add', { id, name, itsPin, faction });
  for (const [i, round] of ROUNDS.entries()) {
    const number = i + 1;
    await t.ok('rounds.generate', {});
    await t.ok('rounds.setPairings', {
      round: number,
      pairs: round.games.map(([table, a, b]) => ({ table, a, b })),
      bye: round.bye,
    });
    await t.ok('rounds.lock', { round: number });
    const last = number === ROUNDS.length;
    const games = last ? round.games.slice(0, round.games.length - (options.skipLastResults ?? 0)) : round.games;
    for (const [table, , , op, vp] of games) await t.ok('rounds.setResult', { round: number, table, op, vp });
    if (!last || options.closeLast !== false) await t.ok('rounds.close', { round: number });
    if (number === 2) await t.ok('players.drop', { id: 'gus' });
  }
}
