/**
 * Who takes part in a round: check-in, late arrivals, drops. Rule references:
 *   ITS S11 · Pairings / ITS S17 · Pairings — round 1 is drawn at random among the players, later
 *     rounds are Swiss; ITS S11 · Byes / ITS S17 · Byes — with an odd field one player sits out
 *     with a Victory, never twice.
 *
 * Neither season says anything about a player who is registered but not there, or who arrives
 * after the event has begun (the S17 digest, docs SEASON17.md §1, lists the tournament rules as
 * unchanged from S11 on these points). The app's reading, shown to the referee as its own:
 *   - Round 1 is drawn among the players present: once check-in has begun (any active player
 *     ticked "Here"), a player not checked in is left out of the draw — no table, and no bye made
 *     for them. The draft names them and seats one with a click before the lock (rounds.addLate).
 *   - From round 2 on, an absent player is dropped (players.drop): no longer paired, still ranked.
 *   - A late arrival registered after round 1 is published joins from the next round. The rounds
 *     missed are not byes (a bye is the odd player's seat in a round they are in): they score
 *     0 TP, 0 OP, 0 VP, and the end-of-event bye adjustment (byes.ts) does not make them up.
 */
import type { EventFile } from '../../../shared/model';
import { notCheckedIn } from '../../../shared/leftOut';

/** The active players round `round` is paired without (round 1: not checked in once check-in began). */
export function absentFrom(state: Readonly<Pick<EventFile, 'players'>>, round: number): Set<string> {
  return notCheckedIn(state.players, round);
}
