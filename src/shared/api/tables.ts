/**
 * API domain `tables.*`: the per-table game tracker (N4 · Game Sequence, N3 · Retreat!,
 * N4 · Reinforcements, ITS S11 season rules), and `gitm.resolve`, the grid retreat calculator.
 *
 * The game events a referee records are declared here (zod, shared by both sides); the rules
 * engine in src/core/rules/game replays them with a pure `transition(state, event)`.
 * Views are computed from the recorded events, never stored.
 */
import { z } from 'zod';
import type { Said } from '../messages';

export const SideSchema = z.enum(['a', 'b']);
export type Side = z.infer<typeof SideSchema>;

/**
 * Where a trooper is. `not-deployed` = not placed yet (Airborne Deployment, the Reinforcement
 * section); `hidden` = in Hidden Deployment; `model`/`marker` = on the table; `unconscious`,
 * `embryo` (Shasvastii-Embryo), `dead` and `null` (any other Null state) are Null; `evacuated` =
 * left by the wide edge of its Deployment Zone while in Retreat!.
 */
export const TROOPER_STATUSES = [
  'not-deployed',
  'hidden',
  'model',
  'marker',
  'unconscious',
  'embryo',
  'dead',
  'null',
  'evacuated',
] as const;
export const TrooperStatusSchema = z.enum(TROOPER_STATUSES);
export type TrooperStatus = z.infer<typeof TrooperStatusSchema>;

/** Steps of a Player Turn, in order (N4 · Game Sequence; N4 · Reinforcements adds step 1.2). */
export const TURN_STEPS = [
  'executive',
  'reinforcements',
  'retreat-check',
  'lol-check',
  'order-count',
  'impetuous',
  'orders',
  'states',
  'end-of-turn',
] as const;
export type TurnStep = (typeof TURN_STEPS)[number];

const TrooperRef = z.string().min(1).max(40);

/** Everything a referee can record at a table. */
export const GameEventSchema = z.discriminatedUnion('type', [
  /** Deploy, reveal, wound, kill, heal or evacuate one trooper. */
  z.object({ type: z.literal('set-status'), side: SideSchema, trooper: TrooperRef, status: TrooperStatusSchema }),
  /** Isolated and Immobilized are not Null: they sit on top of the status. */
  z.object({
    type: z.literal('set-condition'),
    side: SideSchema,
    trooper: TrooperRef,
    condition: z.enum(['isolated', 'immobilized']),
    value: z.boolean(),
  }),
  /** ITS S11 · DataTracker: named at the end of deployment. */
  z.object({ type: z.literal('choose-datatracker'), side: SideSchema, trooper: TrooperRef }),
  /** Ends deployment; `firstPlayer` takes the first Player Turn of every Game Round. */
  z.object({ type: z.literal('start-game'), firstPlayer: SideSchema }),
  /** Moves the active player to the next step of the turn, running that step's check. */
  z.object({ type: z.literal('advance') }),
  /** N4 · Request Reinforcements, by the active player. `markers`: troopers placed as markers. */
  z.object({
    type: z.literal('request-reinforcements'),
    commlinkGroup: z.int().min(1).max(20).optional(),
    markers: z.array(TrooperRef).max(40).default([]),
  }),
  /** N3 · Retreat!: the active player spends a Command Token so this trooper ignores Retreat!. */
  z.object({ type: z.literal('ignore-retreat'), trooper: TrooperRef }),
  /** N4 · Loss of Lieutenant: a new Lieutenant named at the end of the turn. */
  z.object({ type: z.literal('appoint-lieutenant'), trooper: TrooperRef }),
  /**
   * Strategic Use of Command Tokens by the second player, right after the first player's first
   * Order Count: two Regular Orders removed, one per entry (the same group may appear twice).
   */
  z.object({ type: z.literal('strategic-order-removal'), groups: z.array(z.int().min(1).max(20)).length(2) }),
  /** The referee ends the game early (time called, concession). */
  z.object({ type: z.literal('end-game'), note: z.string().max(500).default('') }),
]);
export type GameEvent = z.output<typeof GameEventSchema>;
export type GameEventInput = z.input<typeof GameEventSchema>;

