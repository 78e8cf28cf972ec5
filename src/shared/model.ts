/**
 * The event file: one JSON document per event, the unit a referee copies to a USB stick.
 * The zod schema is the single source of truth; main validates every file it opens
 * against it, and the TypeScript types below are inferred from it.
 *
 * Domain slices (who owns what):
 *   settings/tables  - event setup          (api/events)
 *   players          - registration         (api/players)
 *   lists/catalogs   - army lists           (api/lists)
 *   rounds           - pairings + results   (api/rounds, api/scoring)
 *   tracker          - per-table game state (api/tables)
 *   audit            - every mutation, for disputes and undo (store)
 */
import { z } from 'zod';
import { ArmyListSchema } from './army';
import { isMessageRef, type MessageRef } from './messages';
import type { JournalDamage } from './journalDamage';
import { LANGUAGE_CODES } from './locales';
import { ScenarioPackSchema } from './scenarioPack';

/** 2: results and player reports keep facts and figures only; breakdowns are derived (see migrations.ts). */
export const CURRENT_SCHEMA_VERSION = 2;

export const TierSchema = z.enum(['low', 'mid', 'top']);
export type Tier = z.infer<typeof TierSchema>;

/** ITS S11 · Tournament Tiers: Army Points and SWC per tier. */
export const TIER_LIMITS: Record<Tier, { points: number; swc: number }> = {
  low: { points: 200, swc: 4 },
  mid: { points: 300, swc: 6 },
  top: { points: 400, swc: 8 },
};

/**
 * Army Points a referee may set for the event, with their SWC (one SWC per 50 points, as the
 * tiers have it): the ITS S11 tiers (200, 300, 400), the 350-point game N4 · Reinforcements
 * recommends (250 + 100, 7 SWC), and 150 and 250 for smaller events.
 */
export const ARMY_POINT_LIMITS: Readonly<Record<number, { points: number; swc: number }>> = {
  150: { points: 150, swc: 3 },
  200: { points: 200, swc: 4 },
  250: { points: 250, swc: 5 },
  300: { points: 300, swc: 6 },
  350: { points: 350, swc: 7 },
  400: { points: 400, swc: 8 },
};
export const ARMY_POINTS = [150, 200, 250, 300, 350, 400] as const;
export const ArmyPointsSchema = z.union(ARMY_POINTS.map((p) => z.literal(p)));

/**
 * The ITS season an event is played under (its scenarios, Tournament Points and season rules);
 * chosen at creation, changeable until round 1 is paired.
 */
export const SeasonSchema = z.enum(['its-s11', 'its-s17']);
export type SeasonId = z.infer<typeof SeasonSchema>;

/** How a citation names the season's rulebook ("ITS S17 · Byes"): the same in every language. */
export function seasonCite(season: SeasonId | undefined): string {
  return season === 'its-s17' ? 'ITS S17' : 'ITS S11';
}

export const EventTypeSchema = z.enum(['tournament', 'league', 'one-shot']);
export type EventType = z.infer<typeof EventTypeSchema>;

export const ExtrasSchema = z.object({
  reinforcements: z.boolean().default(false),
  specOps: z.boolean().default(false),
  limitedInsertion: z.boolean().default(false),
  tacticalWindow: z.boolean().default(false),
  soldiersOfFortune: z.boolean().default(false),
  /** ITS S11 · Escalation Tournament: 3 rounds at Low, Mid, then Top. */
  escalation: z.boolean().default(false),
});
export type Extras = z.infer<typeof ExtrasSchema>;

/** No extra rule in play: an event's default, and the plain game the list checks start from. */
export const NO_EXTRAS: Readonly<Extras> = {
  reinforcements: false,
  specOps: false,
  limitedInsertion: false,
  tacticalWindow: false,
  soldiersOfFortune: false,
  escalation: false,
};

export const PairingOptionsSchema = z.object({
  /** Avoid pairing club mates: never, in round 1 only, or in every round (when possible). */
  avoidSameClub: z.enum(['never', 'round1', 'always']).default('round1'),
  /** Never pair a rematch when a rematch-free pairing exists. */
  avoidRematches: z.boolean().default(true),
  /** Nobody plays twice on the same table, when possible. */
  avoidRepeatTables: z.boolean().default(false),
});
export type PairingOptions = z.infer<typeof PairingOptionsSchema>;

