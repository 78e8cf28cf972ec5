/**
 * fast-check generators of scenario facts (imported by property tests only): both players'
 * answers, the game's (how it ended, rulings), and — for round-scored scenarios — one entry per
 * Game Round of the game as it ended.
 */
import fc from 'fast-check';
import { gameQuestions, playerQuestions } from './engine';
import type { ScenarioDef } from './scenario';
import type { Question } from './types';

/**
 * Answers biased towards the default, so that many generated games are free of contradictions.
 * Numbers reach `maxNumber` at most (Army Point questions go up to 1000).
 */
function arbitraryAnswer(q: Question, maxNumber: number): fc.Arbitrary<unknown> {
  const some =
    q.kind === 'boolean'
      ? fc.boolean()
      : q.kind === 'number'
        ? fc.integer({ min: q.min, max: Math.min(q.max, maxNumber) })
        : fc.constantFrom(...q.options.map((o) => o.value));
  const none = q.kind === 'boolean' ? false : q.kind === 'number' ? q.min : (q.options[0]?.value ?? '');
  return fc.oneof({ arbitrary: fc.constant(none), weight: 3 }, { arbitrary: some, weight: 2 });
}

function arbitraryRecord(map: Record<string, Question>, maxNumber: number): fc.Arbitrary<Record<string, unknown>> {
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [k, q] of Object.entries(map)) shape[k] = arbitraryAnswer(q, maxNumber);
  return fc.record(shape);
}

export function arbitraryFacts(def: ScenarioDef, maxNumber = 420): fc.Arbitrary<Record<string, unknown>> {
  const player = arbitraryRecord(playerQuestions(def), maxNumber);
  const game = gameQuestions(def);
  const gameArb = Object.keys(game).length > 0 ? arbitraryRecord(game, maxNumber) : fc.constant(undefined);
  return gameArb.chain((g) => {
    const parts: Record<string, fc.Arbitrary<unknown>> = { a: player, b: player };
    if (g) parts.game = fc.constant(g);
    if (def.round) {
      const round = arbitraryRecord(def.round, maxNumber);
      const n = g && g.endedBy === 'retreat' ? (g.endRound as number) : 3;
      parts.rounds = fc.array(fc.record({ a: round, b: round }), { minLength: n, maxLength: n });
    }
    return fc.record(parts);
  });
}
