/**
 * Teams domain: the teams of a teams event (docs/TEAMS.md). A team has a name, a captain and
 * its members, registered players each in one team at most; the captain is one of them.
 */
import { z } from 'zod';
import { DisplayNameSchema } from '../bounds';
import type { Team } from '../model';
import type { SavedAck } from './events';

const TeamId = z.string().min(1).max(40);
const PlayerId = z.string().min(1).max(40);

const TeamFields = z.object({
  name: DisplayNameSchema,
  captain: PlayerId,
  members: z.array(PlayerId).min(1).max(5),
});

export const teamsParams = {
  /** Adds a team (id generated when omitted). */
  'teams.add': TeamFields.extend({ id: TeamId.optional() }),
  /** Changes a team's name, captain or members; what it does not name stays. */
  'teams.update': z.object({ id: TeamId, changes: TeamFields.partial() }),
  /** Removes a team that was never paired. */
  'teams.remove': z.object({ id: TeamId }),
  'teams.list': z.object({}).default({}),
} satisfies Record<`teams.${string}`, z.ZodType>;

export interface TeamsResults {
  'teams.add': SavedAck & { team: Team };
  'teams.update': SavedAck & { team: Team };
  'teams.remove': SavedAck & { removed: string };
  'teams.list': Team[];
}

export type TeamOutcome = 'a' | 'b' | 'draw';

/** One team match as it stands: its sums, and its outcome once every game has a result. */
export interface TeamMatchScore {
  round: number;
  match: number;
  a: string;
  b: string;
  gamesWon: [number, number];
  tp: [number, number];
  op: [number, number];
  vp: [number, number];
  /** Games of the match, and how many have a result. */
  games: number;
  decided: number;
  /** null while a game has no result. */
  outcome: TeamOutcome | null;
}

export interface TeamStandingsRow {
  rank: number;
  id: string;
  name: string;
  matchPoints: number;
  tp: number;
  op: number;
  vp: number;
  won: number;
  drawn: number;
  lost: number;
  /** Rounds in which the team had the bye. */
  byeRounds: number[];
  /** The values the rank compares, in order: match points, TP, OP, VP. */
  tiebreaks: [number, number, number, number];
  /**
   * Why the team stands below the one above it: the first value that differs from that team's,
   * or `'tied'` when all four are equal (the same rank, listed by name); null for the first row.
   */
  below: TeamTiebreak | 'tied' | null;
}

export const TEAM_TIEBREAKS = ['matchPoints', 'tp', 'op', 'vp'] as const;
export type TeamTiebreak = (typeof TEAM_TIEBREAKS)[number];

/** `standings.teams`: the team standings and the score of every team match counted. */
export interface TeamStandings {
  throughRound: number;
  rows: TeamStandingsRow[];
  matches: TeamMatchScore[];
}
