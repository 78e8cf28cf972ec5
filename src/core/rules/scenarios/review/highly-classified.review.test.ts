/**
 * Independent review of Highly Classified against ITS S11 · Highly Classified: more
 * Classifieds (Main and Secondary) than the opponent 4, as many 2 (only with at least 1), each of
 * the 4 shared Main Classifieds 1, the Secondary Classified 2; Secure HVT may replace only the
 * Secondary; Neutral HVT; High Difficulty and Extreme Modes.
 */
import { describe, expect, it } from 'vitest';
import { byId } from '../registry';
import { game, itScoresEach, op } from './kit';

const ID = 'highly-classified';

describe('Highly Classified (review)', () => {
  it('everything for both: 5 – 5 → as many 2 + 4 Main + Secondary 2 = 8 each', () => {
    const all = { mainClassifieds: 4, secondary: 'card' };
    expect(op(game(ID, 'mid', { a: all, b: all }))).toEqual([8, 8]);
  });

  itScoresEach(ID, [
    {
      title:
        'the Secondary counts as one Classified in the comparison: A 4 Main (4) vs B 3 Main + Secondary (4) → both 2',
      facts: { a: { mainClassifieds: 4 }, b: { mainClassifieds: 3, secondary: 'card' } },
      // A: 2 + 4 = 6. B: 2 + 3 + 2 = 7.
      ops: [6, 7],
      tp: [0, 2],
    },
    {
      title: 'Secure HVT as the Secondary tips the count: A 4 Main + Secure HVT (5) vs B 4 Main → 4 + 4 + 2 = 10; B 4',
      tier: 'top',
      facts: { a: { mainClassifieds: 4, secondary: 'secure-hvt' }, b: { mainClassifieds: 4 } },
      points: { a: { 'secondary-classified': 2 } },
      ops: [10, 4],
    },
    {
      title: 'only the Secondary: 1 – 0 → more 4 + 2 = 6',
      tier: 'low',
      facts: { b: { secondary: 'secure-hvt' } },
      ops: [0, 6],
    },
    {
      title: 'HVT harmed by B when A is at 9: 4 + 3 Main + 2 Secondary = 9 → 10',
      facts: {
        a: { mainClassifieds: 3, secondary: 'card' },
        b: { mainClassifieds: 2, harmedHvt: true },
      },
      points: { a: { 'hvt-compensation': 1 } },
      ops: [10, 0],
    },
  ]);

  it('Secure HVT replaces only the Secondary; Extreme Mode exists; Retreat! ends the game', () => {
    const def = byId(ID);
    expect(def?.secureHvt).toBe('secondary-only');
    expect(def?.extremeMode).toBe(true);
    expect(def?.retreat).toEqual({ applies: true, endsGameIfTurnStartsInRetreat: true });
  });
});
