/**
 * The scenario declaration every scenario file fills in, and the game view its scoring reads.
 */
import type { ScenarioText, SeasonId } from '../../../shared/api/scoring';
import type { Tier } from '../../../shared/model';
import type {
  ClassifiedDeckUse,
  FactRecord,
  FactsOf,
  GuideEntry,
  HvtMode,
  IntelcomMode,
  Line,
  Problem,
  QuestionMap,
  SecureHvtMode,
  Side,
  Zone,
} from './types';

/** What scoring code sees: validated facts, typed from the scenario's own questions. */
export interface Game<P extends QuestionMap = QuestionMap, R extends QuestionMap = QuestionMap> {
  tier: Tier;
  /**
   * The game's Army Points: ITS S17 scores at the army size played (150 … 400); ITS S11 at the
   * largest army the preset allows at this tier.
   */
  armyPoints: number;
  /** Scenario questions, per player. */
  facts: Record<Side, FactsOf<P>>;
  /** Scenario questions per Game Round (index 0 = round 1); empty when not scored by round. */
  rounds: Record<Side, FactsOf<R>>[];
  /** Season-rule answers (Classifieds, INTELCOM, HVT, Liaison Officer, Concilium, VP). */
  season: Record<Side, FactRecord>;
  /** Answers about the whole game: how it ended, the referee's ruling where the rules are silent. */
  game: FactRecord;
  def: ScenarioDef<P, R>;
}

export interface ScenarioDef<P extends QuestionMap = QuestionMap, R extends QuestionMap = QuestionMap> {
  id: string;
  name: ScenarioText;
  /** The season the scenario belongs to (absent: ITS S11); its season rules apply (season.ts). */
  season?: SeasonId;
  /** Rule reference prefix, e.g. "ITS S11 · Acquisition". */
  rule: ScenarioText;
  tableConfiguration: string;
  deployment: ScenarioText;
  specialRules: readonly ScenarioText[];
  /**
   * Classified Objectives each player has and the OP each is worth (count 0: none); Highly
   * Classified adds a Secondary Classified worth more.
   */
  classified: { count: number; op: number; secondary?: { count: number; op: number } };
  classifiedDeck: ClassifiedDeckUse;
  /** The scenario may be played with the Extreme (red) Classified deck. */
  extremeMode: boolean;
  retreat: {
    /** false under No Quarter: Retreat! rules are not applied. */
    applies: boolean;
    /** A player who starts an Active Turn in Retreat! ends the game at the end of that turn. */
    endsGameIfTurnStartsInRetreat: boolean;
  };
  hvt: HvtMode;
  secureHvt: SecureHvtMode;
  intelcom: IntelcomMode | null;
  /** Zones of Operations a Support and Control card may reinforce. */
  zones?: readonly Zone[];
  dataTracker: boolean;
  liaisonOfficer: boolean;
  conciliumWatch: boolean;
  /** ITS S17 Direct Action: each player names a Key Ops at the end of deployment. */
  keyOps?: boolean;
  /** ITS S17: whether the scenario suits the Reinforcements extra. */
  reinforcements?: boolean;
  /** Attacker and Defender score from different objective lists. */
  roles?: boolean;
  /** The app's reading of the Secure HVT question where the scenario leaves it unclear. */
  secureHvtReading?: ScenarioText;
  /** Scenario questions asked once per player. */
  player: P;
  /** Scenario questions asked per player at the end of every Game Round (up to 3). */
  round?: R;
  /**
   * Scenario questions asked once for the whole game (e.g. which player was the Attacker, or
   * the referee's choice where the scenario's text allows two readings).
   */
  game?: QuestionMap;
  /** Contradictions specific to the scenario. */
  check?(g: Game<P, R>): Problem[];
  /** The scenario's main objectives for one player (season rules are added by the engine). */
  objectives(g: Game<P, R>, side: Side): Line[];
  /** The main objectives in plain words, for score guides (tier-dependent where needed). */
  guide(tier?: Tier): GuideEntry[];
}

/** Retreat! as the season rules state it: a player who starts an Active Turn in Retreat! ends the game. */
export const EARLY_END = { applies: true, endsGameIfTurnStartsInRetreat: true } as const;
/** No Quarter: the Retreat! rules are not applied. */
export const NO_QUARTER = { applies: false, endsGameIfTurnStartsInRetreat: false } as const;

/**
 * Declaration fields most ITS S11 scenarios share: Retreat! with its early
 * end, no Extreme deck, no DataTracker, no Liaison Officer, no Concilium Watch. A scenario
 * spreads it first and states what differs after it (e.g. `retreat: NO_QUARTER`).
 */
export const S11_BASE = {
  retreat: EARLY_END,
  extremeMode: false,
  dataTracker: false,
  liaisonOfficer: false,
  conciliumWatch: false,
} as const;

/**
 * The usual Classified set-up: `count` Classified Objectives from each player's own deck, worth
 * `op` OP each; the neutral HVT on the table, whose Secure HVT may replace any of them; no
 * INTELCOM card use. A scenario spreads it and states after it what differs (e.g. `intelcom`).
 */
export function ownDeckClassifieds(count: number, op = 1) {
  return {
    classified: { count, op },
    classifiedDeck: 'own-deck',
    hvt: 'neutral',
    secureHvt: 'any-classified',
    intelcom: null,
  } as const;
}

/** No Classified Objectives and no Secure HVT (the scenario states its `hvt` after it). */
export const NO_CLASSIFIEDS = {
  classified: { count: 0, op: 0 },
  classifiedDeck: 'not-used',
  secureHvt: 'not-used',
  intelcom: null,
} as const;

export function defineScenario<P extends QuestionMap, R extends QuestionMap = Record<never, never>>(
  def: ScenarioDef<P, R>,
): ScenarioDef<P, R> {
  return def;
}

export const GAME_ROUNDS = 3;
