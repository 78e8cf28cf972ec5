/**
 * Independent review of Supremacy against ITS S11 · Supremacy (Main Objectives): Dominate more
 * Quadrants than the opponent at the end of each Game Round 2, each Hacked Console 1 up to 3
 * (a Console Hacked by both players counts for both); 1 Classified worth 1; INTELCOM Provisions
 * (+1 only while below 10); Neutral HVT. There is no "as many Quadrants" objective here.
 */
import { describe, expect, it } from 'vitest';
import { game, itScoresEach, op, points } from './kit';

const ID = 'supremacy';
const aAhead = { a: { pointsQ1: 30, pointsQ2: 30 }, b: { pointsQ3: 30 } };
const even = { a: { pointsQ1: 30 }, b: { pointsQ3: 30 } };
const bAhead = { a: { pointsQ1: 30 }, b: { pointsQ2: 30, pointsQ3: 30 } };

describe('Supremacy (review)', () => {
  it('won, tied, lost over 3 rounds: A 2 + 0 + 0, B 0 + 0 + 2 → 2 – 2', () => {
    const r = game(ID, 'mid', { rounds: [aAhead, even, bAhead] });
    expect(op(r)).toEqual([2, 2]);
    expect(points(r, 'b', 'dominate-more', 3)).toBe(2);
  });

  itScoresEach(ID, [
    {
      title: 'Consoles Hacked by both: A 3 + B 2, each counting its own → 3 and 2',
      facts: { a: { consolesHacked: 3 }, b: { consolesHacked: 2 }, rounds: [{}] },
      ops: [3, 2],
    },
    {
      title: 'Provisions: 2 × 2 rounds + 3 Consoles + Classified 1 = 8, +1 = 9',
      facts: {
        a: { consolesHacked: 3, classifieds: 1, provisionsClassifieds: 1 },
        rounds: [aAhead, aAhead, even],
      },
      points: { a: { provisions: 1 } },
      ops: [9, 0],
    },
    {
      title: 'HVT harmed by B: A 3 rounds × 2 = 6, +2 = 8',
      facts: { b: { consolesHacked: 2, harmedHvt: true }, rounds: [aAhead, aAhead, aAhead] },
      ops: [8, 0],
    },
  ]);
});
