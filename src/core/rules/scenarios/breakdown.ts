/**
 * The OP breakdown of a stored result or player report, derived from what the event file keeps:
 * the facts, the round's scenario and tier, the event's preset (its Army Points per tier) and
 * the referee's rulings. Every place that shows or prints a breakdown (the desk, Disputes, the
 * phone, score sheets and round sheets) takes it from `deriveBreakdown`; nothing stores it, so a
 * result costs its facts and figures on disk, and the lines are worded in the reader's language
 * where they are shown (the lines are `s.*` keys with their values).
 *
 * `storedFacts` is the other half: the answers that differ from the questions' defaults, which
 * the scenario's facts schema completes again to exactly the same facts.
 */
import type {
  PlayerScore,
  ResultBreakdown,
  Ruling,
  ScoreResult,
  ScoringSide,
  TableBreakdowns,
} from '../../../shared/api/scoring';
import type { Pairing, ReportSubmission, Round, SeasonId, Tier } from '../../../shared/model';
import { deepEqual } from '../../../shared/patch';
import type { ScoringPreset } from '../tournament/presets';
import { byId, normalizeFacts } from './registry';
import type { ScenarioSource } from './registry';
import type { ScenarioPack } from '../../../shared/scenarioPack';
import { scoreInSeason } from './seasons';
import { ruledOp, rulingKey } from './rulings';
import { ok } from '../problem';
import type { Ruled } from '../problem';

const SIDES: readonly ScoringSide[] = ['a', 'b'];

/** What a breakdown is derived from: a stored result's or report's facts and the round's game. */
export interface BreakdownSource {
  scenarioId: string;
  tier: Tier;
  /** The event's season (absent: ITS S11) and, for ITS S17, the game's army size (seasons.ts `gameOf`). */
  season?: SeasonId;
  armyPoints?: number;
  /** The event's scenario pack, whose scenarios are found first (null or absent: none). */
  pack?: ScenarioPack | null;
  facts: unknown;
  /** The referee's rulings on a result (`GameResult.rulings`); a player's report has none. */
  rulings?: Readonly<Record<string, Ruling>>;
}

/**
 * The breakdown of stored facts, with the rulings beside the computed points and each player's
 * OP as ruled. Null when there are no facts (OP and VP typed in), the round's scenario has no
 * wizard, or the facts no longer score (the stored figures still stand).
 */
export function deriveBreakdown(source: BreakdownSource, preset: ScoringPreset): ResultBreakdown | null {
  if (source.facts === undefined || source.facts === null || !byId(source.scenarioId, source)) return null;
  const at = { tier: source.tier, armyPoints: source.armyPoints };
  const scored = scoreInSeason(source, source.scenarioId, at, source.facts, preset);
  if (!scored.ok) return null;
  return {
    scenarioId: source.scenarioId,
    tier: source.tier,
    players: withRulings(scored.value.players, source.rulings),
  };
}

type Figures = Pick<ReportSubmission, 'vp' | 'tp'> & { facts?: unknown; rulings?: Record<string, Ruling> };

/** A round's game: its scenario and tier, with the season and army size where they matter. */
type GameOf = Pick<Round, 'scenarioId' | 'tier'> & {
  season?: SeasonId;
  armyPoints?: number;
  pack?: ScenarioPack | null;
};

/** A stored result's or report's breakdown with its stored figures (VP, TP), as screens show it. */
export function scoreOf(round: GameOf, stored: Figures, preset: ScoringPreset): ScoreResult | null {
  const breakdown = deriveBreakdown({ ...round, facts: stored.facts, rulings: stored.rulings }, preset);
  return breakdown && { ...breakdown, vp: [...stored.vp], tp: [...stored.tp] };
}

/** A table's result and both players' reports, each with its derived breakdown. */
export function tableBreakdowns(
  round: GameOf,
  pairing: Pick<Pairing, 'result' | 'report'>,
  preset: ScoringPreset,
): TableBreakdowns {
  const submissions = pairing.report?.submissions;
  const reported = (side: ScoringSide) => {
    const s = submissions?.[side];
    return s ? scoreOf(round, { vp: s.vp, tp: s.tp, facts: s.facts }, preset) : null;
  };
  return {
    result: pairing.result ? scoreOf(round, pairing.result, preset) : null,
    a: reported('a'),
    b: reported('b'),
  };
}

/** Computed lines with the rulings on them, and each player's OP as ruled. */
export function withRulings(
  computed: Readonly<Record<ScoringSide, PlayerScore>>,
  rulings: Readonly<Record<string, Ruling>> = {},
): Record<ScoringSide, PlayerScore> {
  const out = {} as Record<ScoringSide, PlayerScore>;
  for (const side of SIDES) {
    const lines = computed[side].lines.map((line, i) => {
      const ruling = rulings[rulingKey(side, i)];
      return ruling ? { ...line, ruling: { ...ruling } } : line;
    });
    const total = rulings[rulingKey(side)];
    const player: PlayerScore = total ? { op: 0, lines, ruling: { ...total } } : { op: 0, lines };
    player.op = ruledOp(player);
    out[side] = player;
  }
  return out;
}

type Answers = Record<string, unknown>;
interface Facts {
  a: Answers;
  b: Answers;
  game?: Answers;
  rounds?: { a: Answers; b: Answers }[];
}

const changed = (answers: Answers, defaults: Answers | undefined): Answers =>
  Object.fromEntries(Object.entries(answers).filter(([key, value]) => !deepEqual(value, defaults?.[key])));

/**
 * The facts to store: validated, with every answer left at its question's default taken out
 * (the schema puts it back). Falls back to the complete facts if leaving anything out would
 * read differently. Refused as `normalizeFacts` refuses facts that do not parse.
 */
export function storedFacts(scenarioId: string, facts: unknown, from?: ScenarioSource): Ruled<unknown> {
  const parsed = normalizeFacts(scenarioId, facts, from);
  if (!parsed.ok) return parsed;
  const full = parsed.value as Facts;
  const skeleton: Facts = { a: {}, b: {} };
  if (full.game) skeleton.game = {};
  if (full.rounds) skeleton.rounds = full.rounds.map(() => ({ a: {}, b: {} }));
  const defaulted = normalizeFacts(scenarioId, skeleton, from);
  if (!defaulted.ok) return ok(full);
  const defaults = defaulted.value as Facts;
  const sparse: Facts = { a: changed(full.a, defaults.a), b: changed(full.b, defaults.b) };
  if (full.game) {
    const game = changed(full.game, defaults.game);
    if (Object.keys(game).length > 0) sparse.game = game;
  }
  if (full.rounds) {
    sparse.rounds = full.rounds.map((r, i) => ({
      a: changed(r.a, defaults.rounds?.[i]?.a),
      b: changed(r.b, defaults.rounds?.[i]?.b),
    }));
  }
  const again = normalizeFacts(scenarioId, sparse, from);
  return ok(again.ok && deepEqual(again.value, full) ? sparse : full);
}
