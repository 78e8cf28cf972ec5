/**
 * API domain `reports.*` (and `players.signIn` / `players.reissueCode`): players report their
 * own results from their phones. The report's states live in the pure machine
 * (rules/playerReports/machine.ts); this file checks who may do what, scores the facts with the same
 * engine as the referee's wizard, and writes through the store.
 *
 * Every check a write depends on runs inside `store.mutate` against the draft: the event
 * setting, the round's status, the player's seat, the code the session was opened with, and
 * whether the referee has already put a result on the table.
 */
import { isDeepStrictEqual } from 'node:util';
import { ApiError } from '../../shared/errors';
import { findDraft, readOnly } from '../model/drafts';
import { msg, when } from '../../shared/messages';
import type { MessageRef } from '../../shared/messages';
import type { MyGame, ReportAck, ReportsResults, TableReport } from '../../shared/api/reports';
import { s17RoundArmyPoints } from '../../shared/api/scoring';
import type { EventFile, Pairing, Player, Report, ReportSubmission, Round } from '../../shared/model';
import { storedFacts, tableBreakdowns } from '../../core/rules/scenarios/breakdown';
import { byId, wizardQuestions } from '../../core/rules/scenarios/registry';
import { gameOf } from '../../core/rules/scenarios/seasons';
import type { SeasonId } from '../../shared/model';
import { presetForSettings, tournamentPoints } from '../../core/rules/tournament';
import { scorePlayerFacts } from '../../core/rules/playerReports/scoreFacts';
import { currentSubmission, EMPTY_REPORT, isClosed, nextReport, stateOf } from '../../core/rules/playerReports/machine';
import type { ReportAction, Side } from '../../core/rules/playerReports/machine';
import { gameIdentity } from '../playerReports/gameIdentity';
import { normalizeResultCode, uniqueResultCode } from '../playerReports/resultCode';
import type { PlayerIdentity } from '../auth/venueAuth';
import type { Edit } from '../store/eventStore';
import type { EditContext, HandlerContext } from './context';
import type { DomainHandlers } from './registry';
import { acceptInto, moveReport } from '../model/reports';
import { findRound, requireVpOfGame } from '../model/rounds';
import { namedPlayers, signInChoices } from '../model/signInNames';
import type { Named } from '../model/signInNames';
import { opTpHoles } from '../../shared/scoreHoles';

type State = Readonly<EventFile>;

/** Says which of the two did not match: nobody has that name (or PIN), or the code is not theirs. */
function signInRefusal(who: Named): MessageRef {
  const first = who.players[0];
  if (!first)
    return who.by === 'pin'
      ? msg('m.report.noPlayerPin', { pin: who.typed })
      : msg('m.report.noPlayerNamed', { name: who.typed });
  return who.by === 'pin'
    ? msg('m.report.notPinCode', { pin: who.typed })
    : msg('m.report.notTheirCode', { name: first.name });
}

/** At most this many players are listed to pick from; more, and the player types more of their name. */
const MAX_CHOICES = 12;

function severalNamed(who: Named): ApiError {
  if (who.players.length > MAX_CHOICES)
    return new ApiError('CONFLICT', msg('m.report.typeMoreName', { name: who.typed, n: who.players.length }));
  return new ApiError('CONFLICT', msg('m.report.pickYourName', { name: who.typed, n: who.players.length }), {
    choices: signInChoices(who.players),
  });
}

function nameOf(state: State, id: string): string {
  return readOnly(state).players.find((p) => p.id === id)?.name ?? 'unknown player';
}

function requireReporting(state: State): void {
  if (state.settings.playerReporting === 'off') {
    throw new ApiError('UNAUTHORIZED', msg('m.report.off'));
  }
}

function requireSession(ctx: Pick<HandlerContext, 'player'>): PlayerIdentity {
  if (!ctx.player) {
    throw new ApiError('UNAUTHORIZED', msg('m.report.phoneOnly'));
  }
  return ctx.player;
}

/** The signed-in player, if the session still holds (same event, same result code). */
function playerOf(state: State, session: PlayerIdentity): Player {
  const player = readOnly(state).players.find((p) => p.id === session.playerId);
  if (state.id !== session.eventId || !player || !player.resultCode || player.resultCode !== session.code) {
    throw new ApiError('UNAUTHORIZED', msg('m.report.sessionEnded'));
  }
  return player;
}

/** The round results are being reported for: the locked one. */
function lockedRound(state: State): Round | null {
  return state.rounds.find((r) => r.status === 'locked') ?? null;
}

interface Seat {
  round: Round;
  pairing: Pairing;
  side: Side;
}

