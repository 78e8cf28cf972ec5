import { describe, expect, it } from 'vitest';
import { attempt, bandEdges, expectConsistent, expectContradiction, itScoresEach, ops, pts, run } from './testkit';

const ID = 'biotechvore';

describe('Biotechvore', () => {
  itScoresEach(ID, [
    {
      title:
        'maximum: 3 Classifieds (3) + more Classifieds (1) + more killed (2) + more than 150 surviving at Low (4) = 10',
      tier: 'low',
      facts: { a: { classifieds: 3, killedPoints: 100, survivingPoints: 160 } },
      ops: [10, 0],
    },
    { title: 'all zero: 0 – 0', ops: [0, 0] },
  ]);

  describe('each objective alone', () => {
    itScoresEach(ID, [
      {
        title: 'Classifieds: 1 each; equal counts give nobody the "more" objective',
        facts: { a: { classifieds: 1 }, b: { classifieds: 1 } },
        ops: [1, 1],
      },
      {
        title: 'more Classifieds than the opponent: +1 (A 2 + 1 = 3, B 1)',
        facts: { a: { classifieds: 2 }, b: { classifieds: 1 } },
        points: { a: { 'more-classifieds': 1 } },
        ops: [3, 1],
      },
      { title: 'more enemy Army Points Killed: 2', facts: { a: { killedPoints: 10 } }, ops: [2, 0] },
      {
        title: 'more enemy Army Points Killed: a tie gives nothing',
        facts: { a: { killedPoints: 40 }, b: { killedPoints: 40 } },
        ops: [0, 0],
      },
      {
        title: 'Secure HVT replaces one of the 3 Classifieds: 2 cards + Secure HVT = 3, + more 1 = 4',
        facts: { a: { classifieds: 2, secureHvt: true } },
        ops: [4, 0],
      },
    ]);
  });

  // Surviving bands: Low 50–100 → 2, 101–150 → 3, >150 → 4; Mid 75/150/250; Top 100/200/300.
  const edges = bandEdges([2, 3, 4]);
  for (const [tier, value, op] of edges) {
    it(`${tier} tier: ${value} surviving Army Points → ${op}`, () => {
      expect(ops(run(ID, tier, { b: { survivingPoints: value } }))).toEqual([0, op]);
    });
  }

  it('undeployed troopers count as Killed by the opponent: B never deployed 30 → A killed 30 > 0 → 2', () => {
    expect(ops(run(ID, 'mid', { b: { notDeployedPoints: 30 } }))).toEqual([2, 0]);
    // A 50 killed on the table vs B 60 + A’s 15 never deployed = 75 → B Killed more: 2.
    expect(ops(run(ID, 'mid', { a: { killedPoints: 50, notDeployedPoints: 15 }, b: { killedPoints: 60 } }))).toEqual([
      0, 2,
    ]);
  });

  describe('INTELCOM Counterespionage (a count of cancelled Classifieds)', () => {
    it('cancelled Classifieds score nothing: A 3, B 2 with 1 cancelled → A 3 + 1, B 2 − 1', () => {
      const r = run(ID, 'mid', { a: { classifieds: 3 }, b: { classifieds: 2, classifiedsCancelled: 1 } });
      expect(pts(r, 'b', 'counterespionage')).toBe(-1);
      expect(ops(r)).toEqual([4, 1]);
      expectConsistent(r);
    });
    it('a cancellation can move the "more Classifieds" objective: A 2 with 1 cancelled vs B 2 → B 2 + 1', () => {
      const r = run(ID, 'mid', { a: { classifieds: 2, classifiedsCancelled: 1 }, b: { classifieds: 2 } });
      expect(ops(r)).toEqual([1, 3]);
    });
    it('more cancelled than accomplished is a contradiction', () => {
      expectContradiction(
        attempt(ID, 'mid', { a: { classifieds: 1, classifiedsCancelled: 2 }, b: { classifieds: 3 } }),
        ['a.classifiedsCancelled', 'a.classifieds'],
      );
    });
    it('each cancellation needs an accomplished Classified of the opponent', () => {
      expectContradiction(attempt(ID, 'mid', { a: { classifieds: 1, classifiedsCancelled: 1 } }), [
        'a.classifiedsCancelled',
        'b.classifieds',
      ]);
    });
  });

  it('HVT penalty: A (10) harms an HVT → 0, B 0 + 2', () => {
    const r = run(ID, 'low', { a: { classifieds: 3, killedPoints: 100, survivingPoints: 160, harmedHvt: true } });
    expect(ops(r)).toEqual([0, 2]);
  });

  it('contradictions: Classifieds above 3, killed points above the opponent’s army', () => {
    expectContradiction(attempt(ID, 'mid', { a: { classifieds: 3, secureHvt: true } }), [
      'a.classifieds',
      'a.secureHvt',
    ]);
    expectContradiction(attempt(ID, 'top', { b: { killedPoints: 401 } }), ['b.killedPoints', 'a.notDeployedPoints']);
  });
});
