/**
 * Independent review of Supplies against ITS S11 · Supplies (Main Objectives, end of the
 * battle): each Supply Box Controlled 1 (3 Boxes), more Boxes than the opponent 3, the opponent
 * Controls no Box 2; 2 Classifieds worth 1 each; INTELCOM Counterespionage; Concilium Watch +1
 * within 10; Neutral HVT.
 */
import { describe, expect, it } from 'vitest';
import { game, op, points, refused } from './kit';

const ID = 'supplies';

describe('Supplies (review)', () => {
  it('3 – 0 Boxes: A 3 + 3 + 2 = 8; B scores nothing for Boxes', () => {
    const r = game(ID, 'mid', { a: { suppliesControlled: 3 } });
    expect(op(r)).toEqual([8, 0]);
    expect(points(r, 'b', 'opponent-no-boxes')).toBe(0);
  });

  it('2 – 1 Boxes: A 2 + 3 = 5, B 1; neither gets "opponent has none"', () => {
    const r = game(ID, 'mid', { a: { suppliesControlled: 2 }, b: { suppliesControlled: 1 } });
    expect(op(r)).toEqual([5, 1]);
    expect(points(r, 'a', 'opponent-no-boxes')).toBe(0);
  });

  it('no Boxes for anyone: both get "opponent has none" (2) plus their Classifieds', () => {
    expect(op(game(ID, 'mid', { a: { classifieds: 2 }, b: { classifieds: 1 } }))).toEqual([4, 3]);
  });

  it('Concilium Watch from 9: 2 + 3 + 2 + 2 Classifieds = 9 → 10', () => {
    const r = game(ID, 'mid', { a: { suppliesControlled: 2, classifieds: 2, conciliumWatch: true } });
    expect(op(r)).toEqual([10, 0]);
    expect(points(r, 'a', 'concilium-watch')).toBe(1);
  });

  it('Counterespionage: A 2 Classifieds, 1 cancelled by B’s 1 → A 1 + 2, B 1 + 2', () => {
    expect(op(game(ID, 'mid', { a: { classifieds: 2, classifiedsCancelled: 1 }, b: { classifieds: 1 } }))).toEqual([
      3, 3,
    ]);
  });

  it('HVT harmed by A: A 1 Box + more 3 + opponent has none 2 = 6 → 0; B 0 (A holds a Box) + 2 = 2', () => {
    expect(op(game(ID, 'mid', { a: { suppliesControlled: 1, harmedHvt: true } }))).toEqual([0, 2]);
  });

  it('a Baggage trooper may carry 2 Boxes, but never more than the 3 in the game', () => {
    expect(op(game(ID, 'mid', { a: { suppliesControlled: 2 }, b: { suppliesControlled: 1 } }))).toEqual([5, 1]);
    refused(
      () => game(ID, 'mid', { a: { suppliesControlled: 3 }, b: { suppliesControlled: 1 } }),
      ['a.suppliesControlled', 'b.suppliesControlled'],
    );
  });
});
