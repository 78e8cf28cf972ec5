/**
 * Army lists and troopers: the one model every part of the product reads (list validation,
 * the Courtesy view, the table tracker's Retreat!, Orders and Reinforcements).
 *
 * The zod schemas are the source of truth; the types are inferred from them. They live in
 * shared code because the API contract (src/shared/api/lists.ts) and the event file
 * (src/shared/model.ts) use them; main code imports them through src/core/rules/army/model.ts,
 * which adds the helpers the rules read.
 *
 * Rule sources: ITS S11 · Army Lists, Tournament Tiers, Extras; N4 · Reinforcements (Main and
 * Reinforcement Sections, Commlink); N3 · Retreat! (exemptions, summary chart, Baggage FAQ);
 * N4 · Game Sequence (Order Count).
 */
import { z } from 'zod';

/** N4 · Unit Profile: the Troop Types the rules distinguish. */
export const TROOP_TYPES = ['LI', 'MI', 'HI', 'TAG', 'REM', 'SK', 'WB'] as const;
export const TroopTypeSchema = z.enum(TROOP_TYPES);
export type TroopType = z.infer<typeof TroopTypeSchema>;

/** Regular troopers add an Order to their group's pool; Irregular ones get their own token. */
export const TrainingSchema = z.enum(['regular', 'irregular']);
export type Training = z.infer<typeof TrainingSchema>;

/**
 * Impetuous levels as the Retreat! text lists them (Impetuous, Extremely Impetuous, Frenzy).
 * A trooper in Retreat! loses its Impetuous Order whatever the level.
 */
export const ImpetuousSchema = z.enum(['none', 'impetuous', 'extremelyImpetuous', 'frenzy']);
export type Impetuous = z.infer<typeof ImpetuousSchema>;

/**
 * The Specialist roles scenarios read (ITS S11 · Specialist Troops: Hackers, Doctors, Engineers,
 * Forward Observers, Paramedics and Chain of Command; a Specialist Operative may do their tasks).
 */
export const SPECIALIST_ROLES = [
  'hacker',
  'doctor',
  'engineer',
  'forwardObserver',
  'paramedic',
  'chainOfCommand',
  'specialistOperative',
] as const;
export type SpecialistRole = (typeof SPECIALIST_ROLES)[number];

/** Boolean skills the rules read, with the rule that reads each one. */
export const SKILL_FLAGS = [
  // Command
  'lieutenant', // N4 · Lieutenant: exactly one per list; its identity is Private Information
  ...SPECIALIST_ROLES,
  // Retreat! exemptions (N3 · Retreat!)
  'courage', // V: Courage, or any skill that includes its effects (Martial Arts, G: Remote Presence…)
  'religious', // Religious Troop
  'veteran', // Veteran Troop
  'character', // ITS S11 · Long Service: a Character also counts as a Veteran Troop
  'morat', // N3 · Retreat! summary chart: stays Regular in Loss of Lieutenant and Retreat!
  // Orders (N4 · Order Count)
  'tacticalAwareness', // one Tactical Order (ITS S11 · ATS: every TAG has it)
  'peripheral', // gives no Order of its own
  // Points counted while non-Null (N3 · Retreat! FAQ on Baggage)
  'baggage',
  // Racial and special skills
  'shasvastii',
  'exrah', // N4 · Reinforcements · Exrah: Unconscious goes straight to Dead
  'journalist',
  'peacekeeper',
  // Army building
  'reinforcement', // a Reinf. unit profile: only allowed in the Reinforcement Section
  'mercenary', // ITS S11 · Soldiers of Fortune
  'specOps', // ITS S11 · Spec-Ops
  // Deployment
  'hiddenDeployment', // Private Information until revealed
  'airborneDeployment', // not on the table until it lands: no Order, counts as a survivor
] as const;
export type SkillFlag = (typeof SKILL_FLAGS)[number];

const skillShape = Object.fromEntries(SKILL_FLAGS.map((flag) => [flag, z.boolean().default(false)])) as {
  [K in SkillFlag]: z.ZodDefault<z.ZodBoolean>;
};

/**
 * The skills of one trooper. Every flag defaults to false, so `{ lieutenant: true }` parses.
 * `commlink` is null without the skill, otherwise its MOD: Commlink (+2) is 2, plain Commlink 0.
 */
