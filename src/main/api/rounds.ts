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
import { msg, said } from '../../shared/messages';
import type { MessageKey, MessageParam } from '../../shared/messages';
import { nameIn } from './names';
import type { RoundsResults, PairResult } from '../../shared/api/rounds';
import type { EventFile, Pairing, Round, RoundWarning } from '../../shared/model';
import { playsIn } from '../../shared/leftOut';
import { loadResultsDocument } from '../io/resultsFile';
import {
  absentFrom,
  availableTables,
  pairRound,
  presetForSettings,
  ROUNDS_RULE,
  suggestedRounds,
  tournamentInputFromEvent,
  tournamentPoints,
} from '../../core/rules/tournament';
import {
  draftFacts,
  findRound,
  findTable,
  fixedTablesOf,
  inPeoplesWords,
  nextTimer,
  refreshWarnings,
  resultNote,
  tierOfRound,
  writeResult,
} from '../model/rounds';
import type { HandlerContext } from './context';
import type { DomainHandlers } from './registry';
import { citedIn } from '../../core/rules/tournament/seasonCitations';
import { perRevision } from './revisionCache';
import { isTeamsEvent } from '../../core/rules/tournament/teams/settings';
import { setMatchups, teamsPaired } from '../model/teamRounds';
import { opTpHoles } from '../../shared/scoreHoles';
import { orThrow } from './fromRules';

type State = Readonly<EventFile>;

/** The event as it stood before `round` (for pairing that round again). */
function before(state: State, round: number): State {
  return { ...state, rounds: state.rounds.filter((r) => r.number < round) };
}

type DraftAction =
  | 'm.action.regenerate'
  | 'm.action.swap'
  | 'm.action.moveBye'
  | 'm.action.setPairings'
  | 'm.action.lock'
  | 'm.action.addLate';

/**
 * A teams event's games are set per match (rounds.setMatchups): the singles edits that move a
 * player to another table or the bye would take them out of their team's match.
 */
function requireSingles(state: State, action: DraftAction & MessageKey): void {
  if (isTeamsEvent(state.settings)) throw new ApiError('CONFLICT', msg('m.teams.singlesEdit', { action: msg(action) }));
}

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

/** A round as paired: the games, and in a teams event its team matches and team bye. */
type EventPairing = Omit<PairResult, 'warnings'> & { warnings: RoundWarning[] } & Partial<
    Pick<Round, 'matches' | 'teamBye'>
  >;

/** How a round is paired: the tables of other scenarios, the draft paired again. */
interface PairHow {
  useOtherScenarioTables?: boolean | undefined;
  /** The draft being paired again, whose games are kept where the rules allow. */
  previous?: Pick<Round, 'pairings' | 'bye'> | undefined;
}

/**
 * Pairs round `number` of the event (the state must hold only earlier rounds), in the referee's
 * words (names, not ids). Round 1 leaves out the players not checked in once check-in has begun.
 * Tables built for another scenario are used only when the organizer chose to
 * (`useOtherScenarioTables`); when the event's tables are too few, nothing is paired and the
 * refusal offers the choices.
 */