/**
 * A singles event pairs players; a teams event pairs teams, then each team match's games
 * (docs/TEAMS.md). Absent: singles (files written before team events existed).
 */
export const EventFormatSchema = z.enum(['singles', 'teams']);
export type EventFormat = z.infer<typeof EventFormatSchema>;

/** How a team match is won: by the games its players win, or by the TP its players score. */
export const TeamResultSchema = z.enum(['games-won', 'tp-sum']);
export type TeamResult = z.infer<typeof TeamResultSchema>;

export const MatchPointsSchema = z.object({
  win: z.int().min(0).max(10),
  draw: z.int().min(0).max(10),
  loss: z.int().min(0).max(10),
});
export type MatchPoints = z.infer<typeof MatchPointsSchema>;

/** A teams event's choices (docs/TEAMS.md states each reading). */
export const TeamSettingsSchema = z.object({
  /** Players a team fields in every match. */
  size: z.int().min(2).max(5).default(3),
  /** No faction twice in one team. */
  factionsUnique: z.boolean().default(false),
  matchPoints: MatchPointsSchema.default({ win: 2, draw: 1, loss: 0 }),
  teamResult: TeamResultSchema.default('games-won'),
});
export type TeamSettings = z.infer<typeof TeamSettingsSchema>;

export const DEFAULT_TEAM_SETTINGS: Readonly<TeamSettings> = {
  size: 3,
  factionsUnique: false,
  matchPoints: { win: 2, draw: 1, loss: 0 },
  teamResult: 'games-won',
};

/** A team: its members are registered players, each in one team at most; the captain is one of them. */
export const TeamSchema = z.object({
  id: z.string().min(1).max(40),
  name: z.string().min(1).max(200),
  captain: z.string().min(1).max(40),
  members: z.array(z.string().min(1).max(40)).min(1).max(5),
});
export type Team = z.infer<typeof TeamSchema>;

const PickSideSchema = z.enum(['a', 'b']);

/**
 * The captains' picks of a team match as they stand (docs/TEAMS.md · Captains' picks): every
 * roll as recorded (equal rolls were rolled again, so only the last differs), the side that
 * defends first, the players each team fields, a defender put forward and not yet answered,
 * and the games agreed so far in pick order.
 */
export const MatchPicksSchema = z.object({
  rolls: z
    .array(z.object({ a: z.int().min(1).max(20), b: z.int().min(1).max(20) }))
    .min(1)
    .max(100),
  first: PickSideSchema,
  players: z.object({ a: z.array(z.string()).max(5), b: z.array(z.string()).max(5) }),
  pending: z.object({ side: PickSideSchema, player: z.string() }).nullable(),
  games: z.array(z.object({ defender: PickSideSchema, pair: z.tuple([z.string(), z.string()]) })).max(5),
});
export type MatchPicks = z.infer<typeof MatchPicksSchema>;

/** One team pairing of a round: the two teams and the adjacent tables their games sit at. */
export const TeamMatchSchema = z.object({
  match: z.int().min(1),
  a: z.string(),
  b: z.string(),
  tables: z.array(z.int().min(1)).max(5),
  /** The captains' picks, once they rolled (absent when the referee sets the match-ups by hand). */
  picks: MatchPicksSchema.optional(),
});
export type TeamMatch = z.infer<typeof TeamMatchSchema>;

/** A team's bye: every member listed scores the season's bye for the round. */
export const TeamByeSchema = z.object({ team: z.string(), players: z.array(z.string()).max(5) });
export type TeamBye = z.infer<typeof TeamByeSchema>;

/**
 * Player reporting from phones: `off`; `referee-approves` (a report confirmed by the opponent
 * waits for the referee); `auto-accept` (a report confirmed by the opponent becomes the result).
 */
export const PlayerReportingSchema = z.enum(['off', 'referee-approves', 'auto-accept']);
export type PlayerReporting = z.infer<typeof PlayerReportingSchema>;

/** The language an event's screens, messages and PDFs read in: one of the table's (./languageTable.ts). */
export const LanguageSchema = z.enum(LANGUAGE_CODES);

