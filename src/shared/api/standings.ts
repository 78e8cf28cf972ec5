/**
 * Standings domain: the ranking of the open event (or of a results document), explanations
 * of a player's score and of what separates two players, and the ITS rating preview.
 *
 * Also the normalized tournament input every engine entry point takes. The minimal results
 * JSON of the CLI contract parses to exactly this type, and an event file maps to it.
 */
import type { TeamStandings } from './teams';
import { z } from 'zod';
import { MAX_VP_ANY_TIER, VP_ENTRY_MAX, vpBoundMessage } from '../bounds';
import type { ScenarioText } from './scoring';

// ---------------------------------------------------------------------------------------------
// The normalized tournament input (= the minimal results JSON after parsing)
// ---------------------------------------------------------------------------------------------

/** ITS S11 · Keeping Score: Objective Points of one player in one game run from 0 to 10. */
export const OpScoreSchema = z
  .int({ error: 'OP must be a whole number' })
  .min(0, 'OP must be 0 or more')
  .max(10, 'OP must be 10 or less');
export const VpScoreSchema = z
  .int({ error: 'VP must be a whole number' })
  .min(0, 'VP cannot be negative')
  .max(MAX_VP_ANY_TIER, vpBoundMessage('top'));
/** VP a result or a report is written with: the handler refuses what exceeds the game's bound. */
export const VpEntrySchema = z
  .int({ error: 'VP must be a whole number' })
  .min(0, 'VP cannot be negative')
  .max(VP_ENTRY_MAX);

export const ResultsPlayerSchema = z.object({
  id: z.string().min(1).max(40),
  name: z.string().max(200).default(''),
  club: z.string().max(120).default(''),
  /** Played up to and including this round, then left: no longer paired, still ranked. */
  droppedAfterRound: z.int().min(0).nullable().default(null),
  /** First round the player takes part in; earlier rounds count as 0 points. */
  joinedRound: z.int().min(1).default(1),
});

export const ResultsGameSchema = z.object({
  round: z.int().min(1),
  table: z.int().min(1).optional(),
  a: z.string().min(1),
  b: z.string().min(1),
  /** null while the game is paired but not played yet. */
  op: z.tuple([OpScoreSchema, OpScoreSchema]).nullable().default(null),
  vp: z.tuple([VpScoreSchema, VpScoreSchema]).nullable().default(null),
});

export const ResultsByeSchema = z.object({ round: z.int().min(1), bye: z.string().min(1) });

export const ResultsDocumentSchema = z.object({
  rounds: z.int().min(1).max(50),
  players: z.array(ResultsPlayerSchema).min(1),
  games: z.array(z.union([ResultsByeSchema, ResultsGameSchema])).default([]),
});

export type ResultsDocument = z.output<typeof ResultsDocumentSchema>;
export type TournamentPlayer = z.output<typeof ResultsPlayerSchema>;
export type TournamentBye = z.output<typeof ResultsByeSchema>;
export type TournamentGame = z.output<typeof ResultsGameSchema> & {
  /** TP as committed in an event file; when absent they follow from OP through the preset. */
  tp?: [number, number];
};
export interface TournamentInput {
  rounds: number;
  players: TournamentPlayer[];
  games: (TournamentGame | TournamentBye)[];
}

export function isBye(game: TournamentGame | TournamentBye): game is TournamentBye {
  return 'bye' in game;
}

// ---------------------------------------------------------------------------------------------
// Results
// ---------------------------------------------------------------------------------------------

export interface StandingsRow {
  /** Equal ranks for players tied on every tiebreak of the preset (1, 2, 2, 4). */
  rank: number;
  id: string;
  name: string;
  club: string;
  tp: number;
  /** OP after the end-of-event bye adjustment (equal to rawOp before the event ends). */
  op: number;
  vp: number;
  /** Sum of the (final) OP of every opponent faced. */
  oppOp: number;
  rawOp: number;
  rawVp: number;
  byeAdjusted: boolean;
  byeRounds: number[];
  /** Games with a result (byes not counted). */
  played: number;
  dropped: boolean;
  /** Every tiebreak value of the preset, by strategy id. */
  tiebreaks: Record<string, number>;
}

/**
 * The tournament rules' texts (a preset's name, outcomes and bonuses, tiebreaks' names, rule
 * citations) are `s.*` keys with their values (`ScenarioText`), worded by whoever shows them.
 */
