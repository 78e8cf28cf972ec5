/**
 * Dominate ZO: a player Dominates a Zone of Operations with more Army Points inside it than the
 * opponent (a tie Dominates nothing). The wizard records Army Points per zone so Shasvastii,
 * Baggage and INTELCOM adjustments are the referee's observed figures.
 */
import type { ScenarioText } from '../../../shared/api/scoring';
import { msg } from '../../../shared/messages';
import type { MessageParam } from '../../../shared/messages';
import { armyPoints } from './questions';
import type { Line, NumberQuestion, Problem, Side } from './types';
import { opponent } from './types';
import { line, versusPair } from './util';

export const dominates = (own: number, other: number): boolean => own > other;

/** "Dominate the zone": `op` when the player Dominates it, shown with both players' Army Points inside. */
export function dominateLine(
  objective: string,
  label: ScenarioText,
  [own, other]: readonly [number, number],
  op: number,
  rule: ScenarioText,
): Line {
  const detail = msg('s.common.nounVersus', { noun: msg('s.zones.armyPoints'), a: own, b: other });
  return line(objective, label, dominates(own, other) ? op : 0, rule, detail);
}

export const ZONE_HELP = msg('s.zones.armyPointsHelp');

export function zoneQuestion(zoneLabel: ScenarioText, rule: ScenarioText): NumberQuestion {
  return armyPoints(msg('s.zones.armyPointsInside', { zone: zoneLabel }), rule, { help: ZONE_HELP });
}

/** How many of the zones (named by their Army Points keys) the player and the opponent Dominate. */
export function dominatedPair<K extends string>(
  points: Record<Side, Record<K, number>>,
  side: Side,
  zones: readonly K[],
): readonly [number, number] {
  return versusPair(side, (s) => zones.filter((k) => dominates(points[s][k], points[opponent(s)][k])).length);
}

/** The Army Points question of each zone, under the zone's pointsKey and in the zones' order. */
export function zoneQuestions<const K extends string>(
  zones: readonly { pointsKey: K; label: ScenarioText }[],
  rule: ScenarioText,
): Record<K, NumberQuestion> {
  return Object.fromEntries(zones.map((z) => [z.pointsKey, zoneQuestion(z.label, rule)])) as Record<K, NumberQuestion>;
}

/** A named non-Null trooper inside a zone means the player has Army Points there. */
export function trooperNeedsPoints(
  field: string,
  pointsField: string,
  points: number,
  who: MessageParam,
): Problem | null {
  if (points > 0) return null;
  return {
    fields: [field, pointsField],
    message: msg('m.c.zoneZero', { who }),
  };
}
