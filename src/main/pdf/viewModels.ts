/**
 * What each printed document shows, as plain data. The builders (one per document) take
 * these and nothing else, so they stay pure and are tested without an event file; the
 * mapping from an event to these views lives in ./fromEvent.ts.
 *
 * Every value here is already what the sheet prints: scores come from the event's results
 * and standings from the tournament engine, never recomputed by the print module.
 */

export type PageSizeId = 'a4' | 'letter';

import type { PrintKind } from '../../shared/api/pdf';
import type { SeasonId, Tier } from '../../shared/model';
import type { ItsReportRow, ReportSide } from '../../core/rules/reportPack/eventReport';
import type { PdfDisplayLanguage, PdfKey } from './text';
import type { MatchupSheetData, TeamControlSheetData, TeamPairingsData, TeamStandingsData } from './teamViewModels';

export { PRINT_KINDS } from '../../shared/api/pdf';
export type { PrintKind };

/** Facts about the event that every document shows in its header and footer. */
export interface PrintMeta {
  eventName: string;
  /** Free text, as the organizer typed it (may be empty). */
  date: string;
  venue: string;
  pageSize: PageSizeId;
  /** How many Tournament Rounds the event has (ITS S11 · Number of Tournament Rounds). */
  rounds: number;
  /** The event's language (./strings.ts); English when absent. */
  language?: PdfDisplayLanguage;
  /** The ITS season the event is played under (the documents' kicker); ITS S11 when absent. */
  season?: SeasonId;
}

export interface PlayerRef {
  name: string;
  faction: string;
  itsPin: string;
}

/** One line of a scenario's score guide: what earns Objective Points and how many. */
export interface ScoreGuideLine {
  label: string;
  /** As printed, e.g. "3 OP", "1 OP each", "+1 OP". */
  points: string;
}

/** A scenario as the sheets name it. */
export interface ScenarioView {
  id: string;
  name: string;
  /** Empty when the registry has no guide for it (a custom scenario, or none chosen yet). */
  guide: ScoreGuideLine[];
}

/** A round's tier with the army points and SWC of the event's preset (printed in the event's language). */
export interface TierView {
  tier: Tier;
  points: readonly number[];
  swc: readonly number[];
}

/** A referee's ruling on a scored game (ITS S11 · Referees), beside the value computed. */
export interface RulingView {
  /** The player the ruling concerns: the game's player A or B, by name. */
  side: 'a' | 'b';
  name: string;
  /** The breakdown line ruled on (as the scenario names it), or '' for the player's total OP. */
  line: string;
  ruled: number;
  computed: number;
  reason: string;
}

export interface ResultView {
  op: [number, number];
  vp: [number, number];
  tp: [number, number];
  /** The referee's rulings this score carries (empty when none). */
  rulings: RulingView[];
}

// ---------------------------------------------------------------- Tournament Control Sheet

export interface ControlSheetRound {
  round: number;
  /** Null until the round is paired (or for a bye). */
  table: number | null;
  opponent: string;
  scenario: string;
  bye: boolean;
  /** Filled in when the round has a committed result (or a bye); null leaves the box blank. */
  op: number | null;
  tp: number | null;
  vp: number | null;
}

/** A round of the control sheet with every box blank: not paired yet, nothing played. */
export function blankControlSheetRound(round: number): ControlSheetRound {
  return { round, table: null, opponent: '', scenario: '', bye: false, op: null, tp: null, vp: null };
}

export interface ControlSheetData {
  player: PlayerRef;
  club: string;
  /** One entry per Tournament Round of the event, in order. */
  rounds: ControlSheetRound[];
  /** The Reinforcements extra is on (the private-information column is then relevant). */
  reinforcements: boolean;
}

// ------------------------------------------------------------------------- Pairing slips

export interface SlipData {
  round: number;
  table: number;
  /** The table's own name, if the organizer gave one (e.g. "Desert ruins"). */
  tableName: string;
  tier: TierView;
  scenario: ScenarioView;
  a: PlayerRef;
  /** null on the slip of the player with the bye. */
  b: PlayerRef | null;
  /** What the bye scores, on a bye slip. */
  byeScore?: { tp: number; op: number; vp: number };
}

// -------------------------------------------------------------------------- Round sheet

export interface RoundPairingView {
  table: number;
  tableName: string;
  a: PlayerRef;
  b: PlayerRef;
  /** The committed result, when there is one (a reprint then shows it). */
  result: ResultView | null;
}