export interface PresetInfo {
  id: string;
  name: ScenarioText;
  rule: ScenarioText;
  /** The TP table: each outcome, then each bonus (`bonus`), with its margin in English words. */
  table: { outcome: ScenarioText; bonus: boolean; margin: string; tp: number }[];
  bye: { tp: number; op: number; vp: number };
  /** The bye TP values the referee may choose between (event setting byeTp); empty: fixed. */
  byeTpChoices: number[];
  /** Each tiebreak with its rule and, in English words, what it compares. */
  tiebreaks: { id: string; label: ScenarioText; rule: ScenarioText; description: string }[];
  /** Army points and SWC per tier (several sizes in later seasons). */
  armyPoints: Record<'low' | 'mid' | 'top', { points: number[]; swc: number[] }>;
  /** Results by the S11 scenario wizards, or typed in as OP/VP. */
  resultEntry: 'scenario-wizard' | 'op-vp';
}

export interface StandingsResult {
  preset: { id: string; name: ScenarioText };
  rounds: number;
  /** Rounds whose results are counted. */
  throughRound: number;
  /** Every round has all its results: the bye adjustment applies. */
  complete: boolean;
  rows: StandingsRow[];
}

export interface RoundLine {
  round: number;
  kind: 'game' | 'bye' | 'pending' | 'absent';
  table: number | null;
  opponent: string | null;
  opponentName: string | null;
  /** The outcome, bonuses included: "Defeat (+Offensive Bonus)". */
  outcome: ScenarioText | null;
  /** The outcome without its bonuses ("Defeat", "Bye (Victory)") and the bonuses' names. */
  base: ScenarioText | null;
  bonuses: ScenarioText[];
  tp: number;
  op: number;
  vp: number;
  opponentOp: number | null;
  /** The rule that scored the line: the preset's for a game, the byes' for a bye. */
  rule: ScenarioText | null;
  /** Why an absent player had no game: not arrived yet (joins in `round`), dropped after `round`, or not paired. */
  absence: { reason: 'not-arrived' | 'dropped'; round: number } | { reason: 'not-paired' } | null;
  /** The line in English words. */
  note: string;
}

export interface PlayerExplanation {
  row: StandingsRow;
  rounds: RoundLine[];
  /** The bye adjustment spelled out (null when it does not apply). */
  byeAdjustment: { rule: ScenarioText; factor: string; op: string; vp: string } | null;
  opponents: { id: string; name: string; op: number }[];
  /** In English words; a screen words it from `row`. */
  summary: string;
}

export interface PairExplanation {
  higher: StandingsRow;
  lower: StandingsRow;
  /** The first tiebreak of the preset that separates them; null when tied on all. */
  decidedBy: { id: string; label: ScenarioText; rule: ScenarioText; higher: number; lower: number } | null;
  /** Tiebreaks earlier in the order on which they are equal, with the value both have. */
  equalOn: { id: string; label: ScenarioText; value: number }[];
  /** In English words; a screen words it from the rest. */
  summary: string;
}

export interface RatingRow {
  id: string;
  name: string;
  before: number;
  after: number;
  delta: number;
  games: number;
  k: number;
}

export interface RatingPreview {
  k: number;
  note: string;
  rows: RatingRow[];
}

// ---------------------------------------------------------------------------------------------
// Methods
// ---------------------------------------------------------------------------------------------

const ThroughRound = z.int().min(0).max(50).optional();

export const standingsParams = {
  /** Standings of the open event (after `throughRound`, default every round with results). */
  'standings.compute': z.object({ throughRound: ThroughRound }).default({}),
  /** Standings of a results document: an event file or the minimal results JSON. */
  'standings.fromResults': z.object({
    document: z.unknown(),
    presetId: z.string().max(80).optional(),
    throughRound: ThroughRound,
  }),
  'standings.explainPlayer': z.object({ player: z.string().min(1), throughRound: ThroughRound }),
  'standings.explainPair': z.object({ a: z.string().min(1), b: z.string().min(1), throughRound: ThroughRound }),
  'standings.ratingPreview': z.object({}).default({}),
  'standings.presets': z.object({}).default({}),
  /** A teams event's team standings (after round `through`, default every round): docs/TEAMS.md. */
  'standings.teams': z.object({ through: ThroughRound }).default({}),
} satisfies Record<`standings.${string}`, z.ZodType>;

export interface StandingsResults {
  'standings.compute': StandingsResult;
  'standings.fromResults': StandingsResult;
  'standings.explainPlayer': PlayerExplanation;
  'standings.explainPair': PairExplanation;
  'standings.ratingPreview': RatingPreview;
  'standings.presets': PresetInfo[];
  'standings.teams': TeamStandings;
}