const messageRef = z.custom<MessageRef>(isMessageRef);
const tpValue = z.int().min(0).max(10);
/** A compiled Tournament Points table (core's `ScoringPreset` as data), bounded like the pack it came from. */
const PackPresetDataSchema = z.object({
  id: z.string().min(1).max(60),
  name: messageRef,
  rule: messageRef,
  winBands: z
    .array(z.object({ outcome: messageRef, minMargin: z.int().min(1).max(10), tp: tpValue }))
    .min(1)
    .max(6),
  tieTp: tpValue,
  lossTp: tpValue,
  bonuses: z
    .array(
      z.object({
        label: messageRef,
        kind: z.enum(['opAtLeast', 'lossWithin']),
        value: z.int().min(1).max(10),
        tp: tpValue,
      }),
    )
    .max(4)
    .optional(),
  bye: z.object({ tp: tpValue, op: z.int().min(0).max(10), vp: z.int().min(0).max(1000) }),
  tiebreaks: z.array(z.string().max(40)).min(1).max(6),
  armyPoints: z
    .record(TierSchema, z.object({ points: z.array(z.int()).max(4), swc: z.array(z.int()).max(4) }))
    .optional(),
  resultEntry: z.enum(['scenario-wizard', 'op-vp']).optional(),
});

export const EventSettingsSchema = z.object({
  name: z.string().min(1).max(200),
  date: z.string().max(40).default(''),
  venue: z.string().max(200).default(''),
  /** Ignored per round when extras.escalation is on (Low, Mid, Top). */
  tier: TierSchema.default('mid'),
  /** Army Points the lists are built for, when not the tier's (e.g. 350 with Reinforcements); null: the tier's. */
  armyPoints: ArmyPointsSchema.nullable().default(null),
  eventType: EventTypeSchema.default('tournament'),
  /** ITS S11 · Number of Tournament Rounds: never fewer than 3. */
  rounds: z.int().min(3).max(20).default(3),
  /** Scenario id per round (index 0 = round 1); '' while not chosen yet. */
  scenarios: z.array(z.string().max(80)).default([]),
  /** An organizer's own scenario, available besides the official 20. */
  customScenario: z
    .object({
      id: z.string().min(1).max(80),
      name: z.string().min(1).max(200),
      notes: z.string().max(4000).default(''),
    })
    .nullable()
    .default(null),
  presetId: z.string().max(80).default('its-s11'),
  /** The scenario pack's own Tournament Points table, copied by `packs.load`; used when `presetId` names it. */
  packPreset: PackPresetDataSchema.optional(),
  /** Events saved before seasons existed are ITS Season 11 events. */
  season: SeasonSchema.default('its-s11'),
  /** The bye's TP where the preset lets the referee choose (ITS S17 · Byes: 3 or 4); null: the preset's. */
  byeTp: z.int().min(0).max(10).nullable().default(null),
  extras: ExtrasSchema.default(() => ({ ...NO_EXTRAS })),
  classifiedDeck: z.enum(['standard', 'extreme']).default('standard'),
  pairing: PairingOptionsSchema.default({ avoidSameClub: 'round1', avoidRematches: true, avoidRepeatTables: false }),
  pageSize: z.enum(['a4', 'letter']).default('a4'),
  language: LanguageSchema.default('en'),
  /** Seed for round-1 randomness (pairing and bye), recorded so a draw can be reproduced. */
  seed: z.string().max(80).default(''),
  /** Players report their own results from their phones (see PlayerReportingSchema). */
  playerReporting: PlayerReportingSchema.default('off'),
  /** Singles or teams; changeable until round 1 is paired. Absent: singles. */
  format: EventFormatSchema.optional(),
  /** A teams event's choices; absent: the defaults (DEFAULT_TEAM_SETTINGS). */
  teams: TeamSettingsSchema.optional(),
});
export type EventSettings = z.infer<typeof EventSettingsSchema>;

/**
 * A partial settings update: every field optional and, unlike `.partial()`, no defaults
 * filled in, so sending `{ venue }` changes the venue and nothing else. Nested groups
 * (extras, pairing) may be sent in part too.
 */
