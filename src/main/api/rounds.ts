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
import { maxVictoryPoints, vpBoundMessage } from '../../shared/bounds';
import type { RoundsResults, PairResult } from '../../shared/api/rounds';
import type { EventFile, GameResult, Pairing, Round, Tier } from '../../shared/model';
import { loadResultsDocument } from '../io/resultsFile';
import { nextReport } from '../reports/machine';
import {
  TablesShortError,
  pairRound,
  presetForSettings,
  suggestedRounds,
  tournamentInputFromEvent,
  tournamentPoints,
  validatePairing,
} from '../rules/tournament';
import type { HandlerContext } from './context';
import type { DomainHandlers } from './registry';

type State = Readonly<EventFile>;

const ESCALATION_TIERS: readonly Tier[] = ['low', 'mid', 'top'];

/** ITS S11 · Escalation Tournament: rounds 1–3 at Low, Mid, then Top; otherwise the event tier. */
export function tierOfRound(state: State, round: number): Tier {
  return state.settings.extras.escalation ? (ESCALATION_TIERS[round - 1] ?? 'top') : state.settings.tier;
}

export function findRound(state: State, number: number): Round {
  const round = state.rounds.find((r) => r.number === number);
  if (!round) throw new ApiError('NOT_FOUND', `Round ${number} has not been paired yet.`);
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
      if (!duration) throw new ApiError('INVALID_INPUT', 'durationSec: give the round length to start the timer.');
      return { durationSec: duration, startedAt: now.toISOString(), pausedRemainingSec: null };
    }
    case 'pause':
      if (!timer || timer.startedAt === null) throw new ApiError('CONFLICT', 'The round timer is not running.');
      return { durationSec: timer.durationSec, startedAt: null, pausedRemainingSec: remaining(timer) };
    case 'resume': {
      if (!timer || timer.startedAt !== null) throw new ApiError('CONFLICT', 'The round timer is not paused.');
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
      if (!timer) throw new ApiError('CONFLICT', 'The round timer has not been started.');
      if (deltaSec === 0) throw new ApiError('INVALID_INPUT', 'deltaSec: say how many seconds to add or take away.');
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

function requireDraft(round: Round, action: string): void {
  if (round.status !== 'draft') {
    throw new ApiError(
      'CONFLICT',
      `Round ${round.number} is ${round.status}: ${action} is only possible while the round is a draft. Correct results table by table instead.`,
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
    });
    const borrowed = useOtherScenarioTables
      ? state.tables.filter((t) => t.fixedScenario && t.fixedScenario !== scenarioId).map((t) => t.number)
      : [];
    const used = borrowed.filter((n) => paired.pairs.some((p) => p.table === n));
    const warnings = used.length
      ? [
          ...paired.warnings,
          `Table${used.length > 1 ? 's' : ''} ${used.join(', ')} ${used.length > 1 ? 'are' : 'is'} set up for another scenario and used this round, as chosen.`,
        ]
      : paired.warnings;
    return { ...paired, warnings: inPeoplesWords(warnings, state.players) };
  } catch (err) {
    if (!(err instanceof TablesShortError)) throw err;
    throw tablesShort(err, number, state);
  }
}

/** The refusal when a round's scenario has too few tables, with what the organizer can do. */
function tablesShort(err: TablesShortError, number: number, state: Pick<State, 'tables'>): ApiError {
  const elsewhere = err.fixedElsewhere.length
    ? ` Tables ${err.fixedElsewhere.join(', ')} are set up for another scenario: use them anyway, or`
    : ' Either';
  return new ApiError(
    'RULES_VIOLATION',
    `Round ${number} needs ${err.needed} tables but only ${err.usable} of the event's ${state.tables.length} tables can host its scenario. Nothing was paired.${elsewhere} add tables to the event (Event screen, Tables).`,
    { tablesShort: { round: number, needed: err.needed, usable: err.usable, otherScenarioTables: err.fixedElsewhere } },
  );
}

