/**
 * Seasons as data: what an ITS season brings to an event — its Tournament Points preset (TP
 * table, bonuses, bye value and choices, tiebreaks), its scenario list, its tiers and the army
 * sizes its scenarios' figures depend on, its season rules and its Extras. ITS Season 11 is
 * the app's original season and stays exactly as it was; ITS Season 17 is described by the
 * rules digest (shared/docs/SEASON17.md) and cited "ITS S17 · …".
 *
 * | Rule (ITS S17)                                        | Where                         |
 * |-------------------------------------------------------|-------------------------------|
 * | Keeping Score: 4/2/0, Offensive and Defensive Bonus   | tournament/presets/itsS17.ts  |
 * | Byes: "a Victory worth 3 TP" (3 by default, 4 chosen) | tournament/presets/itsS17.ts  |
 * | Tournament Tiers: 400/350, 300/250, 200/150           | here (`armyPoints`) and preset|
 * | 16 scenarios (10 + Direct Action 5 + Resilience Ops.) | s17/*.ts                      |
 * | No HVT-harm penalty; no DataTracker, Liaison Officer, | season.ts (engine), s17/*.ts  |
 * | Concilium Watch; Key Ops in Direct Action             |                               |
 * | Secure Treasure, one replacement only                 | classified.ts                 |
 */
import { msg } from '../../../shared/messages';
import { S17_ARMY_POINTS, s17RoundArmyPoints } from '../../../shared/api/scoring';
import type { SeasonId } from '../../../shared/api/scoring';
import type { Tier } from '../../../shared/model';
import { ITS_S11, ITS_S17, tierLimits } from '../tournament/presets';
import type { ScoringPreset } from '../tournament/presets';
import { scoreScenario } from './engine';
import { all as S11_SCENARIOS, seasonOfSource } from './registry';
import type { ScenarioSource } from './registry';
import { compiledPack } from './packs/eventPack';
import { packTier } from './packs/compile';
import { packGameSize, packSizesOf, scoreInPack } from './packs/packGames';
import type { ScenarioPack } from '../../../shared/scenarioPack';
import type { ScenarioDef } from './scenario';
import { SEASON_RULES } from './season';
import type { SeasonRules } from './season';
import { isS17ArmyPoints, tierOfArmy } from './s17/common';
import { S17_DIRECT_ACTION, S17_SCENARIOS } from './s17';
import type { ScoreResult } from './types';
import { ok, refuse } from '../problem';
import type { Ruled } from '../problem';

export interface SeasonExtra {
  id: string;
  name: string;
  rule: string;
  /** What the Extra changes for a referee, in plain words. */
  effect: string;
  /** Scenarios the Extra plays (Direct Action) or rules out (Reinforcements). */
  scenarios?: readonly string[];
}

export interface Season {
  id: SeasonId;
  name: string;
  preset: ScoringPreset;
  scenarios: readonly ScenarioDef[];
  /**
   * The army sizes a game of this season is played at; each is a figure the scoring uses.
   * ITS S11: one per tier; ITS S17: two per tier.
   */
  armyPoints: readonly number[];
  rules: SeasonRules & {
    dataTracker: boolean;
    liaisonOfficer: boolean;
    conciliumWatch: boolean;
    /** Scenarios in which each player names a Key Ops. */
    keyOps: readonly string[];
  };
  extras: readonly SeasonExtra[];
}

const S11_ARMY_POINTS = (['low', 'mid', 'top'] as const).flatMap((t) => tierLimits(ITS_S11, t).points);

export const SEASON_11: Season = {
  id: 'its-s11',
  name: 'ITS Season 11',
  preset: ITS_S11,
  scenarios: S11_SCENARIOS,
  armyPoints: S11_ARMY_POINTS,
  rules: { ...SEASON_RULES['its-s11'], dataTracker: true, liaisonOfficer: true, conciliumWatch: true, keyOps: [] },
  extras: [
    {
      id: 'escalation',
      name: 'Escalation Tournament',
      rule: 'ITS S11 · Escalation Tournament',
      effect: 'Three rounds: Low, Mid, then Top tier.',
    },
    { id: 'spec-ops', name: 'Spec-Ops', rule: 'ITS S11 · Spec-Ops', effect: 'One Spec-Ops per list.' },
    {
      id: 'soldiers-of-fortune',
      name: 'Soldiers of Fortune',
      rule: 'ITS S11 · Soldiers of Fortune',
      effect: 'Up to 75 points of Mercenary troops per list.',
    },
    {
      id: 'reinforcements',
      name: 'Reinforcements',
      rule: 'ITS S11 · Reinforcements',
      effect: 'Everybody plays with the Reinforcements rules.',
    },
  ],
};

