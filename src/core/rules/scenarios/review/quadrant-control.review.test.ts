/**
 * Independent review of Quadrant Control against ITS S11 · Quadrant Control (Main Objectives),
 * checked at the end of each Game Round: Dominate as many Quadrants as the opponent 1 (only
 * with at least 1), Dominate more Quadrants 2, your non-Null DataTracker in a Quadrant you
 * Dominate 1 (Dominant DataTracker); 1 Classified worth 1, or the card as INTELCOM Support and
 * Control, used when the game ends; Dominate ZO needs strictly more Army Points.
 */
import { describe, expect, it } from 'vitest';
import { game, op, points } from './kit';

const ID = 'quadrant-control';
const card = (zone: string, value: number) => ({
  cardUse: 'support-and-control',
  intelcomValue: value,
  intelcomZone: zone,
  intelcomTrooperInZone: true,
});

describe('Quadrant Control (review)', () => {
  it('three different rounds: won with the DataTracker, tied, nobody → A 3 + 1 + 0 = 4, B 0 + 1 + 1 + 0 = 2', () => {
    const r = game(ID, 'mid', {
      rounds: [
        // Round 1: A Q1, Q2 vs B Q3 → A more (2) + DataTracker in Q1 (1); B 0.
        { a: { pointsQ1: 50, pointsQ2: 20, dataTrackerQuadrant: 'q1' }, b: { pointsQ3: 40 } },
        // Round 2: A Q1, Q2; B Q3, Q4 → as many (1 each); B’s DataTracker in Q4 (held) → +1.
        { a: { pointsQ1: 50, pointsQ2: 20 }, b: { pointsQ3: 40, pointsQ4: 10, dataTrackerQuadrant: 'q4' } },
        // Round 3: every Quadrant tied 30 – 30 → nobody Dominates; DataTrackers in tied Quadrants → 0.
        {
          a: { pointsQ1: 30, pointsQ2: 30, pointsQ3: 30, pointsQ4: 30, dataTrackerQuadrant: 'q2' },
          b: { pointsQ1: 30, pointsQ2: 30, pointsQ3: 30, pointsQ4: 30, dataTrackerQuadrant: 'q3' },
        },
      ],
    });
    expect(op(r)).toEqual([4, 2]);
    expect(points(r, 'a', 'dominate-more', 1)).toBe(2);
    expect(points(r, 'b', 'dominant-datatracker', 2)).toBe(1);
    expect(points(r, 'a', 'dominant-datatracker', 3)).toBe(0);
    expect(r.tp).toEqual([2, 0]);
  });

  it('the DataTracker point is per round and independent of winning: A 1 Quadrant vs B 2, DataTracker in A’s → A 1', () => {
    const r = game(ID, 'mid', {
      rounds: [{ a: { pointsQ1: 25, dataTrackerQuadrant: 'q1' }, b: { pointsQ2: 25, pointsQ3: 25 } }],
    });
    expect(op(r)).toEqual([1, 2]);
  });

  it('the card turns round 3 only: 1 – 1 in rounds 1 to 3 becomes 2 – 1 in round 3 with A 18 + 7 = 25 > 20 in Q2', () => {
    const even = { a: { pointsQ1: 30, pointsQ2: 18 }, b: { pointsQ2: 20 } };
    const r = game(ID, 'mid', { a: card('q2', 7), rounds: [even, even, even] });
    // Rounds 1–2: A Q1, B Q2 → as many (1 each). Round 3: A Q1, Q2 vs 0 → A more 2, B 0.
    expect(points(r, 'a', 'dominate-same')).toBe(2);
    expect(points(r, 'a', 'dominate-more', 3)).toBe(2);
    expect(op(r)).toEqual([4, 2]);
  });

  it('maximum with the card given up: 3 × (2 + 1) = 9', () => {
    const round = { a: { pointsQ1: 10, pointsQ2: 10, dataTrackerQuadrant: 'q2' }, b: { pointsQ4: 5 } };
    const r = game(ID, 'top', { a: card('q1', 2), rounds: [round, round, round] });
    expect(op(r)).toEqual([9, 0]);
  });

  it('HVT harmed by B in a 3-round game: A 3 × 2 + Classified 1 = 7, +2 = 9', () => {
    const round = { a: { pointsQ1: 10, pointsQ2: 10 }, b: { pointsQ4: 5 } };
    const r = game(ID, 'mid', { a: { classifieds: 1 }, b: { harmedHvt: true }, rounds: [round, round, round] });
    expect(op(r)).toEqual([9, 0]);
  });
});
