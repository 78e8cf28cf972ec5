/**
 * Helpers for the independent review tests (imported by review/*.review.test.ts only). They go
 * through the public API of the engine (`score` from the registry) so the review checks what a
 * referee, the wizard and the CLI see, not internal helpers.
 */
import { expect } from 'vitest';
import { thrown } from '../../../../../tests/support/thrown';
import { ApiError, fieldsOf } from '../../../../shared/errors';
import type { Tier } from '../../../../shared/model';
import { score } from '../registry';
import type { PartialFacts } from '../testkit';
import { expectConsistent, filledFacts } from '../testkit';
import type { ScoreResult } from '../types';

export { itScoresEach, ops as op, pts as points } from '../testkit';

/**
 * Scores a game; players and rounds left out answer every question with its default. With
 * fewer than 3 Game Rounds recorded and no `game` given, the game ended by Retreat! at the end
 * of the last recorded round (ITS S11 · End of the Mission), so every recorded round ended.
 */
export function game(id: string, tier: Tier, facts: PartialFacts = {}): ScoreResult {
  const result = score(id, tier, filledFacts(facts));
  // Every breakdown must add up to the OP shown, and stay within 0..10.
  expectConsistent(result);
  return result;
}

/** The facts are refused as contradictory, naming every given field. */
export function refused(fn: () => unknown, fields: string[]): void {
  const err = thrown(fn, ApiError);
  expect(err.code).toBe('RULES_VIOLATION');
  for (const f of fields) expect(fieldsOf(err.details)).toContain(f);
  // The referee reads the questions as the wizard asks them, never a field path.
  expect(err.message).not.toMatch(/\b(?:[ab]|game|rounds\.\d+\.[ab])\.[a-z][A-Za-z]*/);
}

/** The facts are refused as invalid input naming the field (an answer out of range or not asked). */
export function invalid(fn: () => unknown, field: string): void {
  const err = thrown(fn, ApiError);
  expect(err.code).toBe('INVALID_INPUT');
  expect(fieldsOf(err.details).join(' ')).toContain(field);
}
