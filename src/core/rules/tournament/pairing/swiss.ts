/**
 * Pairing a round. Rule references:
 *   ITS S11 · Pairings — round 1 at random (seeded: the same seed gives the same draw); later
 *     rounds Swiss: rank by TP, OP, VP, opponents' OP and pair 1 v 2, 3 v 4, … (implemented)
 *   ITS S11 · Byes — odd field: round 1 bye at random; later the lowest-ranked player who has
 *     not had a bye; never two byes for one player (implemented)
 *
 * Beyond the letter (each switchable through the options):
 *   - no rematch when any rematch-free pairing exists (rematches are missing edges); if none
 *     exists the round is still paired, with the fewest rematches, on the lowest tables, flagged;
 *   - the bye moves up from the lowest eligible player only when giving it to them would force
 *     a rematch among the others;
 *   - club-mates kept apart in round 1 or in every round, when possible;
 *   - "pair again" after a drop or a late arrival changes as few of the draft's tables as the
 *     rules above allow (round 1 draws again only the players the draft no longer seats).
 *
 * Method: a maximum-weight perfect matching (pairing/blossom.ts) whose integer
 * weights rank, in strict priority: fewest rematches (fallback only) > smallest TP gaps (sum of
 * squared TP differences, so one adjacent floater beats an X–0 v 0–X pairing) > when a draft
 * is paired again, fewest of its games changed > fewest club clashes > closest to the Swiss
 * order (sum of squared rank distances: 1 v 2, 3 v 4, and a transposition near the pair rather
 * than a long float). Each tier's unit exceeds the largest possible total of all lower tiers, so
 * the priorities are exact.
 *
 * Scale: up to `denseLimit` players the graph is complete (the result is the true optimum).
 * Larger fields use each player's `window` nearest rank neighbours (TP groups are contiguous
 * in rank order, so this keeps every sensible opponent); if that sparse graph has no perfect
 * pairing the complete graph is used instead, so completeness is never lost.
 */
import { msg, said } from '../../../../shared/messages';
import type { PairedTable, PairingWarning, PairResult } from '../../../../shared/api/rounds';
import type { TournamentInput, TournamentPlayer } from '../../../../shared/api/standings';
import { createRng, hashString, shuffled } from '../../random';
import type { ScoringPreset } from '../presets';
import { compareText, compareValues, computeStandingsDetailed } from '../standings';
import { assignTables } from '../tables';
import type { TablesShort } from '../tables';
import type { TableSpec } from '../tables';
import { maxWeightPerfectMatching } from './blossom';
import { clubAvoidanceApplies, clubKey, historyBefore, isActiveIn, pairKey, sameClub } from './history';
import type { RoundHistory } from './history';
import { ok, refuse } from '../../problem';
import type { Refused, Ruled } from '../../problem';

export type ClubMode = 'never' | 'round1' | 'always';

export interface PairOptions {
  preset: ScoringPreset;
  /** Seed of the draw; recorded with the round so the pairing can be reproduced. */
  seed: string;
  avoidSameClub?: ClubMode;
  avoidRematches?: boolean;
  avoidRepeatTables?: boolean;
  tables?: readonly TableSpec[];
  scenarioId?: string;
  /** player → the table they keep for the whole event (see tables.ts). */
  fixedTables?: ReadonlyMap<string, number>;
  /** Largest field paired on the complete graph (default 160). */
  denseLimit?: number;
  /** Rank neighbours per player on larger fields (default 40). */
  window?: number;
  /** Active players left out of this round (round 1: not checked in once check-in began). */
  absent?: ReadonlySet<string>;
  /**
   * The draft being paired again: its games are kept wherever the Swiss tiers above allow
   * (fewest changed tables, each kept game at its table); the rest is paired around them.
   */
  previous?: { pairs: readonly PairedTable[]; bye: string | null };
}

