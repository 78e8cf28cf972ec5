/**
 * API domain `rounds.*`: pairings and results of the open event, and pairing a results
 * document for the CLI (`its-ref pair`).
 *
 * Lifecycle of a round: draft (pairings may be swapped, replaced or regenerated) → locked
 * (published; results are entered) → closed (every table has a result). The next round can
 * only be paired once the previous one is closed. A round with results is never regenerated;
 * a result is corrected one table at a time, with a reason, and the audit log keeps both.
 */
import { randomBytes } from 'node:crypto';
import { ApiError } from '../../shared/errors';
import { maxVictoryPoints, vpBound } from '../../shared/bounds';
import { english, msg, said } from '../../shared/messages';
import type { MessageKey, MessageParam, MessageRef, Said } from '../../shared/messages';
import { editInPlace } from './inPlace';
import { nameIn } from './names';
import type { RoundsResults, PairResult } from '../../shared/api/rounds';
import type { EventFile, GameResult, Pairing, Round, Tier } from '../../shared/model';
import { loadResultsDocument } from '../io/resultsFile';
import { isClosed, nextReport } from '../reports/machine';
import {
  TablesShortError,
  pairRound,
  presetForSettings,
  ROUNDS_RULE,
  suggestedRounds,
  tournamentInputFromEvent,
  tournamentPoints,
  validatePairing,
} from '../rules/tournament';
import type { HandlerContext } from './context';
import type { DomainHandlers } from './registry';
import { perRevision } from './revisionCache';

type State = Readonly<EventFile>;

const ESCALATION_TIERS: readonly Tier[] = ['low', 'mid', 'top'];

/** ITS S11 · Escalation Tournament: rounds 1–3 at Low, Mid, then Top; otherwise the event tier. */
export function tierOfRound(state: State, round: number): Tier {
  return state.settings.extras.escalation ? (ESCALATION_TIERS[round - 1] ?? 'top') : state.settings.tier;
}

