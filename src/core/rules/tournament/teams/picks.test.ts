/** The captains' pick protocol: the recorded roll, alternating defender and attacker, the last pair. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../shared/errors';
import { isDone, pick, pickedPairs, startPicks, toMove } from './picks';

const players = { a: ['a1', 'a2', 'a3'], b: ['b1', 'b2', 'b3'] };

function refusal(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (err) {
    if (err instanceof ApiError) return err.i18n?.key;
  }
  return undefined;
}

describe('captains’ picks', () => {
  it('lets the higher roll defend first, swaps the roles, and pairs the last two players', () => {
    let s = startPicks(players, { a: 3, b: 5 });
    expect(s.first).toBe('b');
    expect(toMove(s)).toEqual({ side: 'b', role: 'defend' });
    s = pick(s, { side: 'b', player: 'b2' });
    expect(toMove(s)).toEqual({ side: 'a', role: 'attack' });
    s = pick(s, { side: 'a', player: 'a3' });
    expect(toMove(s)).toEqual({ side: 'a', role: 'defend' });
    s = pick(s, { side: 'a', player: 'a1' });
    s = pick(s, { side: 'b', player: 'b3' });
    expect(isDone(s)).toBe(true);
    expect(s.games.map((g) => g.defender)).toEqual(['b', 'a', 'b']);
    expect(pickedPairs(s)).toEqual([
      ['a3', 'b2'],
      ['a1', 'b3'],
      ['a2', 'b1'],
    ]);
  });

  it('refuses a tied roll, a move out of turn, a player already placed, and a move once done', () => {
    expect(refusal(() => startPicks(players, { a: 4, b: 4 }))).toBe('m.picks.rollTie');
    let s = startPicks(players, { a: 6, b: 1 });
    expect(refusal(() => pick(s, { side: 'b', player: 'b1' }))).toBe('m.picks.notYourTurn');
    s = pick(s, { side: 'a', player: 'a1' });
    expect(refusal(() => pick(s, { side: 'b', player: 'a2' }))).toBe('m.picks.unavailable');
    s = pick(s, { side: 'b', player: 'b1' });
    expect(refusal(() => pick(s, { side: 'b', player: 'b1' }))).toBe('m.picks.unavailable');
    s = pick(pick(s, { side: 'b', player: 'b2' }), { side: 'a', player: 'a2' });
    expect(refusal(() => pick(s, { side: 'a', player: 'a3' }))).toBe('m.picks.done');
  });
});
