/** Akial Interference (ITS S17), worked by hand from the digest (shared/docs/SEASON17.md §4.1). */
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../testkit';
import { expectConsistent, expectRefused, ops, pts, runS17, threeRounds } from './testkit';

const ID = 'akial-interference';
const every = threeRounds({ classifiedInRound: true });

describe('Akial Interference', () => {
  it('maximum: 6 Commons (6) + more Classifieds (1) + every round (1) + Private (2) = 10', () => {
    const r = runS17(ID, 300, { a: { commons: 6, private: 'card' }, rounds: every });
    expect(ops(r)).toEqual([10, 0]);
    expectConsistent(r);
  });

  it('each Common scores 1, capped at 6; the cap does not limit the comparison', () => {
    const rounds = threeRounds({ classifiedInRound: true }, { classifiedInRound: true });
    const r = runS17(ID, 200, { a: { commons: 8 }, b: { commons: 7, private: 'card' }, rounds });
    expect(pts(r, 'a', 'commons')).toBe(6);
    expect(pts(r, 'b', 'commons')).toBe(6);
    // Reading: Commons uncapped plus the Private: 8 vs 7 + 1 = 8, equal → nobody.
    expect(pts(r, 'a', 'more-classifieds')).toBe(0);
    expect(pts(r, 'b', 'more-classifieds')).toBe(0);
    const more = runS17(ID, 200, { a: { commons: 8 }, b: { commons: 7 }, rounds });
    expect(pts(more, 'a', 'more-classifieds')).toBe(1);
  });

  it('equal Classifieds: nobody scores the comparison', () => {
    const rounds = threeRounds({ classifiedInRound: true }, { classifiedInRound: true });
    const r = runS17(ID, 400, { a: { commons: 2 }, b: { commons: 1, private: 'card' }, rounds });
    expect(ops(r)).toEqual([2 + 1, 1 + 1 + 2]);
  });

  it('the Private alone is worth 2; Secure Treasure replacing it too (the app’s reading)', () => {
    const round1 = [{ a: { classifiedInRound: true } }, {}, {}];
    expect(pts(runS17(ID, 150, { a: { private: 'card' }, rounds: round1 }), 'a', 'private')).toBe(2);
    const t = runS17(ID, 150, { a: { private: 'secure-treasure' }, rounds: round1 });
    expect(pts(t, 'a', 'private')).toBe(2);
    // Private only, and not every round: 2 + more (1 vs 0) = 3.
    expect(t.players.a.op).toBe(3);
  });

  it('every Game Round needs a Classified in each of the three', () => {
    const two = [{ a: { classifiedInRound: true } }, { a: { classifiedInRound: true } }, {}];
    expect(pts(runS17(ID, 300, { a: { commons: 2 }, rounds: two }), 'a', 'every-round')).toBe(0);
    expect(pts(runS17(ID, 300, { a: { commons: 3 }, rounds: every }), 'a', 'every-round')).toBe(1);
  });

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

  it('refuses credited Classifieds with no Game Round marked, naming the player and the count', () => {
    expectRefused(
      () => runS17(ID, 300, { b: { commons: 2, private: 'card' }, rounds: threeRounds() }),
      'RULES_VIOLATION',
      ['b.commons', 'b.private', 'rounds.0.b.classifiedInRound'],
      ['Player B', '3 Classified Objectives credited'],
    );
  });

  it('asks neither Secure HVT nor an HVT harm (ITS S17 has no HVT penalty)', () => {
    expectRefused(
      () => runS17(ID, 300, { a: { secureHvt: true } }),
      'INVALID_INPUT',
      ['a.secureHvt'],
      ['does not ask'],
    );
    expectRefused(
      () => runS17(ID, 300, { a: { harmedHvt: true } }),
      'INVALID_INPUT',
      ['a.harmedHvt'],
      ['does not ask'],
    );
  });
});
