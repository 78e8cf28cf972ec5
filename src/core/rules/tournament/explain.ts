/**
 * Explanations for the referee's desk and for disputes:
 *   - a player's score round by round, the bye adjustment spelled out (ITS S11 · Byes) and the
 *     opponents whose OP make up the last tiebreak (ITS S11 · Final Scores);
 *   - for two players, the first tiebreak of the preset that puts one above the other.
 * A player who is not in the standings is refused as unknown; the same player twice as invalid.
 */
import { english, msg } from '../../../shared/messages';
import { isBye } from '../../../shared/api/standings';
import type { PairExplanation, PlayerExplanation, RoundLine, TournamentInput } from '../../../shared/api/standings';
import { isActiveIn } from './pairing/history';
import { outcomeParts, outcomeText } from './presets';
import type { ScoringPreset } from './presets';
import { computeStandingsDetailed } from './standings';
import type { StandingsOptions } from './standings';
import { BYE_OUTCOME, BYES_RULE } from './texts';
import { ok, refuse } from '../problem';
import type { Refused, Ruled } from '../problem';

export function explainPlayer(
  input: TournamentInput,
  preset: ScoringPreset,
  playerId: string,
  options: StandingsOptions = {},
): Ruled<PlayerExplanation> {
  const comp = computeStandingsDetailed(input, preset, options);
  const row = comp.rows.find((r) => r.id === playerId);
  if (!row) return unknownPlayer();
  const player = input.players.find((p) => p.id === playerId);
  const names = new Map(input.players.map((p) => [p.id, p.name || p.id]));
  const rounds: RoundLine[] = [];
  // Rounds not paired yet are not listed: "not paired" would read as if the player had missed them.
  const lastPaired = input.games.reduce((max, g) => Math.max(max, g.round), 0);
  for (let r = 1; r <= Math.min(comp.throughRound, lastPaired); r++) {
    const game = input.games.find(
      (g) => g.round === r && (isBye(g) ? g.bye === playerId : g.a === playerId || g.b === playerId),
    );
    const line: RoundLine = {
      round: r,
      kind: 'absent',
      table: null,
      opponent: null,
      opponentName: null,
      outcome: null,
      base: null,
      bonuses: [],
      tp: 0,
      op: 0,
      vp: 0,
      opponentOp: null,
      rule: null,
      absence: null,
      note: '',
    };
    if (!game) {
      if (player && player.joinedRound > r) {
        line.absence = { reason: 'not-arrived', round: player.joinedRound };
        line.note = `Not arrived yet (joined in round ${player.joinedRound}): 0 points.`;
      } else if (player && !isActiveIn(player, r) && player.droppedAfterRound !== null) {
        line.absence = { reason: 'dropped', round: player.droppedAfterRound };
        line.note = `Dropped after round ${player.droppedAfterRound}: not paired.`;
      } else {
        line.absence = { reason: 'not-paired' };
        line.note = 'Not paired in this round.';
      }
    } else if (isBye(game)) {
      Object.assign(line, {
        kind: 'bye',
        outcome: BYE_OUTCOME,
        base: BYE_OUTCOME,
        tp: preset.bye.tp,
        op: preset.bye.op,
        vp: preset.bye.vp,
        rule: BYES_RULE,
        note: `A bye scores ${preset.bye.tp} TP, ${preset.bye.op} OP, ${preset.bye.vp} VP (${english(BYES_RULE)}).`,
      });
    } else {
      const side = game.a === playerId ? 0 : 1;
      const opponent = side === 0 ? game.b : game.a;
      line.table = game.table ?? null;
      line.opponent = opponent;
      line.opponentName = names.get(opponent) ?? opponent;
      if (game.op === null) {
        line.kind = 'pending';
        line.note = 'No result yet.';
      } else {
        const own = game.op[side] as number;
        const other = game.op[1 - side] as number;
        const computed = outcomeParts(preset, own, other);
        const outcome = outcomeText(computed);
        line.kind = 'game';
        line.op = own;
        line.opponentOp = other;
        line.vp = game.vp?.[side] ?? 0;
        line.tp = game.tp?.[side] ?? computed.tp;
        line.outcome = outcome;
        line.base = computed.base;
        line.bonuses = computed.bonuses;
        line.rule = preset.rule;
        line.note = `${own}–${other} OP: ${english(outcome)}, ${line.tp} TP (${english(preset.rule)}).`;
      }
    }
    rounds.push(line);
  }
  const totals = comp.totals.get(playerId);
  const roundsIn = row.played + row.byeRounds.length;
  const byeAdjustment = row.byeAdjusted
    ? {
        rule: BYES_RULE,
        factor: `${roundsIn} ÷ ${row.played}`,
        op: `ceil(${row.rawOp} × ${roundsIn} ÷ ${row.played}) = ${row.op}`,
        vp: `ceil(${row.rawVp} × ${roundsIn} ÷ ${row.played}) = ${row.vp}`,
      }
    : null;
  const opponents = (totals?.opponents ?? []).map((id) => ({
    id,
    name: names.get(id) ?? id,
    op: comp.totals.get(id)?.op ?? 0,
  }));
  const summary =
    `${row.name}: rank ${row.rank}, ${row.tp} TP, ${row.op} OP, ${row.vp} VP, opponents' OP ${row.oppOp}` +
    (byeAdjustment ? ` (bye-adjusted from ${row.rawOp} OP / ${row.rawVp} VP).` : '.');
  return ok({ row, rounds, byeAdjustment, opponents, summary });
}

export function explainPair(
  input: TournamentInput,
  preset: ScoringPreset,
  a: string,
  b: string,
  options: StandingsOptions = {},
): Ruled<PairExplanation> {
  if (a === b) return refuse('invalid', msg('m.explain.same'));
  const comp = computeStandingsDetailed(input, preset, options);
  const rowA = comp.rows.find((r) => r.id === a);
  const rowB = comp.rows.find((r) => r.id === b);
  if (!rowA || !rowB) return unknownPlayer();
  const [higher, lower] = comp.rows.indexOf(rowA) < comp.rows.indexOf(rowB) ? [rowA, rowB] : [rowB, rowA];
  const equalOn: PairExplanation['equalOn'] = [];
  const listed = (): string => equalOn.map((e) => `${english(e.label)} (${e.value})`).join(', ');
  for (const tb of comp.tiebreaks) {
    const h = higher.tiebreaks[tb.id] ?? 0;
    const l = lower.tiebreaks[tb.id] ?? 0;
    if (h !== l) {
      const before = equalOn.length ? `, after being equal on ${listed()}` : '';
      return ok({
        higher,
        lower,
        decidedBy: { id: tb.id, label: tb.label, rule: tb.rule, higher: h, lower: l },
        equalOn,
        summary: `${higher.name} ranks above ${lower.name} on ${english(tb.label)} (${english(tb.rule)}): ${h} v ${l}${before}.`,
      });
    }
    equalOn.push({ id: tb.id, label: tb.label, value: h });
  }
  return ok({
    higher,
    lower,
    decidedBy: null,
    equalOn,
    summary: `${higher.name} and ${lower.name} are equal on every tiebreak (${listed()}): they share rank ${higher.rank} and are listed by name.`,
  });
}

const unknownPlayer = (): Refused => refuse('unknown', msg('m.player.unknown'));