export interface PairingDetail extends PairResult {
  /** Active players in pairing order (rank order; the random draw in round 1). */
  order: string[];
  rematches: number;
  clubClashes: number;
  /** Lowest-ranked eligible players passed over for the bye because of a forced rematch. */
  byeSkipped: string[];
}

const DEFAULT_DENSE_LIMIT = 160;
const DEFAULT_WINDOW = 40;
/** Players set free by a repair beyond which they are not all linked to each other (≤ 20,000 edges). */
const MAX_FREE_EDGES_PLAYERS = 200;

/**
 * Pairs a round. Refused as invalid for a round outside the event; as a violation when the
 * players are odd and every one of them already had a bye (ITS S11 · Byes: one bye per player),
 * or when the event's tables able to host the round's scenario are too few (nothing is paired;
 * the details say how many and which tables are set up for another scenario).
 */
export function pairRound(input: TournamentInput, round: number, options: PairOptions): Ruled<PairResult> {
  const detail = pairRoundDetailed(input, round, options);
  if (!detail.ok) return detail;
  const { round: r, pairs, bye, warnings } = detail.value;
  return ok({ round: r, pairs, bye, warnings });
}

export function pairRoundDetailed(input: TournamentInput, round: number, options: PairOptions): Ruled<PairingDetail> {
  if (!Number.isInteger(round) || round < 1 || round > input.rounds) {
    return refuse('invalid', msg('m.pair.roundOutside', { round, rounds: input.rounds }));
  }
  const avoidRematches = options.avoidRematches ?? true;
  const clubOn = clubAvoidanceApplies(options.avoidSameClub ?? 'round1', round);
  const history = historyBefore(input, round);
  const warnings: PairingWarning[] = [];
  for (let r = 1; r < round; r++) {
    if (!history.roundsWithGames.has(r)) warnings.push(said('m.warn.roundNoGames', { round: r }));
  }
  if (history.pending.length > 0) {
    const where = history.pending
      .slice(0, 5)
      .map((g) =>
        g.table !== undefined
          ? msg('m.where.roundTable', { round: g.round, table: g.table })
          : msg('m.where.round', { round: g.round }),
      );
    warnings.push(
      said('m.warn.pending', {
        n: history.pending.length,
        where: history.pending.length > 5 ? [...where, '…'] : where,
      }),
    );
  }

  const byId = new Map(input.players.map((p) => [p.id, p]));
  const active = input.players.filter((p) => isActiveIn(p, round) && !options.absent?.has(p.id)).map((p) => p.id);
  const { order, tp } = pairingOrder(input, round, active, options);
  const keep = keptGames(options.previous, new Set(active), (a, b) => clubOn && sameClub(byId.get(a), byId.get(b)));
  const keptPairs = (options.previous?.pairs ?? []).filter((p) => keep.has(pairKey(p.a, p.b)));
  const field: Field = { tp, players: byId, history, clubOn, keep, keptPairs };

  let bye: string | null = null;
  let toPair = order;
  let solved: Solved | null = null;
  const byeSkipped: string[] = [];
  if (order.length % 2 === 1) {
    const eligible = order.filter((id) => !history.byes.has(id));
    if (eligible.length === 0) return refuse('violation', msg('m.pair.allHadBye', { round, n: order.length }));
    const candidates = round === 1 ? eligible.slice(-1) : [...eligible].reverse();
    if (avoidRematches) {
      for (const c of candidates) {
        const rest = order.filter((id) => id !== c);
        const s = solve(rest, field, 'forbid', options);
        if (s) {
          bye = c;
          toPair = rest;
          solved = s;
          break;
        }
        byeSkipped.push(c);
      }
    }
    if (bye === null) {
      bye = candidates[0] as string;
      byeSkipped.length = 0;
      toPair = order.filter((id) => id !== bye);
    } else if (byeSkipped.length > 0) {
      warnings.push(said('m.warn.byeMoved', { player: bye, skipped: [...byeSkipped] }));
    }
  }
  if (!solved && avoidRematches) solved = solve(toPair, field, 'forbid', options);
  if (!solved) solved = solve(toPair, field, avoidRematches ? 'penalize' : 'allow', options);
  if (!solved) throw new Error('pairing: no pairing found on the complete graph'); // cannot happen

  // Top pairing first; forced rematches go to the lowest tables.
  const pos = new Map(toPair.map((id, i) => [id, i]));
  const pairList = solved.pairs
    .map(([i, j]) => ({ a: toPair[Math.min(i, j)] as string, b: toPair[Math.max(i, j)] as string }))
    .map((p) => ({ ...p, rematch: history.met.has(pairKey(p.a, p.b)) }))
    .sort((x, y) => Number(x.rematch) - Number(y.rematch) || (pos.get(x.a) as number) - (pos.get(y.a) as number));
  const assigned = assignTables(pairList, {
    previous: keep.size ? keep : undefined,
    tables: options.tables,
    scenarioId: options.scenarioId,
    avoidRepeatTables: options.avoidRepeatTables ?? false,
    history: history.tables,
    fixed: options.fixedTables,
  });
  if ('short' in assigned) return tablesShort(round, assigned.short, options.tables?.length ?? 0);
  warnings.push(...assigned.warnings);
  const pairs = pairList.map((p, i) => ({ table: assigned.tables[i] as number, a: p.a, b: p.b }));

  let rematches = 0;
  let clubClashes = 0;
  pairs.forEach((p) => {
    const met = history.met.get(pairKey(p.a, p.b));
    if (met) {
      rematches++;
      const facts = { table: p.table, a: p.a, b: p.b, rounds: met };
      const warning = avoidRematches ? said('m.warn.rematchForced', facts) : said('m.warn.rematchAllowed', facts);
      warnings.push({ ...warning, kind: 'rematch', players: [p.a, p.b] });
    }
    if (clubOn && sameClub(byId.get(p.a), byId.get(p.b))) {
      clubClashes++;
      const warning = said('m.warn.clubClashKept', { table: p.table, a: p.a, b: p.b, club: byId.get(p.a)?.club ?? '' });
      warnings.push({ ...warning, kind: 'club', players: [p.a, p.b] });
    }
  });
  return ok({ round, pairs, bye, warnings, order, rematches, clubClashes, byeSkipped });
}