export const EventSettingsPatchSchema = z
  .object({
    name: EventSettingsSchema.shape.name,
    tier: TierSchema,
    armyPoints: ArmyPointsSchema.nullable(),
    eventType: EventTypeSchema,
    rounds: z.int().min(3).max(20),
    date: z.string().max(40),
    venue: z.string().max(200),
    scenarios: z.array(z.string().max(80)),
    customScenario: EventSettingsSchema.shape.customScenario.unwrap(),
    presetId: z.string().max(80),
    season: SeasonSchema,
    byeTp: z.int().min(0).max(10).nullable(),
    extras: z
      .object({
        reinforcements: z.boolean(),
        specOps: z.boolean(),
        limitedInsertion: z.boolean(),
        tacticalWindow: z.boolean(),
        soldiersOfFortune: z.boolean(),
        escalation: z.boolean(),
      })
      .partial(),
    classifiedDeck: z.enum(['standard', 'extreme']),
    pairing: z
      .object({
        avoidSameClub: PairingOptionsSchema.shape.avoidSameClub.unwrap(),
        avoidRematches: z.boolean(),
        avoidRepeatTables: z.boolean(),
      })
      .partial(),
    pageSize: z.enum(['a4', 'letter']),
    language: LanguageSchema,
    seed: z.string().max(80),
    playerReporting: PlayerReportingSchema,
    format: EventFormatSchema,
    teams: z
      .object({
        size: z.int().min(2).max(5),
        factionsUnique: z.boolean(),
        matchPoints: MatchPointsSchema,
        teamResult: TeamResultSchema,
      })
      .partial(),
  })
  .partial();
export type EventSettingsPatch = z.infer<typeof EventSettingsPatchSchema>;

export const TableDefSchema = z.object({
  number: z.int().min(1),
  name: z.string().max(80).default(''),
  terrain: z.string().max(200).default(''),
  /** A table may be built for one scenario only. */
  fixedScenario: z.string().max(80).nullable().default(null),
});
export type TableDef = z.infer<typeof TableDefSchema>;

export const PlayerSchema = z.object({
  id: z.string().min(1).max(40),
  name: z.string().min(1).max(200),
  itsPin: z.string().max(40).default(''),
  faction: z.string().max(120).default(''),
  club: z.string().max(120).default(''),
  checkedIn: z.boolean().default(false),
  /** Round after which the player dropped (no longer paired, still ranked); null when active. */
  droppedAfterRound: z.int().min(0).nullable().default(null),
  /** First round the player takes part in (a late arrival joins with 0 points). */
  joinedRound: z.int().min(1).default(1),
  rating: z.number().default(1000),
  /**
   * A table the player keeps for the whole event (mobility needs, a streamed table): pairing
   * seats their game there and warns when it cannot. Absent or null: any table.
   */
  fixedTable: z.int().min(1).nullable().optional(),
  /** The player's personal result code for reporting from a phone (absent until one is issued). */
  resultCode: z.string().max(12).optional(),
  /** The player agrees to publish their army list after the event; absent (older files): no. */
  publishList: z.boolean().optional(),
});
export type Player = z.infer<typeof PlayerSchema>;

/** A referee's final word on a breakdown line or a player's total OP: these points replace it. */
export const RulingSchema = z.object({
  points: z.int().min(-10).max(10),
  reason: z.string().max(500),
  by: z.string(),
  at: z.string(),
});
/** "a" / "b": the player's total OP; "a.3": line 3 (from 0) of the player's breakdown. */
export const RulingKeySchema = z.string().regex(/^[ab](\.\d{1,3})?$/);

/** A result as committed by the referee for one table. */
export const GameResultSchema = z.object({
  op: z.tuple([z.int().min(0).max(10), z.int().min(0).max(10)]),
  vp: z.tuple([z.int().min(0), z.int().min(0)]),
  tp: z.tuple([z.int().min(0), z.int().min(0)]),
  /**
   * Scenario facts the wizard collected, when scored through the wizard: the answers that differ
   * from the questions' defaults. The OP breakdown is not stored: the rules derive it from these
   * facts, the round's scenario and tier and the rulings whenever it is shown or printed
   * (src/core/rules/scenarios/breakdown.ts).
   */
  facts: z.unknown().optional(),
  /**
   * The referee's rulings (ITS S11 · Referees), keyed by what they rule on: "a" / "b" a player's
   * total OP, "a.3" / "b.0" one line of that player's breakdown (its index, from 0). Absent until
   * the referee rules; results converted from format 1 that had a breakdown carry it, maybe empty.
   */
  rulings: z.record(RulingKeySchema, RulingSchema).optional(),
  confirmedByA: z.boolean().default(false),
  confirmedByB: z.boolean().default(false),
  committedAt: z.string(),
  committedBy: z.string().default('local'),
});
export type GameResult = z.infer<typeof GameResultSchema>;

const SideSchema = z.enum(['a', 'b']);

