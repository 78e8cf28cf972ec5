/**
 * A player's phone signs in (`players.signIn`): their name (or ITS PIN) and their personal result
 * code. Names are public, so a name several players answer to is answered with the list to pick
 * from and the code is tried against the one picked only; wrong codes count against the player
 * named, so guessing one player's code never slows another down (src/main/auth/venueAuth.ts).
 */
import type { ParsedParams } from '../../shared/api';
import type { PlayerSignedIn } from '../../shared/api/reports';
import { ApiError } from '../../shared/errors';
import { msg, when } from '../../shared/messages';
import type { MessageRef } from '../../shared/messages';
import type { EventFile } from '../../shared/model';
import type { VenueAuth } from '../auth/venueAuth';
import { normalizeResultCode } from '../playerReports/resultCode';
import { requireReporting } from './playerSession';
import { namedPlayers, signInChoices } from './signInNames';
import type { Named } from './signInNames';

/** At most this many players are listed to pick from; more, and the player types more of their name. */
const MAX_CHOICES = 12;

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

function severalNamed(who: Named): ApiError {
  if (who.players.length > MAX_CHOICES)
    return new ApiError('CONFLICT', msg('m.report.typeMoreName', { name: who.typed, n: who.players.length }));
  return new ApiError('CONFLICT', msg('m.report.pickYourName', { name: who.typed, n: who.players.length }), {
    choices: signInChoices(who.players),
  });
}

/**
 * Opens the player's session on the venue server (`venue`, for the phone at `address`; `token`,
 * the session the phone held, ends with it), or refuses saying what did not match.
 */
export function signInPlayer(
  state: Readonly<EventFile>,
  { itsPin, name, player, code }: ParsedParams<'players.signIn'>,
  signIn: { venue: VenueAuth; address: string; token?: string | null | undefined },
): PlayerSignedIn {
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
}
