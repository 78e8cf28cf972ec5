/** Cutthroat (ITS S17, Direct Action), worked by hand from the digest (shared/docs/SEASON17.md §4.13). */
import { describe, expect, it } from 'vitest';
import { expectConsistent, expectRefused, ops, pts, runS17 } from './testkit';

const ID = 'cutthroat';

describe('Cutthroat', () => {
  it('maximum: more Army Points (3) + more Lieutenants (3) + enemy Key Ops (1) + Key Ops kills (3) = 10', () => {
    const r = runS17(ID, 300, {
      a: { killedPoints: 120, lieutenantsKilled: 2, killedKeyOps: true, keyOpsKills: 3 },
      b: { killedPoints: 80, lieutenantsKilled: 1, keyOpsKills: 1 },
    });
    expect(ops(r)).toEqual([10, 0]);
    expectConsistent(r);
  });

  it('each objective alone', () => {
    expect(ops(runS17(ID, 200, { a: { killedPoints: 10 } }))).toEqual([3, 0]);
    expect(ops(runS17(ID, 200, { b: { lieutenantsKilled: 1 } }))).toEqual([0, 3]);
    expect(ops(runS17(ID, 200, { a: { killedKeyOps: true } }))).toEqual([1, 0]);
    expect(ops(runS17(ID, 200, { b: { keyOpsKills: 1 } }))).toEqual([0, 3]);
  });

  it('the same number of Lieutenants: 2 each when at least one; none each: nobody', () => {
    const r = runS17(ID, 400, { a: { lieutenantsKilled: 2 }, b: { lieutenantsKilled: 2 } });
    expect([pts(r, 'a', 'same-lieutenants'), pts(r, 'b', 'same-lieutenants')]).toEqual([2, 2]);
    expect(ops(runS17(ID, 400))).toEqual([0, 0]);
  });

  it('equal Army Points Killed and equal Key Ops kills: nobody scores', () => {
    expect(
      ops(runS17(ID, 250, { a: { killedPoints: 90, keyOpsKills: 2 }, b: { killedPoints: 90, keyOpsKills: 2 } })),
    ).toEqual([0, 0]);
  });

  it('never-deployed troopers count as Killed by the opponent', () => {
    const r = runS17(ID, 300, { a: { killedPoints: 50 }, b: { killedPoints: 60, notDeployedPoints: 20 } });
    // A: 50 + 20 = 70 > 60.
    expect(pts(r, 'a', 'more-points')).toBe(3);
  });

  it('refuses kills above the enemy army, naming the players and the figure', () => {
    expectRefused(
      () => runS17(ID, 250, { b: { killedPoints: 251 } }),
      'RULES_VIOLATION',
      ['b.killedPoints', 'a.notDeployedPoints'],
      ['Player B', '251 Army Points killed', '250 Army Points'],
    );
    expectRefused(() => runS17(ID, 250, { game: { endedBy: 'retreat' } }), 'INVALID_INPUT', ['game'], ['does not ask']);
  });
});
