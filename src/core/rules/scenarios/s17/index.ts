/**
 * The ITS Season 17 scenarios, read from the S17 scenario pack
 * (resources/scenario-packs/its-s17.its-scenarios.json) — the one source of the season's
 * scenarios: the ten of the season, the five Direct Action ones and the Resilience Operations
 * extra, in the order the rules print them.
 */
import S17_PACK from '../../../../../resources/scenario-packs/its-s17.its-scenarios.json';
import { builtInPack } from '../packs/compile';
import type { ScenarioDef } from '../scenario';

export const S17_SCENARIOS: readonly ScenarioDef[] = builtInPack(S17_PACK).scenarios;

const byId = (ids: readonly string[]): readonly ScenarioDef[] =>
  ids.map((id) => S17_SCENARIOS.find((s) => s.id === id) as ScenarioDef);

/** ITS S17 · Extras · Direct Action (the text says "four scenarios" but prints five). */
export const S17_DIRECT_ACTION = byId(['annihilation', 'battleground', 'cutthroat', 'superiority', 'uplink-center']);

/** The scenarios of the season proper: all but Direct Action and the Resilience Operations extra. */
export const S17_SEASON: readonly ScenarioDef[] = S17_SCENARIOS.filter(
  (s) => s.id !== 'resilience-operations' && !S17_DIRECT_ACTION.includes(s),
);
