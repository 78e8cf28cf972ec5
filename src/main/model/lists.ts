/**
 * The event's army lists: finding one, storing one (its Reinf. flags set and its values checked
 * against the model), a new list's id and default name, and the view the referee reads. Army lists
 * are Private to the referee (ITS S11 · Army Lists): everyone else gets only the Courtesy view
 * (src/core/rules/army/views.ts). The rules themselves live in src/core/rules/army.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { ParsedParams } from '../../shared/api';
import type { CompleteListView } from '../../shared/api/lists';
import { ApiError } from '../../shared/errors';
import { issueProblem } from '../../shared/issues';
import { fieldLabel, msg } from '../../shared/messages';
import type { MessageParam } from '../../shared/messages';
import { textIn } from '../../shared/i18n/everyLanguage';
import type { EventFile } from '../../shared/model';
import type { ArmyList } from '../../core/rules/army/model';
import { ArmyListSchema, isReinforcementUnit } from '../../core/rules/army/model';
import { limitsFor } from '../../core/rules/army/validate';
import { completeView } from '../../core/rules/army/views';
import { citedIn } from '../../core/rules/tournament/seasonCitations';

type State = Readonly<EventFile>;

/** The list with this id (the draft's own inside an edit); NOT_FOUND once it is gone. */
export function findList(state: State, listId: string): ArmyList {
  const list = state.lists.find((l) => l.id === listId);
  if (!list) throw new ApiError('NOT_FOUND', msg('m.list.gone'));
  return list;
}

export function requirePlayer(state: State, playerId: string): void {
  if (!state.players.some((p) => p.id === playerId)) {
    throw new ApiError('NOT_FOUND', msg('m.player.unknown'));
  }
}

/** Lists are Private: only the referee reads them whole (a visitor's `isReferee` is false). */
export function requireReferee(isReferee: boolean | undefined): void {
  if (isReferee === false) {
    throw new ApiError('UNAUTHORIZED', msg('m.list.private'));
  }
}

export function newListId(state: State): string {
  let id = '';
  do id = `L-${randomUUID().slice(0, 8)}`;
  while (state.lists.some((l) => l.id === id));
  return id;
}

/** The name typed, else "List n" for the player's n-th list. */
export function defaultName(state: State, playerId: string, given: string | undefined): string {
  if (given !== undefined && given.trim() !== '') return given.trim();
  // A default name is data like a typed one: written once, in the event's language.
  const n = state.lists.filter((l) => l.playerId === playerId).length + 1;
  return textIn(state.settings.language, msg('m.list.defaultName', { n }));
}

/** Turns a value the model refuses into a message naming the field, instead of an internal error. */
export function asInvalidInput<T>(build: () => T): T {
  try {
    return build();
  } catch (err) {
    if (!(err instanceof z.ZodError)) throw err;
    const issue = err.issues[0];
    const problem = issue ? issueProblem(issue) : msg('m.zod.other');
    throw new ApiError('INVALID_INPUT', msg('m.list.outOfRange', { field: fieldLabel(issue?.path ?? []), problem }), {
      path: issue?.path.map(String).join('.'),
    });
  }
}

/** Stores `list` (replacing the list with the same id) in the draft; a value out of the model's range is INVALID_INPUT. */
export function putList(draft: EventFile, list: ArmyList): void {
  // The Reinf. flag follows the unit's name (N4 · Reinforcements), whatever was typed or pasted;
  // set on the given list too, so the view the handler returns shows what was stored.
  for (const group of list.groups) {
    for (const t of group.troopers) t.skills = { ...t.skills, reinforcement: isReinforcementUnit(t) };
  }
  const parsed = asInvalidInput(() => ArmyListSchema.parse(list));
  const i = draft.lists.findIndex((l) => l.id === parsed.id);
  if (i >= 0) draft.lists[i] = parsed;
  else draft.lists.push(parsed);
}

/** How the audit names a list: its name, or "unnamed list". */
export function listLabel(list: ArmyList): MessageParam {
  return list.name || msg('m.audit.unnamedList');
}

/** The referee's view of a list: its totals, limits and issues, cited in the event's season. */
export function viewOf(state: State, list: ArmyList): CompleteListView {
  const view = completeView(list, limitsFor(list, state.settings), state.settings.extras);
  return { ...view, issues: citedIn(state.settings.season, view.issues) };
}

/** A list typed by hand (`lists.add`): its troopers numbered t1, t2, … in the order given. */
export function addList(draft: EventFile, params: ParsedParams<'lists.add'>): ArmyList {
  requirePlayer(draft, params.playerId);
  const tier = params.tier ?? null;
  const limits = limitsFor({ tier }, draft.settings);
  let n = 0;
  const list: ArmyList = ArmyListSchema.parse({
    id: newListId(draft),
    playerId: params.playerId,
    army: params.army ?? {},
    name: defaultName(draft, params.playerId, params.name),
    pointsLimit: params.pointsLimit ?? limits.points,
    swc: params.swc ?? limits.swc,
    tier,
    groups: (params.groups ?? []).map((g) => ({
      ...g,
      troopers: g.troopers.map((t) => ({ ...t, id: `t${(n += 1)}` })),
    })),
    source: { kind: 'manual', code: '' },
  });
  putList(draft, list);
  return list;
}

/** A list's header changed (`lists.update`): owner, army, name, limits, tier; what is not sent stays. */
export function updateList(draft: EventFile, params: ParsedParams<'lists.update'>): ArmyList {
  const { listId, playerId, army, ...header } = params;
  const list = findList(draft, listId);
  if (playerId !== undefined) requirePlayer(draft, playerId);
  const next: ArmyList = {
    ...list,
    playerId: playerId ?? list.playerId,
    army: { ...list.army, ...army },
    name: header.name ?? list.name,
    pointsLimit: header.pointsLimit ?? list.pointsLimit,
    swc: header.swc ?? list.swc,
    tier: header.tier !== undefined ? header.tier : list.tier,
  };
  putList(draft, next);
  return next;
}
