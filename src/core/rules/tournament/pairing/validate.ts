/**
 * Checks a round's pairing — typically one the referee changed by hand — and returns one
 * readable warning per problem. Nothing is refused: the referee decides.
 *   - a player paired twice, with themself, unknown, dropped or not arrived yet, or left out;
 *   - a rematch (ITS S11 · Pairings is silent, but every Swiss tool avoids them);
 *   - a player moved more than one score group (ITS S11 · Pairings ranks players by Tournament
 *     Points and pairs neighbours in that order, so an opponent two or more TP totals away is
 *     a move the Swiss order never makes; a score group is one TP total present in the field);
 *   - a second bye for a player (ITS S11 · Byes: never);
 *   - a club clash, when club avoidance applies to the round;
 *   - a repeated table, when the event avoids repeated tables;
 *   - a player kept at a fixed table for the event placed at another one.
 */
import type { PairedTable, PairingWarning } from '../../../../shared/api/rounds';
import { msg, said } from '../../../../shared/messages';
import type { MessageRef, Said } from '../../../../shared/messages';
import type { TournamentInput } from '../../../../shared/api/standings';
import type { PairingWarningKind } from '../../../../shared/model';
import type { ScoringPreset } from '../presets';
import { computeStandingsDetailed } from '../standings';
import { clubAvoidanceApplies, historyBefore, isActiveIn, pairKey, sameClub } from './history';

export interface ValidateOptions {
  /** The event's scoring: with it, a game across more than one score group is flagged. */
  preset?: ScoringPreset;
  /** Active players left out of the round on purpose (round 1: not checked in); not flagged as unpaired. */
  absent?: ReadonlySet<string>;
  avoidSameClub?: 'never' | 'round1' | 'always';
  avoidRepeatTables?: boolean;
  /** player → the table they keep for the whole event. */
  fixedTables?: ReadonlyMap<string, number>;
}

export function validatePairing(
  input: TournamentInput,
  round: number,
  pairs: readonly PairedTable[],
  bye: string | null,
  options: ValidateOptions = {},
): PairingWarning[] {
  const warnings: PairingWarning[] = [];
  const groupOf = scoreGroups(input, round, options.preset);
  const costs = (kind: PairingWarningKind, a: string, b: string, warning: Required<Said>) =>
    warnings.push({ ...warning, kind, players: [a, b] });
  const history = historyBefore(input, round);
  const byId = new Map(input.players.map((p) => [p.id, p]));
  const tablesUsed = new Map<number, number>();
  const seenAt = new Map<string, MessageRef>();
  const place = (id: string, where: MessageRef): void => {
    const p = byId.get(id);
    if (!p) warnings.push(said('m.warn.unknownPlayer', { where }));
    else if (!isActiveIn(p, round)) {
      warnings.push(
        p.joinedRound > round
          ? said('m.warn.joinsLater', { player: id, round: p.joinedRound, where })
          : said('m.warn.dropped', { player: id, round: p.droppedAfterRound ?? 0, where }),
      );
    }
    const before = seenAt.get(id);
    if (before) warnings.push(said('m.warn.twice', { player: id, first: before, second: where }));
    else seenAt.set(id, where);
  };
  for (const p of pairs) {
    const where = msg('m.where.table', { table: p.table });
    if (p.a === p.b) warnings.push(said('m.warn.self', { player: p.a, where }));
    place(p.a, where);
    if (p.b !== p.a) place(p.b, where);
    tablesUsed.set(p.table, (tablesUsed.get(p.table) ?? 0) + 1);
    const met = history.met.get(pairKey(p.a, p.b));
    if (met && p.a !== p.b) costs('rematch', p.a, p.b, said('m.warn.rematch', { where, a: p.a, b: p.b, rounds: met }));
    if (clubAvoidanceApplies(options.avoidSameClub ?? 'round1', round) && sameClub(byId.get(p.a), byId.get(p.b))) {
      costs('club', p.a, p.b, said('m.warn.clubClash', { where, a: p.a, b: p.b, club: byId.get(p.a)?.club ?? '' }));
    }
    const [ga, gb] = [groupOf.get(p.a), groupOf.get(p.b)];
    if (ga && gb && Math.abs(ga.group - gb.group) > 1) {
      const facts = { where, a: p.a, b: p.b, tpA: ga.tp, tpB: gb.tp, n: Math.abs(ga.group - gb.group) };
      costs('scoreGroup', p.a, p.b, said('m.warn.scoreGroup', facts));
    }
    for (const id of p.a === p.b ? [p.a] : [p.a, p.b]) {
      const keep = options.fixedTables?.get(id);
      if (keep !== undefined && keep !== p.table) {
        warnings.push(said('m.warn.fixedTableMoved', { player: id, table: keep, at: p.table }));
      }
    }
    if (options.avoidRepeatTables) {
      for (const id of [p.a, p.b]) {
        const rounds = history.tables.get(id)?.get(p.table);
        if (rounds) warnings.push(said('m.warn.repeatTable', { player: id, table: p.table, rounds }));
      }
    }
  }
  for (const [table, count] of tablesUsed) if (count > 1) warnings.push(said('m.warn.crowded', { table, n: count }));
  if (bye !== null) {
    place(bye, msg('m.where.bye'));
    const previous = history.byes.get(bye);
    if (previous !== undefined) {
      warnings.push(said('m.warn.secondBye', { player: bye, round: previous }));
    }
  }
  const activeIds = input.players.filter((p) => isActiveIn(p, round) && !options.absent?.has(p.id)).map((p) => p.id);
  const missing = activeIds.filter((id) => !seenAt.has(id));
  if (missing.length > 0) warnings.push(said('m.warn.notPaired', { players: missing }));
  if (bye === null && activeIds.length % 2 === 1 && missing.length === 0) {
    warnings.push(said('m.warn.oddNoBye'));
  }
  return warnings;
}

/**
 * Each active player's score group before `round`: groups are the distinct TP totals, highest
 * first (group 0). Empty in round 1 (everybody on 0) or without the event's scoring.
 */
function scoreGroups(
  input: TournamentInput,
  round: number,
  preset: ScoringPreset | undefined,
): Map<string, { group: number; tp: number }> {
  const out = new Map<string, { group: number; tp: number }>();
  if (!preset || round < 2) return out;
  const { rows } = computeStandingsDetailed(input, preset, { throughRound: round - 1 });
  const active = new Set(input.players.filter((p) => isActiveIn(p, round)).map((p) => p.id));
  const totals = [...new Set(rows.filter((r) => active.has(r.id)).map((r) => r.tp))].sort((x, y) => y - x);
  const group = new Map(totals.map((tp, i) => [tp, i]));
  for (const r of rows) if (active.has(r.id)) out.set(r.id, { group: group.get(r.tp) as number, tp: r.tp });
  return out;
}
