/**
 * Independent review of Power Pack against ITS S11 · Power Pack (Main Objectives): as many
 * Activated Antennas as the opponent 2 (only with at least 1), more Activated Antennas 4, Control
 * the enemy Console 2, the enemy has not Controlled your Console 2; 2 Classifieds worth 1 each;
 * 3 Antennas, at most 2 Activated per player (Overload Prevention System); Concilium Watch +1
 * within 10; Neutral HVT.
 */
import { describe, expect, it } from 'vitest';
import { attempt, game, itScoresEach, op, points, refused } from './kit';

const ID = 'power-pack';

describe('Power Pack (review)', () => {
  it('both Control the enemy Console, A more Antennas (2 – 1): A 4 + 2 = 6; B 2; nobody keeps its own Console', () => {
    const r = game(ID, 'mid', {
      a: { activatedAntennas: 2, controlsEnemyConsole: true },
      b: { activatedAntennas: 1, controlsEnemyConsole: true },
    });
    expect(op(r)).toEqual([6, 2]);
    expect(points(r, 'a', 'console-not-controlled')).toBe(0);
  });

  it('1 – 1 Antennas and both Consoles untouched: 2 + 2 = 4 each; 0 – 0 Antennas: 2 each', () => {
    expect(op(game(ID, 'mid', { a: { activatedAntennas: 1 }, b: { activatedAntennas: 1 } }))).toEqual([4, 4]);
    expect(op(game(ID, 'mid'))).toEqual([2, 2]);
  });

  it('the 3 Antennas shared 2 – 1 are accepted; 2 each is refused', () => {
    expect(op(game(ID, 'mid', { a: { activatedAntennas: 1 }, b: { activatedAntennas: 2 } }))).toEqual([2, 6]);
    refused(attempt(ID, 'mid', { a: { activatedAntennas: 2 }, b: { activatedAntennas: 2 } }), [
      'a.activatedAntennas',
      'b.activatedAntennas',
    ]);
  });

  itScoresEach(ID, [
    {
      title: 'Concilium Watch from 9: 4 + 2 + 2 + 1 Classified = 9 → 10',
      tier: 'top',
      facts: {
        a: { activatedAntennas: 1, controlsEnemyConsole: true, classifieds: 1, conciliumWatch: true },
      },
      points: { a: { 'concilium-watch': 1 } },
      ops: [10, 0],
    },
    {
      title: 'Secure HVT with 1 card: 2 (own Console kept) + 2 = 4',
      facts: { b: { classifieds: 1, secureHvt: true } },
      ops: [2, 4],
    },
  ]);
});
