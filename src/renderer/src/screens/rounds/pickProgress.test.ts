import { describe, expect, it } from 'vitest';
import type { TeamMatch } from '../../../../shared/model';
import { freePlayers, pickLine, pickProgress } from './pickProgress';

/** Match 1: team A (a1–a3) against team B (b1–b3), paired in roster order at tables 1–3. */
const rosters = new Map([
  ['A', ['a1', 'a2', 'a3']],
  ['B', ['b1', 'b2', 'b3']],
]);
const roster = [
  { a: 'a1', b: 'b1' },
  { a: 'a2', b: 'b2' },
  { a: 'a3', b: 'b3' },
];
const match = (picks?: TeamMatch['picks']): TeamMatch => ({ match: 1, a: 'A', b: 'B', tables: [1, 2, 3], picks });
const players = { a: ['a1', 'a2', 'a3'], b: ['b1', 'b2', 'b3'] };
const names = { a: 'Sharks', b: 'Wolves' };
const name = (id: string) => id.toUpperCase();
/** A tie rolled again, then 14–7: team A defends first. */
const rolls = [
  { a: 5, b: 5 },
  { a: 14, b: 7 },
];
const done = match({
  rolls,
  first: 'a',
  players,
  pending: null,
  games: [
    { defender: 'a', pair: ['a2', 'b3'] },
    { defender: 'b', pair: ['a1', 'b2'] },
    { defender: 'a', pair: ['a3', 'b1'] },
  ],
});
const asPicked = [
  { a: 'a2', b: 'b3' },
  { a: 'a1', b: 'b2' },
  { a: 'a3', b: 'b1' },
];

describe('where the captains’ picks of a team match stand', () => {
  it('not rolled while the match plays its first match-up, in roster order', () => {
    const progress = pickProgress(match(), roster, rosters);
    expect(progress).toEqual({ kind: 'notRolled' });
    expect(pickLine(progress, names, name)).toBe('Not rolled');
  });

  it('set by the referee when, without a pick, the games are not the roster order', () => {
    const swapped = [roster[0]!, { a: 'a2', b: 'b3' }, { a: 'a3', b: 'b2' }];
    expect(pickLine(pickProgress(match(), swapped, rosters), names, name)).toBe('Set by the referee');
  });

  it('rolled: whose move, to put a player forward or to answer the one put forward', () => {
    const forward = pickProgress(match({ rolls, first: 'a', players, pending: null, games: [] }), roster, rosters);
    expect(pickLine(forward, names, name)).toBe(
      'Rolls 5–5, 14–7: Sharks defends first · waiting for Sharks to put a player forward',
    );
    const answer = pickProgress(
      match({ rolls, first: 'a', players, pending: { side: 'a', player: 'a2' }, games: [] }),
      roster,
      rosters,
    );
    expect(answer).toMatchObject({ kind: 'picking', toMove: { side: 'b', role: 'attack' }, pending: 'a2' });
    expect(pickLine(answer, names, name)).toBe(
      'Rolls 5–5, 14–7: Sharks defends first · waiting for Wolves to answer A2',
    );
    // The roles swap for the second game: Wolves put a player forward.
    const second = match({ rolls, first: 'a', players, pending: null, games: [{ defender: 'a', pair: ['a2', 'b3'] }] });
    expect(pickProgress(second, roster, rosters)).toMatchObject({ toMove: { side: 'b', role: 'defend' } });
    expect(freePlayers(second.picks!, 'b')).toEqual(['b1', 'b2']);
  });

  it('picked by the captains while the tables hold the games they agreed; the referee’s once changed by hand', () => {
    expect(pickLine(pickProgress(done, asPicked, rosters), names, name)).toBe('Picked by the captains');
    const changed = [asPicked[0]!, asPicked[2]!, asPicked[1]!];
    expect(pickLine(pickProgress(done, changed, rosters), names, name)).toBe('Set by the referee');
  });
});
