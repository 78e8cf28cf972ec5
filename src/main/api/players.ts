/**
 * API domain `players.*`. A player who drops stays in the event (and the standings) and is not
 * paired from the next round on; a late arrival joins the next round with 0 points for the
 * rounds missed (ITS S11 has no catch-up points). `players.lateJoin` with the id of a dropped
 * player brings them back the same way (rounds missed score 0). Draft rounds are re-checked after every
 * change so their warnings show who is now missing or should not be there.
 */
import type { PlayersResults } from '../../shared/api/players';
import { ApiError } from '../../shared/errors';
import type { EventFile, Player } from '../../shared/model';
import { PlayerSchema } from '../../shared/model';
import { uniqueResultCode } from '../reports/resultCode';
import type { DomainHandlers } from './registry';
import { refreshDraftRounds } from './rounds';

type State = Readonly<EventFile>;

/** The last round that is published (locked or closed); 0 before round 1 is locked. */
export function lastStartedRound(state: State): number {
  return state.rounds.filter((r) => r.status !== 'draft').reduce((max, r) => Math.max(max, r.number), 0);
}

function findPlayer(state: State, id: string): Player {
  const player = state.players.find((p) => p.id === id);
  if (!player) throw new ApiError('NOT_FOUND', `No player with id "${id}".`);
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
}

function newPlayer(state: State, fields: NewPlayerFields, joinedRound: number): Player {
  const id = fields.id ?? nextPlayerId(state);
  if (state.players.some((p) => p.id === id))
    throw new ApiError('CONFLICT', `id: a player with id "${id}" already exists.`);
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
  });
}

export const playersHandlers = {
  'players.add': {
    write: true,
    async handle(params, ctx) {
      const store = ctx.workspace.current();
      const joinedRound = lastStartedRound(store.state) + 1;
      const player = newPlayer(store.state, params, joinedRound);
      const late = joinedRound > 1 ? ` (late arrival: joins round ${joinedRound} with 0 points)` : '';
      const { revision, savedAt } = await store.mutate(
        {
          actor: ctx.actor,
          method: 'players.add',
          summary: `Player ${player.name} registered${late}`,
          players: [player.id],
        },
        (draft) => {
          const samePin = player.itsPin === '' ? undefined : draft.players.find((p) => p.itsPin === player.itsPin);
          if (samePin && !params.allowDuplicatePin) {
            throw new ApiError('CONFLICT', `ITS PIN ${player.itsPin} is already registered to ${samePin.name}.`, {
              duplicatePin: samePin.name,
            });
          }
          draft.players.push(player);
          refreshDraftRounds(draft);
        },
      );
      return { revision, savedAt, player };
    },
  },
  'players.update': {
    write: true,
    async handle({ id, changes }, ctx) {
      const store = ctx.workspace.current();
      findPlayer(store.state, id);
      const fields = Object.keys(changes).join(', ') || 'nothing';
      const { revision, savedAt, result } = await store.mutate(
        { actor: ctx.actor, method: 'players.update', summary: `Player ${id} updated: ${fields}`, players: [id] },
        (draft) => {
          const player = findPlayer(draft, id);
          Object.assign(player, Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)));
          if ('club' in changes) refreshDraftRounds(draft);
          return { ...player };
        },
      );
      return { revision, savedAt, player: result };
    },
  },
  'players.checkIn': {
    write: true,
    async handle({ id, checkedIn }, ctx) {
      const store = ctx.workspace.current();
      const name = findPlayer(store.state, id).name;
      const { revision, savedAt, result } = await store.mutate(
        {
          actor: ctx.actor,
          method: 'players.checkIn',
          summary: `${name} ${checkedIn ? 'checked in' : 'check-in undone'}`,
          players: [id],
        },
        (draft) => {
          const player = findPlayer(draft, id);
          player.checkedIn = checkedIn;
          return { ...player };
        },
      );
      return { revision, savedAt, player: result };
    },
  },
  'players.drop': {
    write: true,
    async handle({ id, reason }, ctx) {
      const store = ctx.workspace.current();
      const current = findPlayer(store.state, id);
      if (current.droppedAfterRound !== null) {
        throw new ApiError('CONFLICT', `${current.name} already dropped after round ${current.droppedAfterRound}.`);
      }
      const after = lastStartedRound(store.state);
      const { revision, savedAt, result } = await store.mutate(
        {
          actor: ctx.actor,
          method: 'players.drop',
          summary: `${current.name} dropped after round ${after}: no longer paired, still ranked`,
          reason,
          players: [id],
        },
        (draft) => {
          const player = findPlayer(draft, id);
          player.droppedAfterRound = after;
          refreshDraftRounds(draft);
          return { ...player };
        },
      );
      return { revision, savedAt, player: result };
    },
  },
  'players.lateJoin': {
    write: true,
    async handle(params, ctx) {
      const store = ctx.workspace.current();
      const joinedRound = lastStartedRound(store.state) + 1;
      if (joinedRound > store.state.settings.rounds) {
        throw new ApiError('RULES_VIOLATION', 'Every round of the event has started: nobody can join any more.');
      }
      const existing = 'id' in params ? findPlayer(store.state, params.id) : null;
      const rejoin = existing !== null && existing.droppedAfterRound !== null;
      if (existing && !rejoin && wasPaired(store.state, existing.id) !== null) {
        throw new ApiError('CONFLICT', `${existing.name} is already playing in this event; nothing to join.`);
      }
      const player = existing ?? newPlayer(store.state, params as NewPlayerFields, joinedRound);
      const summary = rejoin
        ? `${player.name} rejoins after dropping: paired again from round ${joinedRound}; rounds missed score 0`
        : `${player.name} arrives late: joins round ${joinedRound} with 0 points`;
      const { revision, savedAt, result } = await store.mutate(
        { actor: ctx.actor, method: 'players.lateJoin', summary, reason: params.reason, players: [player.id] },
        (draft) => {
          if (existing) {
            const p = findPlayer(draft, existing.id);
            if (!rejoin) p.joinedRound = joinedRound;
            p.droppedAfterRound = null;
          } else draft.players.push(player);
          refreshDraftRounds(draft);
          return { ...findPlayer(draft, player.id) };
        },
      );
      return { revision, savedAt, player: result };
    },
  },
  'players.remove': {
    write: true,
    async handle({ id }, ctx) {
      const store = ctx.workspace.current();
      const player = findPlayer(store.state, id);
      const round = wasPaired(store.state, id);
      if (round !== null) {
        throw new ApiError(
          'CONFLICT',
          `${player.name} is in the pairings of round ${round}; a paired player cannot be removed — drop them instead (they stay in the standings).`,
        );
      }
      const { revision, savedAt } = await store.mutate(
        { actor: ctx.actor, method: 'players.remove', summary: `Player ${player.name} removed`, players: [id] },
        (draft) => {
          draft.players = draft.players.filter((p) => p.id !== id);
          draft.lists = draft.lists.filter((l) => l.playerId !== id);
        },
      );
      return { revision, savedAt, removed: id };
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
} satisfies DomainHandlers<Exclude<keyof PlayersResults, `players.import${string}`>>;
