/**
 * Killing (scenario rule shared by Annihilation, Biotechvore, Decapitation, Firefight, Show of
 * Force and Unmasking): a trooper is Killed when Dead, or in a Null state at the end of the game;
 * troopers never deployed by the end count as Killed by the opponent. Also the bands of Army
 * Points used by Annihilation (ITS S11 by tier, ITS S17 by army size) and Biotechvore, and the
 * surviving Army Points (VP).
 */
import type { ScenarioText } from '../../../shared/api/scoring';
import { cite } from '../../../shared/citation';
import { msg } from '../../../shared/messages';
import type { MessageRef } from '../../../shared/messages';
import { sideName, tierName } from '../../../shared/bounds';
import { DEFAULT_BAGGAGE_POINTS } from '../../../shared/army';
import { TIER_LIMITS } from '../../../shared/model';
import type { Tier } from '../../../shared/model';
import { armyPoints } from './questions';
import type { Game } from './scenario';
import type { FactRecord, GuideEntry, Line, NumberQuestion, Problem, Side } from './types';
import { opponent, SIDES } from './types';
import { line, num, versusPair } from './util';
import { seasonRule } from './season';

export const VP_RULE = cite('ITS S11', msg('s.killing.keepingScoreVictoryPoints'));

export function killingQuestions(rule: ScenarioText): {
  killedPoints: NumberQuestion;
  notDeployedPoints: NumberQuestion;
} {
  return {
    killedPoints: armyPoints(msg('s.killing.enemyPointsKilledOnTable'), rule, {
      help: msg('s.killing.killedPointsHelp'),
    }),
    notDeployedPoints: armyPoints(msg('s.killing.neverDeployedPoints'), rule, {
      help: msg('s.killing.neverDeployedHelp'),
    }),
  };
}

interface KillFacts {
  killedPoints: number;
  notDeployedPoints: number;
}

/** Enemy Army Points Killed by `side`: killed on the table plus the opponent's undeployed troopers. */
export function killedBy(facts: Record<Side, KillFacts>, side: Side): number {
  return facts[side].killedPoints + facts[opponent(side)].notDeployedPoints;
}

/** N4 · Army List (and ITS S11 · Tactical Window): a list holds at most 15 troopers. */
export const LIST_TROOPERS = 15;
/**
 * The largest Baggage extra a list can carry: every trooper with Baggage, each adding its extra
 * Army Points while non-Null (N3 FAQ on Baggage: the Ikadron's 20). Reading: the wizard knows
 * neither the lists nor a Commlink MOD, so it allows the most a 15-trooper list could carry.
 */
export const MAX_BAGGAGE_EXTRA = LIST_TROOPERS * DEFAULT_BAGGAGE_POINTS;
export const ARMY_RULE = cite(
  'ITS S11',
  msg('s.killing.tiersAndBaggage', { tiers: msg('s.tournament.tiers'), faq: msg('s.killing.baggageFaq') }),
);

/** Most Army Points one army can account for in a game (Killed plus surviving). */
export const armyCeiling = (armyPoints: number): number => armyPoints + MAX_BAGGAGE_EXTRA;

const asKill = (rec: FactRecord): KillFacts | null =>
  typeof rec.killedPoints === 'number' && typeof rec.notDeployedPoints === 'number'
    ? { killedPoints: rec.killedPoints, notDeployedPoints: rec.notDeployedPoints }
    : null;

/**
 * An army's points Killed by the opponent and its own survivors are different troopers, so
 * together they cannot exceed that army: the round's Army Points plus the largest Baggage
 * extra. Every scenario asks the survivors; the Killing scenarios also ask the kills.
 */
export function checkArmyTotals(g: Game): Problem[] {
  const problems: Problem[] = [];
  const ceiling = armyCeiling(g.armyPoints);
  for (const side of SIDES) {
    const owner = opponent(side);
    const own = asKill(g.season[side]);
    const theirs = asKill(g.season[owner]);
    const killed = own && theirs ? killedBy({ [side]: own, [owner]: theirs } as Record<Side, KillFacts>, side) : 0;
    const surviving = num(g.season[owner], 'survivingPoints');
    if (killed + surviving <= ceiling) continue;
    const by = sideName(side);
    const of = sideName(owner);
    const fields = own && theirs ? [`${side}.killedPoints`, `${owner}.notDeployedPoints`] : [];
    fields.push(`${owner}.survivingPoints`);
    const over = msg('m.c.survivorsOver', {
      of,
      surviving,
      total: killed + surviving,
      points: g.armyPoints,
      tier: tierName(g.tier),
      baggage: MAX_BAGGAGE_EXTRA,
      ceiling,
      rule: seasonRule(g.def, ARMY_RULE),
    });
    problems.push({
      fields,
      message:
        own && theirs
          ? msg('m.c.killedAnd', {
              by,
              killed,
              of,
              onTable: own.killedPoints,
              never: theirs.notDeployedPoints,
              then: over,
            })
          : over,
    });
  }
  return problems;
}

/**
 * Enemy troopers of a kind Killed (or Hunted Down) by the player and by the opponent, in that
 * order, each counting the other side's troopers of that kind never deployed (recorded on their
 * owner's side under `neverDeployed`).
 */
