/**
 * The table tracker: a pure state machine. `transition(state, event)` returns the next state
 * and the effects of the event as data, or the refusal of an illegal event naming the rule
 * (a violation; an unknown trooper is refused as unknown).
 *
 * Inside the machine a refusal is thrown (`Refusal`, private to this file) from wherever the
 * check sits, deep in a step, and caught at the two entries, `transition` and `replay`, which
 * return it as data: threading a result through every step would bury the rules in plumbing.
 *
 * | rule (source)                                                     | status      |
 * |-------------------------------------------------------------------|-------------|
 * | three Game Rounds of two Player Turns (N4 · Game Sequence)         | implemented |
 * | Tactical Phase steps in order; Request Reinforcements only with the extra | implemented |
 * | Retreat! check, cancel, Loss of Lieutenant in Retreat! (N3 · Retreat!) | implemented |
 * | Loss of Lieutenant check; new Lieutenant at the end of the turn (N4) | implemented |
 * | Order Count per Combat Group (orders.ts)                           | implemented |
 * | Impetuous Phase skipped in Retreat!                                | implemented |
 * | Strategic Use of Command Tokens; Reduced Combat Groups; Limited Insertion (ITS S11) | implemented |
 * | No Quarter; game ends after a turn started in Retreat! (scenarios) | implemented |
 * | battle ends when a player in Retreat! has lost or evacuated every trooper | implemented |
 * | Reinforcements: request, one Tactical Phase, Commlink joins (N4)   | implemented |
 * | Exrah: Unconscious becomes Dead (N4 · Exrah)                       | implemented |
 * | DataTracker: a model on the table, not Irregular, not REM (ITS S11) | implemented |
 * | end of the game and its tally (endOfGame.ts)                       | implemented |
 */
import { sideName } from '../../../shared/bounds';
import { msg } from '../../../shared/messages';
import type { MessageKey, MessageRef } from '../../../shared/messages';
import { TURN_STEPS } from '../../../shared/api/tables';
import { tallyGame } from './endOfGame';
import { combatGroups, countOrders } from './orders';
import { reinforcementEligibility } from './reinforcements';
import { isInRetreat, isOnTable, retreatThreshold, survivorsCost } from './retreat';
import type {
  ArmySetup,
  ArmyState,
  GameEffect,
  GameEvent,
  GameOptions,
  Side,
  TableState,
  TrackedTrooper,
  TransitionResult,
  TrooperState,
  TrooperStatus,
  TurnStep,
} from './types';
import { otherSide } from './types';
import { ok, refuse } from '../problem';
import type { Ruled, RulesProblem } from '../problem';

export { createSetup, createTable } from './setup';

/** The turn's steps as the tracker screen names them (never the internal step ids). */
const STEP_WORDS = {
  executive: 'm.t.step.executive',
  reinforcements: 'm.t.step.reinforcements',
  'retreat-check': 'm.t.step.retreatCheck',
  'lol-check': 'm.t.step.lolCheck',
  'order-count': 'm.t.step.orderCount',
  impetuous: 'm.t.step.impetuous',
  orders: 'm.t.step.orders',
  states: 'm.t.step.states',
  'end-of-turn': 'm.t.step.endOfTurn',
} as const satisfies Record<TurnStep, MessageKey>;

type Action =
  | 'm.t.do.advance'
  | 'm.t.do.reinforce'
  | 'm.t.do.ignoreRetreat'
  | 'm.t.do.lieutenant'
  | 'm.t.do.strategic'
  | 'm.t.do.endGame';
type StepAction = 'm.t.do.reinforce' | 'm.t.do.newLieutenant' | 'm.t.do.removeOrders';

/** A refusal on its way out of the machine; `transition` and `replay` return its problem. */
class Refusal extends Error {
  constructor(readonly problem: RulesProblem) {
    super(problem.message.key);
    this.name = 'Refusal';
  }
}

const violation = (message: MessageRef) => new Refusal(refuse('violation', message).problem);

/** The turn steps of this game (N4 · Reinforcements adds step 1.2). */
export function stepsOf(options: Pick<GameOptions, 'reinforcements'>): TurnStep[] {
  return TURN_STEPS.filter((step) => step !== 'reinforcements' || options.reinforcements);
}

