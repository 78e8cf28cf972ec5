/**
 * Table tracker state. Everything here is plain JSON so a game can be replayed from its
 * recorded events; nothing is derived and stored twice.
 */
import type {
  GameEffect,
  GameEndReason,
  ScenarioTrackerRules,
  Side,
  TrooperStatus,
  TurnStep,
} from '../../../shared/api/tables';
import type { Trooper } from '../army/model';

export type { GameEffect, GameEvent, Side, TrooperStatus, TurnStep } from '../../../shared/api/tables';

/** A trooper as the tracker reads it: its list entry, frozen when tracking starts. */
export type TrackedTrooper = Pick<
  Trooper,
  'id' | 'name' | 'profile' | 'cost' | 'troopType' | 'training' | 'impetuous' | 'skills' | 'baggagePoints'
> & {
  /** The Combat Group it was listed in. */
  group: number;
  /** Listed in the Reinforcement section (N4 · Reinforcements). */
  reinforcement: boolean;
};

export interface ArmySetup {
  side: Side;
  playerId: string;
  listId: string;
  listName: string;
  /**
   * The round's Army Points (the points available to build the list): the base of the Retreat!
   * threshold and the Request Reinforcements row.
   */
  pointsLimit: number;
  /** The points written in the list's header, when they differ from the round's (shown, never used). */
  listPoints?: number;
  /** Troopers whose cost was unknown when tracking started (counted as 0 by Retreat!). */
  unknownCost?: string[];
  troopers: TrackedTrooper[];
}

export interface GameOptions extends ScenarioTrackerRules {
  /** N4 · Reinforcements extra. */
  reinforcements: boolean;
  /** ITS S11 · Limited Insertion: no Strategic Use of Command Tokens. */
  limitedInsertion: boolean;
  /** Game Rounds before the game ends (3 in every ITS scenario). */
  rounds: number;
}

export interface GameSetup {
  options: GameOptions;
  armies: Record<Side, ArmySetup>;
}

export interface TrooperState {
  status: TrooperStatus;
  isolated: boolean;
  immobilized: boolean;
  /** A Command Token was spent: ignores Retreat! until the end of the game. */
  retreatIgnored: boolean;
  /** Current Combat Group (the Commlink trooper may join a Reinforcement group). */
  group: number;
}

export interface ArmyState {
  troopers: Record<string, TrooperState>;
  retreat: boolean;
  lossOfLieutenant: boolean;
  /** The current Lieutenant (the listed one, or one appointed after Loss of Lieutenant). */
  lieutenantId: string | null;
  reinforcementsRound: number | null;
  dataTrackerId: string | null;
}

export interface OrderSnapshot {
  side: Side;
  groups: import('../../../shared/api/tables').GroupOrdersView[];
  /** Strategic Use of Command Tokens already applied to this count. */
  removalApplied: boolean;
}

export interface TableState {
  setup: GameSetup;
  phase: 'deployment' | 'playing' | 'ended';
  firstPlayer: Side | null;
  /** Game Round, 1..rounds while playing; 0 during deployment. */
  gameRound: number;
  /** 0 = first Player Turn of the round, 1 = second. */
  turn: 0 | 1;
  step: TurnStep | null;
  armies: Record<Side, ArmyState>;
  /** The active player's Orders, once counted this turn. */
  orders: OrderSnapshot | null;
  endsAfterThisTurn: boolean;
  end: { reason: GameEndReason; gameRound: number; side: Side | null; note: string } | null;
}

export interface TransitionResult {
  state: TableState;
  effects: GameEffect[];
}

export const otherSide = (side: Side): Side => (side === 'a' ? 'b' : 'a');