const unsuitable = S17_SCENARIOS.filter((s) => s.reinforcements === false).map((s) => s.id);

export const SEASON_17: Season = {
  id: 'its-s17',
  name: 'ITS Season 17',
  preset: ITS_S17,
  scenarios: S17_SCENARIOS,
  armyPoints: S17_ARMY_POINTS,
  rules: {
    ...SEASON_RULES['its-s17'],
    dataTracker: false,
    liaisonOfficer: false,
    conciliumWatch: false,
    keyOps: S17_SCENARIOS.filter((s) => s.keyOps).map((s) => s.id),
  },
  extras: [
    {
      id: 'escalation',
      name: 'Escalation Tournament',
      rule: 'ITS S17 · Escalation Tournament',
      effect: 'Exactly three rounds: 200/150, then 300/250, then 400/350; three lists per player.',
    },
    { id: 'free-game', name: 'Free Game', rule: 'ITS S17 · Free Game', effect: 'No 15-trooper cap on army lists.' },
    {
      id: 'spec-ops',
      name: 'Spec-Ops',
      rule: 'ITS S17 · Spec-Ops',
      effect: 'One Spec-Ops per list (12 XP); it counts as a Specialist.',
    },
    {
      id: 'soldiers-of-fortune',
      name: 'Soldiers of Fortune',
      rule: 'ITS S17 · Soldiers of Fortune',
      effect: 'Up to 85 points of Mercenary troops per list, for 1 SWC.',
    },
    {
      id: 'direct-action',
      name: 'Direct Action',
      rule: 'ITS S17 · Direct Action',
      effect: 'The Direct Action scenarios: no Classified Deck, no HVT.',
      scenarios: S17_DIRECT_ACTION.map((s) => s.id),
    },
    {
      id: 'reinforcements',
      name: 'Reinforcements',
      rule: 'ITS S17 · Reinforcements',
      effect: 'Everybody plays with the Reinforcements rules; some scenarios are not suitable.',
      scenarios: unsuitable,
    },
    {
      id: 'resilience-operations',
      name: 'Resilience Operations',
      rule: 'ITS S17 · Resilience Operations',
      effect: 'Tactical Objectives and Battle Conditions replace the scenarios and the Classified Deck.',
      scenarios: ['resilience-operations'],
    },
  ],
};

export const SEASONS: readonly Season[] = [SEASON_11, SEASON_17];

export function seasonById(id: SeasonId | undefined): Season {
  return id === 'its-s17' ? SEASON_17 : SEASON_11;
}

/** A scenario of a season (ids repeat across seasons: Annihilation is in both). */
export function seasonScenario(season: SeasonId | undefined, id: string): Ruled<ScenarioDef> {
  const def = seasonById(season).scenarios.find((s) => s.id === id);
  return def ? ok(def) : refuse('unknown', msg('m.scenario.unknown', { scenario: id }), { fields: ['scenarioId'] });
}

/**
 * The tier and Army Points a game is scored at. ITS S11: the tier (its one army size); ITS S17:
 * the army size, one of 150 … 400 (anything else refused as invalid), which decides the tier.
 */
