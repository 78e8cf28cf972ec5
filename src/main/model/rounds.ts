/**
 * Event-model operations on rounds, shared by the API handlers (rounds, scoring, reports,
 * players, standings): finding a round or a table, writing a table's result into a draft, re-checking a
 * draft round's warnings, and the round clock. They work on the event state (or a draft inside
 * `store.mutate`) and throw ApiError for what the referee must fix; the handlers decide who may
 * call them and what the audit says.
 */
import { ApiError } from '../../shared/errors';
import { maxVictoryPointsAt, vpBoundAt } from '../../shared/bounds';
import { gameArmyPoints } from '../../shared/api/scoring';
import { english, msg } from '../../shared/messages';
import type { MessageParam, MessageRef, Said } from '../../shared/messages';
import type { DraftFacts, PairingWarning } from '../../shared/api/rounds';
import type { EventFile, GameResult, Pairing, Report, Round, RoundWarning, Tier } from '../../shared/model';
import { leftOutOf } from '../../shared/leftOut';
import { isClosed, nextReport } from '../../core/rules/playerReports/machine';
import { absentFrom, presetForSettings, tournamentInputFromEvent, validatePairing } from '../../core/rules/tournament';
import { findDraft } from './drafts';
import { editInPlace } from './inPlace';
import { opVpHoles } from '../../shared/scoreHoles';
import { orThrow } from '../api/fromRules';

type State = Readonly<EventFile>;

const ESCALATION_TIERS: readonly Tier[] = ['low', 'mid', 'top'];

/** ITS S11 · Escalation Tournament: rounds 1–3 at Low, Mid, then Top; otherwise the event tier. */
export function tierOfRound(state: State, round: number): Tier {
  return state.settings.extras.escalation ? (ESCALATION_TIERS[round - 1] ?? 'top') : state.settings.tier;
}

export function findRound(state: State, number: number): Round {
  const round = findDraft(state.rounds, (r) => r.number === number);
  if (!round) throw new ApiError('NOT_FOUND', msg('m.round.notPaired', { round: number }));
  return round;
}

/**
 * The pairing at `table` in `round` (the draft's own when `round` is a draft). NOT_FOUND when the
 * round has no such table; `details` name the field to mark where a form sent the number.
 */
export function findTable(round: Round, table: number, details?: { fields: string[] }): Pairing {
  const pairing = findDraft(round.pairings, (p) => p.table === table);
  if (!pairing) throw new ApiError('NOT_FOUND', msg('m.round.noTable', { round: round.number, table }), details);
  return pairing;
}

/**
 * The round clock as data: while running, `startedAt` and the full duration give the time
 * left; while paused, `pausedRemainingSec` holds it. Every screen computes the display.
 */
export function nextTimer(
  timer: Round['timer'],
  action: 'start' | 'pause' | 'resume' | 'reset' | 'adjust',
  durationSec: number | undefined,
  now: Date,
  deltaSec = 0,
): Round['timer'] {
  const remaining = (t: NonNullable<Round['timer']>) =>
    t.startedAt === null
      ? (t.pausedRemainingSec ?? t.durationSec)
      : Math.max(0, t.durationSec - Math.floor((now.getTime() - Date.parse(t.startedAt)) / 1000));
  switch (action) {
    case 'start': {
      const duration = durationSec ?? timer?.durationSec;
      if (!duration) throw new ApiError('INVALID_INPUT', msg('m.timer.needLength'));
      return { durationSec: duration, startedAt: now.toISOString(), pausedRemainingSec: null };
    }
    case 'pause':
      if (!timer || timer.startedAt === null) throw new ApiError('CONFLICT', msg('m.timer.notRunning'));
      return { durationSec: timer.durationSec, startedAt: null, pausedRemainingSec: remaining(timer) };
    case 'resume': {
      if (!timer || timer.startedAt !== null) throw new ApiError('CONFLICT', msg('m.timer.notPaused'));
      const left = remaining(timer);
      // Restart the clock so that `durationSec - elapsed` equals the time that was left.
      return {
        durationSec: timer.durationSec,
        startedAt: new Date(now.getTime() - (timer.durationSec - left) * 1000).toISOString(),
        pausedRemainingSec: null,
      };
    }
    case 'reset':
      return null;
    case 'adjust': {
      if (!timer) throw new ApiError('CONFLICT', msg('m.timer.notStarted'));
      if (deltaSec === 0) throw new ApiError('INVALID_INPUT', msg('m.timer.needDelta'));
      // The round gets longer (or shorter); never below what has already run.
      const elapsed = timer.durationSec - remaining(timer);
      const duration = Math.max(elapsed, timer.durationSec + deltaSec);
      return timer.startedAt === null
        ? { durationSec: duration, startedAt: null, pausedRemainingSec: duration - elapsed }
        : { ...timer, durationSec: duration };
    }
  }
}

