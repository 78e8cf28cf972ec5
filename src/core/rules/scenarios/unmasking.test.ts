import { describe, expect, it } from 'vitest';
import { attempt, expectContradiction, expectInvalid, itScoresEach, ops, run } from './testkit';

const ID = 'unmasking';

describe('Unmasking', () => {
  itScoresEach(ID, [
    {
      title:
        'maximum: Designated Target 3 + Decoys 1 + DataTracker 2 + more Consoles 2 + own Target 1 + own DataTracker 1 = 10',
      facts: {
        a: { killedDesignatedTarget: true, designatedTargetByDataTracker: true, decoysKilled: 1, activatedConsoles: 2 },
        b: { dataTrackerKilled: true },
      },
      // B: own Designated Target Killed by A (0), own DataTracker Killed (0), nothing else → 0.
      ops: [10, 0],
    },
    { title: 'all zero: each keeps its Designated Target and DataTracker alive → 2 – 2', ops: [2, 2] },
  ]);

  describe('each objective alone', () => {
    itScoresEach(ID, [
      {
        title: 'Killing the Revealed Designated Target: A 3 + 1 + 1 = 5; B loses "own Target" → 1',
        facts: { a: { killedDesignatedTarget: true } },
        points: { b: { 'own-target-alive': 0 } },
        ops: [5, 1],
      },
      {
        title: 'by the DataTracker: +2 → 7',
        facts: { a: { killedDesignatedTarget: true, designatedTargetByDataTracker: true } },
        ops: [7, 1],
      },
      {
        title: 'more Revealed Decoys Killed: 1',
        facts: { a: { decoysKilled: 1 }, b: { decoysKilled: 2 } },
        ops: [2, 3],
      },
      {
        title: 'as many Activated Consoles (1 – 1): 1 each',
        facts: { a: { activatedConsoles: 1 }, b: { activatedConsoles: 1 } },
        ops: [3, 3],
      },
      {
        title: 'more Activated Consoles (2 – 1): 2',
        facts: { a: { activatedConsoles: 2 }, b: { activatedConsoles: 1 } },
        ops: [4, 2],
      },
      { title: 'own DataTracker Killed: loses its 1', facts: { a: { dataTrackerKilled: true } }, ops: [1, 2] },
    ]);
  });

  it('HVT penalty for an HVT harmed while still Neutral: A 2 → 0, B 2 + 2 = 4', () => {
    expect(ops(run(ID, 'mid', { a: { harmedHvt: true } }))).toEqual([0, 4]);
  });

  describe('contradictions', () => {
    it('the DataTracker bonus without the kill', () => {
      expectContradiction(attempt(ID, 'mid', { b: { designatedTargetByDataTracker: true } }), [
        'b.designatedTargetByDataTracker',
        'b.killedDesignatedTarget',
      ]);
    });
    it('more Activated Consoles than the 3 on the table', () => {
      expectContradiction(attempt(ID, 'mid', { a: { activatedConsoles: 2 }, b: { activatedConsoles: 2 } }), [
        'a.activatedConsoles',
        'b.activatedConsoles',
      ]);
    });
    it('more than the 2 Decoys; no Classifieds', () => {
      expectInvalid(attempt(ID, 'mid', { a: { decoysKilled: 3 } }), 'a.decoysKilled');
      expectInvalid(attempt(ID, 'mid', { a: { classifieds: 1 } }), 'a.classifieds');
    });
  });
});
