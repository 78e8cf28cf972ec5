import { describe, expect, it } from 'vitest';
import { byId } from './registry';
import { expectConsistent, expectContradiction, ops, pts, run } from './testkit';

const ID = 'frontline';

describe('Frontline', () => {
  it('maximum: nearest 1 + central 3 + Liaison Officer inside 1 + farthest 4 + Classified 1 = 10', () => {
    const r = run(ID, 'mid', {
      a: { pointsNearA: 30, pointsCentre: 60, pointsNearB: 40, liaisonInCentre: true, classifieds: 1 },
      b: { pointsNearB: 20 },
    });
    expect(ops(r)).toEqual([10, 0]);
    expectConsistent(r);
  });

  it('all zero: no Sector Dominated, 0 – 0', () => {
    expect(ops(run(ID, 'mid'))).toEqual([0, 0]);
  });

  describe('each objective alone', () => {
    it('the Sector nearest one’s own Deployment Zone: 1 (A → near A, B → near B)', () => {
      expect(ops(run(ID, 'mid', { a: { pointsNearA: 10 } }))).toEqual([1, 0]);
      expect(ops(run(ID, 'mid', { b: { pointsNearB: 10 } }))).toEqual([0, 1]);
    });
    it('the farthest Sector: 4 (A → near B, B → near A)', () => {
      expect(ops(run(ID, 'mid', { a: { pointsNearB: 10 } }))).toEqual([4, 0]);
      expect(ops(run(ID, 'mid', { b: { pointsNearA: 10 } }))).toEqual([0, 4]);
    });
    it('the central Sector: 3; with the Liaison Officer inside: 4', () => {
      expect(ops(run(ID, 'mid', { a: { pointsCentre: 10 } }))).toEqual([3, 0]);
      expect(ops(run(ID, 'mid', { a: { pointsCentre: 10, liaisonInCentre: true } }))).toEqual([4, 0]);
    });
    it('the Liaison Officer inside a centre the opponent Dominates gives nothing', () => {
      const r = run(ID, 'mid', { a: { pointsCentre: 10, liaisonInCentre: true }, b: { pointsCentre: 25 } });
      expect(pts(r, 'a', 'central-liaison')).toBe(0);
      expect(ops(r)).toEqual([0, 3]);
    });
    it('Classified: 1', () => {
      expect(ops(run(ID, 'mid', { b: { classifieds: 1 } }))).toEqual([0, 1]);
    });
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
    expectContradiction(
      () => run(ID, 'mid', { b: { liaisonInCentre: true } }),
      ['b.liaisonInCentre', 'b.pointsCentre'],
    );
  });
});
