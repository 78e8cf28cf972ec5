/**
 * API domain `players.*`. A player who drops stays in the event (and the standings) and is not
 * paired from the next round on; a late arrival joins the next round with 0 points for the
 * rounds missed (ITS S11 has no catch-up points). `players.lateJoin` with the id of a dropped
 * player brings them back the same way (rounds missed score 0). Draft rounds are re-checked after every
 * change so their warnings show who is now missing or should not be there.
 *
 * A player's phone opens its session here too (`players.signIn`, `players.signOut`, on the venue
 * network only; the sign-in itself is model/signIn.ts), with the personal result code the referee
 * can issue anew (`players.reissueCode`). The contract of these three is in shared/api/reports.ts.
 */
import type { PlayersResults } from '../../shared/api/players';
import type { ReportsResults } from '../../shared/api/reports';
import { ApiError } from '../../shared/errors';
import { msg, wordList } from '../../shared/messages';
import type { MessageKey } from '../../shared/messages';
import type { EventFile, Player } from '../../shared/model';
import { PlayerSchema } from '../../shared/model';
import { uniqueResultCode } from '../playerReports/resultCode';
import type { DomainHandlers } from './registry';
import { refreshDraftRounds } from '../model/rounds';
import { signInPlayer } from '../model/signIn';
import { checkTeamOf, requireInNoTeam } from '../model/teams';

type State = Readonly<EventFile>;

/** The last round that is published (locked or closed); 0 before round 1 is locked. */
export function lastStartedRound(state: State): number {
  return state.rounds.filter((r) => r.status !== 'draft').reduce((max, r) => Math.max(max, r.number), 0);
}

function findPlayer(state: State, id: string): Player {
  const player = state.players.find((p) => p.id === id);
  if (!player) throw new ApiError('NOT_FOUND', msg('m.player.unknown'));
  return player;
}

export function nextPlayerId(state: State): string {
  let max = 0;
  for (const p of state.players) {
    const m = /^p(\d+)$/.exec(p.id);
    if (m) max = Math.max(max, Number(m[1]));
  }
  return `p${Math.max(max, state.players.length) + 1}`;
}

function wasPaired(state: State, id: string): number | null {
  for (const r of state.rounds) {
    if (r.bye === id || r.pairings.some((p) => p.a === id || p.b === id)) return r.number;
  }
  return null;
}

interface NewPlayerFields {
  id?: string;
  name: string;
  itsPin?: string;
  faction?: string;
  club?: string;
  rating?: number;
  checkedIn?: boolean;
  publishList?: boolean;
}

function newPlayer(state: State, fields: NewPlayerFields, joinedRound: number): Player {
  const id = fields.id ?? nextPlayerId(state);
  if (state.players.some((p) => p.id === id)) throw new ApiError('CONFLICT', msg('m.player.idTaken'));
  return PlayerSchema.parse({
    id,
    name: fields.name,
    itsPin: fields.itsPin ?? '',
    faction: fields.faction ?? '',
    club: fields.club ?? '',
    checkedIn: fields.checkedIn ?? false,
    rating: fields.rating ?? 1000,
    joinedRound,
    resultCode: uniqueResultCode(state.players),
    // Written only when given: a player who never answered has not consented either.
    ...(fields.publishList === undefined ? {} : { publishList: fields.publishList }),
  });
}