/** player → the table they keep for the whole event (see rules/tournament/tables.ts). */
export function fixedTablesOf(players: State['players']): Map<string, number> {
  return new Map(players.flatMap((p) => (p.fixedTable != null ? [[p.id, p.fixedTable] as const] : [])));
}

/** The values of engine warnings that are player ids (the engine knows no names). */
const PLAYER_VALUES = new Set(['player', 'a', 'b', 'players', 'skipped']);

/**
 * Engine warnings name players by id; the referee reads their names. A warning about what a
 * game costs keeps its kind, its players as `{ id, name }`.
 */
export function inPeoplesWords(
  warnings: readonly (Said | PairingWarning)[],
  players: State['players'],
): RoundWarning[] {
  const names = new Map(players.map((p) => [p.id, p.name]));
  const named = (value: MessageParam): MessageParam =>
    typeof value === 'string' ? (names.get(value) ?? value) : Array.isArray(value) ? value.map(named) : value;
  return warnings.map((warning) => {
    const { kind, players: ids } = warning as PairingWarning;
    const costs = kind && ids ? { kind, players: ids.map((id) => ({ id, name: names.get(id) ?? id })) } : {};
    if (!warning.i18n) return { message: warning.message, ...costs };
    const params = Object.fromEntries(
      Object.entries(warning.i18n.params ?? {}).map(([key, value]) => [
        key,
        PLAYER_VALUES.has(key) ? named(value) : value,
      ]),
    );
    const i18n: MessageRef = { key: warning.i18n.key, params };
    return { message: english(i18n), i18n, ...costs };
  });
}

/** What an answer about a draft round carries beside it: who it leaves out, its warnings. */
export function draftFacts(state: State, round: Round): DraftFacts {
  return { leftOut: leftOutOf(state, round), warnings: round.warnings };
}

/** Re-checks a draft round after a manual change (or a player change) and stores the warnings. */
export function refreshWarnings(draft: EventFile, round: Round): void {
  const warnings = validatePairing(
    tournamentInputFromEvent(draft),
    round.number,
    round.pairings.map((p) => ({ table: p.table, a: p.a, b: p.b })),
    round.bye,
    {
      preset: presetForSettings(draft.settings),
      // A team bye seats its members (docs/TEAMS.md): they are not unpaired.
      absent: new Set([...absentFrom(draft, round.number), ...(round.teamBye?.players ?? [])]),
      avoidSameClub: draft.settings.pairing.avoidSameClub,
      avoidRepeatTables: draft.settings.pairing.avoidRepeatTables,
      fixedTables: fixedTablesOf(draft.players),
    },
  );
  round.warnings = inPeoplesWords(warnings, draft.players);
}

/** Re-checks every draft round (after players drop, join or change club). */
export function refreshDraftRounds(draft: EventFile): void {
  for (const round of draft.rounds) if (round.status === 'draft') refreshWarnings(draft, round);
}

function sameResult(a: GameResult, b: GameResult): boolean {
  return (
    a.op[0] === b.op[0] &&
    a.op[1] === b.op[1] &&
    a.vp[0] === b.vp[0] &&
    a.vp[1] === b.vp[1] &&
    a.tp[0] === b.tp[0] &&
    a.tp[1] === b.tp[1]
  );
}

const score = (r: GameResult): MessageRef => msg('m.result.score', opVpHoles(r));

