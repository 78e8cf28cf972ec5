/**
 * Independent review of Annihilation against ITS S11 · Annihilation (Main Objectives table):
 * enemy Army Points Killed and own surviving Army Points each score 1 / 3 / 4 in the tier's
 * bands — Low 50–100 / 101–150 / more than 150; Mid 75–150 / 151–250 / more than 250;
 * Top 100–200 / 201–300 / more than 300 — and the enemy DataTracker Killed 2. Killing: troopers
 * never deployed count as Killed by the opponent. No Classifieds, no HVT, No Quarter.
 */
import { describe, expect, it } from 'vitest';
import type { Tier } from '../../../../shared/model';
import { byId } from '../registry';
import { attempt, game, invalid, op, points, refused } from './kit';

const ID = 'annihilation';

describe('Annihilation (review)', () => {
  // Never-deployed troopers cross a band edge on their own (ITS S11 · Annihilation · Killing).
  const crossings: [Tier, number, number, number, number][] = [
    // tier, killed on the table, opponent's never-deployed points, OP without them, OP with them
    ['low', 49, 1, 0, 1], // 49 → 0; 50 → 1
    ['low', 100, 1, 1, 3], // 100 → 1; 101 → 3
    ['low', 150, 1, 3, 4], // 150 → 3; 151 → 4
    ['mid', 74, 1, 0, 1], // 74 → 0; 75 → 1
    ['mid', 150, 1, 1, 3], // 150 → 1; 151 → 3
    ['mid', 250, 1, 3, 4], // 250 → 3; 251 → 4
    ['top', 99, 1, 0, 1], // 99 → 0; 100 → 1
    ['top', 200, 1, 1, 3], // 200 → 1; 201 → 3
    ['top', 300, 1, 3, 4], // 300 → 3; 301 → 4
  ];
  for (const [tier, killed, undeployed, before, after] of crossings) {
    it(`${tier}: ${killed} killed → ${before}; with ${undeployed} more never deployed (${killed + undeployed}) → ${after}`, () => {
      expect(points(game(ID, tier, { b: { killedPoints: killed } }), 'b', 'killed-points')).toBe(before);
      const r = game(ID, tier, { b: { killedPoints: killed }, a: { notDeployedPoints: undeployed } });
      expect(points(r, 'b', 'killed-points')).toBe(after);
    });
  }

  it('the same figures give different OP by tier: 150 killed + 150 surviving → Low 3 + 3, Mid 1 + 1, Top 1 + 1', () => {
    const facts = { a: { killedPoints: 150, survivingPoints: 150 } };
    expect(op(game(ID, 'low', facts))).toEqual([6, 0]);
    expect(op(game(ID, 'mid', facts))).toEqual([2, 0]);
    expect(op(game(ID, 'top', facts))).toEqual([2, 0]);
  });

  it('both players at Top: A 201 killed (3) + 99 surviving (0) = 3; B 100 killed (1) + 301 surviving (4) + DataTracker 2 = 7', () => {
    const r = game(ID, 'top', {
      a: { killedPoints: 201, survivingPoints: 99 },
      b: { killedPoints: 100, survivingPoints: 301, killedDataTracker: true },
    });
    expect(op(r)).toEqual([3, 7]);
    // 3 − 7: Defeat for A; B wins by 4 → Victory 2 TP.
    expect(r.tp).toEqual([0, 2]);
    expect(r.vp).toEqual([99, 301]);
  });

  it('the whole enemy army killed at Top: 380 + 20 never deployed = 400 → 4; 401 is refused', () => {
    expect(
      points(game(ID, 'top', { a: { killedPoints: 380 }, b: { notDeployedPoints: 20 } }), 'a', 'killed-points'),
    ).toBe(4);
    refused(attempt(ID, 'top', { a: { killedPoints: 381 }, b: { notDeployedPoints: 20 } }), [
      'a.killedPoints',
      'b.notDeployedPoints',
    ]);
  });

  it('No Quarter and no Classified deck, HVT, Liaison Officer or Concilium Watch', () => {
    const def = byId(ID);
    expect(def?.retreat).toEqual({ applies: false, endsGameIfTurnStartsInRetreat: false });
    expect(def?.classified.count).toBe(0);
    expect(def?.hvt).toBe('not-used');
    invalid(attempt(ID, 'mid', { a: { secureHvt: true } }), 'a.secureHvt');
    invalid(attempt(ID, 'mid', { b: { liaisonOfficer: true } }), 'b.liaisonOfficer');
    invalid(attempt(ID, 'mid', { b: { conciliumWatch: true } }), 'b.conciliumWatch');
  });
});
