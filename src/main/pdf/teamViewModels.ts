/**
 * What the printed documents of a teams event show, as plain data (docs/TEAMS.md · Paper): the
 * team pairings sheet, the captains' match-up sheets, the team control sheets and the team
 * standings. Every figure is the rules engine's (team standings, match scores); nothing is
 * recomputed by the print module.
 */
import type { TeamSettings } from '../../shared/model';
import type { TeamTiebreak } from '../../shared/api/teams';
import type { PlayerRef, ScenarioView, TierView } from './viewModels';

export interface TeamMemberView extends PlayerRef {
  captain: boolean;
}

export interface TeamView {
  name: string;
  /** In roster order. */
  members: TeamMemberView[];
}

export interface TeamGameView {
  table: number;
  tableName: string;
  /** The first team's player, and the second team's. */
  a: PlayerRef;
  b: PlayerRef;
}

export interface TeamMatchView {
  match: number;
  tables: number[];
  a: string;
  b: string;
  games: TeamGameView[];
}

// ------------------------------------------------------------------------ Team pairings sheet

export interface TeamPairingsData {
  round: number;
  tier: TierView;
  scenario: ScenarioView;
  matches: TeamMatchView[];
  /** The team without a match this round, and the members who score the bye. */
  bye: { team: string; players: PlayerRef[] } | null;
}

// --------------------------------------------------------------------------- Match-up sheets

export interface MatchupSheetData {
  round: number;
  match: number;
  tier: TierView;
  scenario: ScenarioView;
  /** The match's tables, in the order the agreed games take them. */
  tables: { number: number; name: string }[];
  a: TeamView;
  b: TeamView;
}

// ---------------------------------------------------------------------- Team control sheets

export interface TeamControlGame {
  table: number;
  player: string;
  opponent: string;
  /** Null until the game has a result. */
  op: number | null;
  vp: number | null;
  tp: number | null;
}

export interface TeamControlRound {
  round: number;
  /** What the round was for the team: not paired yet, a bye, or a match. */
  kind: 'unpaired' | 'bye' | 'match';
  match: number | null;
  opponentTeam: string;
  games: TeamControlGame[];
  /** The match's sums from this team's side, once every game has a result. */
  result: { outcome: 'won' | 'drawn' | 'lost'; gamesWon: [number, number]; tp: [number, number] } | null;
  /** Match points this round scored, and the team's total after it (null while undecided). */
  points: number | null;
  running: number | null;
}

export interface TeamControlSheetData {
  team: TeamView;
  /** One entry per Tournament Round of the event, in order. */
  rounds: TeamControlRound[];
  /** Players a team fields in a match (blank rows of a round not paired yet). */
  size: number;
}

// --------------------------------------------------------------------------- Team standings

export interface TeamStandingsRowView {
  rank: number;
  name: string;
  members: string[];
  matchPoints: number;
  tp: number;
  op: number;
  vp: number;
  won: number;
  drawn: number;
  lost: number;
  byeRounds: number[];
  below: TeamTiebreak | 'tied' | null;
}

export interface TeamStandingsData {
  afterRound: number;
  final: boolean;
  matchPoints: TeamSettings['matchPoints'];
  teamResult: TeamSettings['teamResult'];
  rows: TeamStandingsRowView[];
}
