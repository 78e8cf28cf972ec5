/**
 * The ITS Season 17 scenarios as they were first written, in code: kept only as the reference the
 * S17 pack (resources/scenario-packs/its-s17.its-scenarios.json) is proven against
 * (packs/s17Pack.property.test.ts). The app scores ITS S17 from the pack (../index.ts); nothing
 * outside the tests imports this folder (eslint.config.js).
 */
import type { ScenarioDef } from '../../scenario';
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
export const REFERENCE_S17_SEASON: readonly ScenarioDef[] = [
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
export const REFERENCE_S17_DIRECT_ACTION: readonly ScenarioDef[] = [
  annihilation,
  battleground,
  cutthroat,
  superiority,
  uplinkCenter,
];

export const REFERENCE_S17_SCENARIOS: readonly ScenarioDef[] = [
  ...REFERENCE_S17_SEASON,
  ...REFERENCE_S17_DIRECT_ACTION,
  resilienceOperations,
];