export function activeSide(state: Pick<TableState, 'phase' | 'firstPlayer' | 'turn'>): Side | null {
  if (state.phase !== 'playing' || state.firstPlayer === null) return null;
  return state.turn === 0 ? state.firstPlayer : otherSide(state.firstPlayer);
}

function findTrooper(setup: ArmySetup, army: ArmyState, id: string): { trooper: TrackedTrooper; state: TrooperState } {
  const trooper = setup.troopers.find((t) => t.id === id);
  const state = army.troopers[id];
  if (!trooper || !state) {
    const message = msg('m.tracker.noTrooper', { player: sideName(setup.side), list: setup.listName || '—' });
    throw new Refusal(refuse('unknown', message, { side: setup.side, trooper: id }).problem);
  }
  return { trooper, state };
}

/** Survivors' cost of one army (N3 · Retreat!). */
export function armySurvivors(state: Pick<TableState, 'setup' | 'armies'>, side: Side): number {
  return survivorsCost(state.setup.armies[side].troopers, state.armies[side].troopers);
}

export function armyRetreatThreshold(state: Pick<TableState, 'setup'>, side: Side): number {
  return retreatThreshold(state.setup.armies[side].pointsLimit, state.setup.options.reinforcements);
}

/** Every trooper of the list is lost (Null) or evacuated: nothing left to fight with. */
function everyTrooperGone(army: ArmyState): boolean {
  const gone: TrooperStatus[] = ['evacuated', 'dead', 'unconscious', 'null'];
  return Object.values(army.troopers).every((t) => gone.includes(t.status));
}

class Machine {
  readonly effects: GameEffect[] = [];

  constructor(readonly state: TableState) {}

  get options(): GameOptions {
    return this.state.setup.options;
  }

  active(): Side {
    const side = activeSide(this.state);
    if (!side) throw violation(msg('m.t.notPlaying'));
    return side;
  }

  requirePlaying(what: Action): void {
    if (this.state.phase !== 'playing') {
      throw violation(
        msg(this.state.phase === 'deployment' ? 'm.t.onlyPlayingDeploying' : 'm.t.onlyPlayingOver', {
          what: msg(what),
        }),
      );
    }
  }

  requireStep(step: TurnStep, what: StepAction): void {
    if (this.state.step !== step) {
      const now = this.state.step ? STEP_WORDS[this.state.step] : 'm.t.step.none';
      throw violation(msg('m.t.wrongStep', { what: msg(what), step: msg(STEP_WORDS[step]), now: msg(now) }));
    }
  }

  endGame(reason: NonNullable<TableState['end']>['reason'], side: Side | null, note = ''): void {
    this.state.phase = 'ended';
    this.state.end = { reason, gameRound: this.state.gameRound, side, note };
    this.state.step = null;
    this.state.orders = null;
    this.state.endsAfterThisTurn = false;
    this.effects.push({ type: 'game-over', reason, tally: tallyGame(this.state) });
  }

  /** N3 · Retreat!: the battle ends once a player in Retreat! has no trooper left. */
  checkRetreatWipe(): void {
    if (this.state.phase !== 'playing') return;
    for (const side of ['a', 'b'] as const) {
      const army = this.state.armies[side];
      if (army.retreat && everyTrooperGone(army)) {
        this.endGame('retreat-all-lost', side);
        return;
      }
    }
  }

  // --- events -------------------------------------------------------------------------------

