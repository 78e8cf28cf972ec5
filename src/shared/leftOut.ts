/**
 * Who a draft round leaves out, shared by main's answers and the Rounds screen.
 * Round 1 is paired from the players checked in, once check-in has begun (any active player
 * ticked "Here"); a player registered but not there is left out rather than given a table or an
 * unneeded bye. From round 2 on an absent player is dropped instead (players.drop).
 */
import type { LeftOut } from './api/rounds';
import type { Player, Round } from './model';

type Players = readonly Pick<Player, 'id' | 'name' | 'checkedIn' | 'joinedRound' | 'droppedAfterRound'>[];

/** Taking part in round `round`: arrived by then and not dropped before it. */
export function playsIn(p: Pick<Player, 'joinedRound' | 'droppedAfterRound'>, round: number): boolean {
  return p.joinedRound <= round && (p.droppedAfterRound === null || p.droppedAfterRound >= round);
}

/** Round 1, once check-in has begun: the active players not checked in (empty otherwise). */
export function notCheckedIn(players: Players, round: number): Set<string> {
  if (round !== 1) return new Set();
  const active = players.filter((p) => playsIn(p, round));
  if (!active.some((p) => p.checkedIn)) return new Set();
  return new Set(active.filter((p) => !p.checkedIn).map((p) => p.id));
}

/** The active players a draft round seats nowhere (neither at a table nor on the bye). */
export function leftOutOf(
  event: { players: Players },
  round: Pick<Round, 'number' | 'status' | 'pairings' | 'bye' | 'teamBye'>,
): LeftOut[] {
  if (round.status !== 'draft') return [];
  const seated = new Set(round.pairings.flatMap((p) => [p.a, p.b]));
  if (round.bye !== null) seated.add(round.bye);
  // A teams event's bye seats each member listed with the team.
  for (const id of round.teamBye?.players ?? []) seated.add(id);
  return event.players
    .filter((p) => playsIn(p, round.number) && !seated.has(p.id))
    .map((p) => ({ id: p.id, name: p.name }));
}
