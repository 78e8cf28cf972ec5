/**
 * One entry point from a print job to its document definition (pure).
 */
import { buildControlSheets } from './controlSheet';
import type { DocDefinition } from './docTypes';
import { buildItsReport } from './itsReport';
import { buildPairingSlips } from './pairingSlips';
import { buildPlayerCards } from './playerCards';
import { buildRoundSheet } from './roundSheet';
import { buildScoreSheets } from './scoreSheet';
import { buildStandings } from './standings';
import { buildMatchupSheets } from './matchupSheet';
import { buildTeamControlSheets } from './teamControlSheet';
import { buildTeamPairings } from './teamPairings';
import { buildTeamStandings } from './teamStandings';
import type { PrintPayload } from './viewModels';

export function buildDocument(payload: PrintPayload): DocDefinition {
  switch (payload.kind) {
    case 'control-sheets':
      return buildControlSheets(payload.meta, payload.sheets);
    case 'pairing-slips':
      return buildPairingSlips(payload.meta, payload.slips);
    case 'round-sheet':
      return buildRoundSheet(payload.meta, payload.sheet);
    case 'standings':
      return buildStandings(payload.meta, payload.standings);
    case 'score-sheets':
      return buildScoreSheets(payload.meta, payload.sheets);
    case 'its-report':
      return buildItsReport(payload.meta, payload.report);
    case 'player-cards':
      return buildPlayerCards(payload.meta, payload.cards);
    case 'team-pairings':
      return buildTeamPairings(payload.meta, payload.pairings);
    case 'matchup-sheets':
      return buildMatchupSheets(payload.meta, payload.sheets);
    case 'team-control-sheets':
      return buildTeamControlSheets(payload.meta, payload.sheets);
    case 'team-standings':
      return buildTeamStandings(payload.meta, payload.standings);
  }
}