/** Engine texts name players by id; the referee reads their names (each word that is an id). */
export function inPeoplesWords(texts: readonly string[], players: State['players']): string[] {
  const names = new Map(players.map((p) => [p.id, p.name]));
  return texts.map((text) => text.replace(/[\w-]+/g, (word) => names.get(word) ?? word));
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

const score = (r: GameResult): string => `${r.op[0]}–${r.op[1]} OP, ${r.vp[0]}–${r.vp[1]} VP`;

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
): { changed: boolean; previous: GameResult | null; pairing: Pairing } {
  const r = findRound(draft, round) as Round;
  if (r.status === 'draft') {
    throw new ApiError('CONFLICT', `Round ${round} is still a draft: lock its pairings before entering results.`);
  }
  const pairing = r.pairings.find((p) => p.table === table);
  if (!pairing) throw new ApiError('NOT_FOUND', `Round ${round} has no game on table ${table}.`);
  if (result.vp.some((v) => v > maxVictoryPoints(r.tier))) {
    throw new ApiError('INVALID_INPUT', `Round ${round} table ${table}: ${vpBoundMessage(r.tier)}`, { fields: ['vp'] });
  }
  const previous = pairing.result;
  if (previous && sameResult(previous, result)) {
    const confirmed = result.confirmedByA !== previous.confirmedByA || result.confirmedByB !== previous.confirmedByB;
    if (confirmed) {
      previous.confirmedByA = previous.confirmedByA || result.confirmedByA;
      previous.confirmedByB = previous.confirmedByB || result.confirmedByB;
    }
    return { changed: confirmed, previous, pairing };
  }
  if (previous) {
    if (!opts.replace) {
      throw new ApiError(
        'CONFLICT',
        `Table ${table} of round ${round} already has a result (${score(previous)}); the new one (${score(result)}) differs. To correct it, send replace: true with a reason.`,
        { round, table, existing: previous, proposed: result },
      );
    }
    if (!opts.reason || opts.reason.trim() === '') {
      throw new ApiError('INVALID_INPUT', 'reason: correcting a result needs a reason for the audit log.');
    }
  }
  pairing.result = result;
  settleReport(pairing, result);
  return { changed: true, previous, pairing };
}

/**
 * A result the referee enters (or corrects) on a table the players have reported settles their
 * report: nothing they send afterwards changes it (see reports/machine.ts).
 */
function settleReport(pairing: Pairing, result: GameResult): void {
  const state = pairing.report?.state ?? 'none';
  if (pairing.report && state !== 'none' && state !== 'accepted') {
    pairing.report = nextReport(pairing.report, { kind: 'accept', by: result.committedBy }, result.committedAt);
  }
}

/** What a LAN visitor without the PIN may see of a round: no dispute notes, no scoring facts. */
/** "Ana 7–3 Björn": the players of a result by name, for its audit summary. */
function playerNames(state: State, pairing: Pairing, op: readonly [number, number]): string {
  const nameOf = (id: string) => state.players.find((p) => p.id === id)?.name ?? 'a removed player';
  return `${nameOf(pairing.a)} ${op[0]}–${op[1]} ${nameOf(pairing.b)}`;
}

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
      result: p.result ? { ...p.result, facts: undefined, breakdown: undefined } : null,
    })),
  };
}

function newSeed(): string {
  return randomBytes(6).toString('hex');
}

