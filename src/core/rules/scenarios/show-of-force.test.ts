import { describe, it } from 'vitest';
import { attempt, expectContradiction, expectInvalid, itScoresEach } from './testkit';

const ID = 'show-of-force';

describe('Show of Force', () => {
  itScoresEach(ID, [
    {
      title: 'maximum: Antenna (3) + TAG (3) + more killed (3) + DataTracker (1) = 10',
      facts: { a: { controlsAntenna: true, antennaByTag: true, antennaByDataTracker: true, killedPoints: 50 } },
      ops: [10, 0],
    },
    { title: 'all zero: 0 – 0', ops: [0, 0] },
  ]);

  describe('each objective alone', () => {
    itScoresEach(ID, [
      { title: 'Control the Antenna: 3', facts: { a: { controlsAntenna: true } }, ops: [3, 0] },
      {
        title: 'Control the Antenna with a TAG: 6',
        facts: { a: { controlsAntenna: true, antennaByTag: true } },
        ops: [6, 0],
      },
      {
        title: 'Control the Antenna with the DataTracker: 4',
        facts: { b: { controlsAntenna: true, antennaByDataTracker: true } },
        ops: [0, 4],
      },
      { title: 'more Army Points Killed: 3', facts: { b: { killedPoints: 20 } }, ops: [0, 3] },
      {
        title: 'more Army Points Killed: B’s 11 never deployed count for A (20 + 11 vs 10 → A)',
        facts: { a: { killedPoints: 20 }, b: { killedPoints: 10, notDeployedPoints: 11 } },
        ops: [3, 0],
      },
      {
        title: 'more Army Points Killed: A’s 11 never deployed count for B (20 vs 10 + 11 → B)',
        facts: { a: { killedPoints: 20, notDeployedPoints: 11 }, b: { killedPoints: 10 } },
        ops: [0, 3],
      },
    ]);
  });

  describe('contradictions', () => {
    it('both players Controlling the Antenna', () => {
      expectContradiction(attempt(ID, 'mid', { a: { controlsAntenna: true }, b: { controlsAntenna: true } }), [
        'a.controlsAntenna',
        'b.controlsAntenna',
      ]);
    });
    it('a TAG or DataTracker bonus without Control', () => {
      expectContradiction(attempt(ID, 'mid', { a: { antennaByTag: true } }), ['a.antennaByTag', 'a.controlsAntenna']);
      expectContradiction(attempt(ID, 'mid', { b: { antennaByDataTracker: true } }), [
        'b.antennaByDataTracker',
        'b.controlsAntenna',
      ]);
    });
    it('killed points above the opponent’s army', () => {
      expectContradiction(attempt(ID, 'low', { a: { killedPoints: 201 } }), ['a.killedPoints']);
    });
    it('no HVT and no Classifieds here', () => {
      expectInvalid(attempt(ID, 'mid', { a: { harmedHvt: true } }), 'a.harmedHvt');
      expectInvalid(attempt(ID, 'mid', { a: { classifieds: 1 } }), 'a.classifieds');
    });
  });
});
