/**
 * Shared shapes of the scenario engine: questions (the one source of truth for facts, the
 * wizard, the zod validator and the JSON Schema), scenario declarations, and score results.
 */
import type { Tier } from '../../../shared/model';

export type Side = 'a' | 'b';
export const SIDES: readonly Side[] = ['a', 'b'];
export const opponent = (side: Side): Side => (side === 'a' ? 'b' : 'a');
export const sideName = (side: Side): string => (side === 'a' ? 'Player A' : 'Player B');

// ---------------------------------------------------------------------------------------------
// Questions
// ---------------------------------------------------------------------------------------------

/** Show a question only when another answer of the same player (and round) has this value. */
export interface ShowIf {
  key: string;
  /** Shown when the other answer equals this value… */
  equals?: boolean | string | number;
  /** …or differs from this one. */
  notEquals?: boolean | string | number;
}

interface QuestionCommon {
  label: string;
  help?: string;
  /** The rule the question serves, e.g. "ITS S11 · Acquisition · Control the Tech-Coffin". */
  rule: string;
  showIf?: ShowIf;
}

export interface BoolQuestion extends QuestionCommon {
  kind: 'boolean';
}

export interface NumberQuestion extends QuestionCommon {
  kind: 'number';
  min: number;
  max: number;
}

export interface ChoiceOption<V extends string = string> {
  value: V;
  label: string;
}

export interface ChoiceQuestion<V extends string = string> extends QuestionCommon {
  kind: 'choice';
  options: readonly ChoiceOption<V>[];
}

export type Question = BoolQuestion | NumberQuestion | ChoiceQuestion;
export type QuestionMap = Record<string, Question>;

export type ValueOf<Q> = Q extends BoolQuestion
  ? boolean
  : Q extends NumberQuestion
    ? number
    : Q extends ChoiceQuestion<infer V>
      ? V
      : never;

/** The answers to a map of questions, typed from the map. */
export type FactsOf<M extends QuestionMap> = { [K in keyof M]: ValueOf<M[K]> };

export type FactValue = boolean | number | string;
export type FactRecord = Record<string, FactValue>;

/** Facts as the API and CLI take them (after validation every question has an answer). */
export interface ScenarioFacts {
  a: FactRecord;
  b: FactRecord;
  /** One entry per Game Round scored, for scenarios that score at the end of each round. */
  rounds?: { a: FactRecord; b: FactRecord }[];
}

/** The UI-friendly shape of one question (`wizardQuestions`). */
export interface WizardQuestion {
  key: string;
  label: string;
  kind: Question['kind'];
  /** player: asked once per player; round-player: per player in every Game Round. */
  scope: 'player' | 'round-player' | 'game';
  min?: number;
  max?: number;
  options?: ChoiceOption[];
  help?: string;
  rule: string;
  showIf?: ShowIf;
}

// ---------------------------------------------------------------------------------------------
// Scenario declarations
// ---------------------------------------------------------------------------------------------

/**
 * How the High Value Targets take part:
 * - neutral: each player deploys one Neutral HVT; harming it loses the scenario.
 * - neutral-multiple: three Neutral HVTs each (Countermeasures).
 * - neutral-until-revealed: three HVTs each, Neutral until Revealed (Unmasking · Subterfuge).
 * - designated-target: the enemy HVT is a hostile trooper; killing it is allowed.
 * - not-used: no HVT on the table.
 */
export type HvtMode = 'neutral' | 'neutral-multiple' | 'neutral-until-revealed' | 'designated-target' | 'not-used';

/** Where the optional Secure HVT Classified may replace a Classified Objective. */
export type SecureHvtMode = 'any-classified' | 'secondary-only' | 'not-used';

/**
 * INTELCOM card modes (ITS S11 · Classified Objectives · INTELCOM Card).
 * support-and-control / support-or-interference: the one Classified card may be given up to
 * be used as INTELCOM; counterespionage and provisions act on the Classifieds accomplished.
 */
export type IntelcomMode = 'support-and-control' | 'support-or-interference' | 'counterespionage' | 'provisions';

export type ClassifiedDeckUse =
  /** Each player draws their Classified Objectives from their own deck. */
  | 'own-deck'
  /** Highly Classified: four open Main Classifieds shared by both, one private Secondary. */
  | 'main-and-secondary'
  /** Countermeasures: one shared deck of Current Mission Objectives. */
  | 'current-missions'
  | 'not-used';

export interface Zone {
  id: string;
  label: string;
}

export interface GuideEntry {
  label: string;
  op: string;
}

export interface Line {
  /** Stable id of the objective, e.g. "control-tech-coffin", "classified", "ceiling". */
  objective: string;
  label: string;
  points: number;
  rule: string;
  /** The observed figures behind the points, e.g. "Army Points in the zone: 120 vs 95". */
  detail?: string;
  /** Game Round, for objectives scored at the end of each round. */
  round?: number;
}

export interface PlayerScore {
  op: number;
  lines: Line[];
}

export interface ScoreResult {
  scenarioId: string;
  tier: Tier;
  players: Record<Side, PlayerScore>;
  tp: [number, number];
  /** Victory Points: each player's surviving Army Points, from the facts. */
  vp: [number, number];
}

/**
 * A contradiction between facts. `fields` are dotted paths ("a.controlsCoffin",
 * "rounds.1.b.pointsQ2"); the engine prefixes the message with them.
 */
export interface Problem {
  fields: string[];
  message: string;
}
