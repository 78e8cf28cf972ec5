/**
 * Scoring domain: the ITS Season 11 scenarios, their wizard questions (and JSON Schema), a
 * preview of a game's score from observed facts, and committing that score to a table.
 *
 * The shapes below are shared by the rules engine (src/core/rules/scenarios), the API and the
 * renderer's scoring wizard.
 */
import { z } from 'zod';
import { TableNumberSchema } from '../bounds';
import { SeasonSchema, TierSchema } from '../model';
import type { GameResult, SeasonId, Tier } from '../model';
import type { SavedAck } from './events';
import type { MessageRef } from '../i18n/render';

/**
 * A scenario's text (a name, a question, a breakdown line, a rule citation): an `s.*` key of the
 * catalogs with its values, rendered by whoever shows it in their language (src/shared/i18n/render.ts).
 */
export type ScenarioText = MessageRef;

// ---------------------------------------------------------------------------------------------
// Shapes
// ---------------------------------------------------------------------------------------------

/**
 * The ITS season whose scenarios, Tournament Points and season rules apply. Without one, the
 * scoring methods mean ITS Season 11 (as before seasons existed).
 */
export { SeasonSchema };
export type { SeasonId };
/**
 * ITS S17 · Tournament Tiers: each Tier holds two army sizes and the scenarios' figures are
 * given per army size, so an ITS S17 game is scored at one of these Army Points.
 */
export const S17_ARMY_POINTS = [150, 200, 250, 300, 350, 400] as const;

/** ITS S17 · Tournament Tiers: the Tier of an army size (400/350, 300/250, 200/150). */
export function s17TierOf(points: number): Tier {
  return points >= 350 ? 'top' : points >= 250 ? 'mid' : 'low';
}

/**
 * The army size an ITS S17 round is played at: the event's Army Points when they are one of the
 * round's Tier, else the Tier's larger size (an escalation round, or no size chosen).
 */
export function s17RoundArmyPoints(eventPoints: number | null | undefined, tier: Tier): number {
  const own = eventPoints ?? null;
  if (own !== null && (S17_ARMY_POINTS as readonly number[]).includes(own) && s17TierOf(own) === tier) return own;
  return tier === 'top' ? 400 : tier === 'mid' ? 300 : 200;
}

/**
 * The Army Points one game of a round is played at: an ITS S17 round's size, else the event's own
 * Army Points (outside Escalation) or the tier's (ITS S11 · Tournament Tiers).
 */
export function gameArmyPoints(
  settings: { season?: SeasonId; armyPoints?: number | null; extras?: { escalation?: boolean } },
  tier: Tier,
): number {
  if (settings.season === 'its-s17') return s17RoundArmyPoints(settings.armyPoints, tier);
  const own = settings.extras?.escalation ? null : (settings.armyPoints ?? null);
  return own ?? (tier === 'top' ? 400 : tier === 'mid' ? 300 : 200);
}

/** Player A or Player B of a pairing. */
export type ScoringSide = 'a' | 'b';

/** How the High Value Targets take part (see the HVT rules in ITS S11). */
export type HvtMode = 'neutral' | 'neutral-multiple' | 'neutral-until-revealed' | 'designated-target' | 'not-used';
/** Where the optional Secure HVT Classified may replace a Classified Objective. */
export type SecureHvtMode = 'any-classified' | 'secondary-only' | 'not-used';
/** INTELCOM card mode of a scenario. */
export type IntelcomMode = 'support-and-control' | 'support-or-interference' | 'counterespionage' | 'provisions';
/** How Classified Objectives are chosen in a scenario. */
export type ClassifiedDeckUse = 'own-deck' | 'main-and-secondary' | 'current-missions' | 'not-used';

/** Show a question only when another answer of the same player (and round) has this value. */
export interface ShowIf {
  key: string;
  equals?: boolean | string | number;
  notEquals?: boolean | string | number;
  /** A second condition that must hold too. */
  also?: ShowIf;
}

/** A choice's option; `T` is how its words come (a text from main, a string once a screen wrote it). */
export interface ChoiceOption<V extends string = string, T = ScenarioText> {
  value: V;
  label: T;
}

