/**
 * Helpers for the ITS S17 scenario tests (imported by *.test.ts only): scoring at an army size,
 * with missing players and rounds filled by empty answers, and table-driven scoring and refusal
 * cases (`itScoresEachS17`, `itRefusesEachS17`, with the recurring ones as `scored.*` and `refused.*`).
 */
import { expect, it } from 'vitest';
import type { ScoreResult, Side } from '../types';
import { scoreInSeason } from '../seasons';
import type { Ruled } from '../../problem';
import type { ExpectedScore, PartialFacts } from '../testkit';
import { accepted, expectScore, fieldsOf, filledFacts, refusal, said } from '../testkit';

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

/** Scores the facts at an army size: the score, or the engine's refusal. */
export function attemptS17(id: string, armyPoints: number, facts: PartialFacts = {}): Ruled<ScoreResult> {
  return scoreInSeason('its-s17', id, { armyPoints }, filledFacts(facts));
}

/** Scores the facts at an army size (a refusal fails the test). */
export function runS17(id: string, armyPoints: number, facts: PartialFacts = {}): ScoreResult {
  return accepted(attemptS17(id, armyPoints, facts));
}

/** Three Game Rounds with the same answers in each (for end-of-game objectives). */
export function threeRounds(a: Record<string, unknown> = {}, b: Record<string, unknown> = {}): PartialFacts['rounds'] {
  return [0, 1, 2].map(() => ({ a: { ...a }, b: { ...b } }));
}

/** Both players' answers in one Game Round. */
type RoundAnswers = NonNullable<PartialFacts['rounds']>[number];

/** Three Game Rounds in which the players answer only in Game Round `round` (1 to 3). */
export function onlyInRound(round: number, answers: RoundAnswers): PartialFacts['rounds'] {
  const rounds = threeRounds();
  rounds![round - 1] = answers;
  return rounds;
}

/**
 * Expects a refusal of `kind` whose details name `fields` and whose message names the players
 * and the figures given (e.g. "Player A", "310").
 */
export function expectRefused(
  result: Ruled<unknown>,
  kind: 'violation' | 'invalid',
  fields: string[],
  words: string[],
): void {
  const problem = refusal(result);
  expect(problem.kind).toBe(kind);
  const named = fieldsOf(problem);
  for (const f of fields) expect(named).toContain(f);
  for (const s of words) expect(said(problem)).toContain(s);
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
  kind: 'violation' | 'invalid';
  /** The fields the refusal must name. */
  fields: string[];
  /** What its message must say (players, figures). */
  said: string[];
}

/** One test per case: scoring the facts at the case's army size is refused as `expectRefused` says. */
export function itRefusesEachS17(id: string, cases: S17RefusalCase[]): void {
  it.each(cases.map((c) => [c.title, c] as const))('%s', (_title, c) => {
    expectRefused(attemptS17(id, c.armyPoints ?? USUAL_ARMY_POINTS, c.facts), c.kind, c.fields, c.said);
  });
}

/**
 * One scoring case for each Game Round, 1 to 3, at `armyPoints`: the players give `answers` in
 * that round only, and `expected` says what it scores.
 */
function aloneInEachGameRound(
  what: string,
  armyPoints: number,
  answers: RoundAnswers,
  expected: (round: number) => ExpectedScore,
): S17ScoringCase[] {
  return [1, 2, 3].map((round) => ({
    title: `Game Round ${round} alone: ${what}`,
    armyPoints,
    facts: { rounds: onlyInRound(round, answers) },
    ...expected(round),
  }));
}

/**
 * The refusal of both players together answering more of the table's `things` (e.g. "4 Civilians")
 * than it holds: `counts` for A and B of `field`, in the `rounds` given.
 */
function moreThanTheTableHolds(
  things: string,
  field: string,
  counts: [number, number],
  rounds?: PartialFacts['rounds'],
): S17RefusalCase {
  return {
    title: `refuses more than the ${things} between the players, naming both and the figure`,
    facts: { a: { [field]: counts[0] }, b: { [field]: counts[1] }, rounds },
    kind: 'violation',
    fields: [`a.${field}`, `b.${field}`],
    said: ['Player A', 'Player B', `more than the ${things}`],
  };
}

