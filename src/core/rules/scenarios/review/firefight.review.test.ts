/**
 * Independent review of Firefight against ITS S11 · Firefight (Main Objectives): more
 * Specialist Troops Killed than the opponent 1, more Lieutenants 2, more Army Points 3, more
 * Panoply items 1, the enemy DataTracker Killed 1; 2 Classifieds worth 1 each; Neutral HVT;
 * Killing (never-deployed troopers count as Killed by the opponent); No Quarter.
 */
import { describe, expect, it } from 'vitest';
import { attempt, game, itScoresEach, op, refused } from './kit';

const ID = 'firefight';

describe('Firefight (review)', () => {
  it('every "more" objective tied: Specialists 1 – 1, Lieutenants 1 – 1, 90 – 90, Panoplies 2 – 2 → 0 – 0', () => {
    const same = { specialistsKilled: 1, lieutenantsKilled: 1, killedPoints: 90, panoplyItems: 2 };
    const r = game(ID, 'mid', { a: same, b: same });
    expect(op(r)).toEqual([0, 0]);
    expect(r.tp).toEqual([1, 1]);
  });

  it('split objectives: A Specialists 1 + Lieutenants 2 = 3; B Army Points 3 + Panoplies 1 + DataTracker 1 = 5', () => {
    const r = game(ID, 'mid', {
      a: { specialistsKilled: 2, lieutenantsKilled: 1, killedPoints: 40, panoplyItems: 1 },
      b: { specialistsKilled: 1, killedPoints: 41, panoplyItems: 2, killedDataTracker: true },
    });
    expect(op(r)).toEqual([3, 5]);
    expect(r.tp).toEqual([0, 2]);
  });

  it('Secure HVT replaces one of the 2 Classifieds: 1 card + Secure HVT = 2; 2 cards + Secure HVT is refused', () => {
    expect(op(game(ID, 'mid', { b: { classifieds: 1, secureHvt: true } }))).toEqual([0, 2]);
    refused(attempt(ID, 'mid', { a: { classifieds: 2, secureHvt: true } }), ['a.classifieds', 'a.secureHvt']);
  });

  itScoresEach(ID, [
    {
      title: 'never-deployed Specialists decide "more Specialists": A 0 vs B 0 + A’s 1 never deployed → B 1',
      facts: { a: { notDeployedSpecialists: 1 } },
      points: { b: { 'more-specialists': 1 } },
      ops: [0, 1],
    },
    {
      title: 'HVT harmed by A: B 8 (Army Points 3 + Lieutenants 2 + DataTracker 1 + 2 Classifieds) + 2 = 10',
      facts: {
        a: { specialistsKilled: 3, harmedHvt: true },
        b: { lieutenantsKilled: 1, killedPoints: 10, killedDataTracker: true, classifieds: 2 },
      },
      points: { b: { 'hvt-compensation': 2 } },
      ops: [0, 10],
    },
  ]);
});
