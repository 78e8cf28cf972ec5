/**
 * Standings. Rule references:
 *   ITS S11 · Keeping Score — TP per game from the OP difference (see presets.ts)
 *   ITS S11 · Final Scores  — rank by TP, then OP, then VP, then opponents' OP (tiebreaks/)
 *   ITS S11 · Byes          — a bye scores the preset's bye value; end-of-event OP/VP
 *                             adjustment for bye holders (byes.ts)
 *
 * Players tied on every tiebreak share a rank (1, 2, 2, 4) and are listed by name, then id —
 * always the same order for the same input.
 */
import { isBye } from '../../../shared/api/standings';
import type { StandingsRow, TournamentInput, TournamentPlayer } from '../../../shared/api/standings';
import { adjustForBye, isEventComplete } from './byes';
import { tournamentPoints } from './presets';
import type { ScoringPreset } from './presets';
import { tiebreaksFor } from './tiebreaks';
import type { PlayerTotals, Tiebreak } from './tiebreaks';

export interface StandingsOptions {
  /** Count rounds 1..throughRound only (default: every round). */
  throughRound?: number;
}

export interface StandingsComputation {
  rows: StandingsRow[];
  complete: boolean;
  throughRound: number;
  tiebreaks: Tiebreak[];
  totals: Map<string, PlayerTotals>;
}

/** Standings rows in rank order. */
export function computeStandings(
  input: TournamentInput,
  preset: ScoringPreset,
  options: StandingsOptions = {},
): StandingsRow[] {
  return computeStandingsDetailed(input, preset, options).rows;
}

export function computeStandingsDetailed(
  input: TournamentInput,
  preset: ScoringPreset,
  options: StandingsOptions = {},
): StandingsComputation {
  const throughRound = Math.min(options.throughRound ?? input.rounds, input.rounds);
  const complete = isEventComplete(input, throughRound);
  const totals = computeTotals(input, preset, throughRound, complete);
  const tiebreaks = tiebreaksFor(preset.tiebreaks);
  const rows = rankTotals(totals, tiebreaks);
  return { rows, complete, throughRound, tiebreaks, totals };
}

/** Adds one player's side of a played game to their totals (none for a player not registered). */
function countGame(t: PlayerTotals | undefined, tp: number, op: number, vp: number, opponent: string): void {
  if (!t) return;
  t.tp += tp;
  t.rawOp += op;
  t.rawVp += vp;
  t.played += 1;
  t.opponents.push(opponent);
}

/** Per-player sums over rounds 1..throughRound, with the bye adjustment when `complete`. */
export function computeTotals(
  input: TournamentInput,
  preset: ScoringPreset,
  throughRound: number,
  complete: boolean,
): Map<string, PlayerTotals> {
  const totals = new Map<string, PlayerTotals>();
  for (const p of input.players) totals.set(p.id, emptyTotals(p, throughRound));
  for (const g of input.games) {
    if (g.round > throughRound) continue;
    if (isBye(g)) {
      const t = totals.get(g.bye);
      if (!t) continue;
      t.tp += preset.bye.tp;
      t.rawOp += preset.bye.op;
      t.rawVp += preset.bye.vp;
      t.byeRounds.push(g.round);
      continue;
    }
    if (g.op === null) continue;
    const tp = g.tp ?? tournamentPoints(preset, g.op);
    const vp = g.vp ?? [0, 0];
    countGame(totals.get(g.a), tp[0], g.op[0], vp[0], g.b);
    countGame(totals.get(g.b), tp[1], g.op[1], vp[1], g.a);
  }
  for (const t of totals.values()) {
    t.byeRounds.sort((x, y) => x - y);
    t.op = t.rawOp;
    t.vp = t.rawVp;
    if (complete && t.byeRounds.length > 0 && t.played > 0) {
      const roundsIn = t.played + t.byeRounds.length;
      t.op = adjustForBye(t.rawOp, roundsIn, t.played);
      t.vp = adjustForBye(t.rawVp, roundsIn, t.played);
      t.byeAdjusted = true;
    }
  }
  return totals;
}

function emptyTotals(p: TournamentPlayer, throughRound: number): PlayerTotals {
  return {
    id: p.id,
    name: p.name || p.id,
    club: p.club,
    tp: 0,
    rawOp: 0,
    rawVp: 0,
    op: 0,
    vp: 0,
    byeAdjusted: false,
    byeRounds: [],
    played: 0,
    opponents: [],
    dropped: p.droppedAfterRound !== null && p.droppedAfterRound < throughRound,
  };
}

/** Code-unit order: the same on every machine, unlike locale collation. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Sorts by the tiebreaks (higher first), then name and id; equal on all tiebreaks = same rank. */
export function rankTotals(totals: ReadonlyMap<string, PlayerTotals>, tiebreaks: readonly Tiebreak[]): StandingsRow[] {
  const valued = [...totals.values()].map((t) => ({
    t,
    values: tiebreaks.map((tb) => tb.compute(t, totals)),
  }));
  valued.sort(
    (x, y) => compareValues(x.values, y.values) || compareText(x.t.name, y.t.name) || compareText(x.t.id, y.t.id),
  );
  const rows: StandingsRow[] = [];
  valued.forEach(({ t, values }, i) => {
    const prev = valued[i - 1];
    const previousRow = rows[i - 1];
    const rank = prev && previousRow && compareValues(prev.values, values) === 0 ? previousRow.rank : i + 1;
    const tiebreakValues: Record<string, number> = {};
    tiebreaks.forEach((tb, k) => (tiebreakValues[tb.id] = values[k] ?? 0));
    rows.push({
      rank,
      id: t.id,
      name: t.name,
      club: t.club,
      tp: t.tp,
      op: t.op,
      vp: t.vp,
      oppOp: t.opponents.reduce((sum, id) => sum + (totals.get(id)?.op ?? 0), 0),
      rawOp: t.rawOp,
      rawVp: t.rawVp,
      byeAdjusted: t.byeAdjusted,
      byeRounds: [...t.byeRounds],
      played: t.played,
      dropped: t.dropped,
      tiebreaks: tiebreakValues,
    });
  });
  return rows;
}

/** Negative when `a` ranks higher (larger values first, compared in order). */
export function compareValues(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (b[i] ?? 0) - (a[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
