/** The captains' pick protocol: the recorded roll, alternating defender and attacker, the last pair. */
import { describe, expect, it } from 'vitest';
import { isDone, pick, pickedPairs, startPicks, toMove } from './picks';
import { accepted, refusal } from '../../testing/ruled';

const players = { a: ['a1', 'a2', 'a3'], b: ['b1', 'b2', 'b3'] };

/** The key of the refusal's message. */
const refusedWith = (result: Parameters<typeof refusal>[0]): string => refusal(result).message.key;

describe('captains’ picks', () => {
  it('lets the higher roll defend first, swaps the roles, and pairs the last two players', () => {
    let s = accepted(startPicks(players, { a: 3, b: 5 }));
    expect(s.first).toBe('b');
    expect(toMove(s)).toEqual({ side: 'b', role: 'defend' });
    s = accepted(pick(s, { side: 'b', player: 'b2' }));
    expect(toMove(s)).toEqual({ side: 'a', role: 'attack' });
    s = accepted(pick(s, { side: 'a', player: 'a3' }));
    expect(toMove(s)).toEqual({ side: 'a', role: 'defend' });
    s = accepted(pick(s, { side: 'a', player: 'a1' }));
    s = accepted(pick(s, { side: 'b', player: 'b3' }));
    expect(isDone(s)).toBe(true);
    expect(s.games.map((g) => g.defender)).toEqual(['b', 'a', 'b']);
    expect(pickedPairs(s)).toEqual([
      ['a3', 'b2'],
      ['a1', 'b3'],
      ['a2', 'b1'],
    ]);
  });

  it('refuses a tied roll, a move out of turn, a player already placed, and a move once done', () => {
    expect(refusedWith(startPicks(players, { a: 4, b: 4 }))).toBe('m.picks.rollTie');
    let s = accepted(startPicks(players, { a: 6, b: 1 }));
    expect(refusedWith(pick(s, { side: 'b', player: 'b1' }))).toBe('m.picks.notYourTurn');
    s = accepted(pick(s, { side: 'a', player: 'a1' }));
    expect(refusedWith(pick(s, { side: 'b', player: 'a2' }))).toBe('m.picks.unavailable');
    s = accepted(pick(s, { side: 'b', player: 'b1' }));
    expect(refusedWith(pick(s, { side: 'b', player: 'b1' }))).toBe('m.picks.unavailable');
    s = accepted(pick(accepted(pick(s, { side: 'b', player: 'b2' })), { side: 'a', player: 'a2' }));
    expect(refusedWith(pick(s, { side: 'a', player: 'a3' }))).toBe('m.picks.done');
  });
});
