import { describe, expect, it } from 'vitest';
import { attempt, expectConsistent, expectContradiction, itScoresEach, ops, run } from './testkit';

const ID = 'hunting-party';

describe('Hunting Party', () => {
  itScoresEach(ID, [
    {
      title: 'maximum: 2 Antennas (2) + more Specialists (2) + more Lieutenants (4) + 2 Classifieds (2) = 10',
      facts: { a: { connectedAntennas: 2, huntedSpecialists: 1, huntedLieutenants: 1, classifieds: 2 } },
      ops: [10, 0],
    },
    { title: 'all zero: "as many Lieutenants" needs at least 1 → 0 – 0', ops: [0, 0] },
  ]);

  describe('each objective alone', () => {
    itScoresEach(ID, [
      {
        title: 'Connected Antennas: 1 each',
        facts: { a: { connectedAntennas: 1 }, b: { connectedAntennas: 1 } },
        ops: [1, 1],
      },
      {
        title: 'more Specialists Hunted Down: 2',
        facts: { b: { huntedSpecialists: 2 }, a: { huntedSpecialists: 1 } },
        ops: [0, 2],
      },
      {
        title: 'as many Lieutenants Hunted Down (1 – 1): 3 each',
        facts: { a: { huntedLieutenants: 1 }, b: { huntedLieutenants: 1 } },
        ops: [3, 3],
      },
      {
        title: 'more Lieutenants Hunted Down (2 – 1): 4 and 0',
        facts: { a: { huntedLieutenants: 2 }, b: { huntedLieutenants: 1 } },
        points: { a: { 'lieutenants-more': 4 } },
        ops: [4, 0],
      },
      { title: 'Classifieds: 1 each', facts: { b: { classifieds: 2 } }, ops: [0, 2] },
    ]);
  });

  it('Hunt Down: never-deployed Specialists count as Hunted Down by the opponent', () => {
    // B never deployed 1 Specialist: A 0 + 1 = 1 vs B 0 → A 2.
    expect(ops(run(ID, 'mid', { b: { notDeployedSpecialists: 1 } }))).toEqual([2, 0]);
    // A Hunted Down 1, B Hunted Down 0 but A left 1 undeployed: 1 vs 1 → nobody.
    expect(ops(run(ID, 'mid', { a: { huntedSpecialists: 1, notDeployedSpecialists: 1 } }))).toEqual([0, 0]);
  });

  it('Counterespionage: B cancels one of A’s 2 Classifieds → A 1, B 1', () => {
    const r = run(ID, 'mid', { a: { classifieds: 2, classifiedsCancelled: 1 }, b: { classifieds: 1 } });
    expect(ops(r)).toEqual([1, 1]);
    expectConsistent(r);
  });

  it('contradictions: more Connected Antennas than the 2 on the table; cancellations', () => {
    expectContradiction(attempt(ID, 'mid', { a: { connectedAntennas: 2 }, b: { connectedAntennas: 1 } }), [
      'a.connectedAntennas',
      'b.connectedAntennas',
    ]);
    expectContradiction(attempt(ID, 'mid', { b: { classifieds: 2, classifiedsCancelled: 1 } }), [
      'b.classifiedsCancelled',
      'a.classifieds',
    ]);
  });
});
