/**
 * Helpers for the scenario tests (imported by *.test.ts only): short calls, line lookups, and
 * assertions that a refusal (the engine's `RulesProblem`) names its fields.
 */
import { expect, it } from 'vitest';
import type { ScenarioText } from '../../../shared/api/scoring';
import { english } from '../../../shared/messages';
import type { Tier } from '../../../shared/model';
import { score } from './registry';
import type { ScoreResult, Side } from './types';
import type { Ruled, RulesProblem } from '../problem';
import { accepted, refusal, said } from '../testing/ruled';

export { accepted, refusal, said };

export type PartialFacts = {
  a?: Record<string, unknown>;
  b?: Record<string, unknown>;
  rounds?: { a?: Record<string, unknown>; b?: Record<string, unknown> }[];
  game?: Record<string, unknown>;
};

/**
 * How a game with fewer than 3 recorded Game Rounds ended, when a test does not say: by
 * Retreat!, at the end of the last recorded round (after the second Player Turn), so every
 * recorded round is a Game Round that ended (ITS S11 · End of the Mission).
 */
export function endedAfterRound(n: number): Record<string, unknown> {
  return { endedBy: 'retreat', endRound: n, firstTurn: 'a', lastTurn: 'b' };
}

/**
 * The facts to score, with missing players/rounds filled by empty objects (their answers
 * default) and, for fewer than 3 rounds and no `game`, the game ended after the last one.
 */
export function filledFacts(facts: PartialFacts): Record<string, unknown> {
  const full: Record<string, unknown> = { a: facts.a ?? {}, b: facts.b ?? {} };
  if (facts.rounds) full.rounds = facts.rounds.map((r) => ({ a: r.a ?? {}, b: r.b ?? {} }));
  if (facts.game) full.game = facts.game;
  else if (facts.rounds && facts.rounds.length < 3) full.game = endedAfterRound(facts.rounds.length);
  return full;
}

/** The fields a refusal names (its `details.fields`, what the wizard marks). */
export const fieldsOf = (problem: RulesProblem): string[] => (problem.details as { fields: string[] }).fields;

/** Scores the facts at a tier, filled as `filledFacts` says: the score, or the engine's refusal. */
export function attempt(id: string, tier: Tier, facts: PartialFacts = {}): Ruled<ScoreResult> {
  return score(id, tier, filledFacts(facts));
}

/** Scores the facts at a tier, filled as `filledFacts` says (a refusal fails the test). */
export function run(id: string, tier: Tier, facts: PartialFacts = {}): ScoreResult {
  return accepted(attempt(id, tier, facts));
}

export function ops(result: ScoreResult): [number, number] {
  return [result.players.a.op, result.players.b.op];
}

/** Points of one objective for one player (summed over rounds unless `round` is given). */
export function pts(result: ScoreResult, side: Side, objective: string, round?: number): number {
  return result.players[side].lines
    .filter((l) => l.objective === objective && (round === undefined || l.round === round))
    .reduce((s, l) => s + l.points, 0);
}

/** A field path (`a.controlsCoffin`, `rounds.1.b.pointsQ2`) that must never reach a referee. */
const FIELD_PATH = /\b(?:[ab]|game|rounds\.\d+\.[ab])\.[a-z][A-Za-z]*/;

/**
 * Expects a refusal as a violation whose details name every given field (the wizard marks them)
 * and whose message names them as the wizard asks them, never by path.
 */
export function expectContradiction(result: Ruled<unknown>, fields: string[]): void {
  const problem = refusal(result);
  expect(problem.kind).toBe('violation');
  const named = fieldsOf(problem);
  for (const f of fields) expect(named).toContain(f);
  expect(said(problem)).not.toMatch(FIELD_PATH);
  expect(said(problem)).toMatch(/“[^”]+”|the Game Rounds recorded/);
}

/** Expects a refusal as invalid naming the field in its details, and no path in its message. */
export function expectInvalid(result: Ruled<unknown>, field: string): void {
  const problem = refusal(result);
  expect(problem.kind).toBe('invalid');
  expect(fieldsOf(problem).join(' ')).toContain(field);
  expect(said(problem)).not.toMatch(FIELD_PATH);
}

/** Every invariant a score must keep: lines add up to OP, OP within 0..10. */
export function expectConsistent(result: ScoreResult): void {
  for (const side of ['a', 'b'] as const) {
    const p = result.players[side];
    expect(p.lines.reduce((s, l) => s + l.points, 0)).toBe(p.op);
    expect(p.op).toBeGreaterThanOrEqual(0);
    expect(p.op).toBeLessThanOrEqual(10);
  }
}

