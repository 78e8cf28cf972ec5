/**
 * Independent review of Biotechvore against ITS S11 · Biotechvore (Main Objectives): more
 * Classifieds than the opponent 1, more enemy Army Points Killed than the opponent 2, own
 * surviving Army Points 2 / 3 / 4 in the tier's bands (Low 50–100 / 101–150 / more than 150;
 * Mid 75–150 / 151–250 / more than 250; Top 100–200 / 201–300 / more than 300); 3 Classifieds
 * worth 1 each; INTELCOM Counterespionage; Neutral HVT; No Quarter.
 */
import { describe, expect, it } from 'vitest';
import { byId } from '../registry';
import { attempt, game, itScoresEach, op, points, refused } from './kit';

const ID = 'biotechvore';

describe('Biotechvore (review)', () => {
  it('maximum at Top: 3 Classifieds + more (1) + more killed (2) + 301 surviving (4) = 10; B 150 surviving → 2', () => {
    const r = game(ID, 'top', {
      a: { classifieds: 3, killedPoints: 60, survivingPoints: 301 },
      b: { killedPoints: 59, survivingPoints: 150 },
    });
    expect(op(r)).toEqual([10, 2]);
    expect(r.tp).toEqual([3, 0]);
  });

  it('the lowest surviving band is worth 2, not 1: Low 50 → 2, Mid 75 → 2, Top 100 → 2', () => {
    expect(op(game(ID, 'low', { a: { survivingPoints: 50 } }))).toEqual([2, 0]);
    expect(op(game(ID, 'mid', { a: { survivingPoints: 75 } }))).toEqual([2, 0]);
    expect(op(game(ID, 'top', { a: { survivingPoints: 100 } }))).toEqual([2, 0]);
  });

  it('killed points tied once the never-deployed are added: A 40 vs B 30 + A’s 10 never deployed = 40 → nobody gets the 2', () => {
    const r = game(ID, 'mid', { a: { killedPoints: 40, notDeployedPoints: 10 }, b: { killedPoints: 30 } });
    expect(points(r, 'a', 'more-killed')).toBe(0);
    expect(points(r, 'b', 'more-killed')).toBe(0);
  });

  itScoresEach(ID, [
    {
      title: 'Classifieds tied: 2 – 2 → 2 each, nobody has "more"',
      facts: { a: { classifieds: 2 }, b: { classifieds: 1, secureHvt: true } },
      ops: [2, 2],
    },
    {
      title: 'Counterespionage both ways: A 3 with 1 cancelled (2) vs B 3 with 2 cancelled (1) → A 2 + 1 = 3, B 1',
      facts: {
        a: { classifieds: 3, classifiedsCancelled: 1 },
        b: { classifieds: 3, classifiedsCancelled: 2 },
      },
      points: { a: { 'more-classifieds': 1 } },
      ops: [3, 1],
    },
  ]);

  it('Secure HVT cannot be cancelled by Counterespionage: 1 card + Secure HVT with 2 cancelled is refused', () => {
    refused(
      attempt(ID, 'mid', { a: { classifieds: 1, secureHvt: true, classifiedsCancelled: 2 }, b: { classifieds: 3 } }),
      ['a.classifiedsCancelled', 'a.classifieds'],
    );
  });

  it('HVT harmed by B: A 2 Classifieds + more (1) + 120 surviving at Low (3) = 6, +2 = 8; B 0', () => {
    const r = game(ID, 'low', {
      a: { classifieds: 2, survivingPoints: 120 },
      b: { killedPoints: 10, harmedHvt: true },
    });
    expect(op(r)).toEqual([8, 0]);
  });

  it('No Quarter: Retreat! is not applied', () => {
    expect(byId(ID)?.retreat.applies).toBe(false);
  });
});