/**
 * VP are surviving Army Points: refused above the game's Army Points plus the largest Baggage
 * extra (src/shared/bounds.ts), for a result and for a player's report alike.
 */
export function requireVpOfGame(state: State, round: Round, table: number, vp: readonly number[]): void {
  const points = gameArmyPoints(state.settings, round.tier);
  if (vp.some((v) => v > maxVictoryPointsAt(points))) {
    const bound = vpBoundAt(points, state.settings.season);
    throw new ApiError('INVALID_INPUT', msg('m.result.vpBound', { round: round.number, table, bound }), {
      fields: ['vp'],
    });
  }
}

/**
 * Writes one table's result into an event draft (inside `store.mutate`). A different result
 * already on the table is refused with CONFLICT unless `replace` is set with a `reason` (the
 * caller passes the reason to the audit entry). Writing the same result again changes nothing.
 * Shared with the scoring wizard's commit.
 */
export function writeResult(
  draft: EventFile,
  round: number,
  table: number,
  result: GameResult,
  opts: { replace?: boolean; reason?: string } = {},
): { changed: boolean; previous: GameResult | null; pairing: Pairing; settled: boolean } {
  const r = findRound(draft, round) as Round;
  if (r.status === 'draft') {
    throw new ApiError('CONFLICT', msg('m.result.draft', { round }));
  }
  const pairing = findTable(r, table);
  requireVpOfGame(draft, r, table, result.vp);
  if (pairing.report?.state === 'disputed') result = asDecided(pairing.report, result);
  const previous = pairing.result;
  if (previous && sameResult(previous, result)) {
    const confirmed = result.confirmedByA !== previous.confirmedByA || result.confirmedByB !== previous.confirmedByB;
    if (confirmed) {
      previous.confirmedByA = previous.confirmedByA || result.confirmedByA;
      previous.confirmedByB = previous.confirmedByB || result.confirmedByB;
    }
    return { changed: confirmed, previous, pairing, settled: false };
  }
  if (previous) {
    if (!opts.replace) {
      throw new ApiError(
        'CONFLICT',
        msg('m.result.differs', { round, table, before: score(previous), after: score(result) }),
        { round, table, existing: previous, proposed: result },
      );
    }
    if (!opts.reason || opts.reason.trim() === '') {
      throw new ApiError('INVALID_INPUT', msg('m.result.needReason'));
    }
  }
  // A correction writes the fields that changed, not the whole result again (see inPlace.ts).
  if (previous) editInPlace(previous, result);
  else pairing.result = result;
  const settled = settleReport(pairing, result);
  return { changed: true, previous, pairing, settled };
}

/**
 * A disputed table's result is the referee's decision: a player's confirmation stands only where
 * the decision is the very score that player reported, never one the players did not give.
 */
function asDecided(report: Report, result: GameResult): GameResult {
  const gave = (side: 'a' | 'b') => {
    const sent = report.submissions[side];
    return !!sent && sent.op.every((v, i) => v === result.op[i]) && sent.vp.every((v, i) => v === result.vp[i]);
  };
  return { ...result, confirmedByA: result.confirmedByA && gave('a'), confirmedByB: result.confirmedByB && gave('b') };
}

/**
 * A result the referee enters (or corrects) on a table the players have reported closes their
 * report: nothing they send afterwards changes it (see rules/playerReports/machine.ts). A disputed report
 * ends settled (true: the audit and the phones say the referee settled it), any other accepted.
 */
function settleReport(pairing: Pairing, result: GameResult): boolean {
  const state = pairing.report?.state ?? 'none';
  if (!pairing.report || state === 'none' || isClosed(state)) return false;
  const kind = state === 'disputed' ? 'settle' : 'accept';
  editInPlace(
    pairing.report,
    orThrow(nextReport(pairing.report, { kind, by: result.committedBy }, result.committedAt)),
  );
  return kind === 'settle';
}

/** The end of a result's audit summary: a settled dispute, a correction, or nothing. */
export function resultNote(written: { settled: boolean }, replace: boolean | undefined): MessageParam {
  if (written.settled) return msg('m.audit.settledDispute');
  return replace ? msg('m.audit.corrected') : '';
}
