/**
 * Army list validation with messages a referee can read out to a player.
 *
 * | rule                                   | source                                   | status      |
 * |----------------------------------------|------------------------------------------|-------------|
 * | points and SWC within the tier         | ITS S11 · Tournament Tiers               | implemented |
 * | list built for the event's points      | ITS S11 · Tournament Tiers               | implemented |
 * | at most 15 troopers (+ Commlink MOD)   | N4 · Army List; Reinforcements · Commlink| implemented |
 * | exactly one Lieutenant                 | N4 · Lieutenant                          | implemented |
 * | two lists per player from one army     | ITS S11 · Army Lists                     | implemented |
 * | three lists, one per tier              | ITS S11 · Escalation Tournament          | implemented |
 * | Main / Reinforcement sections          | N4 · Reinforcements                      | implemented |
 * | Reinf. units only in Reinforcements    | N4 · Reinforcements                      | implemented |
 * | one Commlink, required, in Main        | N4 · Reinforcements · Commlink           | implemented |
 * | one Combat Group                       | ITS S11 · Limited Insertion              | implemented |
 * | at most 15 troopers, no MODs           | ITS S11 · Tactical Window                | implemented |
 * | mercenaries ≤ 75 pts, 1 SWC, no dup.   | ITS S11 · Soldiers of Fortune            | implemented |
 * | one Spec-Ops, only with the Extra      | ITS S11 · Spec-Ops                       | implemented |
 * | AVA, fireteams, Spec-Ops experience    | army builder data                        | not checked |
 *
 * Pure: takes the list, the limits and the event's extras; returns issues.
 */
import type { ScenarioText } from '../../../shared/api/scoring';
import { tierName } from '../../../shared/bounds';
import { cite } from '../../../shared/citation';
import { slugOf } from '../../../shared/fold';
import { english, msg } from '../../../shared/messages';
import type { MessageRef } from '../../../shared/messages';
import type { Extras, Tier } from '../../../shared/model';
import { ARMY_POINT_LIMITS, TIER_LIMITS } from '../../../shared/model';
import type { ArmyList, ArmyRef, CombatGroup, Trooper } from './model';
import { isReinforcementUnit, troopersOf } from './model';

/**
 * The rules the checks cite, by name: an issue's `rule` is one of these, a citation of `s.*`
 * sections (src/shared/citation.ts) that every reader renders in their language.
 */
export const LIST_RULES = {
  armyList: cite('N4', msg('s.army.armyList')),
  armyListCommlink: cite('N4', msg('s.army.armyListReinforcements'), msg('s.army.commlink')),
  armyLists: cite('ITS S11', msg('s.army.armyLists')),
  commlink: cite('N4', msg('s.army.reinforcements'), msg('s.army.commlink')),
  escalation: cite('ITS S11', msg('s.army.escalationTournament')),
  lieutenant: cite('N4', msg('s.army.lieutenant')),
  limitedInsertion: cite('ITS S11', msg('s.army.limitedInsertion')),
  reinforcements: cite('N4', msg('s.army.reinforcements')),
  soldiersOfFortune: cite('ITS S11', msg('s.army.soldiersOfFortune')),
  specOps: cite('ITS S11', msg('s.army.specOps')),
  tacticalWindow: cite('ITS S11', msg('s.army.tacticalWindow')),
  tiers: cite('ITS S11', msg('s.tournament.tiers')),
} as const satisfies Record<string, ScenarioText>;

/** N4 · Army List: the trooper limit before MODs. */
export const MAX_TROOPERS = 15;
/** N4 · Reinforcements: the budget of the Reinforcement Section. */
export const REINFORCEMENT_SECTION = { points: 100, swc: 2 } as const;
/** ITS S11 · Soldiers of Fortune. */
export const MERCENARY_POINTS = 75;
export const MERCENARY_SWC = 1;

export interface ListLimits {
  points: number;
  swc: number;
}

export type Severity = 'error' | 'warning';

export interface ListIssue {
  code: string;
  /** The rule, cited by name. */
  rule: ScenarioText;
  severity: Severity;
  message: string;
  /** The message as a key, so the referee reads it in their language (src/shared/messages.ts). */
  i18n: MessageRef;
  /** Trooper ids concerned (empty when the issue is about the whole list). */
  troopers: string[];
}

export interface SectionTotals {
  troopers: number;
  points: number;
  swc: number;
}

