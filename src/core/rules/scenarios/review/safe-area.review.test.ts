/**
 * Independent review of Safe Area against ITS S11 · Safe Area (Main Objectives, end of the
 * game): as many Sections Dominated as the opponent 2 (only with at least 1), more Sections 4,
 * your non-Null Liaison Officer in a Dominated Section 1, each Controlled Console 1 (4
 * Consoles); 1 Classified worth 1, or the card as INTELCOM Support and Control or Interference;
 * Liaison Officer season rule +1 within 10; Neutral HVT.
 */
import { describe, expect, it } from 'vitest';
import { game, itScoresEach, op } from './kit';

const ID = 'safe-area';

describe('Safe Area (review)', () => {
  it('2 – 2 Sections: as many (2) each; A’s Liaison Officer in its Section +1 → 3 – 2', () => {
    const r = game(ID, 'mid', {
      a: { pointsS1: 20, pointsS2: 20, liaisonSection: 's2' },
      b: { pointsS3: 20, pointsS4: 20 },
    });
    expect(op(r)).toEqual([3, 2]);
  });

  it('0 – 0 Sections (all tied): nobody scores the "as many" objective', () => {
    const same = { pointsS1: 15, pointsS2: 15 };
    expect(op(game(ID, 'mid', { a: same, b: same }))).toEqual([0, 0]);
  });

  itScoresEach(ID, [
    {
      title:
        'one card each: A Interference takes one of B’s 2 Consoles, B Support and Control wins Section 1 (10 + 15 = 25 > 20)',
      facts: {
        a: { pointsS1: 20, consoles: 1, cardUse: 'interference', interferenceDeniesConsole: true },
        b: {
          pointsS1: 10,
          consoles: 2,
          cardUse: 'support-and-control',
          intelcomValue: 15,
          intelcomZone: 's1',
          intelcomTrooperInZone: true,
        },
      },
      points: { b: { consoles: 1 } },
      // A: 0 Sections vs 1 → 0; 1 Console → 1. B: more Sections 4 + Consoles 2 − 1 = 1 → 5.
      ops: [1, 5],
    },
    {
      title: 'all 4 Consoles split 2 – 2 are accepted: 2 each',
      facts: { a: { consoles: 2 }, b: { consoles: 2 } },
      ops: [2, 2],
    },
    {
      title: 'the season Liaison Officer bonus stops at 10: 4 + 1 + 4 + 1 = 10, +1 kept 0',
      tier: 'top',
      facts: {
        a: { pointsS1: 40, liaisonSection: 's1', consoles: 4, classifieds: 1, liaisonOfficer: true },
      },
      points: { a: { 'liaison-officer': 0 } },
      ops: [10, 0],
    },
    {
      title:
        'with the card given up: more Sections 4 + Liaison Officer 1 + 4 Consoles = 9, + season Liaison Officer = 10',
      facts: {
        a: { pointsS1: 40, liaisonSection: 's1', consoles: 4, liaisonOfficer: true, cardUse: 'interference' },
      },
      ops: [10, 0],
    },
  ]);
});
