/**
 * Order Count (N4 · Game Sequence, Order Count), per Combat Group.
 *
 * | source of Orders                                    | status      |
 * |-----------------------------------------------------|-------------|
 * | Regular Order per Regular trooper on the table      | implemented |
 * | Irregular Order token per Irregular trooper          | implemented |
 * | Lieutenant Special Order (none in Loss of Lieutenant) | implemented |
 * | Tactical Order per trooper with Tactical Awareness  | implemented (TAGs by ITS S11 · ATS) |
 * | undeployed / Hidden Deployment troopers give none   | implemented |
 * | Loss of Lieutenant / Retreat! training (summary chart) | implemented (retreat.ts) |
 * | Isolated troopers: Irregular for the turn (N4 · Isolated) | implemented |
 * | DataTracker Special Order (scenario rule)           | implemented |
 * | Peripherals give no Order of their own              | implemented |
 * | Strategic Use of Command Tokens: −2 Regular Orders  | tableMachine.ts |
 */
import type { ArmyCondition, GroupOrdersView } from '../../../shared/api/tables';
import { hasTacticalAwareness } from '../army/model';
import { chartResult, isOnTable } from './retreat';
import type { ArmySetup, ArmyState, GameOptions } from './types';

export function armyCondition(army: Pick<ArmyState, 'retreat' | 'lossOfLieutenant'>): ArmyCondition {
  if (army.retreat) return 'retreat';
  if (army.lossOfLieutenant) return 'loss-of-lieutenant';
  return 'normal';
}

function emptyGroup(group: number, reinforcement: boolean): GroupOrdersView {
  return {
    group,
    reinforcement,
    regular: 0,
    irregular: [],
    lieutenant: 0,
    tactical: [],
    dataTracker: 0,
    impetuous: [],
    removed: 0,
  };
}

/** The Combat Groups of an army, as currently formed, in number order. */
export function combatGroups(setup: ArmySetup, army: ArmyState): { group: number; reinforcement: boolean }[] {
  const byNumber = new Map<number, boolean>();
  for (const trooper of setup.troopers) {
    byNumber.set(trooper.group, trooper.reinforcement);
  }
  for (const trooper of setup.troopers) {
    const state = army.troopers[trooper.id];
    if (state && !byNumber.has(state.group)) byNumber.set(state.group, trooper.reinforcement);
  }
  return [...byNumber.entries()]
    .sort((x, y) => x[0] - y[0])
    .map(([group, reinforcement]) => ({ group, reinforcement }));
}

/**
 * Counts the Orders an army has now. `army.lossOfLieutenant` and `army.retreat` must already
 * reflect this Tactical Phase's checks (they come before the Order Count).
 */
export function countOrders(
  setup: ArmySetup,
  army: ArmyState,
  options: Pick<GameOptions, 'dataTrackerOrder'>,
): GroupOrdersView[] {
  const condition = armyCondition(army);
  const groups = new Map<number, GroupOrdersView>();
  for (const { group, reinforcement } of combatGroups(setup, army)) {
    groups.set(group, emptyGroup(group, reinforcement));
  }

  for (const trooper of setup.troopers) {
    const state = army.troopers[trooper.id];
    if (!state || !isOnTable(state.status)) continue;
    const counts = groups.get(state.group);
    if (!counts) continue;
    if (trooper.skills.peripheral) continue;

    const chart = chartResult(trooper, state, condition);
    if (state.isolated || chart.training === 'irregular') counts.irregular.push(trooper.id);
    else counts.regular += 1;

    if (hasTacticalAwareness(trooper)) counts.tactical.push(trooper.id);
    if (chart.impetuous) counts.impetuous.push(trooper.id);
    if (!army.lossOfLieutenant && army.lieutenantId === trooper.id && !state.isolated) counts.lieutenant += 1;
    if (options.dataTrackerOrder && army.dataTrackerId === trooper.id) counts.dataTracker += 1;
  }
  return [...groups.values()];
}

/** Total Orders of every kind (Regular, Irregular, Lieutenant, Tactical, DataTracker). */
export function totalOrders(groups: readonly GroupOrdersView[]): number {
  return groups.reduce(
    (sum, g) => sum + g.regular + g.irregular.length + g.lieutenant + g.tactical.length + g.dataTracker,
    0,
  );
}
