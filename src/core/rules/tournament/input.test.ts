import { describe, expect, it } from 'vitest';
import { validateInput } from './input';
import { bye, event, game, players } from './testing/build';

describe('validateInput', () => {
  const ps = players('p1', 'p2', 'p3', 'p4', 'p5');

  it('accepts a consistent event', () => {
    expect(
      validateInput(event(3, ps, [game(1, 1, 'p1', 'p2', [7, 3]), game(1, 2, 'p3', 'p4', [1, 1]), bye(1, 'p5')])),
    ).toEqual([]);
  });

  it('names the unknown player and the game', () => {
    expect(validateInput(event(3, ps, [game(1, 1, 'p1', 'p9', [7, 3])]))).toEqual([
      { where: 'games[0] (round 1, table 1)', message: 'unknown player id "p9"' },
    ]);
  });

  it('finds a player twice in one round', () => {
    expect(validateInput(event(3, ps, [game(1, 1, 'p1', 'p2', [7, 3]), game(1, 2, 'p3', 'p1', [1, 1])]))).toEqual([
      {
        where: 'games[1] (round 1, table 2)',
        message: 'player "p1" appears twice in round 1 (also in games[0] (round 1, table 1))',
      },
    ]);
  });

  it('finds a game beyond the event’s rounds and a second bye', () => {
    const problems = validateInput(event(3, ps, [bye(1, 'p5'), bye(2, 'p5'), game(4, 1, 'p1', 'p2', [1, 0])]));
    expect(problems).toEqual([
      {
        where: 'games[1] (round 2, bye)',
        message:
          'player "p5" gets a second bye (first in games[0] (round 1, bye)); ITS S11 · Byes allows one per event',
      },
      { where: 'games[2] (round 4, table 1)', message: 'round 4 is beyond the 3 rounds of the event' },
    ]);
  });

  it('finds a table used twice in a round and duplicate player ids', () => {
    const dup = [...ps, ...players('p1')];
    const problems = validateInput(event(3, dup, [game(1, 1, 'p1', 'p2', [1, 0]), game(1, 1, 'p3', 'p4', [1, 0])]));
    expect(problems.map((p) => p.message)).toEqual([
      'player id "p1" is used twice (also players[0])',
      'table 1 is used twice in round 1 (also games[0] (round 1, table 1))',
    ]);
  });
});
