/**
 * Players domain: registration, check-in, drops and late arrivals. A dropped player is no
 * longer paired but stays in the standings; a late arrival joins with 0 points. Both are logged.
 */
import { z } from 'zod';
import { DisplayNameSchema } from '../bounds';
import type { MessageRef, Said } from '../messages';
import type { Player } from '../model';
import type { SavedAck } from './events';

const PlayerId = z.string().min(1).max(40);
const Reason = z.string().max(500);

const PlayerFields = z.object({
  name: DisplayNameSchema,
  itsPin: z.string().max(40).optional(),
  faction: z.string().max(120).optional(),
  club: z.string().max(120).optional(),
  rating: z.number().min(0).max(5000).optional(),
  /** The table the player keeps for the whole event; null: any table. */
  fixedTable: z.int().min(1).max(9999).nullable().optional(),
  /** The player agrees to publish their army list after the event (`its-ref export lists`). */
  publishList: z.boolean().optional(),
});

export const playersParams = {
  /** Registers a player (id generated when omitted). Added after round 1 is paired = late join. */
  'players.add': PlayerFields.extend({
    id: PlayerId.optional(),
    checkedIn: z.boolean().optional(),
    /** An ITS PIN already registered is refused (CONFLICT) unless the referee confirms two people share it. */
    allowDuplicatePin: z.boolean().optional(),
  }),
  'players.update': z.object({ id: PlayerId, changes: PlayerFields.partial() }),
  'players.checkIn': z.object({ id: PlayerId, checkedIn: z.boolean().default(true) }),
  /** No longer paired from the next round on; stays in the standings. */
  'players.drop': z.object({ id: PlayerId, reason: Reason.optional() }),
  /**
   * A late arrival: a new player (fields) or a registered, never-paired one (id) joins the next
   * round with 0 points. With the id of a dropped player: they come back from the next round.
   */
  'players.lateJoin': z.union([
    z.object({ id: PlayerId, reason: Reason.optional() }),
    PlayerFields.extend({ reason: Reason.optional() }),
  ]),
  /** Removes a player who was never paired (otherwise drop them). */
  'players.remove': z.object({ id: PlayerId }),
  'players.list': z.object({}).default({}),
  /**
   * What importing a registration sheet (CSV/TSV text with a header row) would do, row by row,
   * without saving anything.
   */
  'players.importPreview': z.object({ text: z.string().max(2_000_000) }),
  /**
   * Registers every acceptable row of a registration sheet in one audited change. A row whose ITS
   * PIN is already registered (or repeated in the sheet) is refused unless `allowDuplicatePins`.
   */
  'players.import': z.object({
    text: z.string().max(2_000_000),
    allowDuplicatePins: z.boolean().default(false),
    checkedIn: z.boolean().default(false),
  }),
} satisfies Record<`players.${string}`, z.ZodType>;

/** A saved change to one player, answered with the player as they now are. */
type PlayerSaved = SavedAck & { player: Player };

export interface PlayersResults {
  'players.add': PlayerSaved;
  'players.update': PlayerSaved;
  'players.checkIn': PlayerSaved;
  'players.drop': PlayerSaved;
  'players.lateJoin': PlayerSaved;
  'players.remove': SavedAck & { removed: string };
  'players.list': Player[];
  'players.importPreview': PlayersImportPlan;
  'players.import': SavedAck & PlayersImportPlan & { added: Player[] };
}

/** One problem of an imported row, in the referee's words. */
export interface ImportRowProblem {
  /** error: the row is not registered; duplicatePin: refused unless confirmed; warning: registered anyway. */
  severity: 'error' | 'duplicatePin' | 'warning';
  message: string;
  i18n?: MessageRef;
}

/** A row of a registration sheet as read from the file. */
export interface ImportRow {
  /** Line of the file the row starts on (the header is line 1), for messages. */
  line: number;
  name: string;
  itsPin: string;
  faction: string;
  club: string;
  /** Infinity Army codes given for the player (an "Army code" column, several split by spaces). */
  armyCodes: string[];
  /** A teams event's sheet: the team the player plays for (a "Team" column), created when new. */
  team?: string;
}

export interface ImportRowView extends ImportRow {
  problems: ImportRowProblem[];
  /** Registered by the import (with the options it was given). */
  accepted: boolean;
}

export interface PlayersImportPlan {
  rows: ImportRowView[];
  ignoredColumns: string[];
  /** A problem with the whole sheet (no header, no Name column). */
  problem: Said | null;
}
