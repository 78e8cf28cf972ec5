/**
 * The captains' pick protocol of a team match (docs/TEAMS.md), as a pure transition: the
 * captains each roll a die and the roll is recorded; the higher roll's team defends first: its
 * captain puts a player forward, the other captain answers with the player who meets them. Then
 * the roles swap, pick by pick, until one player is left on each side, who meet each other.
 * Sides: 'a' is the match's first team, 'b' its second (as in rounds.setMatchups).
 */
import { msg } from '../../../../shared/messages';
import { ok, refuse } from '../../problem';
import type { Ruled } from '../../problem';

export type PickSide = 'a' | 'b';

export interface PickState {
  /** The players each team fields in the match, in roster order. */
  players: { a: readonly string[]; b: readonly string[] };
  /** The captains' rolls as recorded. */
  rolls: { a: number; b: number };
  /** The side that defends first (the higher roll). */
  first: PickSide;
  /** A defender put forward and not yet answered. */
  pending: { side: PickSide; player: string } | null;
  /** The games agreed so far, [player of a, player of b], with the side that defended. */
  games: { defender: PickSide; pair: [string, string] }[];
}

export type PickAction = { side: PickSide; player: string };

const other = (side: PickSide): PickSide => (side === 'a' ? 'b' : 'a');

/** A match's pick begins with the captains' rolls; equal rolls are rolled again. */
export function startPicks(players: PickState['players'], rolls: PickState['rolls']): Ruled<PickState> {
  if (rolls.a === rolls.b) return refuse('invalid', msg('m.picks.rollTie', { roll: rolls.a }));
  return ok({ players, rolls, first: rolls.a > rolls.b ? 'a' : 'b', pending: null, games: [] });
}

/** Whose move it is, and whether they defend or attack; null once every game is agreed. */
export function toMove(state: PickState): { side: PickSide; role: 'defend' | 'attack' } | null {
  if (isDone(state)) return null;
  if (state.pending) return { side: other(state.pending.side), role: 'attack' };
  const defender = state.games.length % 2 === 0 ? state.first : other(state.first);
  return { side: defender, role: 'defend' };
}

export function isDone(state: PickState): boolean {
  return state.games.length === Math.min(state.players.a.length, state.players.b.length);
}

function unused(state: PickState, side: PickSide): string[] {
  const taken = new Set(state.games.map((g) => g.pair[side === 'a' ? 0 : 1]));
  if (state.pending?.side === side) taken.add(state.pending.player);
  return state.players[side].filter((id) => !taken.has(id));
}

/** One captain's move; the last two players are paired without a move. */
export function pick(state: PickState, { side, player }: PickAction): Ruled<PickState> {
  const move = toMove(state);
  if (!move) return refuse('conflict', msg('m.picks.done'));
  if (move.side !== side) return refuse('conflict', msg('m.picks.notYourTurn'));
  if (!unused(state, side).includes(player)) return refuse('invalid', msg('m.picks.unavailable'));
  let next: PickState;
  if (move.role === 'defend') {
    next = { ...state, pending: { side, player } };
  } else {
    const defender = state.pending as { side: PickSide; player: string };
    const pair: [string, string] = side === 'a' ? [player, defender.player] : [defender.player, player];
    next = { ...state, pending: null, games: [...state.games, { defender: defender.side, pair }] };
  }
  const [restA, restB] = [unused(next, 'a'), unused(next, 'b')];
  if (!next.pending && restA.length === 1 && restB.length === 1) {
    const last = toMove(next) as { side: PickSide };
    next = { ...next, games: [...next.games, { defender: last.side, pair: [restA[0] as string, restB[0] as string] }] };
  }
  return ok(next);
}

/** The agreed games as rounds.setMatchups takes them. */
export function pickedPairs(state: PickState): [string, string][] {
  return state.games.map((g) => g.pair);
}
