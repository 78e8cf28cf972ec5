/**
 * Independent review of Acquisition against ITS S11 · Acquisition (Main Objectives): each
 * Activated Antenna 1, each Controlled Antenna 1, Control the Tech-Coffin 3, with the
 * DataTracker +2, with the Liaison Officer +1 (not together with the DataTracker bonus);
 * 1 Classified worth 1; Liaison Officer season rule +1 within 10; Neutral HVT.
 */
import { describe, expect, it } from 'vitest';
import { attempt, game, invalid, itScoresEach, op, refused } from './kit';

const ID = 'acquisition';

describe('Acquisition (review)', () => {
  itScoresEach(ID, [
    {
      title: 'both players score: A 1 Activated + 1 Controlled + Coffin 3 + Liaison Officer 1 = 6; B 1 + 1 = 2',
      tier: 'top',
      facts: {
        a: { activatedAntennas: 1, controlledAntennas: 1, controlsCoffin: true, coffinByLiaison: true },
        b: { activatedAntennas: 1, controlledAntennas: 1 },
      },
      points: { a: { 'tech-coffin-bonus': 1 } },
      // ITS S11 · Keeping Score: 6 − 2 = 4 → Victory 2 TP, Defeat 0.
      ops: [6, 2],
      tp: [2, 0],
    },
    {
      title:
        'the Liaison Officer route to 10: 2 + 2 + Coffin 3 + Liaison Officer in contact 1 + Classified 1 = 9, +1 season Liaison Officer = 10',
      tier: 'low',
      facts: {
        a: {
          activatedAntennas: 2,
          controlledAntennas: 2,
          controlsCoffin: true,
          coffinByLiaison: true,
          classifieds: 1,
          liaisonOfficer: true,
        },
      },
      points: { a: { 'liaison-officer': 1 } },
      ops: [10, 0],
    },
    {
      title: 'the season Liaison Officer bonus is lost at 10: DataTracker route 2 + 2 + 3 + 2 + 1 = 10, +1 kept 0',
      facts: {
        a: {
          activatedAntennas: 2,
          controlledAntennas: 2,
          controlsCoffin: true,
          coffinByDataTracker: true,
          coffinByLiaison: true,
          classifieds: 1,
          liaisonOfficer: true,
        },
      },
      points: { a: { 'tech-coffin-bonus': 2, 'liaison-officer': 0 } },
      ops: [10, 0],
    },
    {
      title: 'Secure HVT in place of the Classified is worth the same 1 OP',
      facts: { a: { secureHvt: true }, b: { classifieds: 1 } },
      // ITS S11 · Secure HVT: same OP as a normal Classified of the scenario (1).
      ops: [1, 1],
    },
  ]);

  describe('HVT harmed (ITS S11 · HVT Model)', () => {
    itScoresEach(ID, [
      {
        title: 'A loses its 5 (Coffin 3 + DataTracker 2); B 2 + 2 + Classified 1 + Liaison Officer 1 = 6, +2 = 8',
        facts: {
          a: { controlsCoffin: true, coffinByDataTracker: true, harmedHvt: true },
          b: { activatedAntennas: 2, controlledAntennas: 2, classifieds: 1, liaisonOfficer: true },
        },
        points: { a: { 'hvt-penalty': -5 }, b: { 'hvt-compensation': 2 } },
        // B: 2 + 2 + 1 Classified = 5, + Liaison Officer 1 = 6, + compensation 2 = 8.
        // 0 − 8: Defeat for A, Total Victory (≥ 5) for B.
        ops: [0, 8],
        tp: [0, 3],
      },
      {
        title: 'a player already at 10 gains nothing from the compensation',
        facts: {
          a: { harmedHvt: true, activatedAntennas: 1 },
          b: {
            activatedAntennas: 1,
            controlledAntennas: 2,
            controlsCoffin: true,
            coffinByDataTracker: true,
            classifieds: 1,
          },
        },
        points: { b: { 'hvt-compensation': 1 } },
        // B: 1 + 2 + 3 + 2 + 1 = 9; compensation: only 1 fits. A: 1 → 0.
        ops: [0, 10],
      },
    ]);
  });

  describe('contradictions', () => {
    it('Antennas: 1 + 1 Activated is fine, 1 + 2 is one too many', () => {
      expect(op(game(ID, 'mid', { a: { activatedAntennas: 1 }, b: { activatedAntennas: 1 } }))).toEqual([1, 1]);
      refused(attempt(ID, 'mid', { a: { activatedAntennas: 1 }, b: { activatedAntennas: 2 } }), [
        'a.activatedAntennas',
        'b.activatedAntennas',
      ]);
    });
    it('the Liaison Officer Coffin bonus needs Control of the Coffin', () => {
      refused(attempt(ID, 'mid', { a: { coffinByLiaison: true } }), ['a.coffinByLiaison', 'a.controlsCoffin']);
    });
    it('no Concilium Watch question in Acquisition (the scenario does not list it)', () => {
      invalid(attempt(ID, 'mid', { a: { conciliumWatch: true } }), 'a.conciliumWatch');
    });
  });
});
