/**
 * The derived breakdown: a stored result keeps only the answers that differ
 * from the defaults, and the breakdown derived from them is the one the engine scored when the
 * result was entered, with the referee's rulings beside the computed points.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/errors';
import type { Tier } from '../../../shared/model';
import { ITS_S11 } from '../tournament/presets';
import { arbitraryFacts } from './arbitrary';
import { deriveBreakdown, storedFacts } from './breakdown';
import { all, normalizeFacts, score } from './registry';

// Acquisition (ITS S11 · Acquisition), A: 2 Activated Antennas (2) + Tech-Coffin (3) + 1
// Classified (1) = 6 OP; B: 1 Controlled Antenna = 1 OP.
const facts61 = {
  a: { activatedAntennas: 2, controlsCoffin: true, classifieds: 1, survivingPoints: 180 },
  b: { controlledAntennas: 1, survivingPoints: 90 },
};
const ruling = (points: number, reason: string) => ({ points, reason, by: 'referee', at: '2026-05-16T10:00:00Z' });

describe('storedFacts', () => {
  it('keeps the answers given and reads back as the complete facts', () => {
    const full = normalizeFacts('acquisition', facts61);
    expect(storedFacts('acquisition', full)).toEqual(facts61);
    expect(normalizeFacts('acquisition', storedFacts('acquisition', full))).toEqual(full);
  });

  for (const def of all) {
    it(`${def.id}: any facts that score read back the same, and score the same`, () => {
      let scored = 0;
      fc.assert(
        fc.property(arbitraryFacts(def), fc.constantFrom<Tier>('low', 'mid', 'top'), (facts, tier) => {
          let expected;
          try {
            expected = score(def.id, tier, facts, ITS_S11);
          } catch (err) {
            if (err instanceof ApiError) return;
            throw err;
          }
          scored++;
          const stored = storedFacts(def.id, facts);
          expect(JSON.stringify(stored).length).toBeLessThanOrEqual(
            JSON.stringify(normalizeFacts(def.id, facts)).length,
          );
          expect(normalizeFacts(def.id, stored)).toEqual(normalizeFacts(def.id, facts));
          const derived = deriveBreakdown({ scenarioId: def.id, tier, facts: stored }, ITS_S11);
          expect(derived?.players).toEqual(expected.players);
        }),
        // Random facts are often impossible (refused): Quadrant Control and Safe Area score fewer
        // than one sample in ten, so 200 runs leave no room for a run that scores nothing.
        { numRuns: 200 },
      );
      expect(scored).toBeGreaterThan(0);
    });
  }
});

describe('deriveBreakdown', () => {
  const source = { scenarioId: 'acquisition', tier: 'mid' as const, facts: facts61 };

  it('puts a ruling beside the line it rules on; the OP follows the ruled lines or the ruled total', () => {
    const plain = deriveBreakdown(source, ITS_S11)!;
    const coffin = plain.players.a.lines.findIndex((l) => l.objective === 'control-tech-coffin');
    const ruled = deriveBreakdown(
      { ...source, rulings: { [`a.${coffin}`]: ruling(0, 'contested'), b: ruling(4, 'conceded') } },
      ITS_S11,
    )!;
    // A: 6 − 3 = 3 with the Tech-Coffin ruled 0 (its computed 3 stays beside the ruling).
    expect(ruled.players.a.op).toBe(3);
    expect(ruled.players.a.lines[coffin]).toMatchObject({ points: 3, ruling: { points: 0, reason: 'contested' } });
    // B's total ruled 4 over a computed 1.
    expect(ruled.players.b).toMatchObject({ op: 4, ruling: { points: 4 } });
    expect(ruled.players.b.lines).toEqual(plain.players.b.lines);
  });

  it('is null without facts, for a scenario without a wizard, and for facts that no longer score', () => {
    expect(deriveBreakdown({ ...source, facts: undefined }, ITS_S11)).toBeNull();
    expect(deriveBreakdown({ ...source, scenarioId: 'night-raid' }, ITS_S11)).toBeNull();
    expect(deriveBreakdown({ ...source, facts: { a: { classifieds: 99 } } }, ITS_S11)).toBeNull();
  });
});
