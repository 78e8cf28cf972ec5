/**
 * The tournament engine (pure): scoring presets, standings and tiebreaks, Swiss pairing with
 * byes and tables, manual-pairing checks, explanations and the ITS rating preview.
 * Every function takes the normalized `TournamentInput` (the minimal results JSON's type).
 */
export type {
  TournamentInput,
  TournamentPlayer,
  TournamentGame,
  TournamentBye,
  StandingsRow,
} from '../../../shared/api/standings';
export { isBye } from '../../../shared/api/standings';
export {
  ITS_S11,
  ITS_S17,
  EXAMPLE_420,
  PRESETS,
  presetById,
  presetOrDefault,
  presetForSettings,
  tierLimits,
  outcomeFor,
  tournamentPoints,
  suggestedRounds,
} from './presets';
export type { ScoringPreset, TpBand, TpBonus, GameOutcome } from './presets';
export { computeStandings, computeStandingsDetailed } from './standings';
export type { StandingsOptions, StandingsComputation } from './standings';
export { TIEBREAKS, tiebreakById, tiebreaksFor } from './tiebreaks';
export type { Tiebreak, PlayerTotals } from './tiebreaks';
export { adjustForBye, isEventComplete, byeHolders } from './byes';
export { pairRound, pairRoundDetailed } from './pairing/swiss';
export type { PairOptions, PairingDetail, ClubMode } from './pairing/swiss';
export { validatePairing } from './pairing/validate';
export { absentFrom } from './attendance';
export { historyBefore, isActiveIn, pairKey } from './pairing/history';
export { assignTables, availableTables, hungarian } from './tables';
export type { TablesShort } from './tables';
export type { TableSpec, TableOptions } from './tables';
export { ratingPreview, kFactor, expectedScore, START_RATING } from './rating';
export { explainPlayer, explainPair } from './explain';
export { tournamentInputFromEvent, tournamentInputWithSources, validateInput, describeGame } from './input';
export type { InputProblem } from './input';
export { presetInfo } from './presetInfo';
export { ROUNDS_RULE } from './texts';
export { pairTeams } from './teams/pairTeams';
export type { TeamPairInput, TeamPairing } from './teams/pairTeams';
export { pairTeamRound, fieldedMembers } from './teams/teamRound';
export type { TeamRound } from './teams/teamRound';
export { computeTeamStandings, teamMatchScores } from './teams/teamStandings';
export type { TeamStandings, TeamStandingsRow, TeamMatchScore, TeamOutcome } from './teams/teamStandings';
export { isTeamsEvent, teamSettingsOf } from './teams/settings';
export { startPicks, pick, toMove, isDone, pickedPairs } from './teams/picks';
export type { PickState, PickSide, PickAction } from './teams/picks';
