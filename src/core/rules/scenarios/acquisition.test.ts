import { describe, expect, it } from 'vitest';
import {
  attempt,
  expectConsistent,
  expectContradiction,
  expectInvalid,
  itRefusesEach,
  itScoresEach,
  ops,
  pts,
  run,
} from './testkit';

const ID = 'acquisition';

/** One player's answers that score every objective: 2 + 2 Antennas, Tech-Coffin 3 + DataTracker 2, Classified 1. */
const EVERY_OBJECTIVE = {
  activatedAntennas: 2,
  controlledAntennas: 2,
  controlsCoffin: true,
  coffinByDataTracker: true,
  classifieds: 1,
};

describe('Acquisition', () => {
  it('maximum: 2 Activated + 2 Controlled Antennas + Tech-Coffin 3 + DataTracker 2 + Classified 1 = 10', () => {
    const r = run(ID, 'mid', { a: EVERY_OBJECTIVE });
    expect(ops(r)).toEqual([10, 0]);
    // 10 − 0 = 10 ≥ 5: Total Victory (3 TP) and Defeat (0 TP).
    expect(r.tp).toEqual([3, 0]);
    expectConsistent(r);
  });

  it('all zero: nothing scored, a tie worth 1 TP each', () => {
    const r = run(ID, 'mid');
    expect(ops(r)).toEqual([0, 0]);
    expect(r.tp).toEqual([1, 1]);
    expect(r.vp).toEqual([0, 0]);
  });

  describe('each objective alone', () => {
    itScoresEach(ID, [
      { title: 'Activated Antennas: 1 OP each (A 1)', facts: { a: { activatedAntennas: 1 } }, ops: [1, 0] },
      { title: 'Activated Antennas: 1 OP each (B 2)', facts: { b: { activatedAntennas: 2 } }, ops: [0, 2] },
      { title: 'Controlled Antennas: 1 OP each', facts: { a: { controlledAntennas: 2 } }, ops: [2, 0] },
      {
        title: 'Tech-Coffin Controlled: 3 OP',
        facts: { a: { controlsCoffin: true } },
        points: { a: { 'control-tech-coffin': 3 } },
        ops: [3, 0],
      },
      {
        title: 'Tech-Coffin with the DataTracker: 3 + 2 = 5',
        facts: { a: { controlsCoffin: true, coffinByDataTracker: true } },
        ops: [5, 0],
      },
      {
        title: 'Tech-Coffin with the Liaison Officer: 3 + 1 = 4',
        facts: { a: { controlsCoffin: true, coffinByLiaison: true } },
        ops: [4, 0],
      },
      {
        title: 'DataTracker and Liaison Officer both in contact do not add up: 3 + 2 = 5, not 6',
        facts: { a: { controlsCoffin: true, coffinByDataTracker: true, coffinByLiaison: true } },
        points: { a: { 'tech-coffin-bonus': 2 } },
        ops: [5, 0],
      },
      { title: 'Classified: 1 OP', facts: { a: { classifieds: 1 } }, ops: [1, 0] },
      { title: 'Secure HVT in the Classified’s place: 1 OP', facts: { b: { secureHvt: true } }, ops: [0, 1] },
      {
        title: 'Liaison Officer season rule: +1',
        facts: { a: { liaisonOfficer: true } },
        points: { a: { 'liaison-officer': 1 } },
        ops: [1, 0],
      },
    ]);
  });

  it('both players split the Antennas: A 1 Activated + 1 Controlled = 2; B the same = 2', () => {
    const r = run(ID, 'mid', {
      a: { activatedAntennas: 1, controlledAntennas: 1 },
      b: { activatedAntennas: 1, controlledAntennas: 1 },
    });
    expect(ops(r)).toEqual([2, 2]);
    expect(r.tp).toEqual([1, 1]);
  });

  it('ceiling: 10 from objectives plus the Liaison Officer stays 10 (the bonus is kept only within 10)', () => {
    const r = run(ID, 'mid', { a: { ...EVERY_OBJECTIVE, liaisonOfficer: true } });
    expect(r.players.a.op).toBe(10);
    expect(pts(r, 'a', 'liaison-officer')).toBe(0);
    expectConsistent(r);
  });

  it('Liaison Officer takes 9 to 10', () => {
    // 2 + 2 + 3 + 2 = 9, +1 Liaison Officer = 10.
    const r = run(ID, 'mid', { a: { ...EVERY_OBJECTIVE, classifieds: 0, liaisonOfficer: true } });
    expect(r.players.a.op).toBe(10);
  });

  describe('HVT penalty (Neutral HVT)', () => {
    it('the harming player loses all OP; the opponent gains 2', () => {
      // A: 3 (Coffin) + 1 (Classified) = 4 → 0. B: 2 Antennas Activated = 2, +2 = 4.
      const r = run(ID, 'mid', {
        a: { controlsCoffin: true, classifieds: 1, harmedHvt: true },
        b: { activatedAntennas: 2 },
      });
      expect(ops(r)).toEqual([0, 4]);
      expect(pts(r, 'a', 'hvt-penalty')).toBe(-4);
      expect(pts(r, 'b', 'hvt-compensation')).toBe(2);
      expect(r.tp).toEqual([0, 2]);
      expectConsistent(r);
    });
    itScoresEach(ID, [
      {
        title: 'the compensation stays within 10: 9 + 2 → 10',
        facts: {
          a: { harmedHvt: true },
          b: { activatedAntennas: 2, controlledAntennas: 2, controlsCoffin: true, coffinByDataTracker: true },
        },
        points: { b: { 'hvt-compensation': 1 } },
        // B: 2 + 2 + 3 + 2 = 9; +2 would be 11, kept at 10.
        ops: [0, 10],
      },
      {
        title: 'the penalty also removes season bonuses (Liaison Officer)',
        facts: { a: { liaisonOfficer: true, harmedHvt: true } },
        ops: [0, 2],
      },
    ]);
    it('both players harming an HVT: the rules are silent, so the referee’s ruling is asked, then applied', () => {
      const facts = { a: { controlsCoffin: true, harmedHvt: true }, b: { classifieds: 1, harmedHvt: true } };
      expectContradiction(attempt(ID, 'mid', facts), ['a.harmedHvt', 'b.harmedHvt', 'game.hvtRuling']);
      // Ruled "both lose": A 3 and B 1 are both lost, nobody gains the 2 OP.
      expect(ops(run(ID, 'mid', { ...facts, game: { hvtRuling: 'both-lose' } }))).toEqual([0, 0]);
      // Ruled "both lose, each compensated": 0 + 2 each.
      expect(ops(run(ID, 'mid', { ...facts, game: { hvtRuling: 'both-lose-compensated' } }))).toEqual([2, 2]);
      // Ruled "only A's harm counts": A loses its 3; B keeps 1 and gains 2.
      expect(ops(run(ID, 'mid', { ...facts, game: { hvtRuling: 'only-a' } }))).toEqual([0, 3]);
    });
  });

  describe('contradictions', () => {
    itRefusesEach(ID, [
      {
        title: 'more Activated Antennas than the 2 on the table',
        facts: { a: { activatedAntennas: 2 }, b: { activatedAntennas: 1 } },
        fields: ['a.activatedAntennas', 'b.activatedAntennas'],
      },
      {
        title: 'more Controlled Antennas than the 2 on the table',
        facts: { a: { controlledAntennas: 1 }, b: { controlledAntennas: 2 } },
        fields: ['a.controlledAntennas', 'b.controlledAntennas'],
      },
      {
        title: 'both players Controlling the Tech-Coffin',
        facts: { a: { controlsCoffin: true }, b: { controlsCoffin: true } },
        fields: ['a.controlsCoffin', 'b.controlsCoffin'],
      },
      {
        title: 'a DataTracker bonus without Controlling the Tech-Coffin',
        facts: { a: { coffinByDataTracker: true } },
        fields: ['a.coffinByDataTracker', 'a.controlsCoffin'],
      },
      {
        title: 'a Liaison Officer bonus without Controlling the Tech-Coffin',
        facts: { b: { coffinByLiaison: true } },
        fields: ['b.coffinByLiaison', 'b.controlsCoffin'],
      },
      {
        title: 'a Classified card and Secure HVT together, with only 1 Classified',
        facts: { a: { classifieds: 1, secureHvt: true } },
        fields: ['a.classifieds', 'a.secureHvt'],
      },
    ]);
    it('out-of-range and unknown facts are invalid input naming the field', () => {
      expectInvalid(attempt(ID, 'mid', { a: { activatedAntennas: 3 } }), 'a.activatedAntennas');
      expectInvalid(attempt(ID, 'mid', { a: { classifieds: 2 } }), 'a.classifieds');
      expectInvalid(attempt(ID, 'mid', { b: { killedPoints: 10 } }), 'b.killedPoints');
      expectInvalid(attempt(ID, 'mid', { a: { controlsCoffin: 'yes' } }), 'a.controlsCoffin');
    });
  });
});
