/**
 * The army list and trooper model for main code: the schemas and types (defined in
 * src/shared/army.ts so the API contract can use them) plus the small readers the rules use.
 */
import type { ArmyList, CombatGroup, SpecialistRole, Trooper } from '../../../shared/army';
import { SPECIALIST_ROLES } from '../../../shared/army';
import { namesReinforcement } from './skillNames';

export * from '../../../shared/army';

/** Every trooper of a list, in group order, with its group. */
export function troopersOf(list: Pick<ArmyList, 'groups'>): { group: CombatGroup; trooper: Trooper }[] {
  return list.groups.flatMap((group) => group.troopers.map((trooper) => ({ group, trooper })));
}

/** ITS S11 · Long Service: a Character is a Veteran Troop too. */
export function isVeteran(trooper: Pick<Trooper, 'skills'>): boolean {
  return trooper.skills.veteran || trooper.skills.character;
}

/** The trooper's Specialist roles (ITS S11 · Specialist Troops counts Chain of Command too). */
export function specialistRoles(trooper: Pick<Trooper, 'skills'>): SpecialistRole[] {
  return SPECIALIST_ROLES.filter((role) => trooper.skills[role]);
}

/** ITS S11 · ATS: every TAG has Tactical Awareness, printed or not. */
export function hasTacticalAwareness(trooper: Pick<Trooper, 'skills' | 'troopType'>): boolean {
  return trooper.skills.tacticalAwareness || trooper.troopType === 'TAG';
}

/** The Commlink trooper's MOD to the 15-trooper limit (0 when none or no MOD). */
export function commlinkMod(list: Pick<ArmyList, 'groups'>): number {
  return troopersOf(list).reduce((max, { trooper }) => Math.max(max, trooper.skills.commlink ?? 0), 0);
}

/**
 * N4 · Reinforcements: a trooper is a Reinforcements trooper because its Unit Profile name
 * includes "Reinf." — read from the name (or the profile text a paste or code gave), never from
 * a skills column or flag, so lists from codes, pasted rows and typed by hand agree.
 */
export function isReinforcementUnit(trooper: Pick<Trooper, 'name' | 'profile'>): boolean {
  return namesReinforcement(trooper.name) || namesReinforcement(trooper.profile);
}
