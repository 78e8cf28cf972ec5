/**
 * The table view a referee reads: computed from the state, never stored.
 */
import type { ArmyView, TableView, TrooperView } from '../../../shared/api/tables';
import { english, msg } from '../../../shared/messages';
import { tallyGame } from './endOfGame';
import { armyCondition, countOrders } from './orders';
import { reinforcementEligibility } from './reinforcements';
import { chartResult, isNullStatus, RETREAT_ALLOWED_SKILLS } from './retreat';
import { activeSide, armyRetreatThreshold, armySurvivors, stepsOf } from './tableMachine';
import type { ArmySetup, Side, TableState } from './types';

const SIDE_LABEL: Record<Side, string> = { a: 'Player A', b: 'Player B' };

/** The Retreat! threshold in words: what it is a quarter of, and what it cannot see. */
export function retreatBasis(setup: ArmySetup, threshold: number): string {
  const parts = [`25 % of the round's ${setup.pointsLimit} Army Points, rounded up: ${threshold} (N3 · Retreat!).`];
  if (setup.listPoints !== undefined) {
    parts.push(`The list's header says ${setup.listPoints} points; the round's points count.`);
  }
  const unknown = setup.unknownCost ?? [];
  if (unknown.length > 0) {
    parts.push(
      `${unknown.length} trooper(s) of unknown cost count as 0 in the survivors (${unknown.slice(0, 5).join(', ')}${unknown.length > 5 ? ', …' : ''}).`,
    );
  }
  return parts.join(' ');
}

function armyView(state: TableState, side: Side): ArmyView {
  const setup = state.setup.armies[side];
  const army = state.armies[side];
  const condition = armyCondition(army);
  const survivors = armySurvivors(state, side);
  const active = activeSide(state);
  const reinforcementSection = setup.troopers.some((t) => t.reinforcement);
  const check = reinforcementEligibility({
    armyPoints: setup.pointsLimit,
    victoryPoints: survivors,
    gameRound: Math.max(state.gameRound, 1),
    alreadyDeployed: army.reinforcementsRound !== null,
    hasReinforcementSection: reinforcementSection,
  });
  const inRequestStep = state.phase === 'playing' && active === side && state.step === 'reinforcements';
  const counted = state.orders !== null && state.orders.side === side;

  const troopers: TrooperView[] = setup.troopers.map((trooper) => {
    const t = army.troopers[trooper.id] ?? {
      status: 'not-deployed' as const,
      isolated: false,
      immobilized: false,
      retreatIgnored: false,
      group: trooper.group,
    };
    return {
      id: trooper.id,
      name: trooper.name,
      profile: trooper.profile,
      cost: trooper.cost,
      group: t.group,
      reinforcement: trooper.reinforcement,
      status: t.status,
      isolated: t.isolated,
      immobilized: t.immobilized,
      isNull: isNullStatus(t.status),
      lieutenant: army.lieutenantId === trooper.id,
      dataTracker: army.dataTrackerId === trooper.id,
      retreatIgnored: t.retreatIgnored,
      chart: chartResult(trooper, t, condition),
    };
  });
  const named = (id: string | null) => {
    const t = id ? setup.troopers.find((x) => x.id === id) : undefined;
    return t ? { id: t.id, name: t.name } : null;
  };

  return {
    side,
    playerId: setup.playerId,
    listId: setup.listId,
    listName: setup.listName,
    pointsLimit: setup.pointsLimit,
    survivorsCost: survivors,
    retreatThreshold: armyRetreatThreshold(state, side),
    retreatBasis: retreatBasis(setup, armyRetreatThreshold(state, side)),
    retreatListPoints: setup.listPoints ?? null,
    retreatUnknownCost: [...(setup.unknownCost ?? [])],
    retreat: army.retreat,
    lossOfLieutenant: army.lossOfLieutenant,
    condition,
    retreatLimits: army.retreat ? [...RETREAT_ALLOWED_SKILLS] : [],
    lieutenant: named(army.lieutenantId),
    dataTracker: named(army.dataTrackerId),
    reinforcements: {
      available: state.setup.options.reinforcements && reinforcementSection,
      deployed: army.reinforcementsRound !== null,
      deployedRound: army.reinforcementsRound,
      requestThreshold: check.threshold,
      eligible: inRequestStep && check.eligible,
      ...(() => {
        const why =
          inRequestStep || !check.eligible ? check.i18n : msg('m.t.reinf.notYourStep', { reason: check.i18n });
        return { reason: english(why), why: { message: english(why), i18n: why } };
      })(),
    },
    orders: counted && state.orders ? state.orders.groups : countOrders(setup, army, state.setup.options),
    ordersCounted: counted,
    troopers,
  };
}

function promptFor(state: TableState, active: Side | null): string {
  if (state.phase === 'deployment') {
    const dt = state.setup.options.dataTracker ? ', name each DataTracker' : '';
    return `Deployment: record how each trooper is deployed${dt}, then start the game with the player who has the first turn.`;
  }
  if (state.phase === 'ended' || !active) {
    return 'The game is over: take the Victory Points and killed points below to the scenario scoring.';
  }
  const who = SIDE_LABEL[active];
  const army = state.armies[active];
  switch (state.step) {
    case 'executive':
      return `${who}: Executive use of Command Tokens, then advance.`;
    case 'reinforcements':
      return `${who}: Request Reinforcements if allowed, then advance to the Retreat! check.`;
    case 'retreat-check':
      if (state.setup.options.noQuarter) return `${who}: No Quarter — Retreat! is not applied. Advance.`;
      return army.retreat
        ? `${who} is in Retreat!: survivors marked, only the short list of skills; Command Tokens may exempt troopers.`
        : `${who} is not in Retreat!. Advance to the Loss of Lieutenant check.`;
    case 'lol-check':
      return army.lossOfLieutenant
        ? `${who} is in Loss of Lieutenant.`
        : `${who} has a Lieutenant. Advance to the Order Count.`;
    case 'order-count':
      return `${who}: Orders counted per Combat Group.`;
    case 'impetuous':
      return `${who}: Impetuous Phase.`;
    case 'orders':
      return `${who}: Orders Phase — record casualties as they happen.`;
    case 'states':
      return `${who}: States Phase.`;
    case 'end-of-turn':
      if (army.lossOfLieutenant && !army.retreat) return `${who}: appoint a new Lieutenant, then end the turn.`;
      return state.endsAfterThisTurn
        ? `${who}: end of the turn — the game ends now (the scenario's Retreat! rule).`
        : `${who}: end of the turn.`;
    default:
      return '';
  }
}

export function tableView(state: TableState, key: { round: number; table: number }, events: number): TableView {
  const active = activeSide(state);
  const o = state.setup.options;
  return {
    round: key.round,
    table: key.table,
    phase: state.phase,
    gameRound: state.gameRound,
    playerTurn: state.phase === 'playing' ? (state.turn === 0 ? 1 : 2) : 0,
    activeSide: active,
    firstPlayer: state.firstPlayer,
    step: state.step,
    steps: stepsOf(o),
    rules: {
      noQuarter: o.noQuarter,
      retreatEndsGame: o.retreatEndsGame,
      dataTracker: o.dataTracker,
      dataTrackerOrder: o.dataTrackerOrder,
      reinforcements: o.reinforcements,
      limitedInsertion: o.limitedInsertion,
      rounds: o.rounds,
    },
    endsAfterThisTurn: state.endsAfterThisTurn,
    end: state.end,
    prompt: promptFor(state, active),
    armies: { a: armyView(state, 'a'), b: armyView(state, 'b') },
    tally: tallyGame(state),
    events,
  };
}