/** Points of objectives, by player and objective id. */
export type ObjectivePoints = Partial<Record<Side, Record<string, number>>>;

/** What a table-driven scoring case expects of the score (each part only when given). */
export interface ExpectedScore {
  /** The points of the objectives the case is about, summed over the Game Rounds. */
  points?: ObjectivePoints;
  /** The points of the objectives the case is about in one Game Round, by round number (1 to 3). */
  pointsInRound?: Record<number, ObjectivePoints>;
  /** The OP of Player A and of Player B. */
  ops?: [number, number];
  /** The TP of Player A and of Player B, when the case is about them. */
  tp?: [number, number];
}

/** Checks each objective's points, summed over the Game Rounds or, when `round` is given, in that round. */
function expectObjectivePoints(result: ScoreResult, bySide: ObjectivePoints, round?: number): void {
  for (const [side, objectives] of Object.entries(bySide) as [Side, Record<string, number>][]) {
    for (const [objective, points] of Object.entries(objectives)) {
      expect(pts(result, side, objective, round)).toBe(points);
    }
  }
}

/** Checks the expected parts of a score, then that the breakdown adds up (`expectConsistent`). */
export function expectScore(result: ScoreResult, expected: ExpectedScore): void {
  expectObjectivePoints(result, expected.points ?? {});
  for (const [round, bySide] of Object.entries(expected.pointsInRound ?? {})) {
    expectObjectivePoints(result, bySide, Number(round));
  }
  if (expected.ops) expect(ops(result)).toEqual(expected.ops);
  if (expected.tp) expect(result.tp).toEqual(expected.tp);
  expectConsistent(result);
}

/** One case of a table-driven scoring test (`itScoresEach`). */
export interface ScoringCase extends ExpectedScore {
  /** What the case checks and how its figures are worked. */
  title: string;
  /** Mid-Tier unless the case says. */
  tier?: Tier;
  facts?: PartialFacts;
  /** The OP of Player A and of Player B. */
  ops: [number, number];
}

/**
 * One test per case: scores the facts, then checks the objectives' points (when given), both
 * players' OP, their TP (when given) and that the breakdown adds up.
 */
export function itScoresEach(id: string, cases: ScoringCase[]): void {
  it.each(cases.map((c) => [c.title, c] as const))('%s', (_title, c) => {
    expectScore(run(id, c.tier ?? 'mid', c.facts), c);
  });
}

/** One case of a table-driven refusal test (`itRefusesEach`): facts that contradict each other. */
export interface ContradictionCase {
  /** What contradicts what. */
  title: string;
  /** Mid-Tier unless the case says. */
  tier?: Tier;
  facts: PartialFacts;
  /** The fields the refusal must name. */
  fields: string[];
}

/** One test per case: the facts are refused as contradictory, naming the fields (`expectContradiction`). */
export function itRefusesEach(id: string, cases: ContradictionCase[]): void {
  it.each(cases.map((c) => [c.title, c] as const))('%s', (_title, c) => {
    expectContradiction(attempt(id, c.tier ?? 'mid', c.facts), c.fields);
  });
}

/** Where the Army Point bands of ITS S11 · Annihilation and Biotechvore start, by tier: first, second, third. */
const BAND_STARTS: Record<Tier, [number, number, number]> = {
  low: [50, 101, 151],
  mid: [75, 151, 251],
  top: [100, 201, 301],
};

/**
 * The edges of those bands at every tier, each with the OP it is worth when the bands are worth
 * `bandOp`: just below the first band 0, then each band's first and last value.
 */
export function bandEdges(bandOp: [number, number, number]): [Tier, number, number][] {
  return (['low', 'mid', 'top'] as const).flatMap((tier): [Tier, number, number][] => {
    const [first, second, third] = BAND_STARTS[tier];
    return [
      [tier, first - 1, 0],
      [tier, first, bandOp[0]],
      [tier, second - 1, bandOp[0]],
      [tier, second, bandOp[1]],
      [tier, third - 1, bandOp[1]],
      [tier, third, bandOp[2]],
    ];
  });
}

/** A scenario text as English writes it (the tests' expected values are worked from the rulebook's English). */
export function inEnglish(text: ScenarioText | string | undefined): string | undefined {
  return text === undefined || typeof text === 'string' ? text : english(text);
}