export function creditedPair<K extends string, N extends string>(
  facts: Record<Side, Record<K | N, number>>,
  side: Side,
  key: K,
  neverDeployed: N,
): readonly [number, number] {
  return versusPair(side, (s) => facts[s][key] + facts[opponent(s)][neverDeployed]);
}

/** Enemy Army Points Killed by the player and by the opponent, in that order (as killedBy). */
export const killedPair = (facts: Record<Side, KillFacts>, side: Side): readonly [number, number] =>
  creditedPair(facts, side, 'killedPoints', 'notDeployedPoints');

/**
 * Nobody kills more Army Points than `limit` (what the opponent's army can hold; the
 * never-deployed troopers count as Killed); `message` words the excess.
 */
export function killedAtMost(
  facts: Record<Side, KillFacts>,
  limit: number,
  message: (killed: number) => MessageRef,
): Problem[] {
  return SIDES.flatMap((side) => {
    const killed = killedBy(facts, side);
    if (killed <= limit) return [];
    return [{ fields: [`${side}.killedPoints`, `${opponent(side)}.notDeployedPoints`], message: message(killed) }];
  });
}

/** ITS S11: nobody kills more Army Points than the tier allows an army. */
export function checkKilled(facts: Record<Side, KillFacts>, tier: Tier, rule: ScenarioText): Problem[] {
  const limit = TIER_LIMITS[tier].points;
  return killedAtMost(facts, limit, (killed) => msg('m.c.killedOver', { killed, limit, tier: tierName(tier), rule }));
}

/**
 * Three bands of Army Points: [t0, t1] scores the first OP, [t1+1, t2] the second, more than t2
 * the third; below t0 nothing. ITS S11 sets them per tier, ITS S17 per army size.
 */
export type BandThresholds = readonly [number, number, number];
export type BandOps = readonly [number, number, number];

/** ITS S11 tier thresholds for Army Point bands: [low end, middle, top] per tier. */
export const BAND_THRESHOLDS: Record<Tier, BandThresholds> = {
  low: [50, 100, 150],
  mid: [75, 150, 250],
  top: [100, 200, 300],
};

export function opInBands([t0, t1, t2]: BandThresholds, value: number, ops: BandOps): number {
  if (value > t2) return ops[2];
  if (value > t1) return ops[1];
  if (value >= t0) return ops[0];
  return 0;
}

/** Plain-words band descriptions, e.g. "between 50 and 100". */
export function bandTexts([t0, t1, t2]: BandThresholds): [ScenarioText, ScenarioText, ScenarioText] {
  return [
    msg('s.killing.between', { a: t0, b: t1 }),
    msg('s.killing.between', { a: t1 + 1, b: t2 }),
    msg('s.killing.moreThan', { n: t2 }),
  ];
}

/** The OP of a tier's band holding `value`. */
export const bandPoints = (tier: Tier, value: number, ops: BandOps): number =>
  opInBands(BAND_THRESHOLDS[tier], value, ops);

/**
 * Score-guide rows of an ITS S11 banded objective: a row per band of the tier given (of every
 * tier when none is), labelled by `label`.
 */
export function tierBandGuide(
  tier: Tier | undefined,
  ops: BandOps,
  label: (band: ScenarioText, tier: ScenarioText) => ScenarioText,
): GuideEntry[] {
  const tiers = tier ? [tier] : (['low', 'mid', 'top'] as const);
  return tiers.flatMap((t) =>
    bandTexts(BAND_THRESHOLDS[t]).map((band, i) => ({ label: label(band, tierText(t)), op: String(ops[i]) })),
  );
}

/**
 * Annihilation's two banded lines (ITS S11 by tier, ITS S17 by army size): enemy Army Points
 * Killed and own surviving Army Points, each scored by `opFor`; `detail` words each figure.
 */
export function killedAndSurvivingLines(
  g: Game & { facts: Record<Side, KillFacts> },
  side: Side,
  rule: ScenarioText,
  opFor: (points: number) => number,
  detail: {
    /** `undeployed`: the opponent's never-deployed Army Points counted in `killed` (0: none). */
    killed(killed: number, undeployed: number): ScenarioText;
    surviving(alive: number): ScenarioText;
  },
): [Line, Line] {
  const killed = killedBy(g.facts, side);
  const alive = survivingPoints(g, side);
  const undeployed = g.facts[opponent(side)].notDeployedPoints;
  return [
    line('killed-points', msg('s.killing.enemyPointsKilled'), opFor(killed), rule, detail.killed(killed, undeployed)),
    line('surviving-points', msg('s.killing.survivingPoints'), opFor(alive), rule, detail.surviving(alive)),
  ];
}

/** Surviving Army Points (the VP), a season question every scenario asks. */
export function survivingPoints(g: Game, side: Side): number {
  return num(g.season[side], 'survivingPoints');
}

export const survivingQuestion = (): NumberQuestion =>
  armyPoints(msg('s.killing.survivingPointsQuestion'), VP_RULE, {
    help: msg('s.killing.survivingPointsHelp'),
    reading: msg('s.killing.survivorsReading'),
  });

/** A tier as a text ("low tier", "Low-Tier"), put into a breakdown line's detail. */
export const tierText = (tier: Tier): ScenarioText => msg(`s.killing.${tier}`);
