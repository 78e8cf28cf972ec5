/**
 * Hand-made army lists for the tracker's tests (no Corvus Belli data: invented names and costs).
 */
import { ArmyListSchema, TrooperSchema } from '../army/model';
import type { ArmyList, Trooper, TrooperInput } from '../army/model';
import type { GameOptions } from './types';

export type TrooperSpec = Omit<TrooperInput, 'id' | 'name' | 'cost'> & { skills?: TrooperInput['skills'] };

export function trooper(id: string, cost: number, spec: TrooperSpec = {}): Trooper {
  return TrooperSchema.parse({ id, name: id, cost, ...spec });
}

/** A trooper with the Lieutenant skill: every test list names one. */
export function lieutenant(id: string, cost: number): Trooper {
  return trooper(id, cost, { skills: { lieutenant: true } });
}

export function list(
  id: string,
  playerId: string,
  pointsLimit: number,
  groups: { number: number; reinforcement?: boolean; troopers: Trooper[] }[],
): ArmyList {
  return ArmyListSchema.parse({ id, playerId, name: id, pointsLimit, swc: 6, groups });
}

export const baseOptions: GameOptions = {
  reinforcements: false,
  limitedInsertion: false,
  noQuarter: false,
  retreatEndsGame: false,
  dataTracker: false,
  dataTrackerOrder: false,
  rounds: 3,
};
