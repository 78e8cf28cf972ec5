/** Akial Interference (ITS S17), worked by hand from the digest (shared/docs/SEASON17.md §4.1). */
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../testkit';
import { itRefusesEachS17, itScoresEachS17, pts, refused, runS17, threeRounds } from './testkit';

const ID = 'akial-interference';
const every = threeRounds({ classifiedInRound: true });
const bothEvery = threeRounds({ classifiedInRound: true }, { classifiedInRound: true });
const round1 = [{ a: { classifiedInRound: true } }, {}, {}];

describe('Akial Interference', () => {
  itScoresEachS17(ID, [
    {
      // Reading: Commons uncapped plus the Private: 8 vs 7 + 1 = 8, equal → nobody.
      title: 'each Common scores 1, capped at 6; the cap does not limit the comparison (8 vs 7 + Private)',
      armyPoints: 200,
      facts: { a: { commons: 8 }, b: { commons: 7, private: 'card' }, rounds: bothEvery },
      points: { a: { commons: 6, 'more-classifieds': 0 }, b: { commons: 6, 'more-classifieds': 0 } },
    },
    {
      title: 'the cap does not limit the comparison: 8 Commons against 7 score more Classifieds',
      armyPoints: 200,
      facts: { a: { commons: 8 }, b: { commons: 7 }, rounds: bothEvery },
      points: { a: { 'more-classifieds': 1 } },
    },
    {
      title: 'equal Classifieds: nobody scores the comparison',
      armyPoints: 400,
      facts: { a: { commons: 2 }, b: { commons: 1, private: 'card' }, rounds: bothEvery },
      ops: [2 + 1, 1 + 1 + 2],
    },
    {
      title: 'the Private alone is worth 2',
      armyPoints: 150,
      facts: { a: { private: 'card' }, rounds: round1 },
      points: { a: { private: 2 } },
    },
    {
      // Private only, and not every round: 2 + more (1 vs 0) = 3.
      title: 'Secure Treasure replacing the Private is worth 2 too (the app’s reading)',
      armyPoints: 150,
      facts: { a: { private: 'secure-treasure' }, rounds: round1 },
      points: { a: { private: 2 } },
      ops: [3, 0],
    },
    {
      title: 'every Game Round needs a Classified in each of the three: two are not enough',
      facts: {
        a: { commons: 2 },
        rounds: [{ a: { classifiedInRound: true } }, { a: { classifiedInRound: true } }, {}],
      },
      points: { a: { 'every-round': 0 } },
    },
    {
      title: 'every Game Round with a Classified: 1',
      facts: { a: { commons: 3 }, rounds: every },
      points: { a: { 'every-round': 1 } },
    },
  ]);

  it('reading: an early end before the third Game Round makes “every round” impossible', () => {
    const r = runS17(ID, 300, {
      a: { commons: 2 },
      rounds: [{ a: { classifiedInRound: true } }, { a: { classifiedInRound: true } }],
    });
    expect(pts(r, 'a', 'every-round')).toBe(0);
    expect(inEnglish(r.players.a.lines.find((l) => l.objective === 'every-round')?.detail)).toBe(
      'the game ended before the third Game Round',
    );
  });

  itRefusesEachS17(ID, [
    {
      title: 'refuses credited Classifieds with no Game Round marked, naming the player and the count',
      facts: { b: { commons: 2, private: 'card' }, rounds: threeRounds() },
      kind: 'violation',
      fields: ['b.commons', 'b.private', 'rounds.0.b.classifiedInRound'],
      said: ['Player B', '3 Classified Objectives credited'],
    },
    refused.notAsked('does not ask Secure HVT (ITS S17 has no HVT penalty)', 'a.secureHvt', { a: { secureHvt: true } }),
    refused.notAsked('does not ask an HVT harm (ITS S17 has no HVT penalty)', 'a.harmedHvt', {
      a: { harmedHvt: true },
    }),
  ]);
});