export interface ListTotals extends SectionTotals {
  /** SWC including the Soldiers of Fortune charge. */
  main: SectionTotals;
  reinforcement: SectionTotals;
  mercenaryPoints: number;
  /** SWC charged for fielding mercenaries (ITS S11 · Soldiers of Fortune). */
  mercenarySwc: number;
  /** Trooper limit for this list (15 plus the Commlink MOD, or 15 flat under Tactical Window). */
  maxTroopers: number;
  lieutenants: number;
}

type PointSettings = { tier: Tier; extras: Extras; armyPoints?: number | null };

/**
 * The Army Points and SWC of a game at `tier`: the event's own Army Points when the referee set
 * them (150, 250, 350…), otherwise the tier's (ITS S11 · Tournament Tiers). Escalation plays each
 * round at its own tier, so the tier wins there.
 */
export function roundLimits(settings: PointSettings, tier: Tier): ListLimits {
  const own = settings.armyPoints ? ARMY_POINT_LIMITS[settings.armyPoints] : undefined;
  return { ...(own && !settings.extras.escalation ? own : TIER_LIMITS[tier]) };
}

/** The limits a list is checked against: the event's (Escalation: the list's own tier). */
export function limitsFor(list: Pick<ArmyList, 'tier'>, settings: PointSettings): ListLimits {
  const tier = settings.extras.escalation && list.tier ? list.tier : settings.tier;
  return roundLimits(settings, tier);
}

/** SWC summed in halves so 0.5 + 1.5 is exact. */
function sumSwc(troopers: Trooper[]): number {
  return troopers.reduce((half, t) => half + Math.round(t.swc * 2), 0) / 2;
}

function section(groups: CombatGroup[]): SectionTotals {
  const troopers = groups.flatMap((g) => g.troopers);
  return { troopers: troopers.length, points: troopers.reduce((s, t) => s + t.cost, 0), swc: sumSwc(troopers) };
}

export function listTotals(list: ArmyList, extras: Extras): ListTotals {
  const main = section(list.groups.filter((g) => !g.reinforcement));
  const reinforcement = section(list.groups.filter((g) => g.reinforcement));
  const all = troopersOf(list).map((e) => e.trooper);
  const mercenaries = all.filter((t) => t.skills.mercenary);
  const mercenarySwc = extras.soldiersOfFortune && mercenaries.length > 0 ? MERCENARY_SWC : 0;
  const commlink = all.reduce((max, t) => Math.max(max, t.skills.commlink ?? 0), 0);
  return {
    troopers: all.length,
    points: main.points + reinforcement.points,
    swc: main.swc + reinforcement.swc + mercenarySwc,
    main,
    reinforcement,
    mercenaryPoints: mercenaries.reduce((s, t) => s + t.cost, 0),
    mercenarySwc,
    // Commlink's MOD is part of the Reinforcements extra: without it the limit stays 15.
    maxTroopers: extras.reinforcements && !extras.tacticalWindow ? MAX_TROOPERS + commlink : MAX_TROOPERS,
    lieutenants: all.filter((t) => t.skills.lieutenant).length,
  };
}

function label(t: Trooper): string {
  return t.name.trim() === '' ? '?' : t.name;
}

function names(troopers: Trooper[]): string {
  return troopers.map(label).join(', ');
}

/** The list problems whose one hole is the troopers they are about. */
type NamingTroopersKey =
  | 'm.list.reinfInMain'
  | 'm.list.reinfNonReinf'
  | 'm.list.commlinkInReinf'
  | 'm.list.commlinkNoReinf'
  | 'm.list.mercenaryNoExtra'
  | 'm.list.characterTwice'
  | 'm.list.specOpsNoExtra';