function pairEventRound(
  state: State,
  number: number,
  seed: string,
  { useOtherScenarioTables = false, previous }: PairHow = {},
): EventPairing {
  const scenarioId = state.settings.scenarios[number - 1] ?? '';
  const tables = useOtherScenarioTables ? state.tables.map((t) => ({ ...t, fixedScenario: null })) : state.tables;
  if (isTeamsEvent(state.settings)) return teamsPaired(state, number, seed, tables, scenarioId);
  const paired = orThrow(
    pairRound(tournamentInputFromEvent(state), number, {
      preset: presetForSettings(state.settings),
      seed,
      avoidSameClub: state.settings.pairing.avoidSameClub,
      avoidRematches: state.settings.pairing.avoidRematches,
      avoidRepeatTables: state.settings.pairing.avoidRepeatTables,
      tables,
      scenarioId,
      fixedTables: fixedTablesOf(state.players),
      absent: absentFrom(state, number),
      previous: previous && { pairs: previous.pairings, bye: previous.bye },
    }),
  );
  const borrowed = useOtherScenarioTables
    ? state.tables.filter((t) => t.fixedScenario && t.fixedScenario !== scenarioId).map((t) => t.number)
    : [];
  const used = borrowed.filter((n) => paired.pairs.some((p) => p.table === n));
  const warnings = used.length
    ? [...paired.warnings, said('m.warn.borrowed', { n: used.length, tables: used })]
    : paired.warnings;
  return { ...paired, warnings: inPeoplesWords(warnings, state.players) };
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
      const absent = absentFrom(draft, number);
      const active = draft.players.filter((p) => playsIn(p, number) && !absent.has(p.id));
      if (active.length < 2) {
        throw new ApiError('RULES_VIOLATION', msg('m.pair.fewPlayers', { round: number, n: active.length }));
      }
      const baseSeed = seed ?? (draft.settings.seed || newSeed());
      if (!draft.settings.seed) draft.settings.seed = baseSeed;
      const paired = pairEventRound(draft, number, baseSeed, { useOtherScenarioTables });
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
        ...(paired.matches && { matches: paired.matches, teamBye: paired.teamBye ?? null }),
      };
      draft.rounds.push(round);
      const facts = draftFacts(draft, round);
      return {
        result: { round, ...facts },
        summary: facts.leftOut.length
          ? msg('m.audit.pairedLeftOut', {
              round: number,
              n: facts.leftOut.length,
              players: facts.leftOut.map((p) => p.name),
            })
          : msg('m.audit.paired', { round: number }),
      };
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
      // The same seed pairs the draft again around what changed (a drop, a late arrival), keeping
      // every game the rules allow; a new seed draws afresh.
      const previous = seed === undefined || seed === round.seed ? round : undefined;
      const paired = pairEventRound(before(draft, number), number, useSeed, { useOtherScenarioTables, previous });
      round.seed = useSeed;
      round.pairings = pairingsFrom(paired.pairs);
      round.bye = paired.bye;
      round.warnings = paired.warnings;
      if (paired.matches) {
        round.matches = paired.matches;
        round.teamBye = paired.teamBye ?? null;
      }
      return {
        result: { round, ...draftFacts(draft, round) },
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
      requireSingles(draft, 'm.action.swap');
      const seats = [a, b].map((id) => seatOf(draft, round, id));
      const [sa, sb] = seats as [Seat, Seat];
      setSeat(round, sa, b);
      setSeat(round, sb, a);
      refreshWarnings(draft, round);
      const [nameA, nameB] = [nameIn(draft, a), nameIn(draft, b)];
      return {
        result: { round, ...draftFacts(draft, round) },
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
      requireSingles(draft, 'm.action.moveBye');
      const previousBye = round.bye;
      if (previousBye === null) {
        throw new ApiError('CONFLICT', msg('m.bye.none', { round: number }));
      }
      if (previousBye === player) {
        return {
          result: { round, ...draftFacts(draft, round) },
          summary: msg('m.audit.byeUnchanged', { round: number }),
        };
      }
      const seat = seatOf(draft, round, player);
      setSeat(round, seat, previousBye);
      round.bye = player;
      refreshWarnings(draft, round);
      return {
        result: { round, ...draftFacts(draft, round) },
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
      requireSingles(draft, 'm.action.setPairings');
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
      return {
        result: { round, ...draftFacts(draft, round) },
        summary: msg('m.audit.pairingsByHand', { round: number, n: pairs.length }),
      };
    },
  },
  'rounds.setMatchups': {
    write: true,
    edit(draft, { round: number, match, pairs }) {
      const m = setMatchups(draft, number, match, pairs);
      return {
        result: { round: findRound(draft, number) },
        summary: msg('m.audit.matchups', { round: number, match }),
        tables: [...m.tables],
        players: pairs.flat(),
      };
    },
  },
  'rounds.addLate': {
    write: true,
    edit(draft, { round: number, player: id }) {
      const round = findRound(draft, number);
      requireDraft(round, 'm.action.addLate');
      requireSingles(draft, 'm.action.addLate');
      const player = draft.players.find((p) => p.id === id);
      if (!player) throw new ApiError('NOT_FOUND', msg('m.player.unknown'));
      if (!playsIn(player, number)) {
        throw new ApiError('CONFLICT', msg('m.addLate.notInRound', { player: player.name, round: number }));
      }
      if (round.bye === id || round.pairings.some((p) => p.a === id || p.b === id)) {
        throw new ApiError('CONFLICT', msg('m.addLate.seated', { player: player.name, round: number }));
      }
      player.checkedIn = true;
      let where: MessageParam;
      const tables: number[] = [];
      if (round.bye === null) {
        round.bye = id;
        where = msg('m.where.bye');
      } else {
        const table = freeTable(draft, round);
        round.pairings.push(...pairingsFrom([{ table, a: round.bye, b: id }]));
        round.bye = null;
        where = msg('m.where.table', { table });
        tables.push(table);
      }
      refreshWarnings(draft, round);
      return {
        result: { round, ...draftFacts(draft, round) },
        summary: msg('m.audit.addedLate', { round: number, player: player.name, where }),
        players: [id],
        tables,
      };
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
          ...opTpHoles({ op, tp }),
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
          msg('m.close.missing', { round: number, n: missing.length, tables: missing }),
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
      const pairing = findTable(round, table);
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
      const state = ctx.workspace.current().state;
      const players = state.players.filter((p) => p.droppedAfterRound === null).length;
      return {
        players,
        suggested: suggestedRounds(players),
        minimum: 3,
        rule: citedIn(state.settings.season, ROUNDS_RULE),
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
    handle({ round: number }, ctx) {
      const state = ctx.workspace.current().state;
      const round = findRound(state, number);
      if (ctx.isReferee === false || round.status !== 'draft') return publicView(round, ctx);
      return { ...round, leftOut: draftFacts(state, round).leftOut };
    },
  },
  'rounds.pairFromResults': {
    write: false,
    handle({ document, round, seed, presetId, options }) {
      const loaded = loadResultsDocument(document, { presetId });
      return orThrow(
        pairRound(loaded.input, round, {
          preset: loaded.preset,
          seed: seed ?? loaded.seed,
          avoidSameClub: options?.avoidSameClub ?? loaded.pairing.avoidSameClub,
          avoidRematches: options?.avoidRematches ?? loaded.pairing.avoidRematches,
          avoidRepeatTables: options?.avoidRepeatTables ?? loaded.pairing.avoidRepeatTables,
          tables: loaded.tables,
          scenarioId: loaded.scenarios[round - 1] ?? '',
        }),
      );
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
  if (seat.kind === 'bye') {
    round.bye = id;
    return;
  }
  const pairing = round.pairings[seat.index] as Pairing;
  pairing[seat.side] = id;
  // What the players reported was about the game that was here: it never follows the seat to
  // another game (a new opponent, the sides swapped), where someone else could confirm it.
  if (pairing.report) pairing.report = null;
}

/** The lowest table the round can use that no game of the draft sits at. */
function freeTable(state: State, round: Round): number {
  const used = new Set(round.pairings.map((p) => p.table));
  const { numbers } = availableTables({ tables: state.tables, scenarioId: round.scenarioId }, 0);
  if (numbers.length === 0) return Math.max(0, ...used) + 1;
  const free = numbers.find((n) => !used.has(n));
  if (free === undefined) {
    throw new ApiError('RULES_VIOLATION', msg('m.addLate.noTable', { round: round.number, usable: numbers.length }));
  }
  return free;
}
