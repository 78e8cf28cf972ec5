/**
 * Dominate ZO: a player Dominates a Zone of Operations with more Army Points inside it than the
 * opponent (a tie Dominates nothing). The wizard records Army Points per zone so Shasvastii,
 * Baggage and INTELCOM adjustments are the referee's observed figures.
 */
import { msg } from '../../../shared/messages';
import { armyPoints } from './questions';
import type { NumberQuestion, Problem } from './types';

export const dominates = (own: number, other: number): boolean => own > other;

export const ZONE_HELP =
  'Army Points of this player’s troopers with more than half the base inside: models and trooper Markers (Camouflage, Spawn-Embryo…), AI Beacons, Proxies and G: Servants count; Null troopers, fake Holoechoes and equipment Markers do not; Baggage adds its extra points while non-Null.';

export function zoneQuestion(zoneLabel: string, rule: string): NumberQuestion {
  return armyPoints(`Army Points inside ${zoneLabel}`, rule, { help: ZONE_HELP });
}

/** A named non-Null trooper inside a zone means the player has Army Points there. */
export function trooperNeedsPoints(field: string, pointsField: string, points: number, who: string): Problem | null {
  if (points > 0) return null;
  return {
    fields: [field, pointsField],
    message: msg('m.c.zoneZero', { who }),
  };
}