export function validateList(list: ArmyList, limits: ListLimits, extras: Extras): ListIssue[] {
  const issues: ListIssue[] = [];
  const add = (severity: Severity, code: string, rule: ScenarioText, message: MessageRef, troopers: Trooper[] = []) =>
    issues.push({
      severity,
      code,
      rule,
      message: english(message),
      i18n: message,
      troopers: troopers.map((t) => t.id),
    });
  /** An error naming the troopers it is about, when there are any. */
  const errorNaming = (who: Trooper[], code: string, rule: ScenarioText, key: NamingTroopersKey) => {
    if (who.length > 0) add('error', code, rule, msg(key, { troopers: names(who) }), who);
  };
  const totals = listTotals(list, extras);
  const all = troopersOf(list);
  const troopers = all.map((e) => e.trooper);
  const inMain = all.filter((e) => !e.group.reinforcement).map((e) => e.trooper);
  const inReinf = all.filter((e) => e.group.reinforcement).map((e) => e.trooper);

  // --- Tier -----------------------------------------------------------------------------------
  if (list.pointsLimit !== limits.points) {
    add(
      'error',
      'points-limit-mismatch',
      LIST_RULES.tiers,
      msg('m.list.pointsLimit', { built: list.pointsLimit, points: limits.points, swc: limits.swc }),
    );
  }
  if (list.swc !== limits.swc) {
    add(
      'warning',
      'swc-limit-mismatch',
      LIST_RULES.tiers,
      msg('m.list.swcLimit', { listed: list.swc, swc: limits.swc }),
    );
  }
  const unresolved = troopers.filter((t) => t.unresolved);
  if (unresolved.length > 0) {
    add(
      'warning',
      'unresolved',
      LIST_RULES.armyLists,
      msg('m.list.unresolved', {
        n: unresolved.length,
        troopers: unresolved
          .map((t) => (t.source ? `${t.source.unit}-${t.source.group}-${t.source.option}` : '?'))
          .join(', '),
      }),
      unresolved,
    );
  }

  if (extras.reinforcements) {
    // --- N4 · Reinforcements: the Main Section gets what is left after 100 points and 2 SWC ----
    const mainLimit = {
      points: limits.points - REINFORCEMENT_SECTION.points,
      swc: limits.swc - REINFORCEMENT_SECTION.swc,
    };
    const mercInMain = inMain.some((t) => t.skills.mercenary);
    const mainSwc = totals.main.swc + (mercInMain ? totals.mercenarySwc : 0);
    const reinfSwc = totals.reinforcement.swc + (mercInMain ? 0 : totals.mercenarySwc);
    if (totals.main.points > mainLimit.points) {
      add(
        'error',
        'reinf-main-points',
        LIST_RULES.reinforcements,
        msg('m.list.reinfMainPoints', {
          cost: totals.main.points,
          limit: mainLimit.points,
          points: limits.points,
          section: REINFORCEMENT_SECTION.points,
        }),
      );
    }
    if (mainSwc > mainLimit.swc) {
      add(
        'error',
        'reinf-main-swc',
        LIST_RULES.reinforcements,
        msg('m.list.reinfMainSwc', {
          used: mainSwc,
          limit: mainLimit.swc,
          swc: limits.swc,
          section: REINFORCEMENT_SECTION.swc,
        }),
      );
    }
    if (list.groups.every((g) => !g.reinforcement || g.troopers.length === 0)) {
      add('error', 'reinf-section-missing', LIST_RULES.reinforcements, msg('m.list.reinfMissing'));
    }
    if (totals.reinforcement.points > REINFORCEMENT_SECTION.points) {
      add(
        'error',
        'reinf-section-points',
        LIST_RULES.reinforcements,
        msg('m.list.reinfPoints', { cost: totals.reinforcement.points, limit: REINFORCEMENT_SECTION.points }),
        inReinf,
      );
    }
    if (reinfSwc > REINFORCEMENT_SECTION.swc) {
      add(
        'error',
        'reinf-section-swc',
        LIST_RULES.reinforcements,
        msg('m.list.reinfSwc', { used: reinfSwc, limit: REINFORCEMENT_SECTION.swc }),
        inReinf,
      );
    }
    const reinfInMain = inMain.filter(isReinforcementUnit);
    errorNaming(reinfInMain, 'reinf-unit-in-main', LIST_RULES.reinforcements, 'm.list.reinfInMain');
    const notReinf = inReinf.filter((t) => !isReinforcementUnit(t));
    errorNaming(notReinf, 'reinf-section-non-reinf-unit', LIST_RULES.reinforcements, 'm.list.reinfNonReinf');
    const commlinks = troopers.filter((t) => t.skills.commlink !== null);
    if (commlinks.length === 0) {
      add('error', 'commlink-missing', LIST_RULES.commlink, msg('m.list.commlinkMissing'));
    } else if (commlinks.length > 1) {
      add(
        'error',
        'commlink-many',
        LIST_RULES.commlink,
        msg('m.list.commlinkMany', { n: commlinks.length, troopers: names(commlinks) }),
        commlinks,
      );
    }
    const commlinkInReinf = inReinf.filter((t) => t.skills.commlink !== null);
    errorNaming(commlinkInReinf, 'commlink-in-reinforcement', LIST_RULES.commlink, 'm.list.commlinkInReinf');
  } else {
    // --- Points and SWC for the whole list ------------------------------------------------------
    if (totals.points > limits.points) {
      add(
        'error',
        'points-over',
        LIST_RULES.tiers,
        msg('m.list.pointsOver', { cost: totals.points, limit: limits.points }),
      );
    }
    if (totals.swc > limits.swc) {
      const facts = { used: totals.swc, limit: limits.swc };
      add(
        'error',
        'swc-over',
        LIST_RULES.tiers,
        totals.mercenarySwc > 0
          ? msg('m.list.swcOverMerc', { ...facts, merc: totals.mercenarySwc })
          : msg('m.list.swcOver', facts),
      );
    }
    const reinfGroups = list.groups.filter((g) => g.reinforcement && g.troopers.length > 0);
    const reinfUnits = troopers.filter(isReinforcementUnit);
    if (reinfGroups.length > 0 || reinfUnits.length > 0) {
      add(
        'error',
        'reinforcements-extra-off',
        LIST_RULES.reinforcements,
        reinfUnits.length > 0 ? msg('m.list.reinfOffUnits', { troopers: names(reinfUnits) }) : msg('m.list.reinfOff'),
        reinfUnits,
      );
    }
    const commlinks = troopers.filter((t) => t.skills.commlink !== null);
    errorNaming(commlinks, 'commlink-without-reinforcements', LIST_RULES.commlink, 'm.list.commlinkNoReinf');
  }

  // --- Trooper count ----------------------------------------------------------------------------
  if (extras.tacticalWindow) {
    if (totals.troopers > MAX_TROOPERS) {
      add(
        'error',
        'tactical-window',
        LIST_RULES.tacticalWindow,
        msg('m.list.tacticalWindow', { limit: MAX_TROOPERS, n: totals.troopers }),
      );
    }
  } else if (totals.troopers > totals.maxTroopers) {
    const mod = totals.maxTroopers - MAX_TROOPERS;
    add(
      'error',
      'troopers-over',
      mod > 0 ? LIST_RULES.armyListCommlink : LIST_RULES.armyList,
      mod > 0
        ? msg('m.list.troopersOverCommlink', { n: totals.troopers, limit: totals.maxTroopers, base: MAX_TROOPERS, mod })
        : msg('m.list.troopersOver', { n: totals.troopers, limit: totals.maxTroopers }),
    );
  }

  // --- Lieutenant -------------------------------------------------------------------------------
  const lieutenants = troopers.filter((t) => t.skills.lieutenant);
  if (lieutenants.length === 0) {
    add('error', 'lieutenant-missing', LIST_RULES.lieutenant, msg('m.list.lieutenantMissing'));
  } else if (lieutenants.length > 1) {
    add(
      'error',
      'lieutenant-many',
      LIST_RULES.lieutenant,
      msg('m.list.lieutenantMany', { n: lieutenants.length, troopers: names(lieutenants) }),
      lieutenants,
    );
  }

  // --- Limited Insertion ------------------------------------------------------------------------
  if (extras.limitedInsertion) {
    const used = list.groups.filter((g) => g.troopers.length > 0);
    if (used.length > 1) {
      add(
        'error',
        'limited-insertion',
        LIST_RULES.limitedInsertion,
        msg('m.list.limitedInsertion', { n: used.length, groups: used.map((g) => g.number) }),
      );
    }
  }

  // --- Soldiers of Fortune ----------------------------------------------------------------------
  const mercenaries = troopers.filter((t) => t.skills.mercenary);
  if (!extras.soldiersOfFortune) {
    errorNaming(mercenaries, 'mercenary-without-extra', LIST_RULES.soldiersOfFortune, 'm.list.mercenaryNoExtra');
  } else {
    if (totals.mercenaryPoints > MERCENARY_POINTS) {
      add(
        'error',
        'mercenary-points',
        LIST_RULES.soldiersOfFortune,
        msg('m.list.mercenaryPoints', { cost: totals.mercenaryPoints, limit: MERCENARY_POINTS }),
        mercenaries,
      );
    }
    const characters = troopers.filter((t) => t.skills.character);
    const seen = new Map<string, Trooper[]>();
    for (const c of characters) {
      const key = c.name.trim().toLowerCase();
      seen.set(key, [...(seen.get(key) ?? []), c]);
    }
    for (const dup of [...seen.values()].filter((group) => group.length > 1)) {
      errorNaming(dup, 'character-duplicate', LIST_RULES.soldiersOfFortune, 'm.list.characterTwice');
    }
  }

  // --- Spec-Ops ---------------------------------------------------------------------------------
  const specOps = troopers.filter((t) => t.skills.specOps);
  if (!extras.specOps) {
    errorNaming(specOps, 'spec-ops-without-extra', LIST_RULES.specOps, 'm.list.specOpsNoExtra');
  } else if (specOps.length > 1) {
    add(
      'error',
      'spec-ops-many',
      LIST_RULES.specOps,
      msg('m.list.specOpsMany', { n: specOps.length, troopers: names(specOps) }),
      specOps,
    );
  }

  return issues;
}