/** One player's account of a game, scored by the same engine as the referee's wizard. */
export const ReportSubmissionSchema = z.object({
  by: SideSchema,
  at: z.string(),
  op: z.tuple([z.int().min(0).max(10), z.int().min(0).max(10)]),
  vp: z.tuple([z.int().min(0), z.int().min(0)]),
  tp: z.tuple([z.int().min(0), z.int().min(0)]),
  /** As a result's facts: what differs from the defaults; the breakdown is derived when shown. */
  facts: z.unknown().optional(),
});
export type ReportSubmission = z.infer<typeof ReportSubmissionSchema>;

/**
 * A table's player report (see src/core/rules/playerReports/machine.ts for the transitions). `latest` is
 * the submission that counts; the other player confirms or disputes it. Each player's last
 * submission is kept so a dispute can be shown side by side.
 */
export const ReportSchema = z.object({
  /** `settled`: the report was disputed and the referee decided the result (its own end state). */
  state: z.enum(['none', 'reported', 'confirmed', 'disputed', 'accepted', 'settled']),
  latest: SideSchema.nullable().default(null),
  submissions: z
    .object({ a: ReportSubmissionSchema.nullable().default(null), b: ReportSubmissionSchema.nullable().default(null) })
    .default({ a: null, b: null }),
  confirmedAt: z.string().nullable().default(null),
  dispute: z
    .object({ by: SideSchema, note: z.string().max(1000), at: z.string() })
    .nullable()
    .default(null),
  accepted: z.object({ by: z.string(), at: z.string() }).nullable().default(null),
  /** Who settled the dispute and when; the settled score is the table's result. */
  settled: z.object({ by: z.string(), at: z.string() }).nullable().default(null),
  rejected: z
    .object({ by: z.string(), reason: z.string().max(500), at: z.string() })
    .nullable()
    .default(null),
  /**
   * The keys of the last player actions applied to this report (a phone's report, confirmation
   * or dispute, each sent with its own key): the same action sent again, after its answer was
   * lost on a dropped Wi-Fi or across a server restart, is recognised and not applied twice.
   * Optional: older files have none.
   */
  keys: z.array(z.string().max(64)).max(64).optional(),
});
export type Report = z.infer<typeof ReportSchema>;
export type ReportState = Report['state'];

export const PairingSchema = z.object({
  table: z.int().min(1),
  a: z.string(),
  b: z.string(),
  /** Which of each player's lists was used this round (ITS S11 · Choosing an Army List). */
  listA: z.string().nullable().default(null),
  listB: z.string().nullable().default(null),
  result: GameResultSchema.nullable().default(null),
  dispute: z.string().max(4000).default(''),
  /** What the players reported from their phones (absent until one of them does). */
  report: ReportSchema.nullable().optional(),
});
export type Pairing = z.infer<typeof PairingSchema>;

/**
 * What a pairing costs a game: a rematch, club mates together where the event keeps
 * them apart, or a player moved more than one score group.
 */
export const PAIRING_WARNING_KINDS = ['rematch', 'club', 'scoreGroup'] as const;
export type PairingWarningKind = (typeof PAIRING_WARNING_KINDS)[number];

/**
 * A warning as the referee reads it: English, plus its key and values so a screen shows it in
 * the referee's language (src/shared/messages.ts). Files written before keys existed hold
 * plain strings, read as English-only warnings. A warning about what a game costs also carries
 * its `kind` and the two players (`{ id, name }`), so a screen marks their row.
 */
const WarningSchema = z.preprocess(
  (value) => (typeof value === 'string' ? { message: value } : value),
  z.object({
    message: z.string(),
    i18n: z.object({ key: z.string(), params: z.record(z.string(), z.unknown()).optional() }).optional(),
    kind: z.enum(PAIRING_WARNING_KINDS).optional(),
    players: z.array(z.object({ id: z.string(), name: z.string() })).optional(),
  }),
);
export type RoundWarning = z.infer<typeof WarningSchema>;

export const RoundSchema = z.object({
  number: z.int().min(1),
  scenarioId: z.string().default(''),
  tier: TierSchema,
  /** draft: pairings may be swapped or regenerated; locked: published, results expected. */
  status: z.enum(['draft', 'locked', 'closed']).default('draft'),
  seed: z.string().default(''),
  pairings: z.array(PairingSchema).default([]),
  bye: z.string().nullable().default(null),
  warnings: z.array(WarningSchema).default([]),
  timer: z
    .object({ durationSec: z.int().min(0), startedAt: z.string().nullable(), pausedRemainingSec: z.int().nullable() })
    .nullable()
    .default(null),
  /** A teams event: the round's team pairings (absent in singles). */
  matches: z.array(TeamMatchSchema).optional(),
  /** A teams event with an odd team count: the team without a match and its members. */
  teamBye: TeamByeSchema.nullable().optional(),
});
export type Round = z.infer<typeof RoundSchema>;

