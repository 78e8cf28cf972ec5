import { describe, expect, it } from 'vitest';
import { attempt, expectConsistent, expectContradiction, itScoresEach, ops, pts, run } from './testkit';

const ID = 'safe-area';

describe('Safe Area', () => {
  itScoresEach(ID, [
    {
      title: 'maximum: more Sections (4) + Liaison Officer in one (1) + 4 Consoles (4) + Classified (1) = 10',
      facts: {
        a: { pointsS1: 40, pointsS2: 30, liaisonSection: 's1', consoles: 4, classifieds: 1 },
        b: { pointsS3: 20 },
      },
      ops: [10, 0],
    },
    { title: 'all zero: 0 – 0', ops: [0, 0] },
  ]);

  describe('each objective alone', () => {
    itScoresEach(ID, [
      {
        title: 'as many Sections (1 – 1): 2 each',
        facts: { a: { pointsS1: 10 }, b: { pointsS2: 10 } },
        ops: [2, 2],
      },
      {
        title: 'more Sections: 4 (2 vs 1; the one with fewer scores no Section objective)',
        facts: { a: { pointsS1: 10, pointsS2: 10 }, b: { pointsS3: 10 } },
        ops: [4, 0],
      },
      {
        title: 'Liaison Officer in a Dominated Section: 1',
        facts: { a: { pointsS1: 10, liaisonSection: 's1' }, b: { pointsS2: 10 } },
        points: { a: { 'liaison-section': 1 } },
        // One Section each: as many (2) each, A's Liaison Officer +1.
        ops: [3, 2],
      },
      {
        title: 'Liaison Officer in a Section the opponent Dominates: 0',
        facts: { a: { pointsS1: 10, liaisonSection: 's1' }, b: { pointsS1: 20 } },
        points: { a: { 'liaison-section': 0 } },
        // B Dominates the only Dominated Section: more Sections (1 vs 0) → 4.
        ops: [0, 4],
      },
      { title: 'Consoles: 1 each', facts: { a: { consoles: 1 }, b: { consoles: 3 } }, ops: [1, 3] },
      {
        title: 'Classified: 1; Liaison Officer season rule: 1',
        facts: { a: { classifieds: 1 }, b: { liaisonOfficer: true } },
        ops: [1, 1],
      },
    ]);
  });

  describe('INTELCOM', () => {
    it('Support and Control: A 15 + 10 = 25 beats B 20 in Section 2 → A 1 Section vs 0 → 4', () => {
      const r = run(ID, 'mid', {
        a: {
          pointsS2: 15,
          cardUse: 'support-and-control',
          intelcomValue: 10,
          intelcomZone: 's2',
          intelcomTrooperInZone: true,
        },
        b: { pointsS2: 20 },
      });
      expect(ops(r)).toEqual([4, 0]);
    });
    it('Interference: the opponent loses one Console Control (B 2 → 1)', () => {
      const r = run(ID, 'mid', { a: { cardUse: 'interference', interferenceDeniesConsole: true }, b: { consoles: 2 } });
      expect(pts(r, 'b', 'consoles')).toBe(1);
      expect(ops(r)).toEqual([0, 1]);
      expectConsistent(r);
    });
    it('Interference that hit no sole Controller changes nothing', () => {
      expect(ops(run(ID, 'mid', { a: { cardUse: 'interference' }, b: { consoles: 2 } }))).toEqual([0, 2]);
    });
    it('contradictions: Interference against no Console; a card both INTELCOM and Classified', () => {
      expectContradiction(attempt(ID, 'mid', { a: { cardUse: 'interference', interferenceDeniesConsole: true } }), [
        'a.interferenceDeniesConsole',
        'b.consoles',
      ]);
      expectContradiction(attempt(ID, 'mid', { b: { cardUse: 'interference', classifieds: 1 } }), [
        'b.classifieds',
        'b.cardUse',
      ]);
      expectContradiction(attempt(ID, 'mid', { a: { interferenceDeniesConsole: true }, b: { consoles: 1 } }), [
        'a.interferenceDeniesConsole',
        'a.cardUse',
      ]);
    });
  });

  describe('contradictions', () => {
    it('more Consoles than the 4 on the table', () => {
      expectContradiction(attempt(ID, 'mid', { a: { consoles: 3 }, b: { consoles: 2 } }), ['a.consoles', 'b.consoles']);
    });
    it('the Liaison Officer in a Section where its player has no Army Points', () => {
      expectContradiction(attempt(ID, 'mid', { a: { liaisonSection: 's4' } }), ['a.liaisonSection', 'a.pointsS4']);
    });
  });
});