/** Armies the app knows by identity (the unit library's metadata, the event's catalogs, lists from codes). */
export type ArmyDirectory = readonly { id: number; slug: string; name: string }[];

/** Army slugs and names compared as the app compares every name (src/shared/fold.ts). */
const fold = (text: string): string => slugOf(text, Infinity);

/** Fills in what the directory knows: the slug and name of an id, the id of a slug or name. */
function identify(army: ArmyRef, directory: ArmyDirectory): ArmyRef {
  if (army.id !== null) {
    const entry = directory.find((d) => d.id === army.id);
    return entry ? { id: army.id, slug: army.slug || entry.slug, name: army.name || entry.name } : army;
  }
  const known =
    (army.slug.trim() !== '' && directory.find((d) => fold(d.slug) === fold(army.slug))) ||
    (army.name.trim() !== '' && directory.find((d) => fold(d.name) === fold(army.name)));
  return known ? { id: known.id, slug: known.slug, name: known.name } : army;
}

function armyLabel(list: ArmyList): string {
  return list.army.name || list.army.slug || (list.army.id === null ? '(no army)' : `army ${list.army.id}`);
}

/**
 * One army whatever identifies it: by id when both have one, otherwise by slug, otherwise by
 * name (a hand-typed "Nomads" and the slug "nomads" match). A list with no army says nothing.
 */