export const AuditChangeSchema = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  /** Present for array splices: `path` is the array, items removed/inserted at this index. */
  splice: z.int().min(0).optional(),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
});
export type AuditChange = z.infer<typeof AuditChangeSchema>;

export const AuditEntrySchema = z.object({
  revision: z.int(),
  at: z.string(),
  actor: z.string(),
  method: z.string(),
  /** English, as the CLI and older files have it. */
  summary: z.string(),
  /** The same summary as a keyed message, so screens show it in the referee's language (absent in older files). */
  summaryI18n: z.custom<MessageRef>(isMessageRef).optional(),
  reason: z.string().default(''),
  /** Tables / players this change concerns, for filtering in the Disputes screen. */
  tables: z.array(z.int()).default([]),
  players: z.array(z.string()).default([]),
  changes: z.array(AuditChangeSchema),
  /** Set when this entry was undone (by the entry with that revision). */
  undoneBy: z.int().nullable().default(null),
  /** Set when this entry is itself an undo/redo of another entry. */
  undoOf: z.int().nullable().default(null),
  redoOf: z.int().nullable().default(null),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/**
 * A finished event: when, by whom, and the final standings as they were frozen, with the
 * end-of-event bye adjustment applied (ITS S11 · Byes). While set, the store refuses every
 * change except reopening (or undoing the finish).
 */
export const EventFinishSchema = z.object({
  at: z.string(),
  by: z.string(),
  standings: z
    .array(
      z.object({
        rank: z.int().min(1),
        player: z.string(),
        tp: z.int(),
        op: z.int(),
        vp: z.int(),
        oppOp: z.int(),
        byeRounds: z.array(z.int()),
      }),
    )
    .default([]),
});
export type EventFinish = z.infer<typeof EventFinishSchema>;

export const EventFileSchema = z.object({
  schemaVersion: z.literal(CURRENT_SCHEMA_VERSION),
  id: z.string().min(1),
  revision: z.int().min(0),
  createdAt: z.string(),
  updatedAt: z.string(),
  settings: EventSettingsSchema,
  /**
   * The scenario pack the event plays, kept whole so the file opens anywhere and a newer pack
   * never changes it unasked (api/packs.ts); null: the season's built-in scenarios.
   */
  scenarioPack: ScenarioPackSchema.nullable().default(null),
  tables: z.array(TableDefSchema).default([]),
  players: z.array(PlayerSchema).default([]),
  /** A teams event's teams (absent in singles). */
  teams: z.array(TeamSchema).optional(),
  /** Army lists: owned by the lists domain; validated there. */
  lists: z.array(ArmyListSchema).default([]),
  /** Unit catalogs imported by the organizer, keyed by sectorial id. */
  catalogs: z.record(z.string(), z.unknown()).default({}),
  rounds: z.array(RoundSchema).default([]),
  /** Per-table game tracker state, keyed "round:table". */
  tracker: z.record(z.string(), z.unknown()).default({}),
  /** Set once the event is finished (frozen against edits); null while it runs. */
  finish: EventFinishSchema.nullable().default(null),
  audit: z.array(AuditEntrySchema).default([]),
});
export type EventFile = z.infer<typeof EventFileSchema>;

/** The summary the recent-events index and the event picker show. */
export interface EventSummary {
  id: string;
  name: string;
  date: string;
  path: string;
  revision: number;
  updatedAt: string;
  players: number;
  rounds: number;
  /** Set when changes are refused here: why, and what the consistency check found. */
  readOnly?: {
    reason: string;
    /** The reason as a message, which a screen shows in the referee's language. */
    i18n?: MessageRef;
    problems: string[];
    /** The problems as messages, in the same order. */
    problemsI18n?: MessageRef[];
    repairs: string[];
    /** The repairs as messages, in the same order. */
    repairsI18n?: MessageRef[];
    /** A damaged journal: what was recovered and what was not (the referee decides). */
    journal?: JournalDamage;
  } | null;
  /** The event's language (screens for visitors, PDFs); absent in older recent-events entries. */
  language?: EventSettings['language'];
}