/**
 * One question of a scenario's scoring wizard. Its words are texts (`T`): main sends keys; a
 * screen that has written them in its language holds a `WizardQuestion<string>`.
 */
export interface WizardQuestion<T = ScenarioText> {
  key: string;
  label: T;
  kind: 'boolean' | 'number' | 'choice';
  /**
   * player: asked once per player; round-player: per player for every Game Round played;
   * game: asked once for the game (how it ended, the referee's ruling where the rules are silent).
   */
  scope: 'player' | 'round-player' | 'game';
  min?: number;
  max?: number;
  options?: ChoiceOption<string, T>[];
  help?: T;
  /** The app's reading where the help says more than the rule text (shown marked as such). */
  reading?: T;
  /** The rule the question serves, e.g. "ITS S11 · Acquisition · Control the Tech-Coffin". */
  rule: T;
  /**
   * For `game` questions the condition reads the game answers, and each player's answers as
   * `a.<key>` / `b.<key>`.
   */
  showIf?: ShowIf;
}

/** One objective (or season rule) in plain words with its OP, for score guides and sheets. */
export interface GuideEntry {
  label: ScenarioText;
  /** The OP: a figure as it is ("3", "+1") or a text ("1 each, up to 3"). */
  op: string | ScenarioText;
}

/** One line of a player's OP breakdown. Lines add up to the player's OP. */
export interface ScoreLine {
  /** Stable id of the objective, e.g. "control-tech-coffin", "classified", "ceiling". */
  objective: string;
  label: ScenarioText;
  points: number;
  rule: ScenarioText;
  /** The observed figures behind the points, e.g. "Army Points: 120 vs 95". */
  detail?: ScenarioText;
  /** Game Round, for objectives scored at the end of each round. */
  round?: number;
  /** The referee's ruling on this line: its points replace `points` (which stays as computed). */
  ruling?: Ruling;
}

/** A referee's final word on a line or a total (ITS S11 · Referees: their rulings are final). */
export interface Ruling {
  points: number;
  reason: string;
  by: string;
  at: string;
}

export interface PlayerScore {
  /** The player's OP: as computed, or as ruled when a ruling applies. */
  op: number;
  lines: ScoreLine[];
  /** The referee's ruling on the player's total OP (overrides the lines' sum). */
  ruling?: Ruling;
}

export interface ScoreResult {
  scenarioId: string;
  tier: Tier;
  players: Record<ScoringSide, PlayerScore>;
  tp: [number, number];
  /** Victory Points: each player's surviving Army Points, from the facts. */
  vp: [number, number];
}

/** A scenario's declaration: everything but its scoring code. */
export interface ScenarioInfo {
  id: string;
  name: ScenarioText;
  tableConfiguration: string;
  deployment: ScenarioText;
  specialRules: ScenarioText[];
  /** Classified Objectives per player and OP each (Highly Classified adds a Secondary). */
  classified: { count: number; op: number; secondary?: { count: number; op: number } };
  classifiedDeck: ClassifiedDeckUse;
  extremeMode: boolean;
  retreat: { applies: boolean; endsGameIfTurnStartsInRetreat: boolean };
  hvt: HvtMode;
  secureHvt: SecureHvtMode;
  intelcom: IntelcomMode | null;
  dataTracker: boolean;
  liaisonOfficer: boolean;
  conciliumWatch: boolean;
  /** True when the wizard asks facts at the end of each Game Round. */
  scoredEachRound: boolean;
  /** The season the scenario belongs to (absent: ITS S11). */
  season?: SeasonId;
  /** ITS S17 Direct Action: each player names a Key Ops at the end of deployment. */
  keyOps?: boolean;
  /** ITS S17: whether the scenario suits the Reinforcements extra. */
  reinforcements?: boolean;
  /** Attacker and Defender score from different objective lists (ITS S17 Critical Intervention). */
  roles?: boolean;
}

export interface ScenarioSchemaView {
  scenario: ScenarioInfo;
  questions: WizardQuestion[];
  /** JSON Schema (draft 2020-12) of the facts, with titles. */
  jsonSchema: Record<string, unknown>;
  guide: GuideEntry[];
}

/**
 * A stored result's or report's OP breakdown, derived when shown or printed from its facts, the
 * round's scenario and tier, the event's preset and the referee's rulings (nothing stores it).
 */
