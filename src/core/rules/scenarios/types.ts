/**
 * Shared shapes of the scenario engine: questions (the one source of truth for facts, the
 * wizard, the zod validator and the JSON Schema), scenario declarations, and score results.
 */
import type { MessageRef } from '../../../shared/messages';
import type { ChoiceOption, ScenarioText, ScoreLine, ScoringSide as Side, ShowIf } from '../../../shared/api/scoring';

export type {
  ChoiceOption,
  ClassifiedDeckUse,
  GuideEntry,
  HvtMode,
  IntelcomMode,
  PlayerScore,
  ScenarioInfo,
  ScoreResult,
  SecureHvtMode,
  ScoringSide as Side,
  ShowIf,
  WizardQuestion,
} from '../../../shared/api/scoring';

/** One line of a player's breakdown. */
export type Line = ScoreLine;

export const SIDES: readonly Side[] = ['a', 'b'];
export const opponent = (side: Side): Side => (side === 'a' ? 'b' : 'a');

// ---------------------------------------------------------------------------------------------
// Questions
// ---------------------------------------------------------------------------------------------

interface QuestionCommon {
  label: ScenarioText;
  help?: ScenarioText;
  /**
   * Where the help says more than the rule text: the app's reading of a silent or unclear
   * point, shown marked as such so a referee knows it is not the rule's own wording.
   */
  reading?: ScenarioText;
  /** The rule the question serves, e.g. "ITS S11 · Acquisition · Control the Tech-Coffin". */
  rule: ScenarioText;
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

// ---------------------------------------------------------------------------------------------
// Scenario declarations
// ---------------------------------------------------------------------------------------------

export interface Zone {
  id: string;
  label: ScenarioText;
  /** The question holding a player's Army Points in this zone (per round, or at the end). */
  pointsKey: string;
}

/**
 * A contradiction between facts. `fields` are dotted paths ("a.controlsCoffin",
 * "rounds.1.b.pointsQ2"); the engine prefixes the message with them.
 */
export interface Problem {
  fields: string[];
  /** What contradicts, as a message key (src/shared/messages.ts) the referee reads in their language. */
  message: MessageRef;
}
