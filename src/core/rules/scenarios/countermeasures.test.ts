import { describe, expect, it } from 'vitest';
import { attempt, expectContradiction, expectInvalid, itScoresEach, ops, run } from './testkit';

const ID = 'countermeasures';

describe('Countermeasures', () => {
  itScoresEach(ID, [
    {
      title: 'maximum: more (4) + 4 accomplished (4) + DataTracker (2) = 10',
      facts: { a: { missionObjectives: 4, missionByDataTracker: true } },
      ops: [10, 0],
    },
    { title: 'all zero: "as many" needs at least 1 → 0 – 0', ops: [0, 0] },
  ]);

  describe('each objective alone', () => {
    itScoresEach(ID, [
      {
        title: 'as many as the opponent (1 – 1): 2 + 1 each = 3',
        facts: { a: { missionObjectives: 1 }, b: { missionObjectives: 1 } },
        points: { a: { 'missions-same': 2 } },
        ops: [3, 3],
      },
      {
        title: 'more than the opponent (2 – 1): A 4 + 2 = 6, B 1',
        facts: { a: { missionObjectives: 2 }, b: { missionObjectives: 1 } },
        ops: [6, 1],
      },
      {
        title: '1 each but at most 4: A 6 → 4 + 4 (more) = 8, B 5 → 4',
        facts: { a: { missionObjectives: 6 }, b: { missionObjectives: 5 } },
        points: { a: { 'missions-each': 4 } },
        ops: [8, 4],
      },
      {
        title: 'DataTracker: A 1 with the DataTracker vs B 1 → 2 + 1 + 2 = 5, B 3',
        facts: { a: { missionObjectives: 1, missionByDataTracker: true }, b: { missionObjectives: 1 } },
        ops: [5, 3],
      },
    ]);
  });

  it('Multiple Neutral HVTs: harming one loses everything (A 6 → 0, B 1 + 2 = 3)', () => {
    const r = run(ID, 'mid', { a: { missionObjectives: 2, harmedHvt: true }, b: { missionObjectives: 1 } });
    expect(ops(r)).toEqual([0, 3]);
  });

  it('contradictions: the DataTracker bonus without any accomplished', () => {
    expectContradiction(attempt(ID, 'mid', { b: { missionByDataTracker: true } }), [
      'b.missionByDataTracker',
      'b.missionObjectives',
    ]);
  });

  it('no personal Classifieds and no Secure HVT here', () => {
    expectInvalid(attempt(ID, 'mid', { a: { classifieds: 1 } }), 'a.classifieds');
    expectInvalid(attempt(ID, 'mid', { a: { secureHvt: true } }), 'a.secureHvt');
  });
});