  setStatus(side: Side, id: string, to: TrooperStatus): void {
    const setup = this.state.setup.armies[side];
    const army = this.state.armies[side];
    const { trooper, state } = findTrooper(setup, army, id);
    const from = state.status;
    const who = trooper.name || 'This trooper';
    if (from === to) return;

    if (this.state.phase === 'deployment') {
      const allowed: TrooperStatus[] = ['not-deployed', 'model', 'marker', 'hidden'];
      if (!allowed.includes(to)) {
        throw violation(msg('m.t.deployOnly', { who }));
      }
      if (trooper.reinforcement && to !== 'not-deployed') {
        throw violation(msg('m.t.reinfDeploy', { who }));
      }
      if (to === 'hidden' && !trooper.skills.hiddenDeployment) {
        throw violation(msg('m.t.noHidden', { who }));
      }
    } else {
      if (to === 'not-deployed' || to === 'hidden') {
        throw violation(msg(to === 'hidden' ? 'm.t.backHidden' : 'm.t.backUndeployed', { who }));
      }
      if (from === 'dead' || from === 'evacuated') {
        throw violation(msg(from === 'dead' ? 'm.t.deadFixed' : 'm.t.evacuatedFixed', { who }));
      }
      if (from === 'not-deployed') {
        if (trooper.reinforcement) {
          throw violation(msg('m.t.reinfDeploy', { who }));
        }
        if (!isOnTable(to)) throw violation(msg('m.t.notDeployed', { who }));
      }
      if (to === 'embryo' && !trooper.skills.shasvastii) {
        throw violation(msg('m.t.notShasvastii', { who }));
      }
      if (to === 'evacuated') {
        if (this.state.phase !== 'playing') throw violation(msg('m.t.evacuationInGame'));
        if (!army.retreat) {
          throw violation(msg('m.t.evacuateRetreat', { who }));
        }
        if (!isOnTable(from)) throw violation(msg('m.t.evacuateOnTable', { who }));
      }
    }

    let final = to;
    if (to === 'unconscious' && trooper.skills.exrah) {
      final = 'dead';
      this.effects.push({ type: 'exrah-dead', side, trooper: id });
    }
    state.status = final;
    this.effects.push({ type: 'trooper-changed', side, trooper: id, from, to: final });
    this.checkRetreatWipe();
  }

  setCondition(side: Side, id: string, condition: 'isolated' | 'immobilized', value: boolean): void {
    const { state } = findTrooper(this.state.setup.armies[side], this.state.armies[side], id);
    state[condition] = value;
  }

  chooseDataTracker(side: Side, id: string): void {
    if (!this.options.dataTracker) throw violation(msg('m.t.noDataTracker'));
    if (this.state.phase !== 'deployment') {
      throw violation(msg('m.t.dtWhen'));
    }
    const { trooper, state } = findTrooper(this.state.setup.armies[side], this.state.armies[side], id);
    const who = trooper.name || 'This trooper';
    if (state.status !== 'model') {
      throw violation(msg('m.t.dtModel', { who }));
    }
    if (trooper.training === 'irregular') throw violation(msg('m.t.dtIrregular', { who }));
    if (trooper.troopType === 'REM') throw violation(msg('m.t.dtRem', { who }));
    this.state.armies[side].dataTrackerId = id;
  }

  startGame(firstPlayer: Side): void {
    if (this.state.phase !== 'deployment') throw violation(msg('m.t.started'));
    if (this.options.dataTracker) {
      const missing = (['a', 'b'] as const).filter((s) => this.state.armies[s].dataTrackerId === null);
      if (missing.length > 0) {
        throw violation(msg('m.t.dtMissing', { players: missing.map(sideName) }));
      }
    }
    this.state.phase = 'playing';
    this.state.firstPlayer = firstPlayer;
    this.state.gameRound = 1;
    this.state.turn = 0;
    this.state.step = 'executive';
    this.effects.push({ type: 'game-started', firstPlayer });
    this.effects.push({ type: 'round-started', gameRound: 1 });
    this.effects.push({ type: 'turn-started', gameRound: 1, side: firstPlayer });
  }

  advance(): void {
    this.requirePlaying('m.t.do.advance');
    const side = this.active();
    const army = this.state.armies[side];
    if (this.state.step === 'end-of-turn') {
      if (army.lossOfLieutenant && !army.retreat) {
        const candidate = this.state.setup.armies[side].troopers.find((t) => canBeLieutenant(t, army.troopers[t.id]));
        if (candidate) {
          throw violation(msg('m.t.lolAppoint', { player: sideName(side) }));
        }
      }
      this.nextTurn();
      return;
    }
    const steps = stepsOf(this.options);
    const next = steps[steps.indexOf(this.state.step ?? 'executive') + 1];
    if (!next) throw violation(msg('m.t.noStep'));
    this.enter(next, side);
  }

