/**
 * Property: whatever facts the engine accepts, in every scenario,
 * - each army's points Killed by the opponent plus its own survivors stay within the round's
 *   Army Points plus the largest Baggage extra (ITS S11 · Tournament Tiers; N3 FAQ on Baggage);
 * - a Support and Control card with a non-Null trooper inside its zone has Army Points there
 *   at the end of the game (ITS S11 · INTELCOM Card; Dominate ZO).
 * Refusals must be violations naming fields. Army Point answers reach 1000 so the
 * generator often crosses the bounds.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TIER_LIMITS } from '../../../shared/model';
import type { Tier } from '../../../shared/model';
import { arbitraryFacts } from './arbitrary';
import { MAX_BAGGAGE_EXTRA } from './killing';
import { all, score } from './registry';

type Rec = Record<string, unknown>;
const n = (v: unknown): number => (typeof v === 'number' ? v : 0);

/** Army Points of `side` in its Support and Control zone at the end, from the raw facts. */
function endOfGameZonePoints(def: (typeof all)[number], facts: Rec, side: 'a' | 'b'): number | null {
  const own = facts[side] as Rec;
  if (own.cardUse !== 'support-and-control' || own.intelcomTrooperInZone !== true) return null;
  const zone = def.zones?.find((z) => z.id === own.intelcomZone);
  if (!zone) return null;
  const rounds = facts.rounds as { a: Rec; b: Rec }[] | undefined;
  const last = rounds?.at(-1);
  return last ? n(last[side][zone.pointsKey]) : n(own[zone.pointsKey]);
}

describe('army and zone bounds hold for every accepted input (property)', () => {
  for (const def of all) {
    it(`${def.name}: Killed + surviving within the army; a trooper inside the card’s zone means points there`, () => {
      let accepted = 0;
      let refused = 0;
      fc.assert(
        fc.property(arbitraryFacts(def, 1000), fc.constantFrom<Tier>('low', 'mid', 'top'), (facts, tier) => {
          const result = score(def.id, tier, facts);
          if (!result.ok) {
            expect(result.problem.kind).toBe('violation');
            expect((result.problem.details as { fields: string[] }).fields.length).toBeGreaterThan(0);
            refused++;
            return;
          }
          accepted++;
          const ceiling = TIER_LIMITS[tier].points + MAX_BAGGAGE_EXTRA;
          for (const [side, owner] of [
            ['a', 'b'],
            ['b', 'a'],
          ] as const) {
            const killed = n((facts[side] as Rec).killedPoints) + n((facts[owner] as Rec).notDeployedPoints);
            expect(killed + n((facts[owner] as Rec).survivingPoints)).toBeLessThanOrEqual(ceiling);
            const zone = endOfGameZonePoints(def, facts, side);
            if (zone !== null) expect(zone).toBeGreaterThan(0);
          }
        }),
        { numRuns: 150, seed: 1600 },
      );
      // Both branches are reached: the property is not vacuous.
      expect(accepted).toBeGreaterThan(2);
      expect(refused).toBeGreaterThan(0);
    });
  }
});
