/**
 * Independent review of The Armory against ITS S11 · The Armory (Main Objectives): Dominate the
 * Armory at the end of each Game Round 1, Dominate it at the end of the game 4, more Panoply
 * items than the opponent 2; 1 Classified worth 1, or the card as INTELCOM Support and Control
 * used when the game ends; Dominate ZO needs strictly more Army Points; Neutral HVT.
 */
import { describe } from 'vitest';
import { itScoresEach } from './kit';

const ID = 'the-armory';
const aHolds = { a: { pointsArmory: 40 }, b: { pointsArmory: 35 } };
const bHolds = { a: { pointsArmory: 35 }, b: { pointsArmory: 40 } };
const tie = { a: { pointsArmory: 35 }, b: { pointsArmory: 35 } };

describe('The Armory (review)', () => {
  itScoresEach(ID, [
    {
      title: 'A holds round 1, round 2 is tied, B holds round 3 (the end): A 1; B 1 + 4 = 5',
      facts: { rounds: [aHolds, tie, bHolds] },
      points: { b: { 'dominate-end': 4 } },
      ops: [1, 5],
      tp: [0, 2],
    },
    {
      title: 'a tie at the end gives nobody the 4: A 1 + 1 + 0 = 2',
      facts: { rounds: [aHolds, aHolds, tie] },
      ops: [2, 0],
    },
    {
      title: 'the card ties the last round: B 35 + 5 = 40 vs A 40 → nobody Dominates round 3 or the end',
      facts: {
        b: { cardUse: 'support-and-control', intelcomValue: 5, intelcomZone: 'armory', intelcomTrooperInZone: true },
        rounds: [aHolds, aHolds, aHolds],
      },
      ops: [2, 0],
    },
    {
      title: 'Panoply items tied: nobody gets the 2',
      facts: { a: { panoplyItems: 2 }, b: { panoplyItems: 2 }, rounds: [{}] },
      ops: [0, 0],
    },
    {
      title: 'HVT harmed by A: B 3 rounds + 4 = 7, +2 = 9; A 0',
      facts: { a: { panoplyItems: 1, harmedHvt: true }, rounds: [bHolds, bHolds, bHolds] },
      ops: [0, 9],
    },
  ]);
});