export interface ResultBreakdown {
  scenarioId: string;
  tier: Tier;
  players: Record<ScoringSide, PlayerScore>;
}

/** `scoring.breakdown`: a table's breakdowns, each with the figures stored beside its facts. */
export interface TableBreakdowns {
  /** The result on the table, rulings applied; null when it has no facts (OP and VP typed in). */
  result: ScoreResult | null;
  /** Each player's own report as they sent it (rulings belong to the result, not to a report). */
  a: ScoreResult | null;
  b: ScoreResult | null;
}

// ---------------------------------------------------------------------------------------------
// Methods
// ---------------------------------------------------------------------------------------------

const ScenarioId = z.string().min(1).max(80);

/**
 * `event: true`: the open event's scenarios — its scenario pack's when it loaded one, else its
 * season's — with its army size for the tier and its Tournament Points (`season` is then ignored).
 */
const FromEvent = z.literal(true).optional();

export const scoringParams = {
  /** The official scenarios (declarations). */
  'scoring.scenarios': z.object({ season: SeasonSchema.optional(), event: FromEvent }).default({}),
  /** One scenario's wizard questions, facts JSON Schema and score guide. */
  'scoring.schema': z.object({
    scenarioId: ScenarioId,
    tier: TierSchema.optional(),
    season: SeasonSchema.optional(),
    armyPoints: z.int().min(0).max(10_000).optional(),
    event: FromEvent,
  }),
  /** Scores facts without saving anything (TP by `presetId`, else the open event's, else ITS S11). */
  'scoring.preview': z.object({
    scenarioId: ScenarioId,
    /** Season 11: the tier. Season 17: may be left out, `armyPoints` decides it. */
    tier: TierSchema.optional(),
    season: SeasonSchema.optional(),
    /** ITS S17: the game's Army Points (150, 200, 250, 300, 350 or 400). */
    armyPoints: z.int().min(0).max(10_000).optional(),
    facts: z.unknown(),
    presetId: z.string().max(80).optional(),
    /** The players' names, so refusals name them instead of “Player A” and “Player B”. */
    names: z.object({ a: z.string().max(200), b: z.string().max(200) }).optional(),
    event: FromEvent,
  }),
  /**
   * The referee's ruling on a scored result: one breakdown line of one player (by its index in
   * that player's lines) or, without `line`, the player's total OP. `points: null` withdraws
   * the ruling. OP and TP follow; the ruling is audited and can be undone.
   */
  'scoring.override': z.object({
    round: z.int().min(1).max(50),
    table: z.int().min(1).max(10_000),
    side: z.enum(['a', 'b']),
    line: z.int().min(0).max(500).optional(),
    points: z.int().min(-10).max(10).nullable(),
    reason: z.string().trim().min(1, { error: 'say why (the reason goes to the audit log)' }).max(500),
  }),
  /** A table's breakdowns (its result's and its players' reports'), derived from their facts. */
  'scoring.breakdown': z.object({ round: z.int().min(1).max(50), table: z.int().min(1).max(10_000) }),
  /**
   * Scores a table of the open event with its round's scenario, tier and the event's preset,
   * and stores OP, VP, TP and the facts (the breakdown is derived from them when shown). A different result already entered is
   * refused (CONFLICT) unless `replace` is sent with a `reason`.
   */
  'scoring.commit': z.object({
    round: z.int().min(1).max(50),
    table: TableNumberSchema,
    facts: z.unknown(),
    confirmedByA: z.boolean().default(false),
    confirmedByB: z.boolean().default(false),
    replace: z.boolean().optional(),
    reason: z.string().min(1).max(500).optional(),
  }),
} satisfies Record<`scoring.${string}`, z.ZodType>;

export interface ScoringResults {
  'scoring.scenarios': ScenarioInfo[];
  'scoring.schema': ScenarioSchemaView;
  'scoring.preview': ScoreResult;
  'scoring.commit': SavedAck & { changed: boolean; score: ScoreResult; result: GameResult };
  'scoring.breakdown': TableBreakdowns;
  'scoring.override': SavedAck & { result: GameResult; breakdown: ScoreResult | null };
}
