import { describe, expect, it } from 'vitest';
import { expectConsistent, expectContradiction, expectInvalid, ops, pts, run } from './testkit';

const ID = 'unmasking';

describe('Unmasking', () => {
  it('maximum: Designated Target 3 + Decoys 1 + DataTracker 2 + more Consoles 2 + own Target 1 + own DataTracker 1 = 10', () => {
    const r = run(ID, 'mid', {
      a: { killedDesignatedTarget: true, designatedTargetByDataTracker: true, decoysKilled: 1, activatedConsoles: 2 },
      b: { dataTrackerKilled: true },
    });
    // B: own Designated Target Killed by A (0), own DataTracker Killed (0), nothing else → 0.
    expect(ops(r)).toEqual([10, 0]);
    expectConsistent(r);
  });

  it('all zero: each keeps its Designated Target and DataTracker alive → 2 – 2', () => {
    expect(ops(run(ID, 'mid'))).toEqual([2, 2]);
  });

  describe('each objective alone', () => {
    it('Killing the Revealed Designated Target: A 3 + 1 + 1 = 5; B loses "own Target" → 1', () => {
      const r = run(ID, 'mid', { a: { killedDesignatedTarget: true } });
      expect(pts(r, 'b', 'own-target-alive')).toBe(0);
      expect(ops(r)).toEqual([5, 1]);
    });
    it('by the DataTracker: +2 → 7', () => {
      expect(ops(run(ID, 'mid', { a: { killedDesignatedTarget: true, designatedTargetByDataTracker: true } }))).toEqual(
        [7, 1],
      );
    });
    it('more Revealed Decoys Killed: 1', () => {
      expect(ops(run(ID, 'mid', { a: { decoysKilled: 1 }, b: { decoysKilled: 2 } }))).toEqual([2, 3]);
    });
    it('as many Activated Consoles (1 – 1): 1 each; more (2 – 1): 2', () => {
      expect(ops(run(ID, 'mid', { a: { activatedConsoles: 1 }, b: { activatedConsoles: 1 } }))).toEqual([3, 3]);
      expect(ops(run(ID, 'mid', { a: { activatedConsoles: 2 }, b: { activatedConsoles: 1 } }))).toEqual([4, 2]);
    });
    it('own DataTracker Killed: loses its 1', () => {
      expect(ops(run(ID, 'mid', { a: { dataTrackerKilled: true } }))).toEqual([1, 2]);
    });
  });

  it('HVT penalty for an HVT harmed while still Neutral: A 2 → 0, B 2 + 2 = 4', () => {
    expect(ops(run(ID, 'mid', { a: { harmedHvt: true } }))).toEqual([0, 4]);
  });

  describe('contradictions', () => {
    it('the DataTracker bonus without the kill', () => {
      expectContradiction(
        () => run(ID, 'mid', { b: { designatedTargetByDataTracker: true } }),
        ['b.designatedTargetByDataTracker', 'b.killedDesignatedTarget'],
      );
    });
    it('more Activated Consoles than the 3 on the table', () => {
      expectContradiction(
        () => run(ID, 'mid', { a: { activatedConsoles: 2 }, b: { activatedConsoles: 2 } }),
        ['a.activatedConsoles', 'b.activatedConsoles'],
      );
    });
    it('more than the 2 Decoys; no Classifieds', () => {
      expectInvalid(() => run(ID, 'mid', { a: { decoysKilled: 3 } }), 'a.decoysKilled');
      expectInvalid(() => run(ID, 'mid', { a: { classifieds: 1 } }), 'a.classifieds');
    });
  });
});
