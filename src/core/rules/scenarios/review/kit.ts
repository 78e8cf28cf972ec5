/**
 * Helpers for the independent review tests (imported by review/*.review.test.ts only). They go
 * through the public API of the engine (`score` from the registry) so the review checks what a
 * referee, the wizard and the CLI see, not internal helpers.
 */
import { expect } from 'vitest';
import type { Tier } from '../../../../shared/model';
import type { Ruled } from '../../problem';
import type { PartialFacts } from '../testkit';
import { accepted, attempt, expectConsistent, fieldsOf, refusal, said } from '../testkit';
import type { ScoreResult } from '../types';

export { attempt, itScoresEach, ops as op, pts as points } from '../testkit';

/**
 * Scores a game; players and rounds left out answer every question with its default. With
 * fewer than 3 Game Rounds recorded and no `game` given, the game ended by Retreat! at the end
 * of the last recorded round (ITS S11 · End of the Mission), so every recorded round ended.
 */
export function game(id: string, tier: Tier, facts: PartialFacts = {}): ScoreResult {
  const result = accepted(attempt(id, tier, facts));
  // Every breakdown must add up to the OP shown, and stay within 0..10.
  expectConsistent(result);
  return result;
}

/** The facts are refused as contradictory (a violation), naming every given field. */
export function refused(result: Ruled<unknown>, fields: string[]): void {
  const problem = refusal(result);
  expect(problem.kind).toBe('violation');
  for (const f of fields) expect(fieldsOf(problem)).toContain(f);
  // The referee reads the questions as the wizard asks them, never a field path.
  expect(said(problem)).not.toMatch(/\b(?:[ab]|game|rounds\.\d+\.[ab])\.[a-z][A-Za-z]*/);
}

/** The facts are refused as invalid input naming the field (an answer out of range or not asked). */
export function invalid(result: Ruled<unknown>, field: string): void {
  const problem = refusal(result);
  expect(problem.kind).toBe('invalid');
  expect(fieldsOf(problem).join(' ')).toContain(field);
}
