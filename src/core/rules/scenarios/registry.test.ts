import fc from 'fast-check';
import { arbitraryFacts } from './arbitrary';
import { describe, expect, it } from 'vitest';
import { english } from '../../../shared/messages';
import type { Tier } from '../../../shared/model';
import { all, byId, factsJsonSchema, orDefault, score, scoreGuide, wizardQuestions } from './registry';
import { expectConsistent, refusal } from './testkit';

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

  it('an unknown scenario is refused as unknown, naming the field', () => {
    const problem = refusal(score('nope', 'mid', { a: {}, b: {} }));
    expect(problem.kind).toBe('unknown');
    expect(problem.details).toEqual({ fields: ['scenarioId'] });
  });

  for (const def of all) {
    describe(english(def.name), () => {
      it('wizard questions, JSON Schema and score guide are derived from the same questions', () => {
        const questions = wizardQuestions(def.id);
        const schema = factsJsonSchema(def.id) as {
          properties: Record<string, { properties?: Record<string, unknown> }>;
        };
        const playerKeys = questions.filter((q) => q.scope === 'player').map((q) => q.key);
        expect(Object.keys(schema.properties.a?.properties ?? {})).toEqual(playerKeys);
        expect(playerKeys).toContain('survivingPoints');
        for (const q of questions) {
          expect(english(q.label).length).toBeGreaterThan(3);
          expect(english(q.rule)).toMatch(/^ITS S11 · /);
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
        const last = guide.at(-1);
        expect(last && { label: english(last.label), op: last.op }).toEqual({
          label: 'Maximum per player per game',
          op: '10',
        });
      });

      it('any valid facts either score consistently or are refused as a contradiction', () => {
        let scored = 0;
        fc.assert(
          fc.property(arbitraryFacts(def), fc.constantFrom<Tier>('low', 'mid', 'top'), (facts, tier) => {
            const result = score(def.id, tier, facts);
            if (result.ok) {
              expectConsistent(result.value);
              scored++;
            } else {
              expect(result.problem.kind).toBe('violation');
              expect((result.problem.details as { fields: string[] }).fields.length).toBeGreaterThan(0);
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
