/** Corporate Appropriation (ITS S17), worked by hand from the digest (shared/docs/SEASON17.md §4.3). */
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../testkit';
import { itRefusesEachS17, itScoresEachS17, ops, pts, refused, runS17, scored } from './testkit';

const ID = 'corporate-appropriation';

describe('Corporate Appropriation', () => {
  itScoresEachS17(ID, [
    {
      title: 'with nothing done, each player still keeps its own Prototype: 1 each',
      armyPoints: 200,
      points: { a: { 'prototype-kept': 1 } },
      ops: [1, 1],
    },
    {
      title: 'capturing the enemy Prototype: 2, +1 inside own Deployment Zone; the owner loses “not Captured”',
      armyPoints: 250,
      facts: { b: { capturedEnemyPrototype: true, prototypeInOwnDz: true } },
      points: { a: { 'prototype-kept': 0 }, b: { 'captured-prototype': 2, 'prototype-in-dz': 1 } },
      ops: [0, 2 + 1 + 1],
    },
    {
      title: 'the other reading, chosen by the referee: the owner’s opponent scores the 3',
      armyPoints: 400,
      facts: { a: { ownPrototypeDestroyed: true }, game: { destroyedReading: 'opponent' } },
      points: { a: { 'prototype-destroyed': 0 }, b: { 'prototype-destroyed': 3 } },
      ops: [0, 3 + 1],
    },
    {
      // B, whose Prototype is Destroyed, loses “not Captured” and scores nothing.
      title: 'the other reading: 8 OP at most — kept 1 + the enemy’s Destroyed 3 + Panoplies 1 + 3 Classifieds',
      armyPoints: 400,
      facts: {
        a: { ownPrototypeDestroyed: false, panoplyAcquisitions: 1, classifieds: 3 },
        b: { ownPrototypeDestroyed: true },
        game: { destroyedReading: 'opponent' },
      },
      ops: [1 + 3 + 1 + 3, 0],
    },
    {
      title: 'Panoplies: more acquisitions 1',
      facts: { a: { panoplyAcquisitions: 3 }, b: { panoplyAcquisitions: 2 } },
      points: { a: { panoplies: 1 } },
    },
    scored.neitherScoresWhenEqual('Panoplies: equal, nobody', 'panoplyAcquisitions', 2, 'panoplies'),
  ]);

  it('as printed, the owner of a Destroyed Prototype scores 3 and loses the “not Captured” point', () => {
    const r = runS17(ID, 400, { a: { ownPrototypeDestroyed: true } });
    expect(pts(r, 'a', 'prototype-destroyed')).toBe(3);
    expect(pts(r, 'a', 'prototype-kept')).toBe(0);
    expect(ops(r)).toEqual([3, 1]);
    expect(inEnglish(r.players.a.lines.find((l) => l.objective === 'prototype-destroyed')?.detail)).toBe(
      'as printed: the owner scores',
    );
  });

  itRefusesEachS17(ID, [
    {
      title: 'refuses a Destroyed Prototype that is also Captured, naming both players',
      facts: { a: { ownPrototypeDestroyed: true }, b: { capturedEnemyPrototype: true } },
      kind: 'violation',
      fields: ['a.ownPrototypeDestroyed', 'b.capturedEnemyPrototype'],
      said: ['Player A', 'Player B', 'a Destroyed Prototype cannot be Captured'],
    },
    {
      title: 'refuses “in own Deployment Zone” without a capture',
      facts: { b: { prototypeInOwnDz: true } },
      kind: 'violation',
      fields: ['b.prototypeInOwnDz'],
      said: ['Player B'],
    },
    refused.aboveTheMost('refuses a fourth Classified', 'a', 'classifieds', 3),
    refused.replacementBeyondTheClassifieds('a', 3, 'secureHvt'),
  ]);
});