export interface RoundSheetData {
  round: number;
  tier: TierView;
  scenario: ScenarioView;
  pairings: RoundPairingView[];
  bye: PlayerRef | null;
}

// ---------------------------------------------------------------------------- Standings

export interface StandingsRowView {
  rank: number;
  name: string;
  itsPin: string;
  faction: string;
  tp: number;
  op: number;
  vp: number;
  oppOp: number;
  /** Rounds in which the player had a bye. */
  byeRounds: number[];
  /** OP and VP include the end-of-event bye adjustment (ITS S11 · Byes). */
  adjusted: boolean;
  /** Round after which the player dropped, or null. */
  droppedAfter: number | null;
}

export interface StandingsData {
  /** Rounds with results counted, e.g. 3 of 5. */
  afterRound: number;
  final: boolean;
  rows: StandingsRowView[];
}

// ------------------------------------------------------------------- Scenario score sheet

/**
 * One question of the scenario's scoring wizard, printed as a box to tick, a box to write a
 * number in, or numbered choices. `per: 'game-round'` questions are asked for each player at
 * the end of every Game Round; `per: 'game'` once for the whole table.
 */
export interface ScoreQuestion {
  id: string;
  label: string;
  kind: 'check' | 'number' | 'choice';
  per: 'player' | 'game-round' | 'game';
  /** Short help printed under the label. */
  hint: string;
  /** Bounds printed next to a number box, when the scenario has them. */
  min: number | null;
  max: number | null;
  /** The labels of a choice's options, numbered from 1 on the sheet. */
  options: string[];
  /** When the question applies (printed as "only if …"), or null. */
  onlyIf: OnlyIf | null;
  /** Printed instead of `label` / `hint`: the sheet's own words (from ./strings.ts), not the scenario's. */
  labelKey?: PdfKey;
  hintKey?: PdfKey;
}

/**
 * The condition of a question that applies only after another answer: that question's label
 * and, for a choice, the option it is (or is not).
 */
export interface OnlyIf {
  question: string;
  test: 'yes' | 'no' | 'is' | 'isNot';
  value: string;
}

/** One table's sheet: what its pairing slip shows, plus the scenario's questions. */
export interface ScoreSheetData extends SlipData {
  /** A score sheet is for a game: never the bye. */
  b: PlayerRef;
  questions: ScoreQuestion[];
  /** Game Rounds in a game (per-round questions get one box per Game Round). */
  gameRounds: number;
}

/** Everything one print job needs, as sent to the rendering worker. */
export type PrintPayload =
  | { kind: 'control-sheets'; meta: PrintMeta; sheets: ControlSheetData[] }
  | { kind: 'pairing-slips'; meta: PrintMeta; slips: SlipData[] }
  | { kind: 'round-sheet'; meta: PrintMeta; sheet: RoundSheetData }
  | { kind: 'standings'; meta: PrintMeta; standings: StandingsData }
  | { kind: 'score-sheets'; meta: PrintMeta; sheets: ScoreSheetData[] }
  | { kind: 'its-report'; meta: PrintMeta; report: ItsReportData }
  | { kind: 'player-cards'; meta: PrintMeta; cards: PlayerCardData[] }
  | { kind: 'team-pairings'; meta: PrintMeta; pairings: TeamPairingsData }
  | { kind: 'matchup-sheets'; meta: PrintMeta; sheets: MatchupSheetData[] }
  | { kind: 'team-control-sheets'; meta: PrintMeta; sheets: TeamControlSheetData[] }
  | { kind: 'team-standings'; meta: PrintMeta; standings: TeamStandingsData };

// ---------------------------------------------------------------------------- Player cards

/**
 * A player's card: their personal result code, for their eyes only, and a QR code that opens
 * the phone's report page signed in as them.
 */
export interface PlayerCardData {
  name: string;
  itsPin: string;
  faction: string;
  code: string;
  /** The venue server's address, printed for typing by hand (`192.168.1.20:4820`). */
  address: string;
  /** What the QR code holds: the report page, with the player's name and code in the fragment. */
  url: string;
}

// ------------------------------------------------------------------------------ ITS report

/** A player's side of an ITS report row: the rules' own (`rules/reportPack/eventReport.ts`). */
export type ItsReportSideView = ReportSide;

/**
 * Every round's games, byes and drops, in the order the organizer enters them: the rules' rows
 * without their English `note` (the sheet words a bye or a drop from its keys).
 */
export interface ItsReportData {
  preset: string;
  rows: Omit<ItsReportRow, 'note'>[];
}