/** Scenario rules the tracker applies (from the scenario registry, or set by the referee). */
export const ScenarioTrackerRulesSchema = z.object({
  /** "No Quarter": Retreat! is not applied. */
  noQuarter: z.boolean(),
  /** A player starting an Active Turn in Retreat! ends the game at the end of that turn. */
  retreatEndsGame: z.boolean(),
  /** The scenario uses a DataTracker (named at the end of deployment). */
  dataTracker: z.boolean(),
  /** The DataTracker gets its own extra Irregular Order each turn. */
  dataTrackerOrder: z.boolean(),
});
export type ScenarioTrackerRules = z.infer<typeof ScenarioTrackerRulesSchema>;

const TableKey = { round: z.int().min(1).max(20), table: z.int().min(1).max(1000) };

export const tablesParams = {
  /** Starts tracking a table for a round, from the two lists chosen for that pairing. */
  'tables.start': z.object({
    ...TableKey,
    /** Override the lists recorded on the pairing (list ids). */
    listA: z.string().min(1).max(40).optional(),
    listB: z.string().min(1).max(40).optional(),
    /** Override the scenario's tracker rules. */
    rules: ScenarioTrackerRulesSchema.partial().optional(),
    /** Discard an existing tracker for this table and start again. */
    restart: z.boolean().default(false),
    /**
     * Track even though a list has troopers of unknown cost (their points cannot be checked and
     * Retreat! counts them as 0). Without it such a start is refused with CONFLICT and
     * details.confirm = 'unknown-cost', so the screen can ask the referee.
     */
    confirmUnknownCost: z.boolean().default(false),
  }),
  'tables.dispatch': z.object({ ...TableKey, event: GameEventSchema, reason: z.string().max(500).optional() }),
  'tables.get': z.object(TableKey),
  'tables.list': z.object({ round: z.int().min(1).max(20).optional() }).default({}),
} satisfies Record<`tables.${string}`, z.ZodType>;

// ---------------------------------------------------------------------------------------------
// Views (computed by src/core/rules/game/view.ts)

export type ArmyCondition = 'normal' | 'loss-of-lieutenant' | 'retreat';

/** One row of the N3 · Retreat! summary chart as it applies to a trooper right now. */
export interface ChartResultView {
  row: 'normal' | 'irregular' | 'impetuous' | 'courage' | 'religious' | 'veteran' | 'morat' | 'command-token';
  training: 'regular' | 'irregular';
  impetuous: boolean;
  retreatMarker: boolean;
}

export interface TrooperView {
  id: string;
  name: string;
  profile: string;
  cost: number;
  group: number;
  reinforcement: boolean;
  status: TrooperStatus;
  isolated: boolean;
  immobilized: boolean;
  isNull: boolean;
  lieutenant: boolean;
  dataTracker: boolean;
  /** A Command Token was spent so this trooper ignores Retreat! until the end of the game. */
  retreatIgnored: boolean;
  chart: ChartResultView;
}

export interface GroupOrdersView {
  group: number;
  reinforcement: boolean;
  /** Regular Orders in the group's Order Pool (after any Strategic Use removal). */
  regular: number;
  /** Troopers (ids) each holding an Irregular Order token. */
  irregular: string[];
  lieutenant: number;
  /** Troopers (ids) each giving a Tactical Order (Tactical Awareness; TAGs by ITS S11 · ATS). */
  tactical: string[];
  /** The DataTracker's special Irregular Order (scenarios that grant it). */
  dataTracker: number;
  /** Troopers that may act in the Impetuous Phase. */
  impetuous: string[];
  /** Regular Orders removed by the opponent's Strategic Use of Command Tokens. */
  removed: number;
}

export interface ReinforcementsView {
  /** The list has a Reinforcement section and the event uses the extra. */
  available: boolean;
  deployed: boolean;
  deployedRound: number | null;
  /** Request Reinforcements threshold in Victory Points; null when the table has no row for these points. */
  requestThreshold: number | null;
  /** Could this player request now (their Tactical Phase, step Request Reinforcements)? */
  eligible: boolean;
  reason: string;
  /** The reason as the screen shows it (`message`, in the referee's language). */
  why: Said;
}

