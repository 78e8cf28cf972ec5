/**
 * Independent review of Decapitation against ITS S11 · Decapitation (Main Objectives): more
 * Army Points Killed than the opponent 3, as many Lieutenants Killed 2 (only with at least 1
 * Killed by the player), more Lieutenants Killed 4, the Designated Target Killed 2, by the
 * DataTracker +1; no Classifieds; Designated Target (no HVT penalty); Concilium Watch +1
 * within 10; No Quarter.
 */
import { describe, expect, it } from 'vitest';
import { byId } from '../registry';
import { attempt, game, invalid, itScoresEach, op, points } from './kit';

const ID = 'decapitation';

describe('Decapitation (review)', () => {
  it('equal Army Points Killed give nobody the 3: 80 vs 60 + A’s 20 never deployed = 80', () => {
    const r = game(ID, 'mid', { a: { killedPoints: 80, notDeployedPoints: 20 }, b: { killedPoints: 60 } });
    expect(op(r)).toEqual([0, 0]);
  });

  it('Lieutenants 2 – 2: as many → 2 each; 3 – 2: more → 4 and 0', () => {
    expect(op(game(ID, 'mid', { a: { lieutenantsKilled: 2 }, b: { lieutenantsKilled: 2 } }))).toEqual([2, 2]);
    const r = game(ID, 'mid', { a: { lieutenantsKilled: 3 }, b: { lieutenantsKilled: 2 } });
    expect(op(r)).toEqual([4, 0]);
    expect(points(r, 'b', 'lieutenants-same')).toBe(0);
  });

  itScoresEach(ID, [
    {
      title: 'both kill the other’s Designated Target, A with the DataTracker: A 2 + 1 = 3, B 2',
      tier: 'top',
      facts: {
        a: { killedDesignatedTarget: true, designatedTargetByDataTracker: true },
        b: { killedDesignatedTarget: true },
      },
      ops: [3, 2],
    },
    {
      title: 'Concilium Watch: 8 + 1 = 9 (more points 3, as many Lieutenants 2, Designated Target 2 + 1)',
      facts: {
        a: {
          killedPoints: 100,
          lieutenantsKilled: 1,
          killedDesignatedTarget: true,
          designatedTargetByDataTracker: true,
          conciliumWatch: true,
        },
        b: { killedPoints: 90, lieutenantsKilled: 1, conciliumWatch: true },
      },
      points: { a: { 'concilium-watch': 1 }, b: { 'concilium-watch': 1 } },
      // A: 3 + 2 + 2 + 1 = 8, +1 = 9. B: as many Lieutenants 2, +1 = 3.
      ops: [9, 3],
    },
  ]);

  it('Designated Target: killing it costs nothing, and no HVT question exists; No Quarter', () => {
    expect(byId(ID)?.hvt).toBe('designated-target');
    expect(byId(ID)?.retreat.applies).toBe(false);
    invalid(attempt(ID, 'mid', { b: { harmedHvt: true } }), 'b.harmedHvt');
    invalid(attempt(ID, 'mid', { b: { liaisonOfficer: true } }), 'b.liaisonOfficer');
  });
});
