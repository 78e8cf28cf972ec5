/**
 * Helpers for the ITS S17 scenario tests (imported by *.test.ts only): scoring at an army size,
 * with missing players and rounds filled by empty answers.
 */
import { expect } from 'vitest';
import type { ScoreResult } from '../types';
import { scoreInSeason } from '../seasons';
import type { PartialFacts } from '../testkit';
import { filledFacts, refusal } from '../testkit';

export { expectConsistent, expectContradiction, expectInvalid, ops, pts } from '../testkit';

/** The sixteen ITS S17 scenarios, in the order the season lists them. */
export const S17_SCENARIO_IDS = [
  'akial-interference',
  'b-pong',
  'corporate-appropriation',
  'critical-intervention',
  'crossing-lines',
  'evacuation',
  'hardlock',
  'last-launch',
  'provisioning',
  'zone-of-interest',
  'annihilation',
  'battleground',
  'cutthroat',
  'superiority',
  'uplink-center',
  'resilience-operations',
];

export function runS17(id: string, armyPoints: number, facts: PartialFacts = {}): ScoreResult {
  return scoreInSeason('its-s17', id, { armyPoints }, filledFacts(facts));
}

/** Three Game Rounds with the same answers in each (for end-of-game objectives). */
export function threeRounds(a: Record<string, unknown> = {}, b: Record<string, unknown> = {}): PartialFacts['rounds'] {
  return [0, 1, 2].map(() => ({ a: { ...a }, b: { ...b } }));
}

/** Three Game Rounds in which the players answer only in Game Round `round` (1 to 3). */
export function onlyInRound(
  round: number,
  answers: NonNullable<PartialFacts['rounds']>[number],
): PartialFacts['rounds'] {
  const rounds = threeRounds();
  rounds![round - 1] = answers;
  return rounds;
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
  const err = refusal(fn);
  expect(err.code).toBe(code);
  const named = (err.details as { fields: string[] }).fields;
  for (const f of fields) expect(named).toContain(f);
  for (const s of said) expect(err.message).toContain(s);
}