/** The refusal of a fact the scenario does not ask, naming its `field`. */
function notAsked(title: string, field: string, facts: PartialFacts): S17RefusalCase {
  return { title, facts, kind: 'invalid', fields: [field], said: ['does not ask'] };
}

const PLAYER: Record<Side, string> = { a: 'Player A', b: 'Player B' };

/** The refusal of one more than a question's `most` for `side`'s `field`, naming the player and the most. */
function aboveTheMost(
  title: string,
  side: Side,
  field: string,
  most: number,
  rounds?: PartialFacts['rounds'],
): S17RefusalCase {
  const facts: PartialFacts = { rounds };
  facts[side] = { [field]: most + 1 };
  return { title, facts, kind: 'invalid', fields: [`${side}.${field}`], said: [PLAYER[side], String(most)] };
}

/**
 * The refusal of `side` accomplishing all `most` Classifieds of the scenario and the `replacement`
 * of one (Secure HVT or Secure Treasure) besides.
 */
function replacementBeyondTheClassifieds(
  side: Side,
  most: number,
  replacement: 'secureHvt' | 'secureTreasure',
): S17RefusalCase {
  const facts: PartialFacts = {};
  facts[side] = { classifieds: most, [replacement]: true };
  const name = replacement === 'secureHvt' ? 'Secure HVT' : 'Secure Treasure';
  return {
    title: `refuses ${name} besides all ${most} Classifieds, naming the player and the count`,
    facts,
    kind: 'violation',
    fields: [`${side}.classifieds`, `${side}.${replacement}`],
    said: [PLAYER[side], `${most + 1} Classified Objectives accomplished but this player has only ${most}`],
  };
}

/**
 * The refusal of `killer` killing more Army Points than the enemy army of `armyPoints` holds:
 * `killed` on the table plus `notDeployed` of the enemy's never deployed (they count as Killed).
 */
function killsAboveTheEnemyArmy(
  armyPoints: number,
  killer: Side,
  killed: number,
  notDeployed?: number,
  game?: PartialFacts['game'],
): S17RefusalCase {
  const enemy: Side = killer === 'a' ? 'b' : 'a';
  const facts: PartialFacts = { game };
  facts[killer] = { killedPoints: killed };
  if (notDeployed !== undefined) facts[enemy] = { notDeployedPoints: notDeployed };
  const total = killed + (notDeployed ?? 0);
  return {
    title: `refuses ${total} Army Points killed of an army of ${armyPoints}, naming the players and the figures`,
    armyPoints,
    facts,
    kind: 'violation',
    fields: [`${killer}.killedPoints`, `${enemy}.notDeployedPoints`],
    said: [PLAYER[killer], PLAYER[enemy], `${total} Army Points killed`, `${armyPoints} Army Points`],
  };
}

/** The refusal of both players answering `field` in Game Round `round`, naming them and the round. */
function bothInOneGameRound(what: string, field: string, round: number): S17RefusalCase {
  return {
    title: `refuses ${what} by both players in Game Round ${round}, naming them and the round`,
    facts: { rounds: onlyInRound(round, { a: { [field]: true }, b: { [field]: true } }) },
    kind: 'violation',
    fields: [`rounds.${round - 1}.a.${field}`, `rounds.${round - 1}.b.${field}`],
    said: [`Player A, Game Round ${round}`, `Player B, Game Round ${round}`],
  };
}

/** Refusal cases that recur across the ITS S17 scenarios, for `itRefusesEachS17`. */
export const refused = {
  moreThanTheTableHolds,
  notAsked,
  aboveTheMost,
  replacementBeyondTheClassifieds,
  killsAboveTheEnemyArmy,
  bothInOneGameRound,
};

/** The scoring case of both players answering the same `value` for `field`: neither scores `objective`. */
function neitherScoresWhenEqual(title: string, field: string, value: number, objective: string): S17ScoringCase {
  return {
    title,
    facts: { a: { [field]: value }, b: { [field]: value } },
    points: { a: { [objective]: 0 }, b: { [objective]: 0 } },
  };
}

/** Scoring cases that recur across the ITS S17 scenarios, for `itScoresEachS17`. */
export const scored = { aloneInEachGameRound, neitherScoresWhenEqual };
