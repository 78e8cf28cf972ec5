/**
 * Independent review of Hunting Party against ITS S11 · Hunting Party (Main Objectives): each
 * Connected Antenna 1 (2 Antennas), more enemy Specialists Hunted Down than the opponent 2, as
 * many enemy Lieutenants Hunted Down 3 (only with at least 1), more Lieutenants 4; 2 Classifieds
 * worth 1 each; INTELCOM Counterespionage; Hunt Down: never-deployed Specialists and Lieutenants
 * count as Hunted Down by the opponent; Neutral HVT.
 */
import { describe, expect, it } from 'vitest';
import { attempt, game, itScoresEach, op, points, refused } from './kit';

const ID = 'hunting-party';

describe('Hunting Party (review)', () => {
  it('Lieutenants 2 – 2: as many → 3 each (not 4)', () => {
    const r = game(ID, 'mid', { a: { huntedLieutenants: 2 }, b: { huntedLieutenants: 2 } });
    expect(op(r)).toEqual([3, 3]);
    expect(points(r, 'a', 'lieutenants-more')).toBe(0);
  });

  it('Specialists tied once never-deployed ones are added: A 1 vs B 0 + A’s 1 never deployed → nobody gets 2', () => {
    const r = game(ID, 'mid', { a: { huntedSpecialists: 1, notDeployedSpecialists: 1 } });
    expect(points(r, 'a', 'more-specialists')).toBe(0);
    expect(points(r, 'b', 'more-specialists')).toBe(0);
  });

  itScoresEach(ID, [
    {
      title: 'each player Connected one Antenna, A Hunted more Lieutenants: A 1 + 4 = 5, B 1',
      tier: 'low',
      facts: {
        a: { connectedAntennas: 1, huntedLieutenants: 1 },
        b: { connectedAntennas: 1 },
      },
      ops: [5, 1],
    },
    {
      title: 'Counterespionage both ways: A 2 − 1 = 1, B 2 − 2 = 0',
      facts: {
        a: { classifieds: 2, classifiedsCancelled: 1 },
        b: { classifieds: 2, classifiedsCancelled: 2 },
      },
      ops: [1, 0],
    },
  ]);

  it('Secure HVT with 1 card: 2; Secure HVT with 2 cards is refused', () => {
    expect(op(game(ID, 'mid', { a: { classifieds: 1, secureHvt: true } }))).toEqual([2, 0]);
    refused(attempt(ID, 'mid', { b: { classifieds: 2, secureHvt: true } }), ['b.classifieds', 'b.secureHvt']);
  });

  it('HVT harmed by A: B 2 Antennas + more Specialists 2 = 4, +2 = 6; A 0', () => {
    const r = game(ID, 'mid', {
      a: { huntedLieutenants: 1, harmedHvt: true },
      b: { connectedAntennas: 2, huntedSpecialists: 1 },
    });
    expect(op(r)).toEqual([0, 6]);
  });
});
