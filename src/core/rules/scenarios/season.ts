/**
 * The season a scenario belongs to, and what the season changes in the engine's season-rule
 * code (classified.ts, intelcom.ts, hvt.ts, game-end.ts, killing.ts, caps.ts). Kept apart from
 * ./seasons.ts (the season catalogue: presets, scenario lists, army sizes) so the engine can read
 * it without importing every scenario.
 *
 * | Season rule                                  | ITS S11 | ITS S17                          |
 * |----------------------------------------------|---------|----------------------------------|
 * | Harming a Neutral HVT loses the scenario     | yes     | no (HVTs are Civilians)          |
 * | "Up to 10" bonuses (Liaison, Concilium…)     | yes     | none exist                       |
 * | 10 OP ceiling line                           | yes     | none: every scenario adds to 10  |
 * | Secure Treasure may replace a Classified     | no      | yes (one replacement at most)    |
 */
import type { ScenarioText, SeasonId } from '../../../shared/api/scoring';
import { cite } from '../../../shared/citation';
import { isMessageRef } from '../../../shared/i18n/render';
import type { ScenarioDef } from './scenario';

export type { SeasonId } from '../../../shared/api/scoring';

export interface SeasonRules {
  /** The rulebook's reference in citations: "ITS S11", "ITS S17". */
  cite: string;
  hvtHarmPenalty: boolean;
  /** Totals above 10 are brought back to 10 by a line (S11); otherwise one is an internal error. */
  opCeilingLine: boolean;
  secureTreasure: boolean;
}

export const SEASON_RULES: Readonly<Record<SeasonId, SeasonRules>> = {
  'its-s11': { cite: 'ITS S11', hvtHarmPenalty: true, opCeilingLine: true, secureTreasure: false },
  'its-s17': { cite: 'ITS S17', hvtHarmPenalty: false, opCeilingLine: false, secureTreasure: true },
};

export const seasonOf = (def: Pick<ScenarioDef, 'season'>): SeasonId => def.season ?? 'its-s11';

export const seasonRules = (def: Pick<ScenarioDef, 'season'>): SeasonRules => SEASON_RULES[seasonOf(def)];

/**
 * A season-rule citation written for ITS S11 ("ITS S11 · Classified Objectives"), as the
 * scenario's season cites it. ITS S11 scenarios get it unchanged.
 */
export function seasonRule(def: Pick<ScenarioDef, 'season'>, rule: ScenarioText): ScenarioText {
  const reference = seasonRules(def).cite;
  const first = rule.params?.a;
  if (reference === 'ITS S11' || first !== 'ITS S11' || isMessageRef(first)) return rule;
  const [, ...sections] = Object.values(rule.params ?? {});
  return cite(reference, ...sections);
}