/**
 * The player's own table of the current locked round, and the very game the phone made its
 * action for (`game`, the identity it read with `reports.mine`); anything else is refused.
 * A phone that kept an action while offline may send it after the referee re-paired the round:
 * if the game it names is no longer on the table (a new opponent, the sides swapped, the game
 * moved), the action is refused in words the phone shows, so it never lands on another game and
 * its scores never land on the wrong player. An action without an identity (a page from before
 * identities) cannot be proven to be for this game, and is refused too.
 */
function mySeat(draft: State, session: PlayerIdentity, roundNo: number, table: number, game: string | undefined): Seat {
  requireReporting(draft);
  const player = playerOf(draft, session);
  const round = findDraft(draft.rounds, (r) => r.number === roundNo);
  if (!round || round.status === 'draft') {
    throw new ApiError('CONFLICT', msg('m.report.notPublished', { round: roundNo }));
  }
  if (round.status === 'closed') {
    throw new ApiError('CONFLICT', msg('m.report.roundClosed', { round: roundNo }));
  }
  const mine = findDraft(round.pairings, (p) => p.a === player.id || p.b === player.id);
  const identity = mine ? gameIdentity(draft.id, roundNo, mine) : null;
  if (!mine || identity !== game || mine.table !== table) {
    if (game === undefined) throw new ApiError('CONFLICT', msg('m.report.pageOutdated'));
    // The phone names the game it is in now, but another table: not a re-pair, a wrong table.
    if (identity === game) throw new ApiError('UNAUTHORIZED', msg('m.report.notYourGame', { table, round: roundNo }));
    throw new ApiError('CONFLICT', msg('m.report.pairingChanged'));
  }
  if (mine.result && !isClosed(stateOf(mine.report))) {
    throw new ApiError('CONFLICT', msg('m.report.refereeEntered', { table }));
  }
  return { round, pairing: mine, side: mine.a === player.id ? 'a' : 'b' };
}

const hasWizard = (round: Pick<Round, 'scenarioId'>, season?: SeasonId) => byId(round.scenarioId, season) !== undefined;

/** Scores what a player sent with the round's scenario (as the wizard does) or takes OP/VP. */
function scoreSubmission(
  draft: State,
  round: Round,
  side: Side,
  sent: { facts: unknown } | { op: [number, number]; vp: [number, number] },
  at: string,
): ReportSubmission {
  if ('facts' in sent) {
    const scored = scorePlayerFacts(draft.settings, round, sent.facts);
    // Facts and figures only: the breakdown is derived from them when shown (breakdown.ts).
    return {
      by: side,
      at,
      op: [scored.players.a.op, scored.players.b.op],
      vp: scored.vp,
      tp: scored.tp,
      facts: storedFacts(round.scenarioId, sent.facts, draft.settings.season),
    };
  }
  if (hasWizard(round, draft.settings.season)) {
    throw new ApiError('INVALID_INPUT', msg('m.report.answerQuestions', { round: round.number }));
  }
  const preset = presetForSettings(draft.settings);
  return { by: side, at, op: sent.op, vp: sent.vp, tp: tournamentPoints(preset, sent.op) };
}

/** Two submissions say the same (whenever they were sent). */
function sameSubmission(a: ReportSubmission | null, b: ReportSubmission): boolean {
  if (!a) return false;
  const { at: _a, ...left } = a;
  const { at: _b, ...right } = b;
  return isDeepStrictEqual(JSON.parse(JSON.stringify(left)), JSON.parse(JSON.stringify(right)));
}

const opText = (s: Pick<ReportSubmission, 'op' | 'tp'>) => msg('m.audit.score', opTpHoles(s));

/**
 * A player's confirm or dispute on their own table, inside the write queue. With auto-accept, a
 * confirmation makes the report the result at once, audited in the names of both players.
 */
/** How many action keys a report keeps: far more than one table's players send in a round. */
const KEPT_KEYS = 32;

const PLAYER_ACTIONS: ReadonlySet<string> = new Set(['reports.submit', 'reports.confirm', 'reports.dispute']);

/**
 * A player's action with this key was applied and then undone by the referee (`audit.undo`):
 * the undo took the key off the report with the rest, but the audit entry it undid still holds
 * it. Only undone entries of the players' actions on the table are read: a handful at most.
 */
function undoneByReferee(draft: State, table: number, key: string): boolean {
  const quoted = JSON.stringify(key);
  return readOnly(draft).audit.some(
    (e) =>
      e.undoneBy !== null &&
      PLAYER_ACTIONS.has(e.method) &&
      e.tables.includes(table) &&
      JSON.stringify(e.changes).includes(quoted),
  );
}

