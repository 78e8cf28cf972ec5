import { describe, expect, it } from 'vitest';
import {
  attempt,
  expectConsistent,
  expectContradiction,
  expectInvalid,
  inEnglish,
  itScoresEach,
  ops,
  pts,
  run,
} from './testkit';

const ID = 'quadrant-control';

// A round where A Dominates Quadrants 1 and 2 and B Dominates Quadrant 3.
const aTwoBOne = { a: { pointsQ1: 50, pointsQ2: 40 }, b: { pointsQ1: 20, pointsQ3: 30 } };
// A round where A Dominates Quadrants 1 and 2, its DataTracker in Quadrant 1, and B Dominates Quadrant 3.
const aLeadsWithDataTracker = { a: { pointsQ1: 50, pointsQ2: 40, dataTrackerQuadrant: 'q1' }, b: { pointsQ3: 30 } };

describe('Quadrant Control', () => {
  itScoresEach(ID, [
    {
      title: 'maximum: 3 rounds × (more Quadrants 2 + Dominant DataTracker 1) + Classified 1 = 10',
      facts: { a: { classifieds: 1 }, rounds: [aLeadsWithDataTracker, aLeadsWithDataTracker, aLeadsWithDataTracker] },
      points: { a: { 'dominate-more': 6, 'dominant-datatracker': 3 } },
      ops: [10, 0],
    },
    {
      title: 'all zero: nobody Dominates, the "as many" objective needs at least 1 → 0 – 0',
      facts: { rounds: [{}, {}, {}] },
      ops: [0, 0],
    },
  ]);

  describe('each objective alone (one round)', () => {
    itScoresEach(ID, [
      {
        title: 'as many Quadrants as the opponent (1 each): 1 – 1',
        facts: { rounds: [{ a: { pointsQ1: 10 }, b: { pointsQ2: 10 } }] },
        ops: [1, 1],
      },
      { title: 'more Quadrants: 2 for the leader only', facts: { rounds: [aTwoBOne] }, ops: [2, 0] },
      {
        title: 'Dominant DataTracker: +1 in a Quadrant the player Dominates',
        facts: { rounds: [{ ...aTwoBOne, b: { ...aTwoBOne.b, dataTrackerQuadrant: 'q3' } }] },
        points: { b: { 'dominant-datatracker': 1 } },
        ops: [2, 1],
      },
      {
        // DataTracker in Quadrant 1, Dominated by A (50 vs 20): A still leads 2 – 1 → 2.
        title: 'Dominant DataTracker: nothing in a Quadrant the player does not Dominate',
        facts: { rounds: [{ ...aTwoBOne, b: { ...aTwoBOne.b, dataTrackerQuadrant: 'q1' } }] },
        points: { b: { 'dominant-datatracker': 0 } },
        ops: [2, 0],
      },
      {
        title: 'a tie in a Quadrant Dominates nothing',
        facts: { rounds: [{ a: { pointsQ4: 30, dataTrackerQuadrant: 'q4' }, b: { pointsQ4: 30 } }] },
        ops: [0, 0],
      },
      { title: 'Classified: 1', facts: { a: { classifieds: 1 }, rounds: [{}] }, ops: [1, 0] },
    ]);
  });

  it('each Game Round is scored on its own: won, tied, lost → A 2 + 1 + 0 = 3, B 0 + 1 + 2 = 3', () => {
    const r = run(ID, 'mid', {
      rounds: [aTwoBOne, { a: { pointsQ1: 10 }, b: { pointsQ2: 10 } }, { a: {}, b: { pointsQ1: 5 } }],
    });
    // Round 1: A more (2). Round 2: 1 – 1 (1 each). Round 3: B more (2). A 3, B 3.
    expect(ops(r)).toEqual([3, 3]);
  });

  describe('INTELCOM Support and Control', () => {
    const final = { a: { pointsQ1: 25 }, b: { pointsQ1: 30 } };
    it('adds the card’s value in the chosen Quadrant at the end of the game only', () => {
      // Round 3: A 25 + 6 = 31 > 30 → A Dominates Quadrant 1 (more: 2). Rounds 1–2: B 30 > 25 (B 2 + 2).
      const r = run(ID, 'mid', {
        a: { cardUse: 'support-and-control', intelcomValue: 6, intelcomZone: 'q1', intelcomTrooperInZone: true },
        rounds: [final, final, final],
      });
      expect(pts(r, 'a', 'dominate-more', 3)).toBe(2);
      expect(pts(r, 'a', 'dominate-more', 1)).toBe(0);
      expect(ops(r)).toEqual([2, 4]);
      expectConsistent(r);
    });
    it('does nothing without a non-Null trooper inside that Quadrant', () => {
      const r = run(ID, 'mid', {
        a: { cardUse: 'support-and-control', intelcomValue: 6, intelcomZone: 'q1', intelcomTrooperInZone: false },
        rounds: [final],
      });
      expect(ops(r)).toEqual([0, 2]);
    });
    it('a value equal to the gap only ties (25 + 5 = 30): nobody Dominates in round 3', () => {
      const r = run(ID, 'mid', {
        a: { cardUse: 'support-and-control', intelcomValue: 5, intelcomZone: 'q1', intelcomTrooperInZone: true },
        rounds: [final, final, final],
      });
      // Rounds 1–2: B 30 > 25 → B 2 + 2; round 3: 30 vs 30, nobody.
      expect(pts(r, 'b', 'dominate-more', 3)).toBe(0);
      expect(ops(r)).toEqual([0, 4]);
    });
    it('a game ended early by Retreat! (end of round 2): the card is used only at the end of the third Game Round, so it adds nothing', () => {
      // ITS S11 · Quadrant Control · INTELCOM Card (Support and Control): "at the end of the third Game Round".
      const r = run(ID, 'mid', {
        a: { cardUse: 'support-and-control', intelcomValue: 6, intelcomZone: 'q1', intelcomTrooperInZone: true },
        rounds: [final, final],
      });
      expect(pts(r, 'a', 'dominate-more', 2)).toBe(0);
      expect(ops(r)).toEqual([0, 4]);
      expect(inEnglish(r.players.a.lines.find((l) => l.objective === 'intelcom')?.label)).toContain('not used');
    });
    it('the card given up as INTELCOM cannot also be accomplished as the Classified', () => {
      expectContradiction(attempt(ID, 'mid', { a: { cardUse: 'support-and-control', classifieds: 1 }, rounds: [{}] }), [
        'a.classifieds',
        'a.cardUse',
      ]);
      expectContradiction(
        attempt(ID, 'mid', { b: { cardUse: 'support-and-control', secureHvt: true }, rounds: [{}] }),
        ['b.secureHvt', 'b.cardUse'],
      );
    });
    it('a card value given while the card stayed a Classified is a contradiction', () => {
      expectContradiction(attempt(ID, 'mid', { a: { intelcomValue: 4 }, rounds: [{}] }), [
        'a.intelcomValue',
        'a.cardUse',
      ]);
    });
  });

  describe('contradictions and input', () => {
    it('a DataTracker in a Quadrant where its player has no Army Points', () => {
      expectContradiction(attempt(ID, 'mid', { rounds: [{}, { b: { dataTrackerQuadrant: 'q2' } }] }), [
        'rounds.1.b.dataTrackerQuadrant',
        'rounds.1.b.pointsQ2',
      ]);
    });
    it('rounds are required, at most 3', () => {
      expectInvalid(attempt(ID, 'mid'), 'rounds');
      expectInvalid(attempt(ID, 'mid', { rounds: [{}, {}, {}, {}] }), 'rounds');
      expectInvalid(
        attempt(ID, 'mid', { rounds: [{ a: { dataTrackerQuadrant: 'q5' } }] }),
        'rounds.0.a.dataTrackerQuadrant',
      );
    });
  });
});
