import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/errors';
import type { Tier } from '../../../shared/model';
import { gameQuestions, playerQuestions } from './engine';
import { all, byId, factsJsonSchema, orDefault, score, scoreGuide, wizardQuestions } from './registry';
import type { ScenarioDef } from './scenario';
import { expectConsistent } from './testkit';
import type { Question } from './types';

/** Answers biased towards the default, so that many generated games are free of contradictions. */
function arbitraryAnswer(q: Question): fc.Arbitrary<unknown> {
  const some =
    q.kind === 'boolean'
      ? fc.boolean()
      : q.kind === 'number'
        ? fc.integer({ min: q.min, max: Math.min(q.max, 420) })
        : fc.constantFrom(...q.options.map((o) => o.value));
  const none = q.kind === 'boolean' ? false : q.kind === 'number' ? q.min : (q.options[0]?.value ?? '');
  return fc.oneof({ arbitrary: fc.constant(none), weight: 3 }, { arbitrary: some, weight: 2 });
}

function arbitraryRecord(map: Record<string, Question>): fc.Arbitrary<Record<string, unknown>> {
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [k, q] of Object.entries(map)) shape[k] = arbitraryAnswer(q);
  return fc.record(shape);
}

/**
 * Random facts for a scenario: both players' answers, the game's (how it ended, rulings), and —
 * for round-scored scenarios — one entry per Game Round of the game as it ended.
 */
export function arbitraryFacts(def: ScenarioDef): fc.Arbitrary<Record<string, unknown>> {
  const player = arbitraryRecord(playerQuestions(def));
  const game = gameQuestions(def);
  const gameArb = Object.keys(game).length > 0 ? arbitraryRecord(game) : fc.constant(undefined);
  return gameArb.chain((g) => {
    const parts: Record<string, fc.Arbitrary<unknown>> = { a: player, b: player };
    if (g) parts.game = fc.constant(g);
    if (def.round) {
      const round = arbitraryRecord(def.round);
      const n = g && g.endedBy === 'retreat' ? (g.endRound as number) : 3;
      parts.rounds = fc.array(fc.record({ a: round, b: round }), { minLength: n, maxLength: n });
    }
    return fc.record(parts);
  });
}

describe('scenario registry', () => {
  it('ids are unique kebab-case names; byId finds each; orDefault falls back to the first', () => {
    const ids = all.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(byId(id)?.id).toBe(id);
    }
    expect(byId('no-such-scenario')).toBeUndefined();
    expect(orDefault('no-such-scenario').id).toBe(all[0]?.id);
    expect(orDefault('annihilation').id).toBe('annihilation');
  });

  it('holds the 20 ITS Season 11 scenarios', () => {
    expect(all.map((s) => s.id)).toEqual([
      'acquisition',
      'annihilation',
      'biotechvore',
      'capture-and-protect',
      'countermeasures',
      'decapitation',
      'firefight',
      'frontline',
      'highly-classified',
      'hunting-party',
      'looting-and-sabotaging',
      'power-pack',
      'quadrant-control',
      'safe-area',
      'show-of-force',
      'supplies',
      'supremacy',
      'the-armory',
      'transmission-matrix',
      'unmasking',
    ]);
    // Scored at the end of each Game Round: exactly these four.
    expect(all.filter((s) => s.round).map((s) => s.id)).toEqual([
      'quadrant-control',
      'supremacy',
      'the-armory',
      'transmission-matrix',
    ]);
  });

  it('an unknown scenario is NOT_FOUND', () => {
    expect(() => score('nope', 'mid', { a: {}, b: {} })).toThrowError(ApiError);
    try {
      score('nope', 'mid', { a: {}, b: {} });
    } catch (err) {
      expect((err as ApiError).code).toBe('NOT_FOUND');
    }
  });

  for (const def of all) {
    describe(def.name, () => {
      it('wizard questions, JSON Schema and score guide are derived from the same questions', () => {
        const questions = wizardQuestions(def.id);
        const schema = factsJsonSchema(def.id) as {
          properties: Record<string, { properties?: Record<string, unknown> }>;
        };
        const playerKeys = questions.filter((q) => q.scope === 'player').map((q) => q.key);
        expect(Object.keys(schema.properties.a?.properties ?? {})).toEqual(playerKeys);
        expect(playerKeys).toContain('survivingPoints');
        for (const q of questions) {
          expect(q.label.length).toBeGreaterThan(3);
          expect(q.rule).toMatch(/^ITS S11 · /);
          // A game question may depend on a player's answer, named `a.<key>` or `b.<key>`.
          const conditions = [q.showIf, q.showIf?.also].filter((c) => c !== undefined);
          for (const c of conditions) {
            const [scope, key] =
              q.scope === 'game' && /^[ab]\./.test(c.key) ? ['player', c.key.slice(2)] : [q.scope, c.key];
            expect(questions.some((o) => o.key === key && o.scope === scope)).toBe(true);
          }
        }
        if (def.round) {
          expect(questions.some((q) => q.scope === 'round-player')).toBe(true);
          expect(schema.properties).toHaveProperty('rounds');
        }
        const guide = scoreGuide(def.id);
        expect(guide.length).toBeGreaterThan(1);
        expect(guide.at(-1)).toEqual({ label: 'Maximum per player per game', op: '10' });
      });

      it('any valid facts either score consistently or are refused as a contradiction', () => {
        let scored = 0;
        fc.assert(
          fc.property(arbitraryFacts(def), fc.constantFrom<Tier>('low', 'mid', 'top'), (facts, tier) => {
            try {
              expectConsistent(score(def.id, tier, facts));
              scored++;
            } catch (err) {
              if (!(err instanceof ApiError)) throw err;
              expect(err.code).toBe('RULES_VIOLATION');
              expect((err.details as { fields: string[] }).fields.length).toBeGreaterThan(0);
            }
          }),
          { numRuns: 200 },
        );
        // The generator must reach the scoring code, not only the contradiction checks.
        expect(scored).toBeGreaterThan(5);
      });
    });
  }
});