  private nextTurn(): void {
    const ending = this.state.endsAfterThisTurn;
    const side = this.active();
    if (ending) {
      this.endGame('retreat-turn', side);
      return;
    }
    this.state.orders = null;
    if (this.state.turn === 0) {
      this.state.turn = 1;
    } else {
      if (this.state.gameRound >= this.options.rounds) {
        this.endGame('rounds-complete', null);
        return;
      }
      this.state.gameRound += 1;
      this.state.turn = 0;
      this.effects.push({ type: 'round-started', gameRound: this.state.gameRound });
    }
    this.state.step = 'executive';
    this.effects.push({ type: 'turn-started', gameRound: this.state.gameRound, side: this.active() });
  }

  private enter(step: TurnStep, side: Side): void {
    this.state.step = step;
    switch (step) {
      case 'retreat-check':
        this.retreatCheck(side);
        break;
      case 'lol-check':
        this.lolCheck(side);
        break;
      case 'order-count': {
        const groups = countOrders(this.state.setup.armies[side], this.state.armies[side], this.options);
        this.state.orders = { side, groups, removalApplied: false };
        this.effects.push({ type: 'orders-counted', side, groups: structuredClone(groups) });
        break;
      }
      case 'impetuous':
        if (this.state.armies[side].retreat) {
          this.effects.push({ type: 'impetuous-skipped', side });
          this.state.step = 'orders';
        }
        break;
      default:
        break;
    }
  }

  private retreatCheck(side: Side): void {
    if (this.options.noQuarter) return;
    const army = this.state.armies[side];
    const cost = armySurvivors(this.state, side);
    const threshold = armyRetreatThreshold(this.state, side);
    const inRetreat = isInRetreat(cost, threshold);
    if (inRetreat && !army.retreat) {
      army.retreat = true;
      this.effects.push({ type: 'retreat-started', side, survivorsCost: cost, threshold });
    } else if (!inRetreat && army.retreat) {
      army.retreat = false;
      this.effects.push({ type: 'retreat-cancelled', side, survivorsCost: cost, threshold });
    }
    if (army.retreat && this.options.retreatEndsGame && !this.state.endsAfterThisTurn) {
      this.state.endsAfterThisTurn = true;
      this.effects.push({ type: 'game-ends-this-turn', side });
    }
    this.checkRetreatWipe();
  }

  private lolCheck(side: Side): void {
    const army = this.state.armies[side];
    const before = army.lossOfLieutenant;
    let cause: 'retreat' | 'no-lieutenant' | 'lieutenant-isolated' | null = null;
    if (army.retreat) cause = 'retreat';
    else {
      const lt = army.lieutenantId ? army.troopers[army.lieutenantId] : undefined;
      if (!lt || !isOnTable(lt.status)) cause = 'no-lieutenant';
      else if (lt.isolated) cause = 'lieutenant-isolated';
    }
    army.lossOfLieutenant = cause !== null;
    if (cause !== null && !before) this.effects.push({ type: 'loss-of-lieutenant', side, cause });
    if (cause === null && before) this.effects.push({ type: 'loss-of-lieutenant-cancelled', side });
  }

