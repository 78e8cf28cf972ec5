/**
 * Match-ups domain: the captains' picks of a team match (docs/TEAMS.md · Captains' picks). The
 * app rolls a d20 for each captain, then the captains put players forward and answer them in
 * turn from their phones; the last move sets the match's games as `rounds.setMatchups` does.
 */
import { z } from 'zod';
import type { SavedAck } from './events';

const RoundNo = z.int().min(1).max(50);
const MatchNo = z.int().min(1).max(1000);
const PlayerId = z.string().min(1).max(40);

export const matchupsParams = {
  /**
   * The pick of one match as it stands: readable by the referee and the players of its two teams
   * (a player once the round is published).
   */
  'matchups.state': z.object({ round: RoundNo, match: MatchNo }),
  /** A player's phone: their team's match in the published round not yet closed (null without one). */
  'matchups.mine': z.object({}).default({}),
  /** Rolls a d20 for each captain (again while equal) and starts the pick. A captain or the referee. */
  'matchups.roll': z.object({ round: RoundNo, match: MatchNo }),
  /**
   * One captain's move: put `player` forward (defend) or answer with them (attack). A captain's
   * side is their team's; the referee may name the side (else the side whose move it is).
   */
  'matchups.pick': z.object({
    round: RoundNo,
    match: MatchNo,
    player: PlayerId,
    side: z.enum(['a', 'b']).optional(),
  }),
} satisfies Record<`matchups.${string}`, z.ZodType>;

export type MatchupSide = 'a' | 'b';

export interface MatchupPerson {
  id: string;
  name: string;
}

export interface MatchupTeam {
  id: string;
  name: string;
  captain: MatchupPerson;
  /** The players the team fields in this match, in roster order. */
  players: MatchupPerson[];
}

/** One game of the match as the round holds it now. */
export interface MatchupTable {
  table: number;
  a: MatchupPerson;
  b: MatchupPerson;
  /** Once entered: OP and TP, side a first. */
  result: { op: [number, number]; tp: [number, number] } | null;
}

/** The pick of one team match, and the match's games as they stand. */
export interface MatchupState {
  round: number;
  match: number;
  roundStatus: 'draft' | 'locked' | 'closed';
  teams: { a: MatchupTeam; b: MatchupTeam };
  tables: MatchupTable[];
  /** Every roll as recorded, in order (equal rolls were rolled again); empty before the roll. */
  rolls: { a: number; b: number }[];
  /** The side that defends first; null before the roll. */
  first: MatchupSide | null;
  /** Whose move it is and its role; null before the roll and once done. */
  toMove: { side: MatchupSide; role: 'defend' | 'attack' } | null;
  /** A defender put forward and not yet answered. */
  pending: { side: MatchupSide; player: MatchupPerson } | null;
  /** The games agreed so far, in pick order, with the side that defended. */
  games: { defender: MatchupSide; a: MatchupPerson; b: MatchupPerson }[];
  done: boolean;
  /** Whether the roll may be made now (not yet rolled, round open, no result in the match). */
  canRoll: boolean;
  /** A player's own view: their side, and whether they are its captain. */
  you?: { player: string; side: MatchupSide; captain: boolean };
}

export interface MatchupsResults {
  'matchups.state': MatchupState;
  'matchups.mine': MatchupState | null;
  'matchups.roll': SavedAck & { state: MatchupState };
  'matchups.pick': SavedAck & { state: MatchupState };
}
