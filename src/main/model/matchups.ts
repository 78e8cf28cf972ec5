/**
 * The captains' picks of a team match against the event (docs/TEAMS.md · Captains' picks): who
 * may roll and pick, the match's state as the phones and the referee read it, and the moves,
 * each checked against the draft inside the write queue. The protocol itself is the pure
 * `core/rules/tournament/teams/picks.ts`; the last move sets the games with `setMatchups`.
 */
import { ApiError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import type { MatchupPerson, MatchupSide, MatchupState, MatchupTeam } from '../../shared/api/matchups';
import type { EventFile, MatchPicks, Pairing, Round, TeamMatch } from '../../shared/model';
import { isDone, pick, startPicks, toMove } from '../../core/rules/tournament/teams/picks';
import type { PickState } from '../../core/rules/tournament/teams/picks';
import type { PlayerIdentity } from '../auth/venueAuth';
import { orThrow } from '../api/fromRules';
import { playerOf } from './playerSession';
import { findRound } from './rounds';
import { nameIn, requireTeamsEvent, teamById, teamNameOf } from './teams';
import { setMatchups } from './teamRounds';
import { isTeamsEvent } from '../../core/rules/tournament/teams/settings';

type State = Readonly<EventFile>;

/** A match found in its round, with its games (in the match's table order). */
export interface Located {
  round: Round;
  match: TeamMatch;
  games: Pairing[];
}

/** The caller's place in the match: a player's side and captaincy; null for the referee. */
export type Caller = { player: string; side: MatchupSide; captain: boolean } | null;

const person = (state: State, id: string): MatchupPerson => ({
  id,
  name: nameIn(state, id),
});

export function locate(state: State, roundNo: number, matchNo: number): Located {
  requireTeamsEvent(state);
  const round = findRound(state, roundNo);
  const match = (round.matches ?? []).find((m) => m.match === matchNo);
  if (!match) throw new ApiError('NOT_FOUND', msg('m.matchups.noMatch', { round: roundNo, match: matchNo }));
  const games = match.tables
    .map((table) => round.pairings.find((p) => p.table === table))
    .filter((p): p is Pairing => p !== undefined);
  return { round, match, games };
}

/** The side a player plays for in the match: their team's, or the side of a game they sit at. */
function sideOf(state: State, { match, games }: Located, player: string): MatchupSide | null {
  for (const side of ['a', 'b'] as const) {
    if (teamById(state, match[side])?.members.includes(player)) return side;
    if (games.some((g) => g[side] === player)) return side;
  }
  return null;
}

/**
 * Who calls: a player of one of the match's teams (anyone else is refused) or the referee. A
 * draft round's pairings are the referee's until published (docs/SECURITY.md), so a player
 * reads and picks only in a published round.
 */
export function callerIn(state: State, at: Located, session: PlayerIdentity | undefined): Caller {
  if (!session) return null;
  const player = playerOf(state, session);
  if (at.round.status === 'draft') {
    throw new ApiError('CONFLICT', msg('m.report.notPublished', { round: at.round.number }));
  }
  const side = sideOf(state, at, player.id);
  if (!side) {
    throw new ApiError('UNAUTHORIZED', msg('m.picks.notInMatch', { round: at.round.number, match: at.match.match }));
  }
  return { player: player.id, side, captain: teamById(state, at.match[side])?.captain === player.id };
}

function requireCaptain(state: State, at: Located, caller: Caller): void {
  if (caller && !caller.captain) {
    throw new ApiError(
      'UNAUTHORIZED',
      msg('m.picks.notCaptain', { a: teamNameOf(state, at.match.a), b: teamNameOf(state, at.match.b) }),
    );
  }
}

/** The match can still take picks: its round not closed, none of its games with a result. */
function refusalToPick(at: Located): ApiError | null {
  const [round, match] = [at.round.number, at.match.match];
  if (at.round.status === 'closed') return new ApiError('CONFLICT', msg('m.picks.roundClosed', { round }));
  if (at.games.some((g) => g.result)) return new ApiError('CONFLICT', msg('m.matchups.hasResults', { round, match }));
  return null;
}

/** The players a side fields: its team's members who sit at the match's games, in roster order. */
function fielded(state: State, at: Located, side: MatchupSide): string[] {
  const seated = at.games.map((g) => g[side]);
  const roster = teamById(state, at.match[side])?.members ?? [];
  return [...roster.filter((id) => seated.includes(id)), ...seated.filter((id) => !roster.includes(id))];
}

const pickState = (picks: MatchPicks): PickState => ({
  players: picks.players,
  rolls: picks.rolls[picks.rolls.length - 1] as { a: number; b: number },
  first: picks.first,
  pending: picks.pending,
  games: picks.games,
});

/** The match's pick and games as the phones and the referee read them. */
export function matchupView(state: State, at: Located, caller: Caller): MatchupState {
  const { round, match, games } = at;
  const team = (side: MatchupSide): MatchupTeam => {
    const t = teamById(state, match[side]);
    return {
      id: match[side],
      name: t?.name ?? match[side],
      captain: person(state, t?.captain ?? ''),
      players: (match.picks?.players[side] ?? fielded(state, at, side)).map((id) => person(state, id)),
    };
  };
  const picks = match.picks ? pickState(match.picks) : null;
  return {
    round: round.number,
    match: match.match,
    roundStatus: round.status,
    teams: { a: team('a'), b: team('b') },
    tables: games.map((g) => ({
      table: g.table,
      a: person(state, g.a),
      b: person(state, g.b),
      result: g.result ? { op: [...g.result.op], tp: [...g.result.tp] } : null,
    })),
    rolls: (match.picks?.rolls ?? []).map((r) => ({ ...r })),
    first: picks?.first ?? null,
    toMove: picks ? toMove(picks) : null,
    pending: picks?.pending ? { side: picks.pending.side, player: person(state, picks.pending.player) } : null,
    games: (picks?.games ?? []).map((g) => ({
      defender: g.defender,
      a: person(state, g.pair[0]),
      b: person(state, g.pair[1]),
    })),
    done: picks ? isDone(picks) : false,
    canRoll: !picks && refusalToPick(at) === null,
    ...(caller ? { you: { ...caller } } : {}),
  };
}

/** A player's team match in the published round not yet closed, if any. */
export function myMatch(state: State, session: PlayerIdentity): Located | null {
  // A singles event has no team match: the phones ask every event alike.
  if (!isTeamsEvent(state.settings)) return null;
  const player = playerOf(state, session);
  const rounds = [...state.rounds].filter((r) => r.status === 'locked').sort((x, y) => y.number - x.number);
  for (const round of rounds) {
    for (const m of round.matches ?? []) {
      const at = locate(state, round.number, m.match);
      if (sideOf(state, at, player.id)) return at;
    }
  }
  return null;
}

/** The d20 roll of both captains, again while equal; every roll recorded. */
export function rollFor(draft: EventFile, at: Located, caller: Caller, d20: () => number): MatchPicks {
  requireCaptain(draft, at, caller);
  const refused = refusalToPick(at);
  if (refused) throw refused;
  if (at.match.picks) {
    throw new ApiError('CONFLICT', msg('m.picks.rolled', { round: at.round.number, match: at.match.match }));
  }
  const players = { a: fielded(draft, at, 'a'), b: fielded(draft, at, 'b') };
  const rolls: MatchPicks['rolls'] = [];
  // Equal rolls are rolled again; a hundred ties in a row is a broken die, not a refusal.
  while (rolls.length < 100) {
    const roll = { a: d20(), b: d20() };
    rolls.push(roll);
    const started = startPicks(players, roll);
    if (started.ok) {
      const picks: MatchPicks = { rolls, first: started.value.first, players, pending: null, games: [] };
      at.match.picks = picks;
      return picks;
    }
  }
  throw new Error('The die rolled equal a hundred times.');
}

/** What a move did, for the audit: the side and role, and whether it completed the match-ups. */
export interface Move {
  side: MatchupSide;
  role: 'defend' | 'attack';
  done: boolean;
}

/**
 * One captain's move. A captain moves for their own side; the referee for `side` or, without it,
 * for the side whose move it is. The move that completes the match-ups sets the games.
 */
export function pickFor(
  draft: EventFile,
  at: Located,
  caller: Caller,
  { player, side }: { player: string; side?: MatchupSide | undefined },
): Move {
  requireCaptain(draft, at, caller);
  const refused = refusalToPick(at);
  if (refused) throw refused;
  const [round, match] = [at.round.number, at.match.match];
  const stored = at.match.picks;
  if (!stored) throw new ApiError('CONFLICT', msg('m.picks.notRolled', { round, match }));
  const state = pickState(stored);
  const move = toMove(state);
  if (!move) throw new ApiError('CONFLICT', msg('m.picks.done'));
  const mover = caller?.side ?? side ?? move.side;
  if (mover !== move.side) {
    throw new ApiError(
      'CONFLICT',
      msg('m.picks.turnOf', { team: teamNameOf(draft, at.match[move.side]), role: move.role }),
    );
  }
  if (!state.players[mover].includes(player)) {
    throw new ApiError(
      'INVALID_INPUT',
      msg('m.matchups.otherTeam', { player: person(draft, player).name, team: teamNameOf(draft, at.match[mover]) }),
    );
  }
  const taken = state.pending?.player === player || state.games.some((g) => g.pair[mover === 'a' ? 0 : 1] === player);
  if (taken) throw new ApiError('CONFLICT', msg('m.picks.taken', { player: person(draft, player).name }));
  const next = orThrow(pick(state, { side: mover, player }));
  stored.pending = next.pending;
  stored.games = next.games;
  const done = isDone(next);
  if (done)
    setMatchups(
      draft,
      round,
      match,
      next.games.map((g) => g.pair),
    );
  return { side: mover, role: move.role, done };
}

/** The audit line of a move: who was put forward or answered; with the last, the whole pick. */
export function moveSummary(state: State, at: Located, move: Move, player: string) {
  const [round, match] = [at.round.number, at.match.match];
  const picks = at.match.picks as MatchPicks;
  if (move.done) {
    return msg('m.audit.picksDone', {
      round,
      match,
      ...rollValues(state, at, picks),
      games: picks.games.map((g) => `${person(state, g.pair[0]).name} – ${person(state, g.pair[1]).name}`).join('; '),
    });
  }
  return msg(move.role === 'defend' ? 'm.audit.pickDefend' : 'm.audit.pickAttack', {
    round,
    match,
    team: teamNameOf(state, at.match[move.side]),
    player: person(state, player).name,
  });
}

/**
 * The rolls for the audit: each "team a's roll–team b's roll" in order, the two teams in that
 * order, and the team that defends first.
 */
export function rollValues(state: State, at: Located, picks: MatchPicks) {
  return {
    rolls: picks.rolls.map((r) => `${r.a}–${r.b}`).join(', '),
    a: teamNameOf(state, at.match.a),
    b: teamNameOf(state, at.match.b),
    first: teamNameOf(state, at.match[picks.first]),
  };
}
