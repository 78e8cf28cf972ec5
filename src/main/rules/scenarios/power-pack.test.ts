import { describe, expect, it } from 'vitest';
import { expectConsistent, expectContradiction, ops, pts, run } from './testkit';

const ID = 'power-pack';

describe('Power Pack', () => {
  it('maximum: more Antennas (4) + enemy Console (2) + own Console kept (2) + 2 Classifieds (2) = 10', () => {
    const r = run(ID, 'mid', { a: { activatedAntennas: 2, controlsEnemyConsole: true, classifieds: 2 } });
    // B: no Antenna, Console Controlled by A → 0.
    expect(ops(r)).toEqual([10, 0]);
    expectConsistent(r);
  });

  it('all zero: neither Console Controlled → 2 each', () => {
    expect(ops(run(ID, 'mid'))).toEqual([2, 2]);
  });

  describe('each objective alone', () => {
    it('as many Activated Antennas (1 – 1): 2 + 2 = 4 each', () => {
      expect(ops(run(ID, 'mid', { a: { activatedAntennas: 1 }, b: { activatedAntennas: 1 } }))).toEqual([4, 4]);
    });
    it('more Activated Antennas (2 – 1): A 4 + 2 = 6, B 2', () => {
      const r = run(ID, 'mid', { a: { activatedAntennas: 2 }, b: { activatedAntennas: 1 } });
      expect(pts(r, 'a', 'antennas-more')).toBe(4);
      expect(ops(r)).toEqual([6, 2]);
    });
    it('Controlling the enemy Console: A 2 + 2 = 4; B loses its 2 → 0', () => {
      expect(ops(run(ID, 'mid', { a: { controlsEnemyConsole: true } }))).toEqual([4, 0]);
    });
    it('Classifieds: 1 each', () => {
      expect(ops(run(ID, 'mid', { b: { classifieds: 2 } }))).toEqual([2, 4]);
    });
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
      expectContradiction(() => run(ID, 'mid', { a: { activatedAntennas: 3 } }), ['a.activatedAntennas']);
    });
    it('more Activated Antennas than the 3 on the table', () => {
      expectContradiction(
        () => run(ID, 'mid', { a: { activatedAntennas: 2 }, b: { activatedAntennas: 2 } }),
        ['a.activatedAntennas', 'b.activatedAntennas'],
      );
    });
  });
});
