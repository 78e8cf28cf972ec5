/** Corporate Appropriation (ITS S17), worked by hand from the digest (shared/docs/SEASON17.md §4.3). */
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../testkit';
import { expectConsistent, expectRefused, ops, pts, runS17 } from './testkit';

const ID = 'corporate-appropriation';

describe('Corporate Appropriation', () => {
  it('maximum as printed: captured (2) + in own DZ (1) + own Destroyed (3) + Panoplies (1) + 3 Classifieds = 10', () => {
    const r = runS17(ID, 300, {
      a: {
        capturedEnemyPrototype: true,
        prototypeInOwnDz: true,
        ownPrototypeDestroyed: true,
        panoplyAcquisitions: 2,
        classifieds: 3,
      },
      b: { panoplyAcquisitions: 1 },
    });
    expect(ops(r)).toEqual([10, 0]);
    expectConsistent(r);
  });

  it('with nothing done, each player still keeps its own Prototype: 1 each', () => {
    const r = runS17(ID, 200);
    expect(ops(r)).toEqual([1, 1]);
    expect(pts(r, 'a', 'prototype-kept')).toBe(1);
  });

  it('capturing the enemy Prototype: 2, +1 inside own Deployment Zone; the owner loses “not Captured”', () => {
    const r = runS17(ID, 250, { b: { capturedEnemyPrototype: true, prototypeInOwnDz: true } });
    expect(pts(r, 'b', 'captured-prototype')).toBe(2);
    expect(pts(r, 'b', 'prototype-in-dz')).toBe(1);
    expect(pts(r, 'a', 'prototype-kept')).toBe(0);
    expect(ops(r)).toEqual([0, 2 + 1 + 1]);
  });

  it('as printed, the owner of a Destroyed Prototype scores 3 and loses the “not Captured” point', () => {
    const r = runS17(ID, 400, { a: { ownPrototypeDestroyed: true } });
    expect(pts(r, 'a', 'prototype-destroyed')).toBe(3);
    expect(pts(r, 'a', 'prototype-kept')).toBe(0);
    expect(ops(r)).toEqual([3, 1]);
    expect(inEnglish(r.players.a.lines.find((l) => l.objective === 'prototype-destroyed')?.detail)).toBe(
      'as printed: the owner scores',
    );
  });

  it('the other reading, chosen by the referee: the owner’s opponent scores the 3 (8 OP at most)', () => {
    const r = runS17(ID, 400, { a: { ownPrototypeDestroyed: true }, game: { destroyedReading: 'opponent' } });
    expect(pts(r, 'a', 'prototype-destroyed')).toBe(0);
    expect(pts(r, 'b', 'prototype-destroyed')).toBe(3);
    expect(ops(r)).toEqual([0, 3 + 1]);
    const best = runS17(ID, 400, {
      a: { ownPrototypeDestroyed: false, panoplyAcquisitions: 1, classifieds: 3 },
      b: { ownPrototypeDestroyed: true },
      game: { destroyedReading: 'opponent' },
    });
    expect(best.players.a.op).toBe(1 + 3 + 1 + 3);
  });

  it('Panoplies: more acquisitions 1; equal: nobody', () => {
    expect(
      pts(runS17(ID, 300, { a: { panoplyAcquisitions: 3 }, b: { panoplyAcquisitions: 2 } }), 'a', 'panoplies'),
    ).toBe(1);
    const same = runS17(ID, 300, { a: { panoplyAcquisitions: 2 }, b: { panoplyAcquisitions: 2 } });
    expect([pts(same, 'a', 'panoplies'), pts(same, 'b', 'panoplies')]).toEqual([0, 0]);
  });

  it('refuses a Destroyed Prototype that is also Captured, naming both players', () => {
    expectRefused(
      () => runS17(ID, 300, { a: { ownPrototypeDestroyed: true }, b: { capturedEnemyPrototype: true } }),
      'RULES_VIOLATION',
      ['a.ownPrototypeDestroyed', 'b.capturedEnemyPrototype'],
      ['Player A', 'Player B', 'a Destroyed Prototype cannot be Captured'],
    );
  });

  it('refuses “in own Deployment Zone” without a capture, and a fourth Classified', () => {
    expectRefused(
      () => runS17(ID, 300, { b: { prototypeInOwnDz: true } }),
      'RULES_VIOLATION',
      ['b.prototypeInOwnDz'],
      ['Player B'],
    );
    expectRefused(
      () => runS17(ID, 300, { a: { classifieds: 4 } }),
      'INVALID_INPUT',
      ['a.classifieds'],
      ['Player A', '3'],
    );
    expectRefused(
      () => runS17(ID, 300, { a: { classifieds: 3, secureHvt: true } }),
      'RULES_VIOLATION',
      ['a.classifieds', 'a.secureHvt'],
      ['Player A', '4 Classified Objectives accomplished but this player has only 3'],
    );
  });
});
