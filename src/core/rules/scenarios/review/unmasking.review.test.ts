/**
 * Independent review of Unmasking against ITS S11 · Unmasking (Main Objectives): Kill the
 * Revealed enemy Designated Target 3, Kill more Revealed enemy Target Decoys 1, the Designated
 * Target by your DataTracker +2, as many Activated Consoles 1 (only with at least 1), more
 * Activated Consoles 2, your Designated Target not Killed 1, your DataTracker not Killed 1; no
 * Classifieds; HVTs Neutral until Revealed.
 */
import { describe, expect, it } from 'vitest';
import { game, itScoresEach, op, points } from './kit';

const ID = 'unmasking';

describe('Unmasking (review)', () => {
  it('both kill the other’s Designated Target, each with the DataTracker: 3 + 2 + own DataTracker 1 = 6 – 6', () => {
    const both = { killedDesignatedTarget: true, designatedTargetByDataTracker: true };
    const r = game(ID, 'mid', { a: both, b: both });
    expect(op(r)).toEqual([6, 6]);
    expect(points(r, 'a', 'own-target-alive')).toBe(0);
  });

  itScoresEach(ID, [
    {
      title: 'Decoys tied 1 – 1: nobody gets the 1; Consoles 0 – 0: nobody gets "as many"',
      facts: { a: { decoysKilled: 1 }, b: { decoysKilled: 1 } },
      ops: [2, 2],
    },
    {
      title: 'Consoles 1 – 1 with both DataTrackers Killed: as many 1 + own Target 1 = 2 each',
      facts: {
        a: { activatedConsoles: 1, dataTrackerKilled: true },
        b: { activatedConsoles: 1, dataTrackerKilled: true },
      },
      ops: [2, 2],
    },
  ]);

  it('HVT harmed while Neutral by B: A 2 + 2 = 4 (from 2 alive objectives); at 9 only 1 fits', () => {
    expect(op(game(ID, 'mid', { b: { harmedHvt: true } }))).toEqual([4, 0]);
    const r = game(ID, 'mid', {
      // A: 3 + 2 + more Consoles 2 + own Target 1 + own DataTracker 1 = 9.
      a: { killedDesignatedTarget: true, designatedTargetByDataTracker: true, activatedConsoles: 1 },
      b: { harmedHvt: true },
    });
    expect(op(r)).toEqual([10, 0]);
    expect(points(r, 'a', 'hvt-compensation')).toBe(1);
  });
});
