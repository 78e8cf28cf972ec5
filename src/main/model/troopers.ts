/**
 * Editing a list's troopers and Combat Groups inside a draft: add, change, move between groups,
 * remove, and mark a group as part of the Reinforcement Section. Each stores the list again through
 * `putList`, so the Reinf. flags and the model's ranges hold after every edit.
 */
import type { ParsedParams } from '../../shared/api';
import { ApiError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import type { EventFile } from '../../shared/model';
import type { ArmyList, CombatGroup, Trooper } from '../../core/rules/army/model';
import { TrooperSchema, troopersOf } from '../../core/rules/army/model';
import { findList, listLabel, putList } from './lists';

/** The next free id of the form t<n> (ids never reused while the list holds a higher one). */
function nextTrooperId(list: ArmyList): string {
  const max = troopersOf(list).reduce((m, { trooper }) => {
    const n = /^t(\d+)$/.exec(trooper.id);
    return n ? Math.max(m, Number(n[1])) : m;
  }, 0);
  return `t${max + 1}`;
}

/** The Combat Group with this number, created (in number order) when the list has none. */
function groupFor(list: ArmyList, number: number, reinforcement = false): CombatGroup {
  let group = list.groups.find((g) => g.number === number);
  if (!group) {
    group = { number, reinforcement, troopers: [] };
    list.groups.push(group);
    list.groups.sort((a, b) => a.number - b.number);
  }
  return group;
}

function locateTrooper(list: ArmyList, trooperId: string): { group: CombatGroup; index: number; trooper: Trooper } {
  for (const group of list.groups) {
    const index = group.troopers.findIndex((t) => t.id === trooperId);
    const trooper = group.troopers[index];
    if (trooper) return { group, index, trooper };
  }
  throw new ApiError('NOT_FOUND', msg('m.list.trooperGone', { list: listLabel(list) }));
}

export function addTrooper(
  draft: EventFile,
  { listId, group, reinforcement, trooper }: ParsedParams<'lists.addTrooper'>,
): { list: ArmyList; trooperId: string } {
  const list = findList(draft, listId);
  const id = nextTrooperId(list);
  groupFor(list, group, reinforcement ?? false).troopers.push(TrooperSchema.parse({ ...trooper, id }));
  putList(draft, list);
  return { list, trooperId: id };
}

/** Applies a patch to a trooper; a new `group` moves it there (an emptied group is dropped). */
export function updateTrooper(
  draft: EventFile,
  { listId, trooperId, patch, group }: ParsedParams<'lists.updateTrooper'>,
): { list: ArmyList; trooper: Trooper } {
  const list = findList(draft, listId);
  const found = locateTrooper(list, trooperId);
  const { skills, ...rest } = patch;
  const next = TrooperSchema.parse({
    ...found.trooper,
    ...rest,
    skills: { ...found.trooper.skills, ...skills },
  });
  if (group !== undefined && group !== found.group.number) {
    found.group.troopers.splice(found.index, 1);
    groupFor(list, group, found.group.reinforcement).troopers.push(next);
    list.groups = list.groups.filter((g) => g.troopers.length > 0 || g.number === group);
  } else {
    found.group.troopers[found.index] = next;
  }
  putList(draft, list);
  return { list, trooper: next };
}

export function removeTrooper(
  draft: EventFile,
  { listId, trooperId }: ParsedParams<'lists.removeTrooper'>,
): { list: ArmyList; trooper: Trooper } {
  const list = findList(draft, listId);
  const found = locateTrooper(list, trooperId);
  found.group.troopers.splice(found.index, 1);
  putList(draft, list);
  return { list, trooper: found.trooper };
}

/** Marks a Combat Group (created when missing) as part of the Reinforcement Section, or not. */
export function setReinforcement(
  draft: EventFile,
  { listId, group, reinforcement }: ParsedParams<'lists.setGroup'>,
): ArmyList {
  const list = findList(draft, listId);
  groupFor(list, group, reinforcement).reinforcement = reinforcement;
  putList(draft, list);
  return list;
}