export interface ArmyView {
  side: Side;
  playerId: string;
  listId: string;
  listName: string;
  pointsLimit: number;
  /** Survivors' cost as counted for Retreat! (undeployed troopers count; Baggage only when non-Null). */
  survivorsCost: number;
  retreatThreshold: number;
  /** What the threshold rests on, in English words: the Army Points it is a quarter of, and troopers of unknown cost. */
  retreatBasis: string;
  /** The same for a screen to word: the list header's points (null when it has none) and the troopers of unknown cost. */
  retreatListPoints: number | null;
  retreatUnknownCost: string[];
  retreat: boolean;
  lossOfLieutenant: boolean;
  condition: ArmyCondition;
  /** In Retreat!: the only skills a trooper with a Retreat! marker may declare; empty otherwise. */
  retreatLimits: string[];
  lieutenant: { id: string; name: string } | null;
  dataTracker: { id: string; name: string } | null;
  reinforcements: ReinforcementsView;
  /** For the active player after the Order Count: the counted Orders; otherwise a projection. */
  orders: GroupOrdersView[];
  ordersCounted: boolean;
  troopers: TrooperView[];
}

export interface TrooperTallyLine {
  id: string;
  name: string;
  outcome: 'survived' | 'evacuated' | 'killed' | 'not-deployed';
  /** Victory Points it gives its owner (survived/evacuated) or killed points it gives the opponent. */
  points: number;
}

export interface SideTally {
  playerId: string;
  /** Surviving Army Points. */
  victoryPoints: number;
  /** Army Points this player lost (killed, Null at the end, or never deployed). */
  pointsLost: number;
  /** Enemy Army Points this player killed (the opponent's pointsLost). */
  killedPoints: number;
  lines: TrooperTallyLine[];
}

/**
 * Prefilled facts for the scenario scoring wizard, under the wizard's own keys
 * (src/core/rules/scenarios: survivingPoints, and for Killing scenarios killedPoints and
 * notDeployedPoints).
 */
export interface ScoringFacts {
  /** Victory Points: this player's surviving Army Points. */
  survivingPoints: number;
  /** Enemy Army Points killed on the table (Dead, or Null at the end); never-deployed troopers not included. */
  killedPoints: number;
  /** This player's own troopers never deployed (the opponent counts them as killed). */
  notDeployedPoints: number;
}

/** Victory Points and killed points per player, and the same as scoring wizard facts. */
export interface GameTally {
  a: SideTally;
  b: SideTally;
  facts: { a: ScoringFacts; b: ScoringFacts };
}

export type GameEndReason = 'rounds-complete' | 'retreat-turn' | 'retreat-all-lost' | 'referee';

export interface TableView {
  round: number;
  table: number;
  phase: 'deployment' | 'playing' | 'ended';
  gameRound: number;
  /** 1 or 2 within the Game Round; 0 during deployment. */
  playerTurn: 0 | 1 | 2;
  activeSide: Side | null;
  firstPlayer: Side | null;
  step: TurnStep | null;
  /** The steps of a turn in this game (Request Reinforcements only with that extra). */
  steps: TurnStep[];
  rules: ScenarioTrackerRules & { reinforcements: boolean; limitedInsertion: boolean; rounds: number };
  /** The game ends at the end of this turn (scenario rule on starting a turn in Retreat!). */
  endsAfterThisTurn: boolean;
  end: { reason: GameEndReason; gameRound: number; side: Side | null; note: string } | null;
  /** What the referee should do next, in English words (a screen words it from the rest, by player name). */
  prompt: string;
  armies: { a: ArmyView; b: ArmyView };
  /** Victory Points and killed points; final once the game has ended. */
  tally: GameTally;
  events: number;
}

export interface TableSummary {
  round: number;
  table: number;
  phase: TableView['phase'];
  gameRound: number;
  activeSide: Side | null;
  step: TurnStep | null;
}