export const TrooperSkillsSchema = z.object({
  ...skillShape,
  commlink: z.int().min(0).max(15).nullable().default(null),
});
export type TrooperSkills = z.infer<typeof TrooperSkillsSchema>;
export type TrooperSkillsInput = z.input<typeof TrooperSkillsSchema>;

/** Where a trooper came from when imported from an Infinity Army code: its catalog ids. */
export const CatalogRefSchema = z.object({
  unit: z.int().min(0),
  group: z.int().min(0),
  option: z.int().min(0),
});
export type CatalogRef = z.infer<typeof CatalogRefSchema>;

/** The extra points Baggage adds while its trooper is not Null (N3 FAQ: Ikadron 29 alive, 9 Null). */
export const DEFAULT_BAGGAGE_POINTS = 20;

export const TrooperSchema = z.object({
  id: z.string().min(1).max(40),
  /** Unit name as printed on the list, e.g. "Zero". */
  name: z.string().max(200),
  /** Profile / loadout, e.g. "Combi Rifle, Antipersonnel Mines". */
  profile: z.string().max(400).default(''),
  cost: z.int().min(0).max(1000),
  /** Support Weapon Cost; multiples of 0.5. */
  swc: z.number().min(0).max(20).multipleOf(0.5).default(0),
  troopType: TroopTypeSchema.default('LI'),
  training: TrainingSchema.default('regular'),
  impetuous: ImpetuousSchema.default('none'),
  skills: TrooperSkillsSchema.default(TrooperSkillsSchema.parse({})),
  /** Extra points Baggage adds while non-Null (only read when skills.baggage). */
  baggagePoints: z.int().min(0).max(100).default(DEFAULT_BAGGAGE_POINTS),
  /** Set when imported from an army code; the referee may still edit the other fields. */
  source: CatalogRefSchema.nullable().default(null),
  /** True while name/cost/type still need the referee (code imported without a catalog). */
  unresolved: z.boolean().default(false),
  /** Spec-Ops upgrades as carried by the army code (raw JSON strings). */
  specOpsUpgrades: z.array(z.string().max(2000)).max(50).default([]),
  /** Referee's notes: Private Information, never in the Courtesy view. */
  notes: z.string().max(2000).default(''),
});
export type Trooper = z.infer<typeof TrooperSchema>;
export type TrooperInput = z.input<typeof TrooperSchema>;

export const CombatGroupSchema = z.object({
  number: z.int().min(1).max(20),
  /** N4 · Reinforcements: a group of the Reinforcement Section. */
  reinforcement: z.boolean().default(false),
  troopers: z.array(TrooperSchema).max(40).default([]),
});
export type CombatGroup = z.infer<typeof CombatGroupSchema>;
export type CombatGroupInput = z.input<typeof CombatGroupSchema>;

/** The army a list belongs to: the generic army or sectorial (Infinity Army's id and slug). */
export const ArmyRefSchema = z.object({
  /** Infinity Army's sectorial id (501 = Nomads); null when typed by hand. */
  id: z.int().min(0).nullable().default(null),
  slug: z.string().max(80).default(''),
  /** Display name, e.g. "Nomads" or "Jurisdictional Command of Corregidor". */
  name: z.string().max(120).default(''),
});
export type ArmyRef = z.infer<typeof ArmyRefSchema>;

export const ListSourceSchema = z.object({
  kind: z.enum(['code', 'csv', 'manual']).default('manual'),
  /** The army code as pasted, kept so the referee can re-import it with a newer catalog. */
  code: z.string().max(8000).default(''),
});
export type ListSource = z.infer<typeof ListSourceSchema>;

export const ArmyListSchema = z.object({
  id: z.string().min(1).max(40),
  playerId: z.string().min(1).max(40),
  army: ArmyRefSchema.default({ id: null, slug: '', name: '' }),
  name: z.string().max(200).default(''),
  /** Army Points the list was built for (tier points; 350 for a Reinforcements game). */
  pointsLimit: z.int().min(0).max(1000),
  /** SWC available to the list. */
  swc: z.number().min(0).max(20).multipleOf(0.5),
  /** ITS S11 · Escalation Tournament: the tier this list is for; null otherwise. */
  tier: z.enum(['low', 'mid', 'top']).nullable().default(null),
  groups: z.array(CombatGroupSchema).max(20).default([]),
  source: ListSourceSchema.default({ kind: 'manual', code: '' }),
});
export type ArmyList = z.infer<typeof ArmyListSchema>;
export type ArmyListInput = z.input<typeof ArmyListSchema>;
