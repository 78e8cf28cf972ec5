/**
 * Property: in every ITS S17 scenario, random facts within the questions'
 * bounds, at every army size, never crash and never score more than 10 OP — with no 10 OP
 * ceiling line to hide an excess (ITS S17 writes none: each scenario adds up to 10 at most).
 * Refusals are RULES_VIOLATION naming fields; lines add up to the OP.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../shared/errors';
import { S17_ARMY_POINTS } from '../../../../shared/api/scoring';
import { arbitraryFacts } from '../arbitrary';
import { scoreInSeason } from '../seasons';
import { S17_SCENARIOS } from '.';

describe('ITS S17: random facts never exceed 10 OP and never crash (property)', () => {
  for (const def of S17_SCENARIOS) {
    it(`${def.name}`, () => {
      let accepted = 0;
      fc.assert(
        fc.property(arbitraryFacts(def, 450), fc.constantFrom(...S17_ARMY_POINTS), (facts, points) => {
          let result;
          try {
            result = scoreInSeason('its-s17', def.id, { armyPoints: points }, facts);
          } catch (err) {
            if (!(err instanceof ApiError)) throw err;
            expect(err.code).toBe('RULES_VIOLATION');
            expect((err.details as { fields: string[] }).fields.length).toBeGreaterThan(0);
            return;
          }
          accepted++;
          for (const side of ['a', 'b'] as const) {
            const p = result.players[side];
            expect(p.op).toBeGreaterThanOrEqual(0);
            expect(p.op).toBeLessThanOrEqual(10);
            expect(p.lines.reduce((s, l) => s + l.points, 0)).toBe(p.op);
            expect(p.lines.some((l) => l.objective === 'ceiling' || l.objective === 'hvt-penalty')).toBe(false);
          }
        }),
        { numRuns: 200, seed: 1717 },
      );
      expect(accepted).toBeGreaterThan(5);
    });
  }
});
