/**
 * Independent review of The Armory against ITS S11 · The Armory (Main Objectives): Dominate the
 * Armory at the end of each Game Round 1, Dominate it at the end of the game 4, more Panoply
 * items than the opponent 2; 1 Classified worth 1, or the card as INTELCOM Support and Control
 * used when the game ends; Dominate ZO needs strictly more Army Points; Neutral HVT.
 */
import { describe, expect, it } from 'vitest';
import { game, op, points } from './kit';

const ID = 'the-armory';
const aHolds = { a: { pointsArmory: 40 }, b: { pointsArmory: 35 } };
const bHolds = { a: { pointsArmory: 35 }, b: { pointsArmory: 40 } };
const tie = { a: { pointsArmory: 35 }, b: { pointsArmory: 35 } };

describe('The Armory (review)', () => {
  it('A holds round 1, round 2 is tied, B holds round 3 (the end): A 1; B 1 + 4 = 5', () => {
    const r = game(ID, 'mid', { rounds: [aHolds, tie, bHolds] });
    expect(op(r)).toEqual([1, 5]);
    expect(points(r, 'b', 'dominate-end')).toBe(4);
    expect(r.tp).toEqual([0, 2]);
  });

  it('a tie at the end gives nobody the 4: A 1 + 1 + 0 = 2', () => {
    expect(op(game(ID, 'mid', { rounds: [aHolds, aHolds, tie] }))).toEqual([2, 0]);
  });

  it('the card ties the last round: B 35 + 5 = 40 vs A 40 → nobody Dominates round 3 or the end', () => {
    const r = game(ID, 'mid', {
      b: { cardUse: 'support-and-control', intelcomValue: 5, intelcomZone: 'armory', intelcomTrooperInZone: true },
      rounds: [aHolds, aHolds, aHolds],
    });
    expect(op(r)).toEqual([2, 0]);
  });

  it('Panoply items tied: nobody gets the 2', () => {
    expect(op(game(ID, 'mid', { a: { panoplyItems: 2 }, b: { panoplyItems: 2 }, rounds: [{}] }))).toEqual([0, 0]);
  });

  it('HVT harmed by A: B 3 rounds + 4 = 7, +2 = 9; A 0', () => {
    const r = game(ID, 'mid', { a: { panoplyItems: 1, harmedHvt: true }, rounds: [bHolds, bHolds, bHolds] });
    expect(op(r)).toEqual([0, 9]);
  });
});
