/**
 * Statistics domain: what the event looks like in figures (factions and sectorials, rounds,
 * scenarios, units fielded), worked out from the event file on every read
 * (src/core/stats/eventStatistics.ts) and drawn as charts by the screens and the PDF.
 */
import { z } from 'zod';
import type { SavedAck } from './events';

/**
 * A share of something (games won, games ended by Retreat!). Below `SMALL_SAMPLE` it carries no
 * percentage, so nothing can print one: whoever shows it writes "2 of 3" instead
 * (`rateText`, src/core/stats/rate.ts).
 */
export interface Rate {
  count: number;
  of: number;
  /** Rounded to a whole percent; null when `of` is below SMALL_SAMPLE (or 0). */
  percent: number | null;
}

/** Fewer games than this: a rate is shown as its count, never as a bare percentage. */
export const SMALL_SAMPLE = 5;

/** One faction's (or sectorial's) figures. `name` '' gathers players who gave none (or have no list). */
export interface GroupStats {
  name: string;
  players: number;
  /** Games with a result (byes not counted). */
  games: number;
  wins: number;
  ties: number;
  losses: number;
  winRate: Rate;
  /** Per game; null without games. */
  avgOp: number | null;
  avgVp: number | null;
  /** Per player: the players' Tournament Points in the standings (byes included). */
  avgTp: number | null;
  /** The best rank a player of this group reached. */
  bestPlacing: number | null;
}

export interface RoundStats {
  round: number;
  scenarioId: string;
  /** Games with a result. */
  games: number;
  /** Player-games scoring each OP, index 0 … 10. */
  opCounts: number[];
  /** Player-games per VP band of `vpBand` points (index 0: 0 … vpBand − 1). */
  vpCounts: number[];
  vpBand: number;
  /** Games whose facts say they ended early by Retreat!, out of the games with a result. */
  retreats: Rate;
}

export interface ScenarioStats {
  scenarioId: string;
  games: number;
  avgOp: number | null;
  /** Games whose facts record who played first. */
  sidesRecorded: number;
  avgOpFirst: number | null;
  avgOpSecond: number | null;
}

export interface UnitStats {
  /** The army of the lists (sectorial name). */
  army: string;
  unit: string;
  /** Lists fielding the unit at least once. */
  lists: number;
  /** Lists of that army. */
  of: number;
}

export interface StandingLine {
  id: string;
  name: string;
  /** Final rank. */
  rank: number;
  /** Tournament Points after each round (index 0: after round 1). */
  tp: number[];
}

export interface EventStatistics {
  players: number;
  /** Players with at least one army list. */
  withList: number;
  /** Players who agreed to publish their list after the event. */
  publishing: number;
  /** Rounds with at least one result. */
  roundsPlayed: number;
  /** By the faction each player registered with (else their list's army). */
  factions: GroupStats[];
  /** By the army of the player's list (a sectorial or the generic army); '' for no list. */
  sectorials: GroupStats[];
  rounds: RoundStats[];
  scenarios: ScenarioStats[];
  units: UnitStats[];
  /** Tournament Points over the rounds, for the top 16 of the standings. */
  top: StandingLine[];
}

/** An event file's content (exports from a file, as the CLI does); the open event when absent. */
const Document = z.unknown().optional();
/** A path the CLI names; on other transports, where nothing is named, the exports folder. */
const Out = z.string().min(1).max(4096).optional();

export const statisticsParams = {
  'standings.statistics': z.object({}).default({}),
  /** The event report PDF: the statistics, their charts and how many players consented to publish. */
  'exports.eventReport': z.object({ document: Document, out: Out }),
  /** One CSV file per statistics table, into the folder `out` (else the exports folder). */
  'exports.statistics': z.object({ document: Document, out: Out }),
  /** The lists of the players who consented to publish them, one file each, into `out` (else the exports folder). */
  'exports.lists': z.object({ document: Document, out: Out }),
  /** From the player's phone: their own consent to publish their list after the event (or its withdrawal). */
  'players.publishMyList': z.object({ publishList: z.boolean() }),
} satisfies Record<`standings.${string}` | `exports.${string}` | 'players.publishMyList', z.ZodType>;

/** A file an export wrote: its name and where it is (the referee's machine), and its URL on the venue server. */
export interface WrittenFile {
  file: string;
  path: string;
  url: string | null;
}

export interface StatisticsResults {
  'standings.statistics': EventStatistics;
  'exports.eventReport': WrittenFile & { pages: number; publishing: number };
  'exports.statistics': { files: WrittenFile[] };
  'exports.lists': { files: WrittenFile[]; publishing: number; players: number };
  'players.publishMyList': SavedAck & { publishList: boolean };
}
