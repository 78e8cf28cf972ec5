/** Battleground (ITS S17, Direct Action), worked by hand from the digest (shared/docs/SEASON17.md §4.12). */
import { describe, expect, it } from 'vitest';
import { info } from '../registry';
import { seasonScenario } from '../seasons';
import { expectConsistent, expectRefused, ops, pts, runS17 } from './testkit';

const ID = 'battleground';

describe('Battleground', () => {
  it('maximum: nearest (1) + central (3) + farthest (4) + Kill the Key Ops (2) = 10', () => {
    const r = runS17(ID, 300, { a: { pointsNearA: 10, pointsCentre: 10, pointsNearB: 10, killedKeyOps: true } });
    expect(ops(r)).toEqual([10, 0]);
    expectConsistent(r);
  });

  it('the Sector nearest A is the farthest for B: 1 for A, 4 for B', () => {
    expect(ops(runS17(ID, 200, { a: { pointsNearA: 30 } }))).toEqual([1, 0]);
    expect(ops(runS17(ID, 200, { b: { pointsNearA: 30 } }))).toEqual([0, 4]);
    expect(ops(runS17(ID, 200, { b: { pointsCentre: 30 } }))).toEqual([0, 3]);
  });

  it('equal Army Points in a Sector: nobody Dominates it', () => {
    expect(ops(runS17(ID, 400, { a: { pointsCentre: 50 }, b: { pointsCentre: 50 } }))).toEqual([0, 0]);
  });

  it('Kill the enemy Key Ops 2, or else Threaten it 1 — never both', () => {
    const r = runS17(ID, 250, { a: { killedKeyOps: true }, b: { threatensKeyOps: true } });
    expect([pts(r, 'a', 'key-ops'), pts(r, 'b', 'key-ops')]).toEqual([2, 1]);
    expectRefused(
      () => runS17(ID, 250, { a: { killedKeyOps: true, threatensKeyOps: true } }),
      'RULES_VIOLATION',
      ['a.killedKeyOps', 'a.threatensKeyOps'],
      ['Player A', 'Threaten'],
    );
  });

  it('reading: Retreat! applies without an early-end clause; Key Ops; not for Reinforcements', () => {
    const def = seasonScenario('its-s17', ID);
    expect(def.retreat).toEqual({ applies: true, endsGameIfTurnStartsInRetreat: false });
    expect(info(def)).toMatchObject({ keyOps: true, reinforcements: false });
  });

  it('refuses Classified and HVT facts (Direct Action)', () => {
    expectRefused(
      () => runS17(ID, 300, { b: { secureHvt: true } }),
      'INVALID_INPUT',
      ['b.secureHvt'],
      ['does not ask'],
    );
  });
});
