import { describe, expect, it } from 'vitest';
import { byId } from './registry';
import { attempt, expectContradiction, itScoresEach, ops, run } from './testkit';

const ID = 'frontline';

describe('Frontline', () => {
  itScoresEach(ID, [
    {
      title: 'maximum: nearest 1 + central 3 + Liaison Officer inside 1 + farthest 4 + Classified 1 = 10',
      facts: {
        a: { pointsNearA: 30, pointsCentre: 60, pointsNearB: 40, liaisonInCentre: true, classifieds: 1 },
        b: { pointsNearB: 20 },
      },
      ops: [10, 0],
    },
    { title: 'all zero: no Sector Dominated, 0 – 0', ops: [0, 0] },
  ]);

  describe('each objective alone', () => {
    itScoresEach(ID, [
      {
        title: 'the Sector nearest one’s own Deployment Zone: 1 (A → near A)',
        facts: { a: { pointsNearA: 10 } },
        ops: [1, 0],
      },
      {
        title: 'the Sector nearest one’s own Deployment Zone: 1 (B → near B)',
        facts: { b: { pointsNearB: 10 } },
        ops: [0, 1],
      },
      { title: 'the farthest Sector: 4 (A → near B)', facts: { a: { pointsNearB: 10 } }, ops: [4, 0] },
      { title: 'the farthest Sector: 4 (B → near A)', facts: { b: { pointsNearA: 10 } }, ops: [0, 4] },
      { title: 'the central Sector: 3', facts: { a: { pointsCentre: 10 } }, ops: [3, 0] },
      {
        title: 'the central Sector with the Liaison Officer inside: 4',
        facts: { a: { pointsCentre: 10, liaisonInCentre: true } },
        ops: [4, 0],
      },
      {
        title: 'the Liaison Officer inside a centre the opponent Dominates gives nothing',
        facts: { a: { pointsCentre: 10, liaisonInCentre: true }, b: { pointsCentre: 25 } },
        points: { a: { 'central-liaison': 0 } },
        ops: [0, 3],
      },
      { title: 'Classified: 1', facts: { b: { classifieds: 1 } }, ops: [0, 1] },
    ]);
  });

  it('INTELCOM Support and Control: 20 + 6 = 26 beats 25 in the centre → A 3', () => {
    const r = run(ID, 'mid', {
      a: {
        pointsCentre: 20,
        cardUse: 'support-and-control',
        intelcomValue: 6,
        intelcomZone: 'centre',
        intelcomTrooperInZone: true,
      },
      b: { pointsCentre: 25 },
    });
    expect(ops(r)).toEqual([3, 0]);
    // The same card in another Sector leaves the centre to B. The trooper inside that Sector
    // counts toward A's Army Points there (ITS S11 · INTELCOM Card): 10 + 6 = 16 vs 0.
    const elsewhere = run(ID, 'mid', {
      a: {
        pointsCentre: 20,
        pointsNearB: 10,
        cardUse: 'support-and-control',
        intelcomValue: 6,
        intelcomZone: 'near-b',
        intelcomTrooperInZone: true,
      },
      b: { pointsCentre: 25 },
    });
    expect(ops(elsewhere)).toEqual([4, 3]);
  });

  it('Liaison Officer season rule: +1, within 10', () => {
    expect(ops(run(ID, 'mid', { a: { liaisonOfficer: true } }))).toEqual([1, 0]);
    const r = run(ID, 'mid', {
      a: {
        pointsNearA: 30,
        pointsCentre: 60,
        pointsNearB: 40,
        liaisonInCentre: true,
        classifieds: 1,
        liaisonOfficer: true,
      },
    });
    expect(r.players.a.op).toBe(10);
  });

  it('Retreat! applies but starting a turn in Retreat! does not end the game', () => {
    expect(byId(ID)?.retreat).toEqual({ applies: true, endsGameIfTurnStartsInRetreat: false });
  });

  it('contradiction: the Liaison Officer in the centre where its player has no Army Points', () => {
    expectContradiction(attempt(ID, 'mid', { b: { liaisonInCentre: true } }), ['b.liaisonInCentre', 'b.pointsCentre']);
  });
});