  requestReinforcements(event: Extract<GameEvent, { type: 'request-reinforcements' }>): void {
    this.requirePlaying('m.t.do.reinforce');
    if (!this.options.reinforcements) throw violation(msg('m.t.reinfOff'));
    const side = this.active();
    this.requireStep('reinforcements', 'm.t.do.reinforce');
    const setup = this.state.setup.armies[side];
    const army = this.state.armies[side];
    const check = reinforcementEligibility({
      armyPoints: setup.pointsLimit,
      victoryPoints: armySurvivors(this.state, side),
      gameRound: this.state.gameRound,
      alreadyDeployed: army.reinforcementsRound !== null,
      hasReinforcementSection: setup.troopers.some((t) => t.reinforcement),
    });
    if (!check.eligible) throw violation(check.i18n);

    const reinforcementIds = new Set(setup.troopers.filter((t) => t.reinforcement).map((t) => t.id));
    for (const id of event.markers) {
      if (!reinforcementIds.has(id)) {
        throw violation(msg('m.t.notReinf', { player: sideName(side) }));
      }
    }
    if (event.commlinkGroup !== undefined) {
      const groups = combatGroups(setup, army).filter((g) => g.reinforcement);
      if (!groups.some((g) => g.group === event.commlinkGroup)) {
        throw violation(msg('m.t.notReinfGroup', { group: event.commlinkGroup, player: sideName(side) }));
      }
      const commlink = setup.troopers.find((t) => t.skills.commlink !== null && !t.reinforcement);
      if (!commlink) throw violation(msg('m.t.noCommlink', { player: sideName(side) }));
      const commlinkState = army.troopers[commlink.id];
      if (commlinkState) commlinkState.group = event.commlinkGroup;
    }

    const deployed: string[] = [];
    for (const trooper of setup.troopers) {
      const state = army.troopers[trooper.id];
      if (!trooper.reinforcement || !state || state.status !== 'not-deployed') continue;
      state.status = event.markers.includes(trooper.id) ? 'marker' : 'model';
      deployed.push(trooper.id);
    }
    army.reinforcementsRound = this.state.gameRound;
    this.effects.push({ type: 'reinforcements-deployed', side, troopers: deployed });
  }

  ignoreRetreat(id: string): void {
    this.requirePlaying('m.t.do.ignoreRetreat');
    const side = this.active();
    const army = this.state.armies[side];
    const { trooper, state } = findTrooper(this.state.setup.armies[side], army, id);
    const who = trooper.name || 'This trooper';
    if (!army.retreat) throw violation(msg('m.t.notRetreat', { player: sideName(side) }));
    if (state.retreatIgnored) throw violation(msg('m.t.alreadyIgnores', { who }));
    if (state.status === 'dead' || state.status === 'evacuated')
      throw violation(msg(state.status === 'dead' ? 'm.t.isDead' : 'm.t.isEvacuated', { who }));
    state.retreatIgnored = true;
    this.effects.push({ type: 'retreat-ignored', side, trooper: id });
  }

  appointLieutenant(id: string): void {
    this.requirePlaying('m.t.do.lieutenant');
    const side = this.active();
    this.requireStep('end-of-turn', 'm.t.do.newLieutenant');
    const army = this.state.armies[side];
    if (!army.lossOfLieutenant) throw violation(msg('m.t.notLol', { player: sideName(side) }));
    if (army.retreat) {
      throw violation(msg('m.t.retreatNoLt', { player: sideName(side) }));
    }
    const { trooper, state } = findTrooper(this.state.setup.armies[side], army, id);
    if (!canBeLieutenant(trooper, state)) {
      throw violation(msg('m.t.cannotLead', { who: trooper.name || '?' }));
    }
    army.lieutenantId = id;
    army.lossOfLieutenant = false;
    this.effects.push({ type: 'lieutenant-appointed', side, trooper: id });
    this.effects.push({ type: 'loss-of-lieutenant-cancelled', side });
  }

  strategicOrderRemoval(groups: number[]): void {
    this.requirePlaying('m.t.do.strategic');
    if (this.options.limitedInsertion) {
      throw violation(msg('m.t.limitedNoStrategic'));
    }
    const target = this.active();
    if (this.state.gameRound !== 1 || this.state.turn !== 0) {
      throw violation(msg('m.t.strategicWhen'));
    }
    this.requireStep('order-count', 'm.t.do.removeOrders');
    const orders = this.state.orders;
    if (!orders || orders.side !== target) throw violation(msg('m.t.notCounted'));
    if (orders.removalApplied) throw violation(msg('m.t.strategicDone'));
    const setup = this.state.setup.armies[target];
    const groupCount = combatGroups(setup, this.state.armies[target]).length;
    if (groupCount <= 1) {
      throw violation(msg('m.t.singleGroup', { player: sideName(target) }));
    }
    const need = new Map<number, number>();
    for (const g of groups) need.set(g, (need.get(g) ?? 0) + 1);
    for (const [g, n] of need) {
      const pool = orders.groups.find((x) => x.group === g);
      if (!pool) throw violation(msg('m.t.noGroup', { player: sideName(target), group: g }));
      if (pool.regular < n) {
        throw violation(msg('m.t.fewOrders', { group: g, n: pool.regular, remove: n }));
      }
    }
    for (const [g, n] of need) {
      const pool = orders.groups.find((x) => x.group === g);
      if (pool) {
        pool.regular -= n;
        pool.removed += n;
      }
    }
    orders.removalApplied = true;
    this.effects.push({ type: 'orders-removed', side: target, groups: [...groups] });
  }
}