/** The refusal of a round the event's tables cannot seat, with what the organizer can do. */
function tablesShort(round: number, short: TablesShort, total: number): Refused {
  const { needed, usable, fixedElsewhere } = short;
  const facts = { round, needed, usable, total };
  return refuse(
    'violation',
    fixedElsewhere.length
      ? msg('m.pair.tablesShortElsewhere', { ...facts, tables: fixedElsewhere })
      : msg('m.pair.tablesShort', facts),
    { tablesShort: { round, needed, usable, otherScenarioTables: fixedElsewhere } },
  );
}

/** Round 1: a seeded shuffle. Later: the standings after the previous round, ties seeded. */
function pairingOrder(
  input: TournamentInput,
  round: number,
  active: readonly string[],
  options: PairOptions,
): { order: string[]; tp: Map<string, number> } {
  const seed = `${options.seed}#round${round}`;
  const tp = new Map<string, number>();
  if (round === 1) {
    for (const id of active) tp.set(id, 0);
    const drawn = shuffled([...active].sort(compareText), createRng(seed));
    return { order: options.previous ? drawAgain(drawn, options.previous) : drawn, tp };
  }
  const { rows } = computeStandingsDetailed(input, options.preset, { throughRound: round - 1 });
  const values = new Map(rows.map((r) => [r.id, options.preset.tiebreaks.map((t) => r.tiebreaks[t] ?? 0)]));
  for (const r of rows) tp.set(r.id, r.tp);
  const tieKey = new Map(active.map((id) => [id, hashString(`${seed}|${id}`)]));
  const order = [...active].sort(
    (x, y) =>
      compareValues(values.get(x) ?? [], values.get(y) ?? []) ||
      (tieKey.get(x) as number) - (tieKey.get(y) as number) ||
      compareText(x, y),
  );
  return { order, tp };
}

