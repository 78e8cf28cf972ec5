/**
 * Retreat! (N3 · Retreat!, with the N3 FAQ on Baggage and N4 · Reinforcements' thresholds).
 *
 * | rule                                                           | status      |
 * |----------------------------------------------------------------|-------------|
 * | survivors' cost at or below 25 % of the list's points, rounded up | implemented |
 * | undeployed troopers count as survivors                         | implemented |
 * | Baggage points only while non-Null                             | implemented |
 * | Shasvastii-Embryo counts during the game (N4 · Shasvastii)     | implemented |
 * | army in Retreat! is in Loss of Lieutenant                      | tableMachine |
 * | markers on every survivor except the exempt                    | implemented |
 * | Command Token: one trooper ignores Retreat! for the game       | implemented |
 * | only Short Movement Skills, Cautious Movement, Change Facing, Dodge, Reset | listed |
 * | no Impetuous Phase in Retreat!                                 | tableMachine |
 * | evacuation by the wide edge of the Deployment Zone = survived  | implemented |
 * | re-check each Tactical Phase, cancel above the threshold       | tableMachine |
 * | summary chart (Regular/Irregular, Impetuous, marker)           | implemented |
 */
import { isVeteran } from '../army/model';
import type { ArmyCondition, ChartResultView, TrooperStatus } from '../../../shared/api/tables';
import type { TrackedTrooper, TrooperState } from './types';

/** The skills a trooper with a Retreat! marker may still declare (N3 · Retreat!). */
export const RETREAT_ALLOWED_SKILLS = [
  'Short Movement Skills',
  'Cautious Movement',
  'Change Facing',
  'Dodge',
  'Reset',
] as const;

/** N4 · Reinforcements: Retreat! threshold by Army Points in a game with that extra. */
export const REINFORCEMENTS_RETREAT_THRESHOLDS: Readonly<Record<number, number>> = {
  250: 63,
  300: 75,
  350: 88,
  400: 100,
};

/**
 * N3 · Retreat!: an army is in Retreat! when its survivors are worth 25 % of its Army Points or
 * less, the quarter rounded up (300 → 75, 150 → 38). The Reinforcements table gives the same
 * figures for its games; it is read first so a future change of that table lands in one place.
 */
export function retreatThreshold(armyPoints: number, reinforcements = false): number {
  const fromTable = reinforcements ? REINFORCEMENTS_RETREAT_THRESHOLDS[armyPoints] : undefined;
  return fromTable ?? Math.ceil(armyPoints / 4);
}

const NULL_STATUSES: readonly TrooperStatus[] = ['unconscious', 'embryo', 'dead', 'null'];

export function isNullStatus(status: TrooperStatus): boolean {
  return NULL_STATUSES.includes(status);
}

/** On the game table as a model or a marker (what the Order Count and Loss of Lieutenant read). */
export function isOnTable(status: TrooperStatus): boolean {
  return status === 'model' || status === 'marker';
}

/**
 * Points this trooper adds to its army's survivors during the game: its cost, plus its Baggage
 * while non-Null. Not-yet-deployed and Hidden troopers count; so do evacuated ones (they
 * survived the battle). A Shasvastii-Embryo counts during the game (N4 · Shasvastii), without
 * Baggage since it is Null.
 */
export function survivorValue(trooper: TrackedTrooper, state: Pick<TrooperState, 'status'>): number {
  switch (state.status) {
    case 'dead':
    case 'unconscious':
    case 'null':
      return 0;
    case 'embryo':
      return trooper.cost;
    default:
      return trooper.cost + (trooper.skills.baggage ? trooper.baggagePoints : 0);
  }
}

export function survivorsCost(
  troopers: readonly TrackedTrooper[],
  states: Readonly<Record<string, TrooperState>>,
): number {
  let total = 0;
  for (const trooper of troopers) {
    const state = states[trooper.id];
    if (state) total += survivorValue(trooper, state);
  }
  return total;
}

/** True when the survivors are worth the threshold or less. */
export function isInRetreat(cost: number, threshold: number): boolean {
  return cost <= threshold;
}

/**
 * The chart row that applies to a trooper. The most favourable row wins: Veteran (and, by
 * ITS S11 · Long Service, every Character) and Morat stay Regular; a Religious Troop stays
 * Regular in Retreat!; V: Courage (and skills including it, such as G: Remote Presence) only
 * avoids the marker.
 *
 * A trooper for whom a Command Token was spent uses the Religious row: the N3 FAQ says the
 * token cancels every effect of Retreat! for it, so it keeps its training and gets no marker.
 * That is this product's reading; the chart itself has no row for it.
 */
export function chartRow(trooper: TrackedTrooper, state: Pick<TrooperState, 'retreatIgnored'>): ChartResultView['row'] {
  if (trooper.training === 'irregular') return 'irregular';
  if (isVeteran(trooper)) return 'veteran';
  if (trooper.skills.morat) return 'morat';
  if (trooper.skills.religious) return 'religious';
  if (state.retreatIgnored) return 'command-token';
  if (trooper.skills.courage) return 'courage';
  if (trooper.impetuous !== 'none') return 'impetuous';
  return 'normal';
}

/** Exempt from the Retreat! marker and its limits. */
export function isRetreatExempt(trooper: TrackedTrooper, state: Pick<TrooperState, 'retreatIgnored'>): boolean {
  return (
    isVeteran(trooper) ||
    trooper.skills.morat ||
    trooper.skills.religious ||
    trooper.skills.courage ||
    state.retreatIgnored
  );
}

/**
 * N3 · Retreat! summary chart: how a trooper plays under its army's condition.
 *
 *  row        | normal            | Loss of Lieutenant   | Retreat!
 *  normal     | Regular           | Irregular            | Irregular + marker
 *  impetuous  | Regular, Impet.   | Irregular, Impet.    | Irregular + marker
 *  courage    | Regular           | Irregular            | Irregular
 *  religious  | Regular           | Irregular            | Regular
 *  veteran    | Regular           | Regular              | Regular
 *  morat      | Regular           | Regular              | Regular
 *
 * Troopers Irregular by profile are always Irregular and take the marker unless exempt.
 * The marker is only shown for troopers on the table (model or marker).
 */
export function chartResult(
  trooper: TrackedTrooper,
  state: Pick<TrooperState, 'retreatIgnored' | 'status'>,
  condition: ArmyCondition,
): ChartResultView {
  const row = chartRow(trooper, state);
  const impetuousProfile = trooper.impetuous !== 'none';
  const onTable = isOnTable(state.status);
  const exempt = isRetreatExempt(trooper, state);
  const marker = condition === 'retreat' && !exempt && onTable;
  // The Impetuous Phase is not played in Retreat!, whatever the trooper's row.
  const impetuous = impetuousProfile && condition !== 'retreat';

  let training: ChartResultView['training'];
  if (row === 'irregular') training = 'irregular';
  else if (condition === 'normal') training = 'regular';
  else if (row === 'veteran' || row === 'morat') training = 'regular';
  else if (condition === 'retreat' && (row === 'religious' || row === 'command-token')) training = 'regular';
  else training = 'irregular';

  return { row, training, impetuous, retreatMarker: marker };
}
