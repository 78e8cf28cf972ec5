import { describe, expect, it } from 'vitest';
import { expectedScore, kFactor, ratingPreview } from './rating';
import { bye, event, game, players } from './testing/build';

describe('ITS S11 · Rankings: K factor', () => {
  it('Tournament: Mid 32, Top +15 %, Low −15 %', () => {
    expect(kFactor('tournament', 'mid').k).toBe(32);
    expect(kFactor('tournament', 'top').k).toBe(36.8); // 32 × 1.15
    expect(kFactor('tournament', 'low').k).toBe(27.2); // 32 × 0.85
  });
  it('League: 16', () => {
    expect(kFactor('league', 'mid').k).toBe(16);
    expect(kFactor('league', 'top').note).toMatch(/no top-tier league/);
  });
  it('One Shot: 4 with the same ±15 %', () => {
    expect([kFactor('one-shot', 'mid').k, kFactor('one-shot', 'top').k, kFactor('one-shot', 'low').k]).toEqual([
      4, 4.6, 3.4,
    ]);
  });
});

describe('ratingPreview (Elo from 1000)', () => {
  it('moves two new players by K/2 on a win: expected score ½ each', () => {
    // 1000 v 1000: E = 0.5. Winner +32 × 0.5 = +16, loser −16. The bye counts for nothing.
    const input = event(3, players('A', 'B', 'C'), [game(1, 1, 'A', 'B', [7, 3]), bye(1, 'C')]);
    const p = ratingPreview(input, { eventType: 'tournament', tier: 'mid' });
    expect(p.rows.map((r) => [r.id, r.after, r.delta, r.games])).toEqual([
      ['A', 1016, 16, 1],
      ['C', 1000, 0, 0],
      ['B', 984, -16, 1],
    ]);
  });

  it('uses the ratings before the event and gives half a point for a tie', () => {
    // 1200 v 1000: E(A) = 1 / (1 + 10^(−200/400)) = 0.75975. Tie: A 32 × (0.5 − 0.75975) = −8.31.
    expect(expectedScore(1200, 1000)).toBeCloseTo(0.75975, 5);
    const input = event(3, players('A', 'B'), [game(1, 1, 'A', 'B', [4, 4])]);
    const p = ratingPreview(input, { eventType: 'tournament', tier: 'mid', ratings: new Map([['A', 1200]]) });
    expect(p.rows.find((r) => r.id === 'A')?.delta).toBe(-8.31);
    expect(p.rows.find((r) => r.id === 'B')?.delta).toBe(8.31);
  });

  it('takes each round’s tier in an escalation event', () => {
    // Round 1 low (K 27.2 → ±13.6), round 2 top (K 36.8 → ±18.4): A wins both against new players.
    const input = event(3, players('A', 'B', 'C'), [game(1, 1, 'A', 'B', [5, 0]), game(2, 1, 'A', 'C', [5, 0])]);
    const tiers = ['low', 'top', 'mid'] as const;
    const p = ratingPreview(input, { eventType: 'tournament', tier: (r) => tiers[r - 1] ?? 'mid' });
    expect(p.rows.find((r) => r.id === 'A')?.delta).toBe(32);
  });
});
