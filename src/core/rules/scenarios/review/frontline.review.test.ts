/**
 * Independent review of Frontline against ITS S11 · Frontline (Main Objectives): Dominate the
 * Sector nearest your Deployment Zone 1, the central Sector 3, with your non-Null Liaison Officer
 * inside +1, the Sector farthest from your Deployment Zone 4; 1 Classified worth 1, or the card
 * as INTELCOM Support and Control (its value added to your Army Points in one Sector holding a
 * non-Null trooper of yours); Liaison Officer season rule +1 within 10; Dominate ZO needs strictly
 * more Army Points.
 */
import { describe, expect, it } from 'vitest';
import { byId } from '../registry';
import { attempt, game, itScoresEach, op, points, refused } from './kit';

const ID = 'frontline';
const card = (zone: string, value: number, inside = true) => ({
  cardUse: 'support-and-control',
  intelcomValue: value,
  intelcomZone: zone,
  intelcomTrooperInZone: inside,
});

describe('Frontline (review)', () => {
  it('equal Army Points in every Sector: nobody Dominates anything → 0 – 0', () => {
    const same = { pointsNearA: 30, pointsCentre: 45, pointsNearB: 12 };
    expect(op(game(ID, 'mid', { a: same, b: same }))).toEqual([0, 0]);
  });

  itScoresEach(ID, [
    {
      title:
        'both score: A holds its own Sector (1) and the centre with the Liaison Officer (3 + 1) = 5; B holds its own (1)',
      facts: {
        a: { pointsNearA: 50, pointsCentre: 31, liaisonInCentre: true },
        b: { pointsNearB: 40, pointsCentre: 30, liaisonInCentre: true },
      },
      points: { b: { 'central-liaison': 0 } },
      ops: [5, 1],
    },
    {
      title: 'the card makes a tie, not a Domination: A 20 + 5 = 25 vs B 25 in the centre → nobody scores 3',
      facts: { a: { pointsCentre: 20, ...card('centre', 5) }, b: { pointsCentre: 25 } },
      ops: [0, 0],
    },
    {
      title: 'both players use the card in the centre: A 20 + 6 = 26 vs B 22 + 5 = 27 → B 3',
      facts: {
        a: { pointsCentre: 20, ...card('centre', 6) },
        b: { pointsCentre: 22, ...card('centre', 5) },
      },
      ops: [0, 3],
    },
    {
      title: 'a card in the farthest Sector: B 10 + 8 = 18 > A 15 in the Sector nearest A → B 4',
      facts: { a: { pointsNearA: 15 }, b: { pointsNearA: 10, ...card('near-a', 8) } },
      ops: [0, 4],
    },
    {
      title: 'the card does nothing without a non-Null trooper of its player inside',
      facts: { a: { pointsNearA: 15 }, b: { pointsNearA: 10, ...card('near-a', 8, false) } },
      ops: [1, 0],
    },
    {
      title: 'with the card given up: 1 + 3 + 1 + 4 = 9, + Liaison Officer season rule 1 = 10',
      tier: 'top',
      facts: {
        a: {
          pointsNearA: 10,
          pointsCentre: 10,
          pointsNearB: 10,
          liaisonInCentre: true,
          liaisonOfficer: true,
          ...card('centre', 3),
        },
      },
      points: { a: { 'liaison-officer': 1 } },
      ops: [10, 0],
    },
  ]);

  it('the card used as INTELCOM cannot also be the Classified or be replaced by Secure HVT', () => {
    refused(attempt(ID, 'mid', { a: { classifieds: 1, ...card('centre', 3) } }), ['a.classifieds', 'a.cardUse']);
    refused(attempt(ID, 'mid', { b: { secureHvt: true, ...card('centre', 3) } }), ['b.secureHvt', 'b.cardUse']);
  });

  it('HVT harmed by B: A 9 + 2 → 10', () => {
    const r = game(ID, 'mid', {
      a: { pointsNearA: 10, pointsCentre: 10, pointsNearB: 10, liaisonInCentre: true },
      b: { harmedHvt: true },
    });
    expect(op(r)).toEqual([10, 0]);
    expect(points(r, 'a', 'hvt-compensation')).toBe(1);
  });

  it('Zones of Operations offered to the card are the three Sectors', () => {
    expect(byId(ID)?.zones?.map((z) => z.id)).toEqual(['near-a', 'centre', 'near-b']);
  });
});
