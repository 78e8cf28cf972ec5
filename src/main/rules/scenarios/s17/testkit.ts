/**
 * Helpers for the ITS S17 scenario tests (imported by *.test.ts only): scoring at an army size,
 * with missing players and rounds filled by empty answers.
 */
import { expect, it } from 'vitest';
import type { ScoreResult } from '../types';
import { scoreInSeason } from '../seasons';
import type { ExpectedScore, PartialFacts } from '../testkit';
import { expectScore, filledFacts, refusal } from '../testkit';

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

/** The army size a table-driven case is played at unless it says: the usual tournament size. */
const USUAL_ARMY_POINTS = 300;

/** One case of a table-driven ITS S17 scoring test (`itScoresEachS17`). */
export interface S17ScoringCase extends ExpectedScore {
  /** What the case checks and how its figures are worked. */
  title: string;
  /** 300 unless the case says. */
  armyPoints?: number;
  facts?: PartialFacts;
}

/**
 * One test per case: scores the facts at the case's army size, then checks what the case
 * expects (`expectScore`) and that the breakdown adds up.
 */
export function itScoresEachS17(id: string, cases: S17ScoringCase[]): void {
  it.each(cases.map((c) => [c.title, c] as const))('%s', (_title, c) => {
    expectScore(runS17(id, c.armyPoints ?? USUAL_ARMY_POINTS, c.facts), c);
  });
}

/** One case of a table-driven ITS S17 refusal test (`itRefusesEachS17`). */
export interface S17RefusalCase {
  /** What is refused and why. */
  title: string;
  /** 300 unless the case says. */
  armyPoints?: number;
  facts: PartialFacts;
  code: 'RULES_VIOLATION' | 'INVALID_INPUT';
  /** The fields the refusal must name. */
  fields: string[];
  /** What its message must say (players, figures). */
  said: string[];
}

/** One test per case: scoring the facts at the case's army size is refused as `expectRefused` says. */
export function itRefusesEachS17(id: string, cases: S17RefusalCase[]): void {
  it.each(cases.map((c) => [c.title, c] as const))('%s', (_title, c) => {
    expectRefused(() => runS17(id, c.armyPoints ?? USUAL_ARMY_POINTS, c.facts), c.code, c.fields, c.said);
  });
}

/** One scoring case for each Game Round, 1 to 3, as `caseFor` makes it. */
export function forEachGameRound(caseFor: (round: number) => S17ScoringCase): S17ScoringCase[] {
  return [1, 2, 3].map(caseFor);
}
