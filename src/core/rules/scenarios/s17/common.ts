/**
 * What the ITS Season 17 scenario files share: the army sizes the figures depend on, the
 * declaration fields every S17 scenario fills the same way, Key Ops and Killing questions and
 * the Killing bound at the game's Army Points.
 */
import type { ScenarioText } from '../../../../shared/api/scoring';
import { S17_ARMY_POINTS, s17TierOf } from '../../../../shared/api/scoring';
import { msg } from '../../../../shared/messages';
import type { Tier } from '../../../../shared/model';
import { killedAtMost } from '../killing';
import { yesNo } from '../questions';
import { EARLY_END } from '../scenario';
import type { Problem, Side } from '../types';

export { S17_ARMY_POINTS };
export type ArmyPoints = (typeof S17_ARMY_POINTS)[number];

export const isS17ArmyPoints = (points: number): points is ArmyPoints =>
  (S17_ARMY_POINTS as readonly number[]).includes(points);

/** ITS S17 · Tournament Tiers: 400/350-Tier, 300/250-Tier, 200/150-Tier. */
export function tierOfArmy(points: ArmyPoints): Tier {
  return s17TierOf(points);
}

/** A figure given per army size, e.g. the kill threshold of Critical Intervention. */
export type PerArmy<T> = Readonly<Record<ArmyPoints, T>>;

export function forArmy<T>(table: PerArmy<T>, points: number): T {
  if (!isS17ArmyPoints(points)) throw new Error(`Internal: ${points} is not an ITS S17 army size`);
  return table[points];
}

/**
 * Declaration fields every ITS S17 scenario shares (no S11 season extras exist in S17); Retreat!
 * with its early end unless the scenario states otherwise (`retreat: NO_QUARTER`).
 */
export const S17_BASE = {
  season: 'its-s17',
  retreat: EARLY_END,
  tableConfiguration: '—',
  extremeMode: false,
  dataTracker: false,
  liaisonOfficer: false,
  conciliumWatch: false,
} as const;

export const keyOpsKilled = (rule: ScenarioText) =>
  yesNo(msg('s.s17.killedEnemyKeyOps'), rule, {
    help: msg('s.s17.keyOpsKilledHelp'),
  });

/**
 * Nobody kills more Army Points than the opponent's army holds (the game's Army Points; the
 * never-deployed troopers count as Killed). Named with both players and the figure.
 */
export function checkKilledAtArmy(
  facts: Record<Side, { killedPoints: number; notDeployedPoints: number }>,
  armyPoints: number,
  rule: ScenarioText,
): Problem[] {
  return killedAtMost(facts, armyPoints, (killed) => msg('m.c.killedOverArmy', { killed, limit: armyPoints, rule }));
}