/**
 * The draft's games whose two players still play this round: pair key → table. A game a hand
 * change made costly (club mates kept apart this round) is not kept: pairing again mends it.
 * (Rematches need no such care: they are missing edges, and TP gaps weigh above keeping.)
 */
function keptGames(
  previous: PairOptions['previous'],
  active: ReadonlySet<string>,
  clash: (a: string, b: string) => boolean,
): Map<string, number> {
  const kept = new Map<string, number>();
  for (const p of previous?.pairs ?? []) {
    if (active.has(p.a) && active.has(p.b) && !clash(p.a, p.b)) kept.set(pairKey(p.a, p.b), p.table);
  }
  return kept;
}

/**
 * Round 1 drawn again: the draft's surviving games keep their places (table order), the players
 * they no longer seat come last in the draw's order, so a bye goes to one of them.
 */
function drawAgain(drawn: readonly string[], previous: NonNullable<PairOptions['previous']>): string[] {
  const here = new Set(drawn);
  const seated = [...previous.pairs]
    .sort((x, y) => x.table - y.table)
    .filter((p) => here.has(p.a) && here.has(p.b))
    .flatMap((p) => [p.a, p.b]);
  const placed = new Set(seated);
  return [...seated, ...drawn.filter((id) => !placed.has(id))];
}

interface Solved {
  /** Index pairs into the list given to `solve`. */
  pairs: [number, number][];
}

type RematchMode = 'forbid' | 'penalize' | 'allow';

/** What every pairing attempt of a round weighs: TP, who the players are, whom they met, clubs. */
interface Field {
  tp: ReadonlyMap<string, number>;
  players: ReadonlyMap<string, TournamentPlayer>;
  history: RoundHistory;
  /** Whether club mates are kept apart this round (where a pairing allows). */
  clubOn: boolean;
  /** Games of the draft being paired again (pair key → table): kept when the TP tiers allow. */
  keep: ReadonlyMap<string, number>;
  /** The same games as pairs of players. */
  keptPairs: readonly PairedTable[];
}

/**
 * Pairing a draft again on a sparse graph: edges beyond `span` that a repair needs (index pairs
 * into `ids`, i < j) — each kept game, and every pair of players no kept game seats (the few
 * a drop or an arrival set free), however far apart they stand in the order.
 */
function repairEdges(ids: readonly string[], kept: readonly PairedTable[], span: number): [number, number][] {
  if (kept.length === 0 || span >= ids.length - 1) return [];
  const at = new Map(ids.map((id, i) => [id, i]));
  const far: [number, number][] = [];
  const seated = new Set<number>();
  for (const p of kept) {
    const x = at.get(p.a);
    const y = at.get(p.b);
    if (x === undefined || y === undefined) continue;
    seated.add(x).add(y);
    if (Math.abs(x - y) > span) far.push(x < y ? [x, y] : [y, x]);
  }
  const free = ids.map((_, i) => i).filter((i) => !seated.has(i));
  // Many players set free is a new pairing more than a repair: the window serves them as usual.
  if (free.length > MAX_FREE_EDGES_PLAYERS) return far;
  for (const [n, i] of free.entries()) {
    for (const j of free.slice(n + 1)) if (j - i > span) far.push([i, j]);
  }
  return far;
}

/**
 * Best perfect pairing of `ids` (in rank order), or null when none exists under `mode`.
 * 'forbid': previous opponents have no edge. 'penalize': they do, at a cost above everything
 * else. 'allow': rematches are ordinary edges.
 */
function solve(ids: readonly string[], field: Field, mode: RematchMode, options: PairOptions): Solved | null {
  const m = ids.length;
  if (m === 0) return { pairs: [] };
  const dense = m <= (options.denseLimit ?? DEFAULT_DENSE_LIMIT);
  const window = options.window ?? DEFAULT_WINDOW;
  const attempt = (span: number): Solved | null => solveWithin(ids, field, mode, span);
  if (dense) return attempt(m);
  return attempt(window) ?? attempt(m);
}