/**
 * The report of the caller's own table if this action's key was applied to it: the action was
 * applied when first sent (its answer lost on the way back), so sending it again changes
 * nothing and gets the outcome as it stands. Checked before the round's status, so a report
 * that arrived before the referee closed the round is not refused when its sender asks again;
 * and an action the referee has undone since stays undone when the phone sends it again.
 */
function alreadyApplied(
  draft: State,
  session: PlayerIdentity,
  params: { round: number; table: number; key?: string | undefined },
): { report: Report; side: Side } | null {
  if (!params.key) return null;
  const player = playerOf(draft, session);
  const pairing = readOnly(draft)
    .rounds.find((r) => r.number === params.round)
    ?.pairings.find((p) => p.table === params.table);
  if (!pairing || (pairing.a !== player.id && pairing.b !== player.id)) return null;
  const side = pairing.a === player.id ? 'a' : 'b';
  if (pairing.report?.keys?.includes(params.key)) return { report: pairing.report, side };
  if (undoneByReferee(draft, params.table, params.key)) return { report: pairing.report ?? EMPTY_REPORT, side };
  return null;
}

/** Stores the action's key with the report it changed (the newest few are kept). */
function remember(pairing: Pairing, key: string | undefined): void {
  if (!key || !pairing.report) return;
  pairing.report.keys = [...(pairing.report.keys ?? []), key].slice(-KEPT_KEYS);
}

function playerStep(
  draft: EventFile,
  ctx: EditContext,
  roundNo: number,
  table: number,
  action: (side: Side) => ReportAction,
  verb: 'm.audit.reportConfirmed' | 'm.audit.reportDisputed',
  sent: { key?: string | undefined; game?: string | undefined },
): Edit<Pick<ReportAck, 'state'>> {
  const { key, game } = sent;
  const session = requireSession(ctx);
  const done = alreadyApplied(draft, session, { round: roundNo, table, key });
  if (done)
    return { result: { state: done.report.state }, summary: msg(verb, { round: roundNo, table, name: session.name }) };
  const seat = mySeat(draft, session, roundNo, table, game);
  const at = ctx.now().toISOString();
  moveReport(seat.pairing, nextReport(seat.pairing.report, action(seat.side), at));
  remember(seat.pairing, key);
  const facts = { tables: [table], players: [seat.pairing.a, seat.pairing.b] };
  const step = msg(verb, { round: roundNo, table, name: session.name });
  if (seat.pairing.report?.state !== 'confirmed' || draft.settings.playerReporting !== 'auto-accept') {
    return { result: { state: stateOf(seat.pairing.report) }, summary: step, ...facts };
  }
  const reporter = nameOf(draft, seat.pairing[seat.pairing.report.latest ?? seat.side]);
  const players = `${reporter} + ${session.name} (players)`;
  const submission = acceptInto(draft, roundNo, table, players, at);
  return {
    result: { state: 'accepted' },
    actor: players,
    summary: msg('m.audit.autoAccepted', { step, score: opText(submission) }),
    ...facts,
  };
}

function tableReports(state: State, round: Round): TableReport[] {
  return round.pairings.map((p) => ({
    table: p.table,
    a: { id: p.a, name: nameOf(state, p.a) },
    b: { id: p.b, name: nameOf(state, p.b) },
    state: stateOf(p.report),
    report: p.report ?? null,
    resultEntered: p.result !== null,
  }));
}

function myGame(state: State, player: Player): MyGame {
  const round = lockedRound(state) ?? [...state.rounds].reverse().find((r) => r.status === 'closed') ?? null;
  const base: MyGame = {
    mode: state.settings.playerReporting,
    me: { name: player.name, side: null },
    round: null,
    table: null,
    game: null,
    bye: false,
    opponent: null,
    names: null,
    state: 'none',
    report: null,
    wizard: false,
    result: null,
  };
  if (!round) return base;
  base.wizard = hasWizard(round, state.settings.season);
  const scenarioName =
    byId(round.scenarioId, state.settings.season)?.name ??
    (state.settings.customScenario?.id === round.scenarioId ? state.settings.customScenario.name : '');
  base.round = {
    number: round.number,
    scenarioId: round.scenarioId,
    scenarioName,
    tier: round.tier,
    ...(state.settings.season === 'its-s17'
      ? { armyPoints: s17RoundArmyPoints(state.settings.armyPoints, round.tier) }
      : {}),
    scoring: { season: state.settings.season, presetId: state.settings.presetId, byeTp: state.settings.byeTp },
    timer: round.timer,
  };
  base.bye = round.bye === player.id;
  const pairing = round.pairings.find((p) => p.a === player.id || p.b === player.id);
  if (!pairing) return base;
  const side: Side = pairing.a === player.id ? 'a' : 'b';
  const opponent = side === 'a' ? pairing.b : pairing.a;
  return {
    ...base,
    me: { name: player.name, side },
    table: pairing.table,
    game: gameIdentity(state.id, round.number, pairing),
    opponent: { name: nameOf(state, opponent) },
    names: { a: nameOf(state, pairing.a), b: nameOf(state, pairing.b) },
    state: stateOf(pairing.report),
    report: pairing.report ?? null,
    result: pairing.result ? { op: pairing.result.op, vp: pairing.result.vp, tp: pairing.result.tp } : null,
  };
}

