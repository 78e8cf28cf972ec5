import { describe, expect, it } from 'vitest';
import { attempt, expectContradiction, itScoresEach, ops, pts, run } from './testkit';

const ID = 'power-pack';

describe('Power Pack', () => {
  itScoresEach(ID, [
    {
      // B: no Antenna, Console Controlled by A → 0.
      title: 'maximum: more Antennas (4) + enemy Console (2) + own Console kept (2) + 2 Classifieds (2) = 10',
      facts: { a: { activatedAntennas: 2, controlsEnemyConsole: true, classifieds: 2 } },
      ops: [10, 0],
    },
    { title: 'all zero: neither Console Controlled → 2 each', ops: [2, 2] },
  ]);

  describe('each objective alone', () => {
    itScoresEach(ID, [
      {
        title: 'as many Activated Antennas (1 – 1): 2 + 2 = 4 each',
        facts: { a: { activatedAntennas: 1 }, b: { activatedAntennas: 1 } },
        ops: [4, 4],
      },
      {
        title: 'more Activated Antennas (2 – 1): A 4 + 2 = 6, B 2',
        facts: { a: { activatedAntennas: 2 }, b: { activatedAntennas: 1 } },
        points: { a: { 'antennas-more': 4 } },
        ops: [6, 2],
      },
      {
        title: 'Controlling the enemy Console: A 2 + 2 = 4; B loses its 2 → 0',
        facts: { a: { controlsEnemyConsole: true } },
        ops: [4, 0],
      },
      { title: 'Classifieds: 1 each', facts: { b: { classifieds: 2 } }, ops: [2, 4] },
    ]);
  });

  it('Concilium Watch: +1, within 10', () => {
    expect(ops(run(ID, 'mid', { a: { conciliumWatch: true } }))).toEqual([3, 2]);
    const r = run(ID, 'mid', {
      a: { activatedAntennas: 2, controlsEnemyConsole: true, classifieds: 2, conciliumWatch: true },
    });
    expect(r.players.a.op).toBe(10);
    expect(pts(r, 'a', 'concilium-watch')).toBe(0);
  });

  describe('contradictions', () => {
    it('Overload Prevention System: no player holds 3 Activated Antennas', () => {
      expectContradiction(attempt(ID, 'mid', { a: { activatedAntennas: 3 } }), ['a.activatedAntennas']);
    });
    it('more Activated Antennas than the 3 on the table', () => {
      expectContradiction(attempt(ID, 'mid', { a: { activatedAntennas: 2 }, b: { activatedAntennas: 2 } }), [
        'a.activatedAntennas',
        'b.activatedAntennas',
      ]);
    });
  });
});