/** N4 · Loss of Lieutenant: who may be named the new Lieutenant. */
export function canBeLieutenant(trooper: TrackedTrooper, state: TrooperState | undefined): boolean {
  if (!state) return false;
  const deployed = isOnTable(state.status) || state.status === 'hidden';
  return deployed && trooper.training === 'regular' && trooper.troopType !== 'REM' && !trooper.skills.peripheral;
}

/** The setup never changes during a game: share it, copy the rest. */
function copyState(state: TableState): TableState {
  return {
    ...state,
    armies: structuredClone(state.armies),
    orders: structuredClone(state.orders),
    end: state.end ? { ...state.end } : null,
  };
}

/** Runs one event on the machine's own (already copied) state. */
function applyEvent(machine: Machine, event: GameEvent): void {
  const phase = machine.state.phase;
  if (phase === 'ended' && event.type !== 'set-status' && event.type !== 'set-condition') {
    throw violation(msg('m.t.overStates'));
  }
  switch (event.type) {
    case 'set-status':
      if (phase === 'ended' && event.status === 'evacuated') throw violation(msg('m.t.over'));
      machine.setStatus(event.side, event.trooper, event.status);
      break;
    case 'set-condition':
      machine.setCondition(event.side, event.trooper, event.condition, event.value);
      break;
    case 'choose-datatracker':
      machine.chooseDataTracker(event.side, event.trooper);
      break;
    case 'start-game':
      machine.startGame(event.firstPlayer);
      break;
    case 'advance':
      machine.advance();
      break;
    case 'request-reinforcements':
      machine.requestReinforcements(event);
      break;
    case 'ignore-retreat':
      machine.ignoreRetreat(event.trooper);
      break;
    case 'appoint-lieutenant':
      machine.appointLieutenant(event.trooper);
      break;
    case 'strategic-order-removal':
      machine.strategicOrderRemoval(event.groups);
      break;
    case 'end-game':
      machine.requirePlaying('m.t.do.endGame');
      machine.endGame('referee', null, event.note);
      break;
  }
}

/** The machine's refusal, as data; anything else thrown is a fault and goes on as it is. */
function refusalOf(err: unknown): RulesProblem {
  if (err instanceof Refusal) return err.problem;
  throw err;
}

/** Applies one recorded event, or refuses it. Pure: the input state is never modified. */
export function transition(state: TableState, event: GameEvent): Ruled<TransitionResult> {
  const machine = new Machine(copyState(state));
  try {
    applyEvent(machine, event);
  } catch (err) {
    const { kind, message, details } = refusalOf(err);
    return refuse(kind, message, details);
  }
  return ok({ state: machine.state, effects: machine.effects });
}

/**
 * Replays a recorded game; returns the final state and the last event's effects. Same result
 * as folding `transition` over the events, with one copy of the state instead of one per event.
 * A recorded event the rules now refuse is refused again, naming its place in the record.
 */
export function replay(initial: TableState, events: readonly GameEvent[]): Ruled<TransitionResult> {
  const machine = new Machine(copyState(initial));
  for (const [index, event] of events.entries()) {
    machine.effects.length = 0;
    try {
      applyEvent(machine, event);
    } catch (err) {
      const { kind, message, details } = refusalOf(err);
      return refuse(kind, msg('m.tracker.replay', { n: index + 1, problem: message }), details);
    }
  }
  return ok({ state: machine.state, effects: [...machine.effects] });
}