function sameArmy(a: ArmyRef, b: ArmyRef): boolean {
  if (a.id !== null && b.id !== null) return a.id === b.id;
  const aSlug = fold(a.slug);
  const bSlug = fold(b.slug);
  if (aSlug !== '' && bSlug !== '') return aSlug === bSlug;
  const aAny = fold(a.name) || aSlug;
  const bAny = fold(b.name) || bSlug;
  return aAny === '' || bAny === '' || aAny === bAny;
}

export function validatePlayerLists(
  lists: ArmyList[],
  extras: Pick<Extras, 'escalation'>,
  directory: ArmyDirectory = [],
): ListIssue[] {
  const issues: ListIssue[] = [];
  const add = (severity: Severity, code: string, rule: ScenarioText, message: MessageRef) =>
    issues.push({ severity, code, rule, message: english(message), i18n: message, troopers: [] });
  const RULE = extras.escalation ? LIST_RULES.escalation : LIST_RULES.armyLists;
  const wanted = extras.escalation ? 3 : 2;
  if (lists.length > wanted) {
    add('error', 'lists-too-many', RULE, msg('m.list.tooMany', { n: lists.length, wanted }));
  } else if (lists.length < wanted) {
    add('warning', 'lists-too-few', RULE, msg('m.list.tooFew', { n: lists.length, wanted }));
  }
  // Lists from codes carry id, slug and name: they identify the army of hand-typed lists too.
  const known: ArmyDirectory = [
    ...directory,
    ...lists.flatMap((l) => (l.army.id !== null ? [{ id: l.army.id, slug: l.army.slug, name: l.army.name }] : [])),
  ];
  const armies: { army: ArmyRef; label: string }[] = [];
  for (const list of lists) {
    const army = identify(list.army, known);
    if (!armies.some((seen) => sameArmy(seen.army, army))) armies.push({ army, label: armyLabel(list) });
  }
  if (armies.length > 1) {
    add(
      'error',
      'lists-different-armies',
      LIST_RULES.armyLists,
      msg('m.list.differentArmies', { armies: armies.map((a) => a.label).join(', ') }),
    );
  }
  if (extras.escalation) {
    const missing = lists.filter((l) => l.tier === null);
    if (missing.length > 0) {
      add(
        'error',
        'escalation-tier-missing',
        RULE,
        msg('m.list.escalationTierMissing', { lists: missing.map((l) => l.name || '?').join(', ') }),
      );
    }
    for (const tier of ['low', 'mid', 'top'] as const) {
      const count = lists.filter((l) => l.tier === tier).length;
      if (count > 1)
        add(
          'error',
          'escalation-tier-duplicate',
          RULE,
          msg('m.list.escalationTierTwice', { n: count, tier: tierName(tier) }),
        );
    }
  }
  return issues;
}