function playersOf(round: Round): string[] {
  return [...round.pairings.flatMap((p) => [p.a, p.b]), ...(round.bye ? [round.bye] : [])];
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
          `Round ${last.number} is ${last.status}; close it (every result entered) before pairing round ${number}.`,
        );
      }
      if (number > draft.settings.rounds) {
        throw new ApiError(
          'RULES_VIOLATION',
          `The event has ${draft.settings.rounds} rounds; all are paired. Raise the number of rounds (Event screen) to add one.`,
        );
      }
      const active = draft.players.filter(
        (p) => p.joinedRound <= number && (p.droppedAfterRound === null || p.droppedAfterRound >= number),
      );
      if (active.length < 2) {
        throw new ApiError(
          'RULES_VIOLATION',
          `Round ${number} needs at least 2 active players (${active.length} now).`,
        );
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
      return { result: { round }, summary: `Round ${number} paired (draft)` };
    },
  },
  'rounds.regenerate': {
    write: true,
    edit(draft, { round: number, seed, useOtherScenarioTables }) {
      const round = findRound(draft, number);
      requireDraft(round, 'regenerating');
      if (round.pairings.some((p) => p.result)) {
        throw new ApiError('CONFLICT', `Round ${number} has results and cannot be paired again.`);
      }
      const useSeed = seed ?? round.seed;
      const paired = pairEventRound(before(draft, number), number, useSeed, useOtherScenarioTables);
      round.seed = useSeed;
      round.pairings = pairingsFrom(paired.pairs);
      round.bye = paired.bye;
      round.warnings = paired.warnings;
      return { result: { round }, summary: `Round ${number} paired again${seed ? ` with seed ${seed}` : ''}` };
    },
  },
  'rounds.swap': {
    write: true,
    edit(draft, { round: number, a, b }) {
      if (a === b) throw new ApiError('INVALID_INPUT', 'b: choose two different players to swap.');
      const round = findRound(draft, number);
      requireDraft(round, 'swapping players');
      const seats = [a, b].map((id) => seatOf(round, id));
      const [sa, sb] = seats as [Seat, Seat];
      setSeat(round, sa, b);
      setSeat(round, sb, a);
      refreshWarnings(draft, round);
      const [nameA, nameB] = inPeoplesWords([a, b], draft.players);
      return { result: { round }, summary: `Round ${number}: ${nameA} and ${nameB} swapped`, players: [a, b] };
    },
  },
  'rounds.moveToBye': {
    write: true,
    edit(draft, { round: number, player }) {
      const round = findRound(draft, number);
      requireDraft(round, 'moving the bye');
      const previousBye = round.bye;
      if (previousBye === null) {
        throw new ApiError('CONFLICT', `Round ${number} has no bye (an even number of players).`);
      }
      if (previousBye === player) return { result: { round }, summary: `Round ${number}: bye unchanged` };
      const seat = seatOf(round, player);
      setSeat(round, seat, previousBye);
      round.bye = player;
      refreshWarnings(draft, round);
      return {
        result: { round },
        summary: `Round ${number}: bye moved from ${inPeoplesWords([previousBye, player], draft.players).join(' to ')}`,
        players: [player, previousBye],
      };
    },
  },
  'rounds.setPairings': {
    write: true,
    edit(draft, { round: number, pairs, bye }) {
      const round = findRound(draft, number);
      requireDraft(round, 'replacing the pairings');
      const known = new Set(draft.players.map((p) => p.id));
      const seen = new Set<string>();
      const tables = new Set<number>();
      for (const [i, p] of pairs.entries()) {
        for (const id of [p.a, p.b]) {
          if (!known.has(id)) throw new ApiError('INVALID_INPUT', `pairs[${i}]: unknown player id "${id}".`);
          if (seen.has(id)) throw new ApiError('INVALID_INPUT', `pairs[${i}]: player "${id}" is placed twice.`);
          seen.add(id);
        }
        if (tables.has(p.table)) throw new ApiError('INVALID_INPUT', `pairs[${i}]: table ${p.table} is used twice.`);
        tables.add(p.table);
      }
      if (bye !== null && (!known.has(bye) || seen.has(bye))) {
        throw new ApiError('INVALID_INPUT', `bye: "${bye}" is ${known.has(bye) ? 'also paired' : 'not a player'}.`);
      }
      round.pairings = pairingsFrom([...pairs].sort((x, y) => x.table - y.table));
      round.bye = bye;
      refreshWarnings(draft, round);
      return { result: { round }, summary: `Round ${number}: pairings set by hand (${pairs.length} tables)` };
    },
  },
  'rounds.lock': {
    write: true,
    edit(draft, { round: number }) {
      const round = findRound(draft, number);
      requireDraft(round, 'locking');
      round.status = 'locked';
      return { result: { round }, summary: `Round ${number} pairings locked and published` };
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
        summary: `Round ${round} table ${table}: ${playerNames(draft, written.pairing, op)} OP (${tp[0]}–${tp[1]} TP)${fromSlip ? ', entered from the signed slip' : ''}${replace ? ' (corrected)' : ''}`,
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
      if (round.status === 'closed') return { result: { round }, summary: `Round ${number} already closed` };
      if (round.status === 'draft') {
        throw new ApiError('CONFLICT', `Round ${number} is still a draft: lock it and enter its results first.`);
      }
      const missing = round.pairings.filter((p) => !p.result).map((p) => p.table);
      if (missing.length > 0) {
        throw new ApiError(
          'RULES_VIOLATION',
          `Round ${number} cannot be closed: table${missing.length > 1 ? 's' : ''} ${missing.join(', ')} ${missing.length > 1 ? 'have' : 'has'} no result.`,
          { missing },
        );
      }
      round.status = 'closed';
      return { result: { round }, summary: `Round ${number} closed` };
    },
  },
  'rounds.setDispute': {
    write: true,
    edit(draft, { round: number, table, note, reason }) {
      const round = findRound(draft, number);
      const pairing = round.pairings.find((p) => p.table === table);
      if (!pairing) throw new ApiError('NOT_FOUND', `Round ${number} has no table ${table}.`);
      const summary = note.trim()
        ? `Round ${number}, table ${table}: dispute note ${pairing.dispute ? 'changed' : 'added'}`
        : `Round ${number}, table ${table}: dispute note cleared`;
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
        action === 'adjust' ? `${(deltaSec ?? 0) > 0 ? '+' : ''}${Math.round((deltaSec ?? 0) / 60)} min` : action;
      return { result: { round }, summary: `Round ${number} timer: ${what}` };
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
        rule: 'ITS S11 · Number of Tournament Rounds',
      };
    },
  },
  'rounds.list': {
    write: false,
    public: true,
    handle(_params, ctx) {
      return ctx.workspace.current().state.rounds.map((r) => publicView(r, ctx));
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

function seatOf(round: Round, id: string): Seat {
  if (round.bye === id) return { kind: 'bye' };
  const index = round.pairings.findIndex((p) => p.a === id || p.b === id);
  if (index < 0) {
    throw new ApiError('NOT_FOUND', `${id} is not in round ${round.number} (players: ${playersOf(round).length}).`);
  }
  return { kind: 'pair', index, side: (round.pairings[index] as Pairing).a === id ? 'a' : 'b' };
}

function setSeat(round: Round, seat: Seat, id: string): void {
  if (seat.kind === 'bye') round.bye = id;
  else (round.pairings[seat.index] as Pairing)[seat.side] = id;
}