export function findRound(state: State, number: number): Round {
  const round = state.rounds.find((r) => r.number === number);
  if (!round) throw new ApiError('NOT_FOUND', msg('m.round.notPaired', { round: number }));
  return round;
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

/** The event as it stood before `round` (for pairing that round again). */
function before(state: State, round: number): State {
  return { ...state, rounds: state.rounds.filter((r) => r.number < round) };
}

type DraftAction =
  'm.action.regenerate' | 'm.action.swap' | 'm.action.moveBye' | 'm.action.setPairings' | 'm.action.lock';

function requireDraft(round: Round, action: DraftAction & MessageKey): void {
  if (round.status !== 'draft') {
    throw new ApiError(
      'CONFLICT',
      msg(round.status === 'closed' ? 'm.round.closedNotDraft' : 'm.round.lockedNotDraft', {
        round: round.number,
        action: msg(action),
      }),
    );
  }
}

function pairingsFrom(pairs: PairResult['pairs']): Pairing[] {
  return pairs.map((p) => ({
    table: p.table,
    a: p.a,
    b: p.b,
    listA: null,
    listB: null,
    result: null,
    dispute: '',
  }));
}

/**
 * Pairs round `number` of the event (the state must hold only earlier rounds), in the referee's
 * words (names, not ids). Tables built for another scenario are used only when the organizer
 * chose to (`useOtherScenarioTables`); when the event's tables are too few, nothing is paired and
 * the refusal offers the choices.
 */
function pairEventRound(state: State, number: number, seed: string, useOtherScenarioTables = false): PairResult {
  const scenarioId = state.settings.scenarios[number - 1] ?? '';
  const tables = useOtherScenarioTables ? state.tables.map((t) => ({ ...t, fixedScenario: null })) : state.tables;
  try {
    const paired = pairRound(tournamentInputFromEvent(state), number, {
      preset: presetForSettings(state.settings),
      seed,
      avoidSameClub: state.settings.pairing.avoidSameClub,
      avoidRematches: state.settings.pairing.avoidRematches,
      avoidRepeatTables: state.settings.pairing.avoidRepeatTables,
      tables,
      scenarioId,
      fixedTables: fixedTablesOf(state.players),
    });
    const borrowed = useOtherScenarioTables
      ? state.tables.filter((t) => t.fixedScenario && t.fixedScenario !== scenarioId).map((t) => t.number)
      : [];
    const used = borrowed.filter((n) => paired.pairs.some((p) => p.table === n));
    const warnings = used.length
      ? [
          ...paired.warnings,
          used.length > 1
            ? said('m.warn.borrowedMany', { tables: used })
            : said('m.warn.borrowedOne', { table: used[0] as number }),
        ]
      : paired.warnings;
    return { ...paired, warnings: inPeoplesWords(warnings, state.players) };
  } catch (err) {
    if (!(err instanceof TablesShortError)) throw err;
    throw tablesShort(err, number, state);
  }
}

/** player → the table they keep for the whole event (see rules/tournament/tables.ts). */
function fixedTablesOf(players: State['players']): Map<string, number> {
  return new Map(players.flatMap((p) => (p.fixedTable != null ? [[p.id, p.fixedTable] as const] : [])));
}

/** The refusal when a round's scenario has too few tables, with what the organizer can do. */
function tablesShort(err: TablesShortError, number: number, state: Pick<State, 'tables'>): ApiError {
  const facts = { round: number, needed: err.needed, usable: err.usable, total: state.tables.length };
  return new ApiError(
    'RULES_VIOLATION',
    err.fixedElsewhere.length
      ? msg('m.pair.tablesShortElsewhere', { ...facts, tables: err.fixedElsewhere })
      : msg('m.pair.tablesShort', facts),
    { tablesShort: { round: number, needed: err.needed, usable: err.usable, otherScenarioTables: err.fixedElsewhere } },
  );
}

/** The values of engine warnings that are player ids (the engine knows no names). */
const PLAYER_VALUES = new Set(['player', 'a', 'b', 'players', 'skipped']);

/** Engine warnings name players by id; the referee reads their names. */
export function inPeoplesWords(warnings: readonly Said[], players: State['players']): Said[] {
  const names = new Map(players.map((p) => [p.id, p.name]));
  const named = (value: MessageParam): MessageParam =>
    typeof value === 'string' ? (names.get(value) ?? value) : Array.isArray(value) ? value.map(named) : value;
  return warnings.map((warning) => {
    if (!warning.i18n) return warning;
    const params = Object.fromEntries(
      Object.entries(warning.i18n.params ?? {}).map(([key, value]) => [
        key,
        PLAYER_VALUES.has(key) ? named(value) : value,
      ]),
    );
    const i18n: MessageRef = { key: warning.i18n.key, params };
    return { message: english(i18n), i18n };
  });
}

/** Re-checks a draft round after a manual change (or a player change) and stores the warnings. */
export function refreshWarnings(draft: EventFile, round: Round): void {
  const warnings = validatePairing(
    tournamentInputFromEvent(draft),
    round.number,
    round.pairings.map((p) => ({ table: p.table, a: p.a, b: p.b })),
    round.bye,
    {
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

const score = (r: GameResult): MessageRef =>
  msg('m.result.score', { opA: r.op[0], opB: r.op[1], vpA: r.vp[0], vpB: r.vp[1] });

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
  const pairing = r.pairings.find((p) => p.table === table);
  if (!pairing) throw new ApiError('NOT_FOUND', msg('m.round.noTable', { round, table }));
  if (result.vp.some((v) => v > maxVictoryPoints(r.tier))) {
    throw new ApiError('INVALID_INPUT', msg('m.result.vpBound', { round, table, bound: vpBound(r.tier) }), {
      fields: ['vp'],
    });
  }
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
 * A result the referee enters (or corrects) on a table the players have reported closes their
 * report: nothing they send afterwards changes it (see reports/machine.ts). A disputed report
 * ends settled (true: the audit and the phones say the referee settled it), any other accepted.
 */
function settleReport(pairing: Pairing, result: GameResult): boolean {
  const state = pairing.report?.state ?? 'none';
  if (!pairing.report || state === 'none' || isClosed(state)) return false;
  const kind = state === 'disputed' ? 'settle' : 'accept';
  editInPlace(pairing.report, nextReport(pairing.report, { kind, by: result.committedBy }, result.committedAt));
  return kind === 'settle';
}

/** The end of a result's audit summary: a settled dispute, a correction, or nothing. */
export function resultNote(written: { settled: boolean }, replace: boolean | undefined): MessageParam {
  if (written.settled) return msg('m.audit.settledDispute');
  return replace ? msg('m.audit.corrected') : '';
}

/** What a LAN visitor without the PIN may see of a round: no dispute notes, no scoring facts. */
/** The players of a result by name, for its audit summary ("Ana 7–3 Björn"). */
function playerNames(state: State, pairing: Pairing): { a: MessageParam; b: MessageParam } {
  return { a: nameIn(state, pairing.a), b: nameIn(state, pairing.b) };
}

/** Who a round is shown to: publicView depends on this alone. */
const audience = (ctx: HandlerContext) => (ctx.isReferee === false ? 'public' : 'referee');

function publicView(round: Round, ctx: HandlerContext): Round {
  if (ctx.isReferee !== false) return round;
  // A draft is the referee's until published: visitors and players see that it exists, no more.
  if (round.status === 'draft') return { ...round, seed: '', pairings: [], bye: null, warnings: [] };
  return {
    ...round,
    pairings: round.pairings.map((p) => ({
      ...p,
      dispute: '',
      report: null,
      result: p.result ? { ...p.result, facts: undefined, rulings: undefined } : null,
    })),
  };
}

function newSeed(): string {
  return randomBytes(6).toString('hex');
}

export const roundsHandlers = {
  'rounds.generate': {
    write: true,
    edit(draft, { seed, useOtherScenarioTables }) {
      const last = draft.rounds[draft.rounds.length - 1];
      const number = (last?.number ?? 0) + 1;
      if (last && last.status !== 'closed') {
        throw new ApiError(
          'CONFLICT',
          msg(last.status === 'draft' ? 'm.pair.previousDraft' : 'm.pair.previousOpen', {
            round: last.number,
            next: number,
          }),
        );
      }
      if (number > draft.settings.rounds) {
        throw new ApiError('RULES_VIOLATION', msg('m.pair.allPaired', { rounds: draft.settings.rounds }));
      }
      const active = draft.players.filter(
        (p) => p.joinedRound <= number && (p.droppedAfterRound === null || p.droppedAfterRound >= number),
      );
      if (active.length < 2) {
        throw new ApiError('RULES_VIOLATION', msg('m.pair.fewPlayers', { round: number, n: active.length }));
      }
      const baseSeed = seed ?? (draft.settings.seed || newSeed());
      if (!draft.settings.seed) draft.settings.seed = baseSeed;
      const paired = pairEventRound(draft, number, baseSeed, useOtherScenarioTables);
      const round: Round = {
        number,
        scenarioId: draft.settings.scenarios[number - 1] ?? '',
        tier: tierOfRound(draft, number),
        status: 'draft',
        seed: baseSeed,
        pairings: pairingsFrom(paired.pairs),
        bye: paired.bye,
        warnings: paired.warnings,
        timer: null,
      };
      draft.rounds.push(round);
      return { result: { round }, summary: msg('m.audit.paired', { round: number }) };
    },
  },
  'rounds.regenerate': {
    write: true,
    edit(draft, { round: number, seed, useOtherScenarioTables }) {
      const round = findRound(draft, number);
      requireDraft(round, 'm.action.regenerate');
      if (round.pairings.some((p) => p.result)) {
        throw new ApiError('CONFLICT', msg('m.pair.hasResults', { round: number }));
      }
      const useSeed = seed ?? round.seed;
      const paired = pairEventRound(before(draft, number), number, useSeed, useOtherScenarioTables);
      round.seed = useSeed;
      round.pairings = pairingsFrom(paired.pairs);
      round.bye = paired.bye;
      round.warnings = paired.warnings;
      return {
        result: { round },
        summary: seed
          ? msg('m.audit.pairedAgainSeed', { round: number, seed: String(seed) })
          : msg('m.audit.pairedAgain', { round: number }),
      };
    },
  },
  'rounds.swap': {
    write: true,
    edit(draft, { round: number, a, b }) {
      if (a === b) throw new ApiError('INVALID_INPUT', msg('m.swap.same'));
      const round = findRound(draft, number);
      requireDraft(round, 'm.action.swap');
      const seats = [a, b].map((id) => seatOf(draft, round, id));
      const [sa, sb] = seats as [Seat, Seat];
      setSeat(round, sa, b);
      setSeat(round, sb, a);
      refreshWarnings(draft, round);
      const [nameA, nameB] = [nameIn(draft, a), nameIn(draft, b)];
      return {
        result: { round },
        summary: msg('m.audit.swapped', { round: number, a: nameA, b: nameB }),
        players: [a, b],
      };
    },
  },
  'rounds.moveToBye': {
    write: true,
    edit(draft, { round: number, player }) {
      const round = findRound(draft, number);
      requireDraft(round, 'm.action.moveBye');
      const previousBye = round.bye;
      if (previousBye === null) {
        throw new ApiError('CONFLICT', msg('m.bye.none', { round: number }));
      }
      if (previousBye === player) return { result: { round }, summary: msg('m.audit.byeUnchanged', { round: number }) };
      const seat = seatOf(draft, round, player);
      setSeat(round, seat, previousBye);
      round.bye = player;
      refreshWarnings(draft, round);
      return {
        result: { round },
        summary: msg('m.audit.byeMoved', {
          round: number,
          from: nameIn(draft, previousBye),
          to: nameIn(draft, player),
        }),
        players: [player, previousBye],
      };
    },
  },
  'rounds.setPairings': {
    write: true,
    edit(draft, { round: number, pairs, bye }) {
      const round = findRound(draft, number);
      requireDraft(round, 'm.action.setPairings');
      const known = new Set(draft.players.map((p) => p.id));
      const seen = new Set<string>();
      const tables = new Set<number>();
      for (const p of pairs) {
        for (const id of [p.a, p.b]) {
          if (!known.has(id)) throw new ApiError('INVALID_INPUT', msg('m.setPairings.unknown', { table: p.table }));
          if (seen.has(id)) {
            throw new ApiError(
              'INVALID_INPUT',
              msg('m.setPairings.twice', { player: nameIn(draft, id), table: p.table }),
            );
          }
          seen.add(id);
        }
        if (tables.has(p.table))
          throw new ApiError('INVALID_INPUT', msg('m.setPairings.tableTwice', { table: p.table }));
        tables.add(p.table);
      }
      if (bye !== null && (!known.has(bye) || seen.has(bye))) {
        throw new ApiError(
          'INVALID_INPUT',
          known.has(bye)
            ? msg('m.setPairings.byePaired', { player: nameIn(draft, bye) })
            : msg('m.setPairings.byeUnknown'),
        );
      }
      round.pairings = pairingsFrom([...pairs].sort((x, y) => x.table - y.table));
      round.bye = bye;
      refreshWarnings(draft, round);
      return { result: { round }, summary: msg('m.audit.pairingsByHand', { round: number, n: pairs.length }) };
    },
  },
  'rounds.lock': {
    write: true,
    edit(draft, { round: number }) {
      const round = findRound(draft, number);
      requireDraft(round, 'm.action.lock');
      round.status = 'locked';
      return { result: { round }, summary: msg('m.audit.locked', { round: number }) };
    },
  },
  'rounds.setResult': {
    write: true,
    edit(draft, { round, table, op, vp, confirmedByA, confirmedByB, replace, reason, fromSlip }, ctx) {
      const preset = presetForSettings(draft.settings);
      const tp = tournamentPoints(preset, op);
      const written = writeResult(
        draft,
        round,
        table,
        {
          op,
          vp,
          tp,
          confirmedByA: confirmedByA ?? false,
          confirmedByB: confirmedByB ?? false,
          committedAt: ctx.now().toISOString(),
          committedBy: ctx.actor,
        },
        { replace, reason },
      );
      return {
        result: { changed: written.changed },
        summary: msg('m.audit.result', {
          round,
          table,
          ...playerNames(draft, written.pairing),
          opA: op[0],
          opB: op[1],
          tpA: tp[0],
          tpB: tp[1],
          slip: fromSlip ? msg('m.audit.fromSlip') : '',
          corrected: resultNote(written, replace),
        }),
        reason,
        tables: [table],
        players: [written.pairing.a, written.pairing.b],
      };
    },
  },
  'rounds.close': {
    write: true,
    edit(draft, { round: number }) {
      const round = findRound(draft, number);
      if (round.status === 'closed')
        return { result: { round }, summary: msg('m.audit.alreadyClosed', { round: number }) };
      if (round.status === 'draft') {
        throw new ApiError('CONFLICT', msg('m.close.draft', { round: number }));
      }
      const missing = round.pairings.filter((p) => !p.result).map((p) => p.table);
      if (missing.length > 0) {
        throw new ApiError(
          'RULES_VIOLATION',
          missing.length > 1
            ? msg('m.close.missingMany', { round: number, tables: missing })
            : msg('m.close.missingOne', { round: number, table: missing[0] as number }),
          { missing },
        );
      }
      round.status = 'closed';
      return { result: { round }, summary: msg('m.audit.closed', { round: number }) };
    },
  },
  'rounds.setDispute': {
    write: true,
    edit(draft, { round: number, table, note, reason }) {
      const round = findRound(draft, number);
      const pairing = round.pairings.find((p) => p.table === table);
      if (!pairing) throw new ApiError('NOT_FOUND', msg('m.round.noTable', { round: number, table }));
      const summary = msg(
        note.trim() ? (pairing.dispute ? 'm.audit.disputeChanged' : 'm.audit.disputeAdded') : 'm.audit.disputeCleared',
        { round: number, table },
      );
      pairing.dispute = note.trim();
      return { result: { round }, summary, reason, tables: [table], players: [pairing.a, pairing.b] };
    },
  },
  'rounds.setTimer': {
    write: true,
    edit(draft, { round: number, action, durationSec, deltaSec }, ctx) {
      const round = findRound(draft, number);
      round.timer = nextTimer(round.timer, action, durationSec, ctx.now(), deltaSec);
      const what =
        action === 'adjust'
          ? msg('m.audit.timer.adjust', { sign: (deltaSec ?? 0) > 0 ? '+' : '', n: Math.round((deltaSec ?? 0) / 60) })
          : msg(`m.audit.timer.${action}`);
      return { result: { round }, summary: msg('m.audit.timer', { round: number, what }) };
    },
  },
  'rounds.guideline': {
    write: false,
    handle(_params, ctx) {
      const players = ctx.workspace.current().state.players.filter((p) => p.droppedAfterRound === null).length;
      return {
        players,
        suggested: suggestedRounds(players),
        minimum: 3,
        rule: ROUNDS_RULE,
      };
    },
  },
  'rounds.list': {
    write: false,
    public: true,
    handle(_params, ctx) {
      const state = ctx.workspace.current().state;
      // Every screen (and the public pages) asks after each change: once per revision and audience.
      return perRevision(state, `rounds.list:${audience(ctx)}`, () => state.rounds.map((r) => publicView(r, ctx)));
    },
  },
  'rounds.get': {
    write: false,
    public: true,
    handle({ round }, ctx) {
      return publicView(findRound(ctx.workspace.current().state, round), ctx);
    },
  },
  'rounds.pairFromResults': {
    write: false,
    handle({ document, round, seed, presetId, options }) {
      const loaded = loadResultsDocument(document, { presetId });
      try {
        return pairRound(loaded.input, round, {
          preset: loaded.preset,
          seed: seed ?? loaded.seed,
          avoidSameClub: options?.avoidSameClub ?? loaded.pairing.avoidSameClub,
          avoidRematches: options?.avoidRematches ?? loaded.pairing.avoidRematches,
          avoidRepeatTables: options?.avoidRepeatTables ?? loaded.pairing.avoidRepeatTables,
          tables: loaded.tables,
          scenarioId: loaded.scenarios[round - 1] ?? '',
        });
      } catch (err) {
        if (err instanceof TablesShortError) throw tablesShort(err, round, { tables: loaded.tables });
        throw err;
      }
    },
  },
} satisfies DomainHandlers<keyof RoundsResults>;

type Seat = { kind: 'bye' } | { kind: 'pair'; index: number; side: 'a' | 'b' };

function seatOf(state: State, round: Round, id: string): Seat {
  if (round.bye === id) return { kind: 'bye' };
  const index = round.pairings.findIndex((p) => p.a === id || p.b === id);
  if (index < 0) {
    throw new ApiError('NOT_FOUND', msg('m.round.playerAbsent', { player: nameIn(state, id), round: round.number }));
  }
  return { kind: 'pair', index, side: (round.pairings[index] as Pairing).a === id ? 'a' : 'b' };
}

function setSeat(round: Round, seat: Seat, id: string): void {
  if (seat.kind === 'bye') round.bye = id;
  else (round.pairings[seat.index] as Pairing)[seat.side] = id;
}
