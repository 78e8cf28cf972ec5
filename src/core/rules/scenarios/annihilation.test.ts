import { describe, expect, it } from 'vitest';
import {
  attempt,
  bandEdges,
  expectConsistent,
  expectContradiction,
  expectInvalid,
  itScoresEach,
  ops,
  pts,
  run,
} from './testkit';

const ID = 'annihilation';

describe('Annihilation', () => {
  it('maximum: more than 150 killed (4) + more than 150 surviving (4) + DataTracker (2) = 10 at Low tier', () => {
    const r = run(ID, 'low', { a: { killedPoints: 151, survivingPoints: 151, killedDataTracker: true } });
    expect(ops(r)).toEqual([10, 0]);
    expect(r.tp).toEqual([3, 0]);
    expect(r.vp).toEqual([151, 0]);
    expectConsistent(r);
  });

  itScoresEach(ID, [
    {
      title: 'all zero: no band reached, 0 – 0',
      ops: [0, 0],
    },
    {
      title: 'Kill the enemy DataTracker alone: 2',
      tier: 'top',
      facts: { b: { killedDataTracker: true } },
      ops: [0, 2],
    },
  ]);

  // Bands (ITS S11 · Annihilation): Low 50–100 → 1, 101–150 → 3, >150 → 4;
  // Mid 75–150 → 1, 151–250 → 3, >250 → 4; Top 100–200 → 1, 201–300 → 3, >300 → 4.
  const edges = bandEdges([1, 3, 4]);
  for (const [tier, value, op] of edges) {
    it(`${tier} tier: ${value} Army Points killed → ${op} OP; ${value} surviving → ${op} OP`, () => {
      const killed = run(ID, tier, { a: { killedPoints: value } });
      expect(pts(killed, 'a', 'killed-points')).toBe(op);
      expect(killed.players.a.op).toBe(op);
      const alive = run(ID, tier, { b: { survivingPoints: value } });
      expect(pts(alive, 'b', 'surviving-points')).toBe(op);
      expect(alive.players.b.op).toBe(op);
    });
  }

  it('undeployed troopers count as killed by the opponent: 90 on the table + 20 never deployed = 110 → 3 at Low', () => {
    const r = run(ID, 'low', { a: { killedPoints: 90 }, b: { notDeployedPoints: 20 } });
    expect(pts(r, 'a', 'killed-points')).toBe(3);
    // Without the undeployed 20, 90 is in the 50–100 band → 1.
    expect(pts(run(ID, 'low', { a: { killedPoints: 90 } }), 'a', 'killed-points')).toBe(1);
  });

  it('both players score from their own kills and survivors', () => {
    // Mid: A killed 160 (151–250 → 3), A surviving 140 (75–150 → 1) = 4.
    //      B killed 160 (3), B surviving 140 (1), DataTracker (2) = 6.
    const r = run(ID, 'mid', {
      a: { killedPoints: 160, survivingPoints: 140 },
      b: { killedPoints: 160, survivingPoints: 140, killedDataTracker: true },
    });
    expect(ops(r)).toEqual([4, 6]);
    expect(r.tp).toEqual([0, 2]);
  });

  describe('contradictions', () => {
    it('killed points above the opponent’s army (the tier limit): 190 + 20 undeployed = 210 > 200 at Low', () => {
      expectContradiction(attempt(ID, 'low', { a: { killedPoints: 190 }, b: { notDeployedPoints: 20 } }), [
        'a.killedPoints',
        'b.notDeployedPoints',
      ]);
    });
    it('the same 210 is possible at Mid (300)', () => {
      expect(ops(run(ID, 'mid', { a: { killedPoints: 190 }, b: { notDeployedPoints: 20 } }))[0]).toBe(3);
    });
    it('exactly the whole army is allowed: 200 at Low → more than 150 → 4', () => {
      expect(ops(run(ID, 'low', { b: { killedPoints: 200 } }))).toEqual([0, 4]);
    });
    it('no Classified, HVT or INTELCOM questions exist here', () => {
      expectInvalid(attempt(ID, 'mid', { a: { classifieds: 1 } }), 'a.classifieds');
      expectInvalid(attempt(ID, 'mid', { a: { harmedHvt: true } }), 'a.harmedHvt');
      expectInvalid(attempt(ID, 'mid', { a: { killedPoints: -1 } }), 'a.killedPoints');
    });
  });
});
