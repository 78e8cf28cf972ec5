/**
 * Independent review of Supplies against ITS S11 · Supplies (Main Objectives, end of the
 * battle): each Supply Box Controlled 1 (3 Boxes), more Boxes than the opponent 3, the opponent
 * Controls no Box 2; 2 Classifieds worth 1 each; INTELCOM Counterespionage; Concilium Watch +1
 * within 10; Neutral HVT.
 */
import { describe, expect, it } from 'vitest';
import { attempt, game, itScoresEach, op, refused } from './kit';

const ID = 'supplies';

describe('Supplies (review)', () => {
  itScoresEach(ID, [
    {
      title: '3 – 0 Boxes: A 3 + 3 + 2 = 8; B scores nothing for Boxes',
      facts: { a: { suppliesControlled: 3 } },
      points: { b: { 'opponent-no-boxes': 0 } },
      ops: [8, 0],
    },
    {
      title: '2 – 1 Boxes: A 2 + 3 = 5, B 1; neither gets "opponent has none"',
      facts: { a: { suppliesControlled: 2 }, b: { suppliesControlled: 1 } },
      points: { a: { 'opponent-no-boxes': 0 } },
      ops: [5, 1],
    },
    {
      title: 'no Boxes for anyone: both get "opponent has none" (2) plus their Classifieds',
      facts: { a: { classifieds: 2 }, b: { classifieds: 1 } },
      ops: [4, 3],
    },
    {
      title: 'Concilium Watch from 9: 2 + 3 + 2 + 2 Classifieds = 9 → 10',
      facts: { a: { suppliesControlled: 2, classifieds: 2, conciliumWatch: true } },
      points: { a: { 'concilium-watch': 1 } },
      ops: [10, 0],
    },
    {
      title: 'Counterespionage: A 2 Classifieds, 1 cancelled by B’s 1 → A 1 + 2, B 1 + 2',
      facts: { a: { classifieds: 2, classifiedsCancelled: 1 }, b: { classifieds: 1 } },
      ops: [3, 3],
    },
    {
      title: 'HVT harmed by A: A 1 Box + more 3 + opponent has none 2 = 6 → 0; B 0 (A holds a Box) + 2 = 2',
      facts: { a: { suppliesControlled: 1, harmedHvt: true } },
      ops: [0, 2],
    },
  ]);

  it('a Baggage trooper may carry 2 Boxes, but never more than the 3 in the game', () => {
    expect(op(game(ID, 'mid', { a: { suppliesControlled: 2 }, b: { suppliesControlled: 1 } }))).toEqual([5, 1]);
    refused(attempt(ID, 'mid', { a: { suppliesControlled: 3 }, b: { suppliesControlled: 1 } }), [
      'a.suppliesControlled',
      'b.suppliesControlled',
    ]);
  });
});