export const playersHandlers = {
  'players.add': {
    write: true,
    edit(draft, params) {
      const joinedRound = lastStartedRound(draft) + 1;
      const player = newPlayer(draft, params, joinedRound);
      const samePin = player.itsPin === '' ? undefined : draft.players.find((p) => p.itsPin === player.itsPin);
      if (samePin && !params.allowDuplicatePin) {
        throw new ApiError('CONFLICT', msg('m.player.pinTaken', { pin: player.itsPin, name: samePin.name }), {
          duplicatePin: samePin.name,
        });
      }
      draft.players.push(player);
      refreshDraftRounds(draft);
      return {
        result: { player },
        summary:
          joinedRound > 1
            ? msg('m.audit.playerRegisteredLate', { name: player.name, round: joinedRound })
            : msg('m.audit.playerRegistered', { name: player.name }),
        players: [player.id],
      };
    },
  },
  'players.update': {
    write: true,
    edit(draft, { id, changes }) {
      const player = findPlayer(draft, id);
      const words: Record<string, MessageKey> = {
        name: 'm.audit.playerField.name',
        itsPin: 'm.audit.playerField.itsPin',
        faction: 'm.audit.playerField.faction',
        club: 'm.audit.playerField.club',
        rating: 'm.audit.playerField.rating',
        fixedTable: 'm.audit.playerField.fixedTable',
        publishList: 'm.audit.playerField.publishList',
      };
      const named = Object.keys(changes).flatMap((k) => (words[k] ? [{ key: words[k] }] : []));
      const fields = named.length ? wordList(named) : msg('m.audit.playerField.nothing');
      Object.assign(player, Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)));
      if ('faction' in changes) checkTeamOf(draft, id);
      if ('club' in changes || 'fixedTable' in changes) refreshDraftRounds(draft);
      return {
        result: { player: { ...player } },
        summary: msg('m.audit.playerUpdated', { name: player.name, what: fields }),
        players: [id],
      };
    },
  },
  'players.checkIn': {
    write: true,
    edit(draft, { id, checkedIn }) {
      const player = findPlayer(draft, id);
      player.checkedIn = checkedIn;
      return {
        result: { player: { ...player } },
        summary: msg(checkedIn ? 'm.audit.checkedIn' : 'm.audit.checkInUndone', { name: player.name }),
        players: [id],
      };
    },
  },
  'players.drop': {
    write: true,
    edit(draft, { id, reason }) {
      const player = findPlayer(draft, id);
      if (player.droppedAfterRound !== null) {
        throw new ApiError(
          'CONFLICT',
          msg('m.player.alreadyDropped', { name: player.name, round: player.droppedAfterRound }),
        );
      }
      const after = lastStartedRound(draft);
      player.droppedAfterRound = after;
      refreshDraftRounds(draft);
      return {
        result: { player: { ...player } },
        summary: msg('m.audit.dropped', { name: player.name, round: after }),
        reason,
        players: [id],
      };
    },
  },
  'players.lateJoin': {
    write: true,
    edit(draft, params) {
      const joinedRound = lastStartedRound(draft) + 1;
      if (joinedRound > draft.settings.rounds) {
        throw new ApiError('RULES_VIOLATION', msg('m.player.tooLateToJoin'));
      }
      const existing = 'id' in params ? findPlayer(draft, params.id) : null;
      const rejoin = existing !== null && existing.droppedAfterRound !== null;
      if (existing && !rejoin && wasPaired(draft, existing.id) !== null) {
        throw new ApiError('CONFLICT', msg('m.player.alreadyPlaying', { name: existing.name }));
      }
      const summary = (name: string) =>
        msg(rejoin ? 'm.audit.rejoins' : 'm.audit.arrivesLate', { name, round: joinedRound });
      let player: Player;
      if (existing) {
        if (!rejoin) existing.joinedRound = joinedRound;
        existing.droppedAfterRound = null;
        player = existing;
      } else {
        player = newPlayer(draft, params as NewPlayerFields, joinedRound);
        draft.players.push(player);
      }
      refreshDraftRounds(draft);
      return {
        result: { player: { ...player } },
        summary: summary(player.name),
        reason: params.reason,
        players: [player.id],
      };
    },
  },
  'players.remove': {
    write: true,
    edit(draft, { id }) {
      const player = findPlayer(draft, id);
      const round = wasPaired(draft, id);
      if (round !== null) {
        throw new ApiError('CONFLICT', msg('m.player.pairedCannotRemove', { name: player.name, round }));
      }
      requireInNoTeam(draft, id);
      draft.players = draft.players.filter((p) => p.id !== id);
      draft.lists = draft.lists.filter((l) => l.playerId !== id);
      return { result: { removed: id }, summary: msg('m.audit.playerRemoved', { name: player.name }), players: [id] };
    },
  },
  'players.list': {
    write: false,
    handle(_params, ctx) {
      const players = ctx.workspace.current().state.players;
      // Result codes are the players' secrets: for the referee's eyes only.
      return ctx.isReferee === false ? players.map((p) => ({ ...p, resultCode: '' })) : players;
    },
  },
  'players.signIn': {
    write: false,
    // Reached without the referee PIN: this is how a phone gets its player session.
    public: true,
    handle(params, ctx) {
      const signIn = ctx.playerSignIn;
      if (!signIn) throw new ApiError('CONFLICT', msg('m.report.venueOnly'));
      return signInPlayer(ctx.workspace.current().state, params, signIn);
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
      const player = findPlayer(draft, id);
      player.resultCode = uniqueResultCode(draft.players);
      // The new code itself stays out of the summary: the audit log is shown on screens.
      return {
        result: { code: player.resultCode },
        summary: msg('m.audit.resultCode', { name: player.name }),
        players: [id],
      };
    },
  },
} satisfies DomainHandlers<
  Exclude<keyof PlayersResults, `players.import${string}`> | Extract<keyof ReportsResults, `players.${string}`>
>;