export function gameSize(
  from: ScenarioSource,
  at: { tier?: Tier; armyPoints?: number },
): Ruled<{ tier: Tier; armyPoints: number }> {
  const pack = packOfSource(from);
  if (pack) return packGameSize(compiledPack(pack), at, 'event');
  const season = seasonOfSource(from);
  if (seasonById(season).id === 'its-s17') {
    const points = at.armyPoints;
    if (points === undefined || !isS17ArmyPoints(points)) {
      return refuse(
        'invalid',
        msg('m.season.armyPoints', { points: points ?? '—', sizes: S17_ARMY_POINTS.join(', ') }),
        { fields: ['armyPoints'] },
      );
    }
    const tier = tierOfArmy(points);
    if (at.tier !== undefined && at.tier !== tier) {
      return refuse(
        'invalid',
        msg('m.season.armyTier', { points, sizes: tierLimits(ITS_S17, at.tier).points.join('/') }),
        {
          fields: ['armyPoints', 'tier'],
        },
      );
    }
    return ok({ tier, armyPoints: points });
  }
  if (at.tier === undefined) return refuse('invalid', msg('m.season.tierNeeded'), { fields: ['tier'] });
  return ok({ tier: at.tier, armyPoints: Math.max(...tierLimits(ITS_S11, at.tier).points) });
}

const packOfSource = (from: ScenarioSource): ScenarioPack | null =>
  typeof from === 'object' ? (from.pack ?? null) : null;

/**
 * Where an event's games take their scenarios, season and army size from: its settings and the
 * scenario pack it keeps (null: none). Readers pass this, never the settings alone, so a pack
 * cannot be missed.
 */
export interface EventBook {
  season?: SeasonId;
  armyPoints?: number | null;
  pack: ScenarioPack | null;
}

/** The book of what a game's score depends on (`EventScoring`, as the screens and phones hold it). */
export function bookOf(from: { season?: SeasonId; armyPoints?: number | null; pack?: ScenarioPack | null }): EventBook {
  return { season: from.season, armyPoints: from.armyPoints ?? null, pack: from.pack ?? null };
}

/** The book of an event file: its settings and the pack it keeps. */
export function eventBook(event: {
  settings: { season?: SeasonId; armyPoints?: number | null };
  scenarioPack: ScenarioPack | null;
}): EventBook {
  return bookOf({ ...event.settings, pack: event.scenarioPack });
}

/**
 * A round's game as the event scores it: the event's season and pack, and the army size — with
 * a pack, the event's Army Points when they are one of the pack's for the round's tier, else the
 * tier's largest in the pack; for ITS S17, the event's Army Points when they belong to the round's
 * tier, else the tier's largest.
 */
export function gameOf<R extends { scenarioId: string; tier: Tier }>(
  book: EventBook,
  round: R,
): R & { season: SeasonId; armyPoints?: number; pack: ScenarioPack | null } {
  const season = seasonById(book.season).id;
  const pack = book.pack;
  if (pack) {
    const compiled = compiledPack(pack);
    const own = book.armyPoints ?? null;
    const fits = own !== null && compiled.armySizes.includes(own) && packTier(pack, own) === round.tier;
    const armyPoints = fits ? own : packSizesOf(compiled, round.tier)[0];
    return { ...round, season, pack, ...(armyPoints !== undefined ? { armyPoints } : {}) };
  }
  if (season !== 'its-s17') return { ...round, season, pack: null };
  return { ...round, season, pack: null, armyPoints: s17RoundArmyPoints(book.armyPoints, round.tier) };
}

/**
 * Scores one game of a season's scenario. The preset defaults to the season's (an event passes
 * its own, with the referee's bye setting). ITS S11 gives exactly what `registry.score` gives.
 */
export function scoreInSeason(
  from: ScenarioSource,
  scenarioId: string,
  at: { tier?: Tier; armyPoints?: number },
  facts: unknown,
  preset?: ScoringPreset,
): Ruled<ScoreResult> {
  const pack = packOfSource(from);
  if (pack) return scoreInPack(compiledPack(pack), scenarioId, at, facts, preset, 'event');
  const s = seasonById(seasonOfSource(from));
  const def = seasonScenario(s.id, scenarioId);
  if (!def.ok) return def;
  const size = gameSize(s.id, at);
  if (!size.ok) return size;
  const { tier, armyPoints } = size.value;
  if (s.id === 'its-s11') return scoreScenario(def.value, tier, facts, preset ?? s.preset);
  return scoreScenario(def.value, tier, facts, preset ?? s.preset, armyPoints);
}
