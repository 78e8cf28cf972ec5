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
import type { RoundsResults, PairResult } from '../../shared/api/rounds';
import type { EventFile, GameResult, Pairing, Round, Tier } from '../../shared/model';
import { loadResultsDocument } from '../io/resultsFile';
import { nextReport } from '../reports/machine';
import {
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

/** Pairs round `number` of the event (the state must hold only earlier rounds). */
function pairEventRound(state: State, number: number, seed: string): PairResult {
  return pairRound(tournamentInputFromEvent(state), number, {
    preset: presetForSettings(state.settings),
    seed,
    avoidSameClub: state.settings.pairing.avoidSameClub,
    avoidRematches: state.settings.pairing.avoidRematches,
    avoidRepeatTables: state.settings.pairing.avoidRepeatTables,
    tables: state.tables,
    scenarioId: state.settings.scenarios[number - 1] ?? '',
  });
}

/** Re-checks a draft round after a manual change (or a player change) and stores the warnings. */
export function refreshWarnings(draft: EventFile, round: Round): void {
  round.warnings = validatePairing(
    tournamentInputFromEvent(draft),
    round.number,
    round.pairings.map((p) => ({ table: p.table, a: p.a, b: p.b })),
    round.bye,
    {
      avoidSameClub: draft.settings.pairing.avoidSameClub,
      avoidRepeatTables: draft.settings.pairing.avoidRepeatTables,
    },
  );
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
function publicView(round: Round, ctx: HandlerContext): Round {
  if (ctx.isReferee !== false) return round;
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
    async handle({ seed }, ctx) {
      const store = ctx.workspace.current();
      const state = store.state;
      const last = state.rounds[state.rounds.length - 1];
      const number = (last?.number ?? 0) + 1;
      if (last && last.status !== 'closed') {
        throw new ApiError(
          'CONFLICT',
          `Round ${last.number} is ${last.status}; close it (every result entered) before pairing round ${number}.`,
        );
      }
      if (number > state.settings.rounds) {
        throw new ApiError(
          'RULES_VIOLATION',
          `The event has ${state.settings.rounds} rounds (settings.rounds); all are paired. Raise the number of rounds to add one.`,
        );
      }
      const active = state.players.filter(
        (p) => p.joinedRound <= number && (p.droppedAfterRound === null || p.droppedAfterRound >= number),
      );
      if (active.length < 2) {
        throw new ApiError(
          'RULES_VIOLATION',
          `Round ${number} needs at least 2 active players (${active.length} now).`,
        );
      }
      const { revision, savedAt, result } = await store.mutate(
        { actor: ctx.actor, method: 'rounds.generate', summary: `Round ${number} paired (draft)` },
        (draft) => {
          const baseSeed = seed ?? (draft.settings.seed || newSeed());
          if (!draft.settings.seed) draft.settings.seed = baseSeed;
          const paired = pairEventRound(draft, number, baseSeed);
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
          return round;
        },
      );
      return { revision, savedAt, round: result };
    },
  },
  'rounds.regenerate': {
    write: true,
    async handle({ round: number, seed }, ctx) {
      const store = ctx.workspace.current();
      const current = findRound(store.state, number);
      requireDraft(current, 'regenerating');
      if (current.pairings.some((p) => p.result)) {
        throw new ApiError('CONFLICT', `Round ${number} has results and cannot be paired again.`);
      }
      const { revision, savedAt, result } = await store.mutate(
        {
          actor: ctx.actor,
          method: 'rounds.regenerate',
          summary: `Round ${number} paired again${seed ? ` with seed ${seed}` : ''}`,
        },
        (draft) => {
          const round = findRound(draft, number) as Round;
          const useSeed = seed ?? round.seed;
          const paired = pairEventRound(before(draft, number), number, useSeed);
          round.seed = useSeed;
          round.pairings = pairingsFrom(paired.pairs);
          round.bye = paired.bye;
          round.warnings = paired.warnings;
          return round;
        },
      );
      return { revision, savedAt, round: result };
    },
  },
  'rounds.swap': {
    write: true,
    async handle({ round: number, a, b }, ctx) {
      if (a === b) throw new ApiError('INVALID_INPUT', 'b: choose two different players to swap.');
      const store = ctx.workspace.current();
      requireDraft(findRound(store.state, number), 'swapping players');
      const { revision, savedAt, result } = await store.mutate(
        { actor: ctx.actor, method: 'rounds.swap', summary: `Round ${number}: ${a} and ${b} swapped`, players: [a, b] },
        (draft) => {
          const round = findRound(draft, number) as Round;
          const seats = [a, b].map((id) => seatOf(round, id));
          const [sa, sb] = seats as [Seat, Seat];
          setSeat(round, sa, b);
          setSeat(round, sb, a);
          refreshWarnings(draft, round);
          return round;
        },
      );
      return { revision, savedAt, round: result };
    },
  },
  'rounds.moveToBye': {
    write: true,
    async handle({ round: number, player }, ctx) {
      const store = ctx.workspace.current();
      const current = findRound(store.state, number);
      requireDraft(current, 'moving the bye');
      if (current.bye === null) {
        throw new ApiError('CONFLICT', `Round ${number} has no bye (an even number of players).`);
      }
      if (current.bye === player) return { revision: store.state.revision, savedAt: store.savedAt, round: current };
      const previousBye = current.bye;
      const { revision, savedAt, result } = await store.mutate(
        {
          actor: ctx.actor,
          method: 'rounds.moveToBye',
          summary: `Round ${number}: bye moved from ${previousBye} to ${player}`,
          players: [player, previousBye],
        },
        (draft) => {
          const round = findRound(draft, number) as Round;
          const seat = seatOf(round, player);
          setSeat(round, seat, previousBye);
          round.bye = player;
          refreshWarnings(draft, round);
          return round;
        },
      );
      return { revision, savedAt, round: result };
    },
  },
  'rounds.setPairings': {
    write: true,
    async handle({ round: number, pairs, bye }, ctx) {
      const store = ctx.workspace.current();
      requireDraft(findRound(store.state, number), 'replacing the pairings');
      const known = new Set(store.state.players.map((p) => p.id));
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
      const { revision, savedAt, result } = await store.mutate(
        {
          actor: ctx.actor,
          method: 'rounds.setPairings',
          summary: `Round ${number}: pairings set by hand (${pairs.length} tables)`,
        },
        (draft) => {
          const round = findRound(draft, number) as Round;
          round.pairings = pairingsFrom([...pairs].sort((x, y) => x.table - y.table));
          round.bye = bye;
          refreshWarnings(draft, round);
          return round;
        },
      );
      return { revision, savedAt, round: result };
    },
  },
  'rounds.lock': {
    write: true,
    async handle({ round: number }, ctx) {
      const store = ctx.workspace.current();
      requireDraft(findRound(store.state, number), 'locking');
      const { revision, savedAt, result } = await store.mutate(
        { actor: ctx.actor, method: 'rounds.lock', summary: `Round ${number} pairings locked and published` },
        (draft) => {
          const round = findRound(draft, number) as Round;
          round.status = 'locked';
          return round;
        },
      );
      return { revision, savedAt, round: result };
    },
  },
  'rounds.setResult': {
    write: true,
    async handle({ round, table, op, vp, confirmedByA, confirmedByB, replace, reason }, ctx) {
      const store = ctx.workspace.current();
      const preset = presetForSettings(store.state.settings);
      const tp = tournamentPoints(preset, op);
      const pairing = findRound(store.state, round).pairings.find((p) => p.table === table);
      const { revision, savedAt, result } = await store.mutate(
        {
          actor: ctx.actor,
          method: 'rounds.setResult',
          summary: `Round ${round} table ${table}: ${op[0]}–${op[1]} OP (${tp[0]}–${tp[1]} TP)${replace ? ' (corrected)' : ''}`,
          reason,
          tables: [table],
          players: pairing ? [pairing.a, pairing.b] : [],
        },
        (draft) =>
          writeResult(
            draft,
            round,
            table,
            {
              op,
              vp,
              tp,
              confirmedByA: confirmedByA ?? false,
              confirmedByB: confirmedByB ?? false,
              committedAt: new Date().toISOString(),
              committedBy: ctx.actor,
            },
            { replace, reason },
          ).changed,
      );
      return { revision, savedAt, changed: result };
    },
  },
  'rounds.close': {
    write: true,
    async handle({ round: number }, ctx) {
      const store = ctx.workspace.current();
      const current = findRound(store.state, number);
      if (current.status === 'closed')
        return { revision: store.state.revision, savedAt: store.savedAt, round: current };
      if (current.status === 'draft') {
        throw new ApiError('CONFLICT', `Round ${number} is still a draft: lock it and enter its results first.`);
      }
      const missing = current.pairings.filter((p) => !p.result).map((p) => p.table);
      if (missing.length > 0) {
        throw new ApiError(
          'RULES_VIOLATION',
          `Round ${number} cannot be closed: table${missing.length > 1 ? 's' : ''} ${missing.join(', ')} ${missing.length > 1 ? 'have' : 'has'} no result.`,
          { missing },
        );
      }
      const { revision, savedAt, result } = await store.mutate(
        { actor: ctx.actor, method: 'rounds.close', summary: `Round ${number} closed` },
        (draft) => {
          const round = findRound(draft, number) as Round;
          round.status = 'closed';
          return round;
        },
      );
      return { revision, savedAt, round: result };
    },
  },
  'rounds.setDispute': {
    write: true,
    async handle({ round: number, table, note, reason }, ctx) {
      const store = ctx.workspace.current();
      const target = findRound(store.state, number).pairings.find((p) => p.table === table);
      if (!target) throw new ApiError('NOT_FOUND', `Round ${number} has no table ${table}.`);
      const { revision, savedAt, result } = await store.mutate(
        {
          actor: ctx.actor,
          method: 'rounds.setDispute',
          summary: note.trim()
            ? `Round ${number}, table ${table}: dispute note ${target.dispute ? 'changed' : 'added'}`
            : `Round ${number}, table ${table}: dispute note cleared`,
          reason,
          tables: [table],
          players: [target.a, target.b],
        },
        (draft) => {
          const round = findRound(draft, number) as Round;
          const pairing = round.pairings.find((p) => p.table === table) as Pairing;
          pairing.dispute = note.trim();
          return round;
        },
      );
      return { revision, savedAt, round: result };
    },
  },
  'rounds.setTimer': {
    write: true,
    async handle({ round: number, action, durationSec, deltaSec }, ctx) {
      const store = ctx.workspace.current();
      const current = findRound(store.state, number);
      const now = new Date();
      const next = nextTimer(current.timer, action, durationSec, now, deltaSec);
      const what =
        action === 'adjust' ? `${(deltaSec ?? 0) > 0 ? '+' : ''}${Math.round((deltaSec ?? 0) / 60)} min` : action;
      const { revision, savedAt, result } = await store.mutate(
        { actor: ctx.actor, method: 'rounds.setTimer', summary: `Round ${number} timer: ${what}` },
        (draft) => {
          const round = findRound(draft, number) as Round;
          round.timer = next;
          return round;
        },
      );
      return { revision, savedAt, round: result };
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
      return pairRound(loaded.input, round, {
        preset: loaded.preset,
        seed: seed ?? loaded.seed,
        avoidSameClub: options?.avoidSameClub ?? loaded.pairing.avoidSameClub,
        avoidRematches: options?.avoidRematches ?? loaded.pairing.avoidRematches,
        avoidRepeatTables: options?.avoidRepeatTables ?? loaded.pairing.avoidRepeatTables,
        tables: loaded.tables,
        scenarioId: loaded.scenarios[round - 1] ?? '',
      });
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
