/**
 * Helpers for the ITS S17 scenario tests (imported by *.test.ts only): scoring at an army size,
 * with missing players and rounds filled by empty answers.
 */
import { expect } from 'vitest';
import { ApiError } from '../../../../shared/errors';
import type { ScoreResult } from '../types';
import { scoreInSeason } from '../seasons';
import type { PartialFacts } from '../testkit';
import { endedAfterRound } from '../testkit';

export { expectConsistent, expectContradiction, expectInvalid, ops, pts } from '../testkit';

export function runS17(id: string, armyPoints: number, facts: PartialFacts = {}): ScoreResult {
  const full: Record<string, unknown> = { a: facts.a ?? {}, b: facts.b ?? {} };
  if (facts.rounds) full.rounds = facts.rounds.map((r) => ({ a: r.a ?? {}, b: r.b ?? {} }));
  if (facts.game) full.game = facts.game;
  else if (facts.rounds && facts.rounds.length < 3) full.game = endedAfterRound(facts.rounds.length);
  return scoreInSeason('its-s17', id, { armyPoints }, full);
}

/** Three Game Rounds with the same answers in each (for end-of-game objectives). */
export function threeRounds(a: Record<string, unknown> = {}, b: Record<string, unknown> = {}): PartialFacts['rounds'] {
  return [0, 1, 2].map(() => ({ a: { ...a }, b: { ...b } }));
}

/**
 * Expects a refusal of `code` whose details name `fields` and whose message names the players
 * and the figures given (e.g. "Player A", "310").
 */
export function expectRefused(
  fn: () => unknown,
  code: 'RULES_VIOLATION' | 'INVALID_INPUT',
  fields: string[],
  said: string[],
): void {
  let err: unknown;
  try {
    fn();
  } catch (e) {
    err = e;
  }
  if (!(err instanceof ApiError)) throw new Error('expected a refusal, but scoring succeeded');
  expect(err.code).toBe(code);
  const named = (err.details as { fields: string[] }).fields;
  for (const f of fields) expect(named).toContain(f);
  for (const s of said) expect(err.message).toContain(s);
}