/** A game effect, as data (what a transition changed that a screen may announce). */
export type GameEffect =
  | { type: 'game-started'; firstPlayer: Side }
  | { type: 'round-started'; gameRound: number }
  | { type: 'turn-started'; gameRound: number; side: Side }
  | { type: 'trooper-changed'; side: Side; trooper: string; from: TrooperStatus; to: TrooperStatus }
  | { type: 'exrah-dead'; side: Side; trooper: string }
  | { type: 'reinforcements-deployed'; side: Side; troopers: string[] }
  | { type: 'retreat-started'; side: Side; survivorsCost: number; threshold: number }
  | { type: 'retreat-cancelled'; side: Side; survivorsCost: number; threshold: number }
  | { type: 'retreat-ignored'; side: Side; trooper: string }
  | { type: 'loss-of-lieutenant'; side: Side; cause: 'retreat' | 'no-lieutenant' | 'lieutenant-isolated' }
  | { type: 'loss-of-lieutenant-cancelled'; side: Side }
  | { type: 'lieutenant-appointed'; side: Side; trooper: string }
  | { type: 'orders-counted'; side: Side; groups: GroupOrdersView[] }
  | { type: 'orders-removed'; side: Side; groups: number[] }
  | { type: 'impetuous-skipped'; side: Side }
  | { type: 'game-ends-this-turn'; side: Side }
  | { type: 'game-over'; reason: GameEndReason; tally: GameTally };

export interface TablesResults {
  'tables.start': { revision: number; savedAt: string; view: TableView };
  'tables.dispatch': { revision: number; savedAt: string; effects: GameEffect[]; view: TableView };
  'tables.get': TableView;
  'tables.list': TableSummary[];
}

// ---------------------------------------------------------------------------------------------
// gitm.resolve: retreat, rout and fall-back on a square grid (a separate, self-contained module)

export const GRID_DIRECTIONS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export const GridDirectionSchema = z.enum(GRID_DIRECTIONS);
export type GridDirection = z.infer<typeof GridDirectionSchema>;

const Directions = z.array(GridDirectionSchema).max(8).default([]);

export const GitmInputSchema = z.object({
  /** The unit's name as the messages print it, e.g. "BR1IN". */
  unit: z.string().min(1).max(40),
  action: z.enum(['retreat', 'rout', 'fall-back']),
  /** The direction the unit was moving when it entered the battle square; null if it did not move in. */
  moved: GridDirectionSchema.nullable().default(null),
  /** The sides enemy units came from when they moved into the battle square. */
  enemyCameFrom: Directions,
  /** Adjacent squares holding enemy units. */
  adjacentEnemies: Directions,
  /** Adjacent squares holding friendly units. */
  adjacentFriends: Directions,
  /** Adjacent squares the unit cannot enter (impassable, enemy or neutral units, invalid strategic move). */
  blocked: Directions,
  /** The unit lost a melee (exhaustion applies). */
  lostMelee: z.boolean().default(false),
  fatigue: z.int().min(0).max(999).default(0),
  /** Falling back only: the unit was entangled by the enemy in the melee (the game's own roll). */
  trapped: z.boolean().default(false),
  /** Seed for the random choices (rout direction; ties between equally good directions). */
  seed: z.string().max(80).default('gitm'),
});
export type GitmInput = z.output<typeof GitmInputSchema>;

export const gitmParams = {
  'gitm.resolve': GitmInputSchema,
} satisfies Record<`gitm.${string}`, z.ZodType>;

export type GitmSurrenderReason = 'no-valid-direction' | 'no-direction' | 'blocked' | 'trapped' | 'exhausted';

export interface GitmResult {
  /** Directions left after the movement and enemy-entry rules. */
  valid: GridDirection[];
  /** Valid directions not toward an adjacent enemy. */
  candidates: GridDirection[];
  /** Candidates toward adjacent friendly units not sharing a square with an enemy. */
  preferred: GridDirection[];
  outcome:
    | { kind: 'move'; direction: GridDirection; minSquares: number; maxSquares: number; strategic: boolean }
    | { kind: 'surrender'; reason: GitmSurrenderReason };
  /** The lines the game prints for this outcome. */
  messages: string[];
}

export interface GitmResults {
  'gitm.resolve': GitmResult;
}