function solveWithin(
  ids: readonly string[],
  { tp, players, history, clubOn, keep, keptPairs }: Field,
  mode: RematchMode,
  span: number,
): Solved | null {
  const m = ids.length;
  // Candidate pairs i < j ≤ i + span, in typed arrays sized for all of them (fields of 10,000).
  let capacity = 0;
  for (let i = 0; i < m; i++) capacity += Math.min(span, m - 1 - i);
  // A kept game whose players drifted apart in the order (a late arrival ranked between them),
  // and the players a drop set free, stay candidates however far apart they now stand.
  const farKept = repairEdges(ids, keptPairs, span);
  capacity += farKept.length;
  const us = new Int32Array(capacity);
  const vs = new Int32Array(capacity);
  const dist = new Int32Array(capacity);
  const gap = new Float64Array(capacity);
  const club = new Uint8Array(capacity);
  const rematch = new Uint8Array(capacity);
  const changed = new Uint8Array(capacity);
  const repairing = keep.size > 0;
  const tps = ids.map((id) => tp.get(id) ?? 0);
  const clubs = ids.map((id) => clubKey(players.get(id)));
  let count = 0;
  let dMax = 1;
  let sMax = 0;
  const edge = (i: number, j: number): void => {
    const key = pairKey(ids[i] as string, ids[j] as string);
    const met = history.met.has(key);
    if (met && mode === 'forbid') return;
    const d = j - i;
    const s = ((tps[i] as number) - (tps[j] as number)) ** 2;
    us[count] = i;
    vs[count] = j;
    dist[count] = d;
    gap[count] = s;
    club[count] = clubOn && clubs[i] !== '' && clubs[i] === clubs[j] ? 1 : 0;
    rematch[count] = met && mode === 'penalize' ? 1 : 0;
    changed[count] = repairing && !keep.has(key) ? 1 : 0;
    count++;
    if (d > dMax) dMax = d;
    if (s > sMax) sMax = s;
  };
  for (let i = 0; i < m; i++) {
    const last = Math.min(m - 1, i + span);
    for (let j = i + 1; j <= last; j++) edge(i, j);
  }
  for (const [i, j] of farKept) edge(i, j);
  const half = Math.floor(m / 2);
  const scale = (power: number) => {
    const dUnit = dMax ** power; // largest rank-distance term of one edge
    const wClub = half * dUnit + 1;
    // Pairing a draft again: every game it keeps outweighs all club and rank terms together.
    const wChanged = repairing ? half * (wClub + dUnit) + 1 : 0;
    const wGap = half * (wChanged + wClub + dUnit) + 1;
    const edgeMax = wGap * sMax + wChanged + wClub + dUnit;
    const wRematch = mode === 'penalize' ? half * edgeMax + 1 : 0;
    return { power, wClub, wChanged, wGap, wRematch, base: edgeMax + wRematch + 1 };
  };
  let sc = scale(2);
  if (sc.base * 4 > 2 ** 52) sc = scale(1);
  if (sc.base * 4 > 2 ** 52) throw new Error('pairing: weights too large for exact arithmetic');
  const w = new Float64Array(count);
  for (let k = 0; k < count; k++) {
    const penalty =
      (rematch[k] as number) * sc.wRematch +
      (gap[k] as number) * sc.wGap +
      (changed[k] as number) * sc.wChanged +
      (club[k] as number) * sc.wClub +
      (dist[k] as number) ** sc.power;
    w[k] = sc.base - penalty;
  }
  const mate = maxWeightPerfectMatching(m, { u: us.subarray(0, count), v: vs.subarray(0, count), w });
  if (mate === null) return null;
  const pairs: [number, number][] = [];
  for (let i = 0; i < m; i++) {
    const j = mate[i] as number;
    if (j > i) pairs.push([i, j]);
  }
  return { pairs };
}