/** Report states a referee can still act on. */
function requireOpenReport(report: Report | null | undefined, table: number): void {
  if (stateOf(report) === 'none') throw new ApiError('CONFLICT', msg('m.report.nobodyReported', { table }));
}

export const reportsHandlers = {
  'players.signIn': {
    write: false,
    // Reached without the referee PIN: this is how a phone gets its player session.
    public: true,
    handle({ itsPin, name, player, code }, ctx) {
      const signIn = ctx.playerSignIn;
      if (!signIn) throw new ApiError('CONFLICT', msg('m.report.venueOnly'));
      const state = ctx.workspace.current().state;
      requireReporting(state);
      const typed = normalizeResultCode(code);
      const who = namedPlayers(state.players, itsPin, name ?? '');
      // A name several players answer to: the phone lists them, and the code is tried against the
      // one picked only, never against all of them at once.
      if (player !== undefined) who.players = who.players.filter((p) => p.id === player);
      else if (who.players.length > 1) throw severalNamed(who);
      // Wrong codes count against the player named (names are public): guessing one player's
      // code never slows another player down.
      const named = who.players[0];
      const target = named ? { key: `${state.id}:${named.id}`, name: named.name } : null;
      const outcome = signIn.venue.signInPlayer(signIn.address, target, () =>
        named?.resultCode && named.resultCode === typed
          ? { eventId: state.id, playerId: named.id, name: named.name, code: typed }
          : null,
      );
      if (outcome.ok) {
        // A phone handed on and signed in again: the previous player's session ends with it.
        if (signIn.token) signIn.venue.signOut(signIn.token);
        return { name: outcome.session.player?.name ?? '', token: outcome.token };
      }
      if (outcome.reason === 'locked') {
        const at = new Date(outcome.retryAt);
        const time = when(at, 'seconds');
        throw new ApiError(
          'UNAUTHORIZED',
          outcome.scope === 'player'
            ? msg('m.report.codeUnderAttack', { name: outcome.name, time })
            : msg('m.report.tooManyCodes', { time }),
          { retryAt: at.toISOString() },
        );
      }
      // Which of the two did not match: the name (or PIN), or the code.
      throw new ApiError('UNAUTHORIZED', signInRefusal(who));
    },
  },
  'players.signOut': {
    write: false,
    // Public, like auth.signOut: a phone whose session already ended still gets its cookie cleared.
    public: true,
    handle(_params, ctx) {
      const signIn = ctx.playerSignIn;
      if (!signIn) throw new ApiError('CONFLICT', msg('m.report.venueOnlyOut'));
      return { signedOut: !!signIn.token && signIn.venue.signOut(signIn.token) };
    },
  },
  'players.reissueCode': {
    write: true,
    edit(draft, { id }) {
      const player = draft.players.find((p) => p.id === id);
      if (!player) throw new ApiError('NOT_FOUND', msg('m.player.unknown'));
      player.resultCode = uniqueResultCode(draft.players);
      // The new code itself stays out of the summary: the audit log is shown on screens.
      return {
        result: { code: player.resultCode },
        summary: msg('m.audit.resultCode', { name: player.name }),
        players: [id],
      };
    },
  },
  'reports.mine': {
    write: false,
    player: true,
    handle({ questions, facts, breakdowns }, ctx) {
      const session = requireSession(ctx);
      const state = ctx.workspace.current().state;
      const game = myGame(state, playerOf(state, session));
      const round = game.round && state.rounds.find((r) => r.number === game.round?.number);
      if (questions && round && game.wizard) game.questions = wizardQuestions(round.scenarioId, state.settings.season);
      const pairing = round?.pairings.find((p) => p.table === game.table);
      if (breakdowns && round && pairing) {
        game.breakdowns = tableBreakdowns(gameOf(state.settings, round), pairing, presetForSettings(state.settings));
      }
      if (facts !== undefined) {
        // Only the player's own game, scored as reports.submit will score it.
        if (!round || game.table === null) {
          throw new ApiError('CONFLICT', msg('m.report.noGame'));
        }
        game.preview = scorePlayerFacts(state.settings, round, facts);
      }
      return game;
    },
  },
  'reports.submit': {
    write: true,
    player: true,
    edit(draft, params, ctx) {
      const session = requireSession(ctx);
      const done = alreadyApplied(draft, session, params);
      if (done) {
        // Nothing changes, so no audit entry is written: the summary is never shown.
        const sent = done.report.submissions[done.side];
        const summary = msg('m.audit.reported', {
          round: params.round,
          table: params.table,
          name: session.name,
          score: '',
        });
        if (!sent) return { result: { state: done.report.state }, summary };
        return { result: { state: done.report.state, op: sent.op, vp: sent.vp, tp: sent.tp }, summary };
      }
      const seat = mySeat(draft, session, params.round, params.table, params.game);
      const submission = scoreSubmission(draft, seat.round, seat.side, params, ctx.now().toISOString());
      // The same bounds as a referee's result, before anything is stored.
      requireVpOfGame(draft, seat.round, params.table, submission.vp);
      const summary = msg('m.audit.reported', {
        round: params.round,
        table: params.table,
        name: session.name,
        score: opText(submission),
      });
      const current = seat.pairing.report;
      if (current && current.latest === seat.side && sameSubmission(currentSubmission(current), submission)) {
        // Sending the report that stands again is not a change: no save, no audit entry.
        if (current.state === 'reported' || current.state === 'confirmed') {
          return { result: { state: current.state, op: submission.op, vp: submission.vp, tp: submission.tp }, summary };
        }
      }
      const report = moveReport(
        seat.pairing,
        nextReport(seat.pairing.report, { kind: 'submit', submission }, submission.at),
      );
      remember(seat.pairing, params.key);
      return {
        result: { state: report.state, op: submission.op, vp: submission.vp, tp: submission.tp },
        summary,
        tables: [params.table],
        players: [seat.pairing.a, seat.pairing.b],
      };
    },
  },
  'reports.confirm': {
    write: true,
    player: true,
    edit(draft, { round, table, key, game }, ctx) {
      return playerStep(draft, ctx, round, table, (side) => ({ kind: 'confirm', side }), 'm.audit.reportConfirmed', {
        key,
        game,
      });
    },
  },
  'reports.dispute': {
    write: true,
    player: true,
    edit(draft, { round, table, note, key, game }, ctx) {
      return playerStep(
        draft,
        ctx,
        round,
        table,
        (side) => ({ kind: 'dispute', side, note }),
        'm.audit.reportDisputed',
        { key, game },
      );
    },
  },
  'reports.list': {
    write: false,
    handle({ round }, ctx) {
      const state = ctx.workspace.current().state;
      return tableReports(state, findRound(state, round));
    },
  },
  'reports.accept': {
    write: true,
    edit(draft, { round, table }, ctx) {
      const pairing = findRound(draft, round).pairings.find((p) => p.table === table);
      requireOpenReport(pairing?.report, table);
      const submission = acceptInto(draft, round, table, ctx.actor, ctx.now().toISOString());
      // A disputed report taken after review settles the dispute (machine.ts), and says so.
      const settled = pairing?.report?.state === 'settled';
      return {
        result: { state: settled ? ('settled' as const) : ('accepted' as const) },
        summary: msg(settled ? 'm.audit.disputeSettled' : 'm.audit.reportAccepted', {
          round,
          table,
          score: opText(submission),
        }),
        tables: [table],
        players: pairing ? [pairing.a, pairing.b] : [],
      };
    },
  },
  'reports.reject': {
    write: true,
    edit(draft, { round, table, reason }, ctx) {
      const pairing = findRound(draft, round).pairings.find((p) => p.table === table);
      if (!pairing) throw new ApiError('NOT_FOUND', msg('m.round.noTable', { round, table }));
      requireOpenReport(pairing.report, table);
      moveReport(
        pairing,
        nextReport(pairing.report, { kind: 'reject', by: ctx.actor, reason }, ctx.now().toISOString()),
      );
      return {
        result: { state: 'none' as const },
        summary: msg('m.audit.reportRejected', { round, table }),
        reason,
        tables: [table],
        players: [pairing.a, pairing.b],
      };
    },
  },
} satisfies DomainHandlers<keyof ReportsResults>;
