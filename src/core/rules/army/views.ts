/**
 * The two versions of a list ITS S11 · Army Lists asks for:
 *  - Complete: all of the list, Open and Private, with totals and validation (the referee's copy);
 *  - Courtesy: only the Open Information, what a player shows an opponent on request.
 *
 * What the Courtesy view leaves out, and why:
 *  - the Lieutenant's identity (N4 · Lieutenant: Private Information) — the flag is cleared and
 *    the words "Lieutenant"/"Lt." are removed from profile texts, and catalog ids are not shown,
 *    since a Lieutenant is a separate option in the builder;
 *  - troopers in Hidden Deployment (Private until revealed) — left out entirely, with any group
 *    that would show only them, and no list totals are given (they would betray those troopers);
 *  - referee notes and raw Spec-Ops data (may name a Lieutenant upgrade).
 * Everything else (names, profiles, troop types, costs, SWC and the other skills) is open.
 */
import type { CompleteListView, CourtesyListView, CourtesyTrooperView } from '../../../shared/api/lists';
import type { Extras } from '../../../shared/model';
import type { ArmyList, Trooper } from './model';
import type { ListLimits } from './validate';
import { listTotals, validateList } from './validate';

export function completeView(list: ArmyList, limits: ListLimits, extras: Extras): CompleteListView {
  const issues = validateList(list, limits, extras);
  return {
    list,
    totals: listTotals(list, extras),
    limits,
    issues,
    valid: issues.every((i) => i.severity !== 'error'),
  };
}

const LIEUTENANT_WORDS = /\s*\b(lieutenant|lt\.?)(?=\s|$|[,;·)])/gi;

function scrub(text: string): string {
  return text
    .replace(LIEUTENANT_WORDS, '')
    .replace(/\s{2,}/g, ' ')
    .replace(/^\s*[·,;]\s*/, '')
    .trim();
}

export function isPrivateTrooper(trooper: Trooper): boolean {
  return trooper.skills.hiddenDeployment;
}

function courtesyTrooper(t: Trooper): CourtesyTrooperView {
  return {
    name: t.name,
    profile: scrub(t.profile),
    cost: t.cost,
    swc: t.swc,
    troopType: t.troopType,
    training: t.training,
    impetuous: t.impetuous,
    skills: { ...t.skills, lieutenant: false },
  };
}

export function courtesyView(list: ArmyList): CourtesyListView {
  return {
    listId: list.id,
    playerId: list.playerId,
    army: list.army,
    name: list.name,
    pointsLimit: list.pointsLimit,
    groups: list.groups
      .map((g) => ({
        number: g.number,
        reinforcement: g.reinforcement,
        troopers: g.troopers.filter((t) => !isPrivateTrooper(t)).map(courtesyTrooper),
      }))
      .filter((g) => g.troopers.length > 0),
  };
}
