/**
 * Byes. Rule references:
 *   ITS S11 · Byes — with an odd number of players one player sits out each round and scores a
 *     Victory (the preset's bye value: 2 TP, 0 OP, 0 VP in Season 11). Round 1: drawn at random.
 *     Later rounds: the lowest-ranked player who has not had a bye. Nobody gets two. (implemented;
 *     the choice itself is made in pairing/swiss.ts, which moves the bye up only when the lowest
 *     eligible player's bye would force a rematch)
 *   ITS S11 · Byes (end of event) — once the last round is over, a bye holder's OP become
 *     ceil(OP × rounds ÷ rounds played); the same for VP. (implemented here)
 *
 * Interpretation for drops and late arrivals: "rounds" is read as the rounds the player was in
 * the event for (games + byes) and "rounds played" as the games they actually played, so the
 * adjustment only makes up for the bye, never for rounds missed by leaving or arriving late.
 * For everybody else this is exactly the rule's rounds ÷ (rounds − 1).
 */
import { isBye } from '../../../shared/api/standings';
import type { TournamentInput } from '../../../shared/api/standings';

/** ceil(total × roundsIn ÷ played) in integer arithmetic; unchanged when nothing was played. */
export function adjustForBye(total: number, roundsIn: number, played: number): number {
  if (played <= 0 || roundsIn <= played) return total;
  return Math.floor((total * roundsIn + played - 1) / played);
}

/**
 * True once every round of the event has its results: each round 1..rounds has at least one
 * game or bye and no game is waiting for a result. Only then is the bye adjustment applied.
 */
export function isEventComplete(input: TournamentInput, throughRound: number = input.rounds): boolean {
  if (throughRound < input.rounds) return false;
  const seen = new Set<number>();
  for (const g of input.games) {
    if (g.round > input.rounds) continue;
    if (!isBye(g) && g.op === null) return false;
    seen.add(g.round);
  }
  for (let r = 1; r <= input.rounds; r++) if (!seen.has(r)) return false;
  return true;
}

/** Players who already had a bye before `round`. */
export function byeHolders(input: TournamentInput, beforeRound: number): Set<string> {
  const out = new Set<string>();
  for (const g of input.games) if (isBye(g) && g.round < beforeRound) out.add(g.bye);
  return out;
}
