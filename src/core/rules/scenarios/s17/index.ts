/**
 * The ITS Season 17 scenarios: the ten of the season, the five Direct Action ones and the
 * Resilience Operations extra, in the order the rules print them.
 */
import type { ScenarioDef } from '../scenario';
import { akialInterference } from './akial-interference';
import { annihilation } from './annihilation';
import { bPong } from './b-pong';
import { battleground } from './battleground';
import { corporateAppropriation } from './corporate-appropriation';
import { criticalIntervention } from './critical-intervention';
import { crossingLines } from './crossing-lines';
import { cutthroat } from './cutthroat';
import { evacuation } from './evacuation';
import { hardlock } from './hardlock';
import { lastLaunch } from './last-launch';
import { provisioning } from './provisioning';
import { resilienceOperations } from './resilience-operations';
import { superiority } from './superiority';
import { uplinkCenter } from './uplink-center';
import { zoneOfInterest } from './zone-of-interest';

/** The scenarios of the season proper. */
export const S17_SEASON: readonly ScenarioDef[] = [
  akialInterference,
  bPong,
  corporateAppropriation,
  criticalIntervention,
  crossingLines,
  evacuation,
  hardlock,
  lastLaunch,
  provisioning,
  zoneOfInterest,
];

/** ITS S17 · Extras · Direct Action (the text says "four scenarios" but prints five). */
export const S17_DIRECT_ACTION: readonly ScenarioDef[] = [
  annihilation,
  battleground,
  cutthroat,
  superiority,
  uplinkCenter,
];

export const S17_SCENARIOS: readonly ScenarioDef[] = [...S17_SEASON, ...S17_DIRECT_ACTION, resilienceOperations];
