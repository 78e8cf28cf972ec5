/**
 * The ITS S17 pack (resources/scenario-packs/its-s17.its-scenarios.json) against the coded ITS
 * S17 scenarios: the same questions, score guides and declarations; over 10,000 random games of
 * each scenario at random army sizes the same contradictions and, where the game stands, the same
 * breakdown lines for both players; and the first games of each also scored end to end (the
 * verdict, OP, TP, VP and breakdown). The engine around a scenario (season rules, Tournament
 * Points) is the same code for both, so the scenario's own checks and lines are what can differ.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { S17_ARMY_POINTS, s17TierOf } from '../../../../shared/api/scoring';
import { fieldsOf } from '../../../../shared/errorDetails';
import { english } from '../../../../shared/messages';
import type { MessageRef } from '../../../../shared/messages';
import { ITS_S17 } from '../../tournament/presets';
import { arbitraryFacts } from '../arbitrary';
import { contradictions, gameQuestions, parseScenarioFacts, playerQuestions, scoreScenario } from '../engine';
import { REFERENCE_S17_SCENARIOS as S17_SCENARIOS } from '../s17/reference';
import type { Game, ScenarioDef } from '../scenario';
import type { ScoreResult } from '../types';
import { ScenarioPackSchema } from '../../../../shared/scenarioPack';
import type { ScenarioPack } from '../../../../shared/scenarioPack';
import { S17_SCENARIOS as APP_S17 } from '../s17';
import { compilePack, withDefaults } from './compile';

const PACK_FILE = path.resolve(
  import.meta.dirname,
  '../../../../../resources/scenario-packs/its-s17.its-scenarios.json',
);
const GAMES = 10_000;
/** Games scored end to end through the engine as well. */
const SCORED = 300;

function loadS17Pack(): readonly ScenarioDef[] {
  const raw: unknown = JSON.parse(readFileSync(PACK_FILE, 'utf8'));
  const reading = compilePack(raw);
  if (!reading.ok) throw new Error(reading.problems.map((p) => `${p.path}: ${english(p.message)}`).join('\n'));
  return reading.value.scenarios;
}

/** A result with every text written out in English, so two texts built differently compare by their words. */
function words(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(words);
  if (value && typeof value === 'object') {
    if ('key' in value && typeof (value as MessageRef).key === 'string') return english(value as MessageRef);
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, words(v)]));
  }
  return value;
}

type Verdict = { scored: ScoreResult } | { refused: { code: string; fields: unknown } };

function verdict(def: ScenarioDef, facts: unknown, armyPoints: number): Verdict {
  const result = scoreScenario(def, s17TierOf(armyPoints), facts, ITS_S17, armyPoints);
  if (result.ok) return { scored: result.value };
  return { refused: { code: result.problem.kind, fields: [...fieldsOf(result.problem.details)].sort() } };
}

/** A game as the engine builds it from validated facts. */
function gameFor(def: ScenarioDef, raw: unknown, armyPoints: number): Game {
  const parsed = parseScenarioFacts(def, raw);
  if (!parsed.ok) throw new Error(`facts outside their questions: ${JSON.stringify(raw)}`);
  const facts = parsed.value;
  return {
    tier: s17TierOf(armyPoints),
    armyPoints,
    def,
    facts: { a: facts.a, b: facts.b } as Game['facts'],
    rounds: (facts.rounds ?? []) as Game['rounds'],
    season: { a: facts.a, b: facts.b },
    game: facts.game ?? {},
  };
}

const sorted = (items: readonly unknown[]): string[] => items.map((x) => JSON.stringify(x)).sort();

/** The same verdict: texts built the same way compare as data; any other difference is read in English. */
function sameVerdict(actual: Verdict, expected: Verdict): boolean {
  return (
    JSON.stringify(actual) === JSON.stringify(expected) ||
    JSON.stringify(words(actual)) === JSON.stringify(words(expected))
  );
}

describe('the ITS S17 pack scores as the coded ITS S17 scenarios', () => {
  const packed = loadS17Pack();

  it('holds every coded scenario, in the same order', () => {
    expect(packed.map((d) => d.id)).toEqual(S17_SCENARIOS.map((d) => d.id));
  });

  it('is read at start without the schema exactly as the schema reads it', () => {
    const raw = JSON.parse(readFileSync(PACK_FILE, 'utf8')) as ScenarioPack;
    expect(withDefaults(raw)).toEqual(ScenarioPackSchema.parse(raw));
    expect(APP_S17.map((d) => words({ ...d, check: 0, objectives: 0, guide: 0 }))).toEqual(
      packed.map((d) => words({ ...d, check: 0, objectives: 0, guide: 0 })),
    );
  });

  for (const coded of S17_SCENARIOS) {
    const fromPack = packed.find((d) => d.id === coded.id) as ScenarioDef;

    it(`${coded.id}: the same declaration, questions and score guides`, () => {
      const declaration = (d: ScenarioDef) => {
        const { check: _check, objectives: _objectives, guide: _guide, ...rest } = d;
        return words(rest);
      };
      expect(declaration(fromPack)).toEqual(declaration(coded));
      expect(words(playerQuestions(fromPack))).toEqual(words(playerQuestions(coded)));
      expect(words(gameQuestions(fromPack))).toEqual(words(gameQuestions(coded)));
      for (const tier of [undefined, 'low', 'mid', 'top'] as const) {
        expect(words(fromPack.guide(tier))).toEqual(words(coded.guide(tier)));
      }
    });

    it(`${coded.id}: ${GAMES.toLocaleString('en')} random games, the same verdict and breakdown`, () => {
      const games = fc.sample(fc.tuple(arbitraryFacts(coded, 450), fc.constantFrom(...S17_ARMY_POINTS)), {
        numRuns: GAMES,
        seed: 1717,
      });
      let standing = 0;
      games.forEach(([facts, armyPoints], i) => {
        const g = gameFor(coded, facts, armyPoints);
        const packedGame = { ...g, def: fromPack };
        const problems = sorted(coded.check?.(g) ?? []);
        if (JSON.stringify(sorted(fromPack.check?.(packedGame) ?? [])) !== JSON.stringify(problems)) {
          expect({ facts, armyPoints, problems: sorted(fromPack.check?.(packedGame) ?? []) }).toEqual({
            facts,
            armyPoints,
            problems,
          });
        }
        if (contradictions(g).length === 0) {
          standing++;
          for (const side of ['a', 'b'] as const) {
            const lines = JSON.stringify(coded.objectives(g, side));
            if (JSON.stringify(fromPack.objectives(packedGame, side)) !== lines) {
              expect({ facts, armyPoints, side, lines: words(fromPack.objectives(packedGame, side)) }).toEqual({
                facts,
                armyPoints,
                side,
                lines: words(coded.objectives(g, side)),
              });
            }
          }
        }
        if (i < SCORED) {
          const expected = verdict(coded, facts, armyPoints);
          const actual = verdict(fromPack, facts, armyPoints);
          if (!sameVerdict(actual, expected)) {
            expect({ facts, armyPoints, actual: words(actual) }).toEqual({
              facts,
              armyPoints,
              actual: words(expected),
            });
          }
        }
      });
      expect(standing).toBeGreaterThan(GAMES / 50);
    });
  }
});
