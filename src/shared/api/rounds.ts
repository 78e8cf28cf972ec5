/**
 * Rounds domain: generate pairings (round 1 seeded random, later Swiss), manual changes while
 * a round is a draft, lock, results, close; and pairing a results document (CLI `pair`).
 */
import { z } from 'zod';
import { TableNumberSchema } from '../bounds';
import type { Said } from '../messages';
import type { PairingWarningKind, Round, RoundWarning } from '../model';
import type { SavedAck } from './events';
import type { ScenarioText } from './scoring';
import { OpScoreSchema, VpEntrySchema } from './standings';

export interface PairedTable {
  table: number;
  a: string;
  b: string;
}

/** A pairing warning as the engine says it: what a game costs names its kind and two players (ids). */
export type PairingWarning = Said & { kind?: PairingWarningKind; players?: string[] };

/** The CLI contract's pairing shape (`its-ref pair`). */
export interface PairResult {
  round: number;
  pairs: PairedTable[];
  bye: string | null;
  warnings: PairingWarning[];
}

/** A player the draft leaves out (round 1: not checked in once check-in began). */
export interface LeftOut {
  id: string;
  name: string;
}

/**
 * What every answer about a draft round carries beside the round: who it leaves out,
 * and its warnings — the same list as `round.warnings`; those about what a game costs have a
 * `kind` ('rematch' | 'club' | 'scoreGroup') and `players` as `{ id, name }`.
 */
export interface DraftFacts {
  leftOut: LeftOut[];
  warnings: RoundWarning[];
}

export const PairingOptionsOverrideSchema = z.object({
  avoidSameClub: z.enum(['never', 'round1', 'always']).optional(),
  avoidRematches: z.boolean().optional(),
  avoidRepeatTables: z.boolean().optional(),
});

const RoundNo = z.int().min(1).max(50);
const PlayerId = z.string().min(1).max(40);
const Reason = z.string().min(1).max(500);

export const roundsParams = {
  /** Pairs the next round as a draft. Round 1 is a seeded draw; later rounds are Swiss. */
  'rounds.generate': z
    .object({
      seed: z.string().max(80).optional(),
      /** Seat games on tables set up for another scenario when this one's tables are too few. */
      useOtherScenarioTables: z.boolean().optional(),
    })
    .default({}),
  /** Pairs a draft round again (no results yet), optionally with another seed. */
  'rounds.regenerate': z.object({
    round: RoundNo,
    seed: z.string().max(80).optional(),
    useOtherScenarioTables: z.boolean().optional(),
  }),
  /** Swaps two players of a draft round (either may be the bye). */
  'rounds.swap': z.object({ round: RoundNo, a: PlayerId, b: PlayerId }),
  /** Gives the bye of a draft round to `player`; the previous bye takes their seat. */
  'rounds.moveToBye': z.object({ round: RoundNo, player: PlayerId }),
  /** Replaces a draft round's pairings by hand; problems are flagged, not refused. */
  'rounds.setPairings': z.object({
    round: RoundNo,
    pairs: z.array(z.object({ table: TableNumberSchema, a: PlayerId, b: PlayerId })).max(2000),
    bye: PlayerId.nullable().default(null),
  }),
  /**
   * A teams event: the games of one team match, each a player of the match's first team against
   * one of the second, at the match's tables in the order given. Refused once a game of the match
   * has a result.
   */
  'rounds.setMatchups': z.object({
    round: RoundNo,
    match: z.int().min(1).max(1000),
    pairs: z
      .array(z.tuple([PlayerId, PlayerId]))
      .min(1)
      .max(5),
  }),
  /**
   * A player the draft leaves out arrives before the lock: checked in and seated (with the
   * bye's player on a new table, or given the bye); every other table stays as it is.
   */
  'rounds.addLate': z.object({ round: RoundNo, player: PlayerId }),
  /** Publishes a draft round: pairings are fixed, results may be entered. */
  'rounds.lock': z.object({ round: RoundNo }),
  /** Enters or corrects one table's result. TP come from the event's scoring preset. */
  'rounds.setResult': z.object({
    round: RoundNo,
    table: TableNumberSchema,
    op: z.tuple([OpScoreSchema, OpScoreSchema]),
    vp: z.tuple([VpEntrySchema, VpEntrySchema]),
    confirmedByA: z.boolean().optional(),
    confirmedByB: z.boolean().optional(),
    /** Required (with a reason) to change a result already entered. */
    replace: z.boolean().optional(),
    reason: Reason.optional(),
    /** Copied from the slip the players signed (quick mode): the audit says so. */
    fromSlip: z.boolean().optional(),
  }),
  /** Closes a round once every table has a result. */
  'rounds.close': z.object({ round: RoundNo }),
  /** A referee's dispute note on one table's game, shown with its result (audited). */
  'rounds.setDispute': z.object({
    round: RoundNo,
    table: TableNumberSchema,
    note: z.string().max(4000),
    reason: Reason.optional(),
  }),
  /** The round clock every screen (and the projector) shows. */
  'rounds.setTimer': z.object({
    round: RoundNo,
    action: z.enum(['start', 'pause', 'resume', 'reset', 'adjust']),
    /** For `adjust`: seconds added to (or, negative, taken from) the round. */
    deltaSec: z
      .int()
      .min(-8 * 3600)
      .max(8 * 3600)
      .optional(),
    /** Needed to start; minutes × 60. */
    durationSec: z
      .int()
      .min(60)
      .max(8 * 3600)
      .optional(),
  }),
  /** ITS S11 · Number of Tournament Rounds: the guideline for the registered players. */
  'rounds.guideline': z.object({}).default({}),
  'rounds.list': z.object({}).default({}),
  'rounds.get': z.object({ round: RoundNo }),
  /** Pairs round `round` of a results document (event file or minimal results JSON). */
  'rounds.pairFromResults': z.object({
    document: z.unknown(),
    round: RoundNo,
    seed: z.string().max(80).optional(),
    presetId: z.string().max(80).optional(),
    options: PairingOptionsOverrideSchema.optional(),
  }),
} satisfies Record<`rounds.${string}`, z.ZodType>;

/** A saved change to one round, answered with the round as it now is. */
type RoundSaved = SavedAck & { round: Round };
/** A saved change to a draft round: the round, who it leaves out and its warnings. */
type DraftSaved = RoundSaved & DraftFacts;

export interface RoundsResults {
  'rounds.generate': DraftSaved;
  'rounds.regenerate': DraftSaved;
  'rounds.swap': DraftSaved;
  'rounds.moveToBye': DraftSaved;
  'rounds.setPairings': DraftSaved;
  'rounds.addLate': DraftSaved;
  'rounds.setMatchups': RoundSaved;
  'rounds.lock': RoundSaved;
  'rounds.setResult': SavedAck & { changed: boolean };
  'rounds.close': RoundSaved;
  'rounds.setDispute': RoundSaved;
  'rounds.setTimer': RoundSaved;
  'rounds.guideline': { players: number; suggested: number; minimum: number; rule: ScenarioText };
  'rounds.list': Round[];
  /** A draft also says who it leaves out (`leftOut`); `warnings` is the round's own list. */
  'rounds.get': Round & Partial<Pick<DraftFacts, 'leftOut'>>;
  'rounds.pairFromResults': PairResult;
}
