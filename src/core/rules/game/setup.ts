/**
 * Builds a table's setup from the two army lists chosen for a pairing, and its state at the
 * start of the Deployment Phase. A list the tracker cannot follow (empty, a trooper twice) is
 * refused as invalid; a Reinforcement section without the Reinforcements extra as a violation.
 */
import { msg } from '../../../shared/messages';
import { ok, refuse } from '../problem';
import type { Ruled } from '../problem';
import type { ArmyList } from '../army/model';
import type {
  ArmySetup,
  ArmyState,
  GameOptions,
  GameSetup,
  Side,
  TableState,
  TrackedTrooper,
  TrooperStatus,
} from './types';

/** `armyPoints`: the round's Army Points (N3 · Retreat! reads 25 % of them), by default the list's header. */
export function armySetup(side: Side, list: ArmyList, armyPoints: number = list.pointsLimit): Ruled<ArmySetup> {
  const troopers: TrackedTrooper[] = [];
  const seen = new Set<string>();
  for (const group of list.groups) {
    for (const t of group.troopers) {
      if (seen.has(t.id)) {
        return refuse('invalid', msg('m.tracker.trooperTwice', { list: list.name || '—' }), {
          list: list.id,
          trooper: t.id,
        });
      }
      seen.add(t.id);
      troopers.push({
        id: t.id,
        name: t.name,
        profile: t.profile,
        cost: t.cost,
        troopType: t.troopType,
        training: t.training,
        impetuous: t.impetuous,
        skills: { ...t.skills },
        baggagePoints: t.baggagePoints,
        group: group.number,
        reinforcement: group.reinforcement,
      });
    }
  }
  if (troopers.length === 0) {
    return refuse('invalid', msg('m.tracker.emptyList', { list: list.name || '—' }), { list: list.id });
  }
  const unknownCost = list.groups.flatMap((g) => g.troopers.filter((t) => t.unresolved).map((t) => t.name || t.id));
  return ok({
    side,
    playerId: list.playerId,
    listId: list.id,
    listName: list.name,
    pointsLimit: armyPoints,
    ...(list.pointsLimit !== armyPoints ? { listPoints: list.pointsLimit } : {}),
    ...(unknownCost.length > 0 ? { unknownCost } : {}),
    troopers,
  });
}

export function createSetup(
  lists: Record<Side, ArmyList>,
  options: GameOptions,
  armyPoints?: number,
): Ruled<GameSetup> {
  const a = armySetup('a', lists.a, armyPoints);
  if (!a.ok) return a;
  const b = armySetup('b', lists.b, armyPoints);
  if (!b.ok) return b;
  const armies = { a: a.value, b: b.value };
  if (!options.reinforcements) {
    for (const side of ['a', 'b'] as const) {
      const reinf = armies[side].troopers.find((t) => t.reinforcement);
      if (reinf) {
        return refuse('violation', msg('m.tracker.reinfOff', { list: armies[side].listName || '—' }), {
          side,
          trooper: reinf.id,
        });
      }
    }
  }
  return ok({ options, armies });
}

/**
 * Where a trooper starts the Deployment Phase: most deploy as models, Hidden Deployment troopers
 * hidden, Airborne Deployment troopers and the Reinforcement section off the table. The referee
 * corrects this during deployment (markers, troopers held back).
 */
function initialStatus(trooper: TrackedTrooper): TrooperStatus {
  if (trooper.reinforcement || trooper.skills.airborneDeployment) return 'not-deployed';
  if (trooper.skills.hiddenDeployment) return 'hidden';
  return 'model';
}

function initialArmy(setup: ArmySetup): ArmyState {
  const lieutenant = setup.troopers.find((t) => t.skills.lieutenant && !t.reinforcement) ?? null;
  return {
    troopers: Object.fromEntries(
      setup.troopers.map((t) => [
        t.id,
        { status: initialStatus(t), isolated: false, immobilized: false, retreatIgnored: false, group: t.group },
      ]),
    ),
    retreat: false,
    lossOfLieutenant: false,
    lieutenantId: lieutenant?.id ?? null,
    reinforcementsRound: null,
    dataTrackerId: null,
  };
}

export function createTable(setup: GameSetup): TableState {
  return {
    setup,
    phase: 'deployment',
    firstPlayer: null,
    gameRound: 0,
    turn: 0,
    step: null,
    armies: { a: initialArmy(setup.armies.a), b: initialArmy(setup.armies.b) },
    orders: null,
    endsAfterThisTurn: false,
    end: null,
  };
}
