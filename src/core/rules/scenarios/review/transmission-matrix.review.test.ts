/**
 * Independent review of Transmission Matrix against ITS S11 · Transmission Matrix (Main
 * Objectives), at the end of each Game Round: as many Transmission Areas Dominated as the
 * opponent 1 (only with at least 1), more Areas 2; the enemy Designated Target Killed 1, by your
 * DataTracker +2; 1 Classified worth 1; INTELCOM Provisions; Designated Target (no HVT penalty).
 */
import { describe, expect, it } from 'vitest';
import { byId } from '../registry';
import { attempt, game, invalid, itScoresEach, op, points } from './kit';

const ID = 'transmission-matrix';

describe('Transmission Matrix (review)', () => {
  it('3 rounds: more, as many, nobody → A 2 + 1 + 0 = 3; B 0 + 1 + 0 = 1', () => {
    const r = game(ID, 'mid', {
      rounds: [
        // A centre + A-left (2) vs B B-right (1).
        { a: { pointsCentre: 40, pointsALeft: 20 }, b: { pointsBRight: 30 } },
        // 2 – 2.
        { a: { pointsCentre: 40, pointsALeft: 20 }, b: { pointsBRight: 30, pointsBLeft: 10 } },
        // All tied.
        { a: { pointsCentre: 10 }, b: { pointsCentre: 10 } },
      ],
    });
    expect(op(r)).toEqual([3, 1]);
    expect(points(r, 'a', 'areas-same', 3)).toBe(0);
  });

  itScoresEach(ID, [
    {
      title: 'five Areas: 3 – 2 gives the leader 2 and the other 0',
      facts: {
        rounds: [
          {
            a: { pointsCentre: 5, pointsALeft: 5, pointsARight: 5 },
            b: { pointsBLeft: 5, pointsBRight: 5 },
          },
        ],
      },
      ops: [2, 0],
    },
    {
      title: 'both kill the other’s Designated Target: A 1 + 2 (DataTracker) = 3, B 1',
      facts: {
        a: { killedDesignatedTarget: true, designatedTargetByDataTracker: true },
        b: { killedDesignatedTarget: true },
        rounds: [{}],
      },
      ops: [3, 1],
    },
  ]);

  it('Provisions from 9: 2 + 2 + 1 + Designated Target 1 + 2 + Classified 1 = 9, +1 = 10', () => {
    const ahead = { a: { pointsCentre: 40 } };
    const even = { a: { pointsCentre: 40 }, b: { pointsBLeft: 10 } };
    const r = game(ID, 'mid', {
      a: {
        killedDesignatedTarget: true,
        designatedTargetByDataTracker: true,
        classifieds: 1,
        provisionsClassifieds: 1,
      },
      rounds: [ahead, ahead, even],
    });
    expect(op(r)).toEqual([10, 1]);
    expect(points(r, 'a', 'provisions')).toBe(1);
  });

  it('Designated Target: no HVT penalty; Secure HVT is still offered', () => {
    expect(byId(ID)?.hvt).toBe('designated-target');
    invalid(attempt(ID, 'mid', { b: { harmedHvt: true }, rounds: [{}] }), 'b.harmedHvt');
    expect(op(game(ID, 'mid', { b: { secureHvt: true }, rounds: [{}] }))).toEqual([0, 1]);
  });
});
