/** Annihilation (ITS S17, Direct Action), worked by hand from the digest (shared/docs/SEASON17.md §4.11). */
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../testkit';
import { wizardQuestions } from '../registry';
import { expectConsistent, itRefusesEachS17, ops, pts, refused, runS17 } from './testkit';

const ID = 'annihilation';

describe('Annihilation (ITS S17)', () => {
  it('maximum at 300: more than 250 killed (4) + more than 250 surviving (4) + the Lieutenant (2) = 10', () => {
    const r = runS17(ID, 300, { a: { killedPoints: 251, survivingPoints: 251, killedLieutenant: true } });
    expect(ops(r)).toEqual([10, 0]);
    expect(r.vp).toEqual([251, 0]);
    expectConsistent(r);
  });

  it('the Lieutenant alone: 2 (no DataTracker in ITS S17)', () => {
    expect(ops(runS17(ID, 200, { b: { killedLieutenant: true } }))).toEqual([0, 2]);
    expect(wizardQuestions(ID, 'its-s17').map((q) => q.key)).not.toContain('killedDataTracker');
  });

  // The digest's table, edge by edge: below the band 0; band 1 → 1; band 2 → 3; above → 4.
  const edges: [number, number, number][] = [
    [150, 39, 0],
    [150, 40, 1],
    [150, 75, 1],
    [150, 76, 3],
    [150, 125, 3],
    [150, 126, 4],
    [200, 49, 0],
    [200, 50, 1],
    [200, 100, 1],
    [200, 101, 3],
    [200, 150, 3],
    [200, 151, 4],
    [250, 64, 0],
    [250, 65, 1],
    [250, 125, 1],
    [250, 126, 3],
    [250, 200, 3],
    [250, 201, 4],
    [300, 74, 0],
    [300, 75, 1],
    [300, 150, 1],
    [300, 151, 3],
    [300, 250, 3],
    [300, 251, 4],
    [350, 84, 0],
    [350, 85, 1],
    [350, 175, 1],
    [350, 176, 3],
    [350, 274, 3],
    [350, 275, 3],
    [350, 276, 4],
    [400, 99, 0],
    [400, 100, 1],
    [400, 200, 1],
    [400, 201, 3],
    [400, 300, 3],
    [400, 301, 4],
  ];
  it.each(edges)('%i points: %i killed → %i OP, and %i surviving the same', (points, value, op) => {
    const killed = runS17(ID, points, {
      a: { killedPoints: Math.min(value, points) },
      b: { notDeployedPoints: Math.max(0, value - points) },
    });
    expect(pts(killed, 'a', 'killed-points')).toBe(op);
    const alive = runS17(ID, points, { b: { survivingPoints: value } });
    expect(pts(alive, 'b', 'surviving-points')).toBe(op);
  });

  it('reading: exactly 275 at 350 points is the middle band (3), shown on the question', () => {
    expect(pts(runS17(ID, 350, { a: { killedPoints: 275 } }), 'a', 'killed-points')).toBe(3);
    expect(inEnglish(wizardQuestions(ID, 'its-s17').find((q) => q.key === 'killedPoints')?.reading)).toContain(
      'exactly 275',
    );
  });

  it('undeployed troopers count as Killed: 90 on the table + 20 never deployed = 110 → 3 at 200', () => {
    const r = runS17(ID, 200, { a: { killedPoints: 90 }, b: { notDeployedPoints: 20 } });
    expect(pts(r, 'a', 'killed-points')).toBe(3);
    expect(inEnglish(r.players.a.lines[0]?.detail)).toBe('110 killed (20 never deployed), 200 points');
  });

  itRefusesEachS17(ID, [
    refused.killsAboveTheEnemyArmy(150, 'a', 151),
    {
      title: 'refuses killed + surviving above the army, naming the player and the figure',
      armyPoints: 150,
      facts: { a: { killedPoints: 150 }, b: { survivingPoints: 301 } },
      kind: 'violation',
      fields: ['b.survivingPoints'],
      said: ['Player B', '451'],
    },
    refused.notAsked('refuses any early-end fact (No Quarter)', 'game', { game: { endedBy: 'retreat' } }),
    refused.notAsked('refuses any Classified fact (no Classified Deck)', 'a.classifieds', { a: { classifieds: 1 } }),
  ]);
});
