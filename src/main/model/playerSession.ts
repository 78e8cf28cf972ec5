/**
 * A player's phone session (player reporting) checked against the event: reporting is on, the
 * caller has a session, the session still holds, and the game the phone acts on is theirs. Every
 * check runs against the draft inside `store.mutate` (or the state a read answers from).
 */
import { ApiError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import type { EventFile, Pairing, Player, Round } from '../../shared/model';
import { isClosed, stateOf } from '../../core/rules/playerReports/machine';
import type { Side } from '../../core/rules/playerReports/machine';
import type { PlayerIdentity } from '../auth/venueAuth';
import { gameIdentity } from '../playerReports/gameIdentity';
import { findDraft, readOnly } from './drafts';

type State = Readonly<EventFile>;

export function requireReporting(state: State): void {
  if (state.settings.playerReporting === 'off') {
    throw new ApiError('UNAUTHORIZED', msg('m.report.off'));
  }
}

export function requireSession(ctx: { player?: PlayerIdentity | undefined }): PlayerIdentity {
  if (!ctx.player) {
    throw new ApiError('UNAUTHORIZED', msg('m.report.phoneOnly'));
  }
  return ctx.player;
}

/** The signed-in player, if the session still holds (same event, same result code). */
export function playerOf(state: State, session: PlayerIdentity): Player {
  const player = readOnly(state).players.find((p) => p.id === session.playerId);
  if (state.id !== session.eventId || !player || !player.resultCode || player.resultCode !== session.code) {
    throw new ApiError('UNAUTHORIZED', msg('m.report.sessionEnded'));
  }
  return player;
}

export interface Seat {
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
export function mySeat(
  draft: State,
  session: PlayerIdentity,
  roundNo: number,
  table: number,
  game: string | undefined,
): Seat {
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
