/**
 * Army lists (ITS S11 · Army Lists): import from an Infinity Army code or pasted rows, manual
 * entry, validation, the Complete view for the referee and the Courtesy view (open information
 * only) for anyone else; and the offline unit catalogs the organizer loads beforehand.
 */
import type { MessageRef, Said } from '../messages';
import type { ScenarioText } from './scoring';
import { z } from 'zod';
import {
  CombatGroupSchema,
  ImpetuousSchema,
  TrainingSchema,
  TroopTypeSchema,
  SKILL_FLAGS,
  TrooperSchema,
} from '../army';
import type { ArmyList, ArmyRef, Impetuous, SkillFlag, Training, TroopType, TrooperSkills } from '../army';
import { TierSchema } from '../model';
import type { SavedAck } from './events';

const Id = z.string().min(1).max(40);
const ArmyCode = z.string().min(1).max(8000);
const HttpUrl = z.url({ protocol: /^https?$/, error: 'a web address starting with http:// or https://' }).max(500);

/** The fields a referee types for a trooper (id is assigned by the list). */
export const TrooperDraftSchema = TrooperSchema.omit({ id: true });
export type TrooperDraft = z.input<typeof TrooperDraftSchema>;

/** Skills to change; flags left out keep their value (no defaults here, unlike the model). */
export const SkillsPatchSchema = z.object({
  ...(Object.fromEntries(SKILL_FLAGS.map((flag) => [flag, z.boolean().optional()])) as {
    [K in SkillFlag]: z.ZodOptional<z.ZodBoolean>;
  }),
  commlink: z.int().min(0).max(15).nullable().optional(),
});

/** A partial change to a trooper: skills merge flag by flag. */
export const TrooperPatchSchema = z
  .object({
    name: z.string().max(200),
    profile: z.string().max(400),
    cost: z.int().min(0).max(1000),
    swc: z.number().min(0).max(20).multipleOf(0.5),
    troopType: TroopTypeSchema,
    training: TrainingSchema,
    impetuous: ImpetuousSchema,
    skills: SkillsPatchSchema,
    baggagePoints: z.int().min(0).max(100),
    notes: z.string().max(2000),
    /** Marks a placeholder from an army code as completed by hand. */
    unresolved: z.boolean(),
  })
  .partial();
export type TrooperPatch = z.input<typeof TrooperPatchSchema>;

/** Army fields to set; fields left out keep their value. */
export const ArmyPatchSchema = z.object({
  id: z.int().min(0).nullable().optional(),
  slug: z.string().max(80).optional(),
  name: z.string().max(120).optional(),
});

const ListHeaderFields = {
  name: z.string().max(200).optional(),
  army: ArmyPatchSchema.optional(),
  pointsLimit: z.int().min(0).max(1000).optional(),
  swc: z.number().min(0).max(20).multipleOf(0.5).optional(),
  /** Escalation: the tier this list is for. */
  tier: TierSchema.nullable().optional(),
};

export const listsParams = {
  /** Decodes an army code without storing anything (also the CLI's `decode`). */
  'lists.decode': z.object({ code: ArmyCode }),
  /** Imports an army code as a new list (or replaces `listId`), resolving ids from the catalogs. */
  'lists.importCode': z.object({ playerId: Id, code: ArmyCode, listId: Id.optional(), ...ListHeaderFields }),
  /** Imports pasted CSV/TSV rows (name, cost, SWC, group, skills) as a new list (or replaces `listId`). */
  'lists.importCsv': z.object({
    playerId: Id,
    text: z.string().min(1).max(100_000),
    listId: Id.optional(),
    ...ListHeaderFields,
  }),
  /** Creates a list by hand; pointsLimit and swc default to the event's tier. */
  'lists.add': z.object({
    playerId: Id,
    ...ListHeaderFields,
    groups: z
      .array(CombatGroupSchema.extend({ troopers: z.array(TrooperDraftSchema).max(40).default([]) }))
      .max(20)
      .optional(),
  }),
  'lists.update': z.object({ listId: Id, playerId: Id.optional(), ...ListHeaderFields }),
  'lists.remove': z.object({ listId: Id }),
  'lists.addTrooper': z.object({
    listId: Id,
    /** Combat Group number; created when missing. */
    group: z.int().min(1).max(20),
    /** Only read when the group is created. */
    reinforcement: z.boolean().optional(),
    trooper: TrooperDraftSchema,
  }),
  'lists.updateTrooper': z.object({
    listId: Id,
    trooperId: Id,
    patch: TrooperPatchSchema.default({}),
    /** Moves the trooper to this Combat Group (created when missing). */
    group: z.int().min(1).max(20).optional(),
  }),
  'lists.removeTrooper': z.object({ listId: Id, trooperId: Id }),
  /** Marks a Combat Group as part of the Reinforcement Section, or not. */
  'lists.setGroup': z.object({ listId: Id, group: z.int().min(1).max(20), reinforcement: z.boolean() }),
  /** Fills placeholders from catalogs loaded after the import. */
  'lists.resolve': z.object({ listId: Id }),
  /** Completes every unresolved trooper of every list of the open event from the unit library (one audited change). */
  'lists.completeAll': z.object({}).default({}),
  /** Validates one list, one player's lists, or every list when neither is given. */
  'lists.validate': z.object({ listId: Id.optional(), playerId: Id.optional() }).default({}),
  /** Complete view (referee only). */
  'lists.get': z.object({ listId: Id }),
  /** Complete views of every list, or of one player's (referee only). */
  'lists.list': z.object({ playerId: Id.optional() }).default({}),
  /** Courtesy view: open information only. Served to anyone. */
  'lists.courtesy': z.object({ listId: Id.optional(), playerId: Id.optional() }).default({}),
} satisfies Record<`lists.${string}`, z.ZodType>;

export const catalogsParams = {
  /** Stores a unit catalog (the builder's per-sectorial unit JSON, as an object or as text). */
  'catalogs.import': z.object({
    sectorialId: z.int().min(0).max(0x7fff),
    slug: z.string().max(80).optional(),
    name: z.string().max(120).optional(),
    json: z.union([z.string().min(1), z.record(z.string(), z.unknown())]),
  }),
  'catalogs.list': z.object({}).default({}),
  'catalogs.remove': z.object({ sectorialId: z.int().min(0).max(0x7fff) }),
  /** The app-level unit library (`<data>/catalog/`): source, date, armies held, the source settings. */
  'catalogs.status': z.object({}).default({}),
  /**
   * Downloads a new unit library from the army builder's data service (all or nothing; progress
   * pushed as job.progress). `from` overrides the base URL for this run only.
   */
  'catalogs.update': z.object({ from: HttpUrl.optional(), jobId: z.string().max(80).optional() }).default({}),
  /** Installs a unit library from saved files: a folder or .zip on this machine, or picked files. */
  'catalogs.importLibrary': z.union([
    z.object({ path: z.string().min(1).max(1000), jobId: z.string().max(80).optional() }),
    z.object({
      files: z
        .array(z.object({ name: z.string().min(1).max(260), text: z.string().max(32_000_000) }))
        .min(1)
        .max(500),
      label: z.string().max(200).default('picked files'),
      jobId: z.string().max(80).optional(),
    }),
    /** A .zip picked in the browser, as base64. */
    z.object({
      zipBase64: z.string().min(1).max(64_000_000),
      label: z.string().max(200).default('picked .zip'),
      jobId: z.string().max(80).optional(),
    }),
  ]),
  /** Where updates download from: base URL, the Origin header the service expects, language. */
  'catalogs.setSource': z.object({
    baseUrl: HttpUrl.optional(),
    origin: HttpUrl.optional(),
    lang: z
      .string()
      .regex(/^[a-z]{2}$/, 'a two-letter language code such as en')
      .optional(),
  }),
} satisfies Record<`catalogs.${string}`, z.ZodType>;

// ---------------------------------------------------------------------------------------------
// Results

export interface DecodedArmyCodeView {
  /** Which member layout the code used: (a) indexed, (b) plain, (c) with Spec-Ops data. */
  generation: 'a' | 'b' | 'c';
  sectorialId: number;
  slug: string;
  name: string;
  pointsLimit: number;
  /** The army's name from the unit library or the event's copy, when known. */
  armyName?: string;
  groups: {
    number: number;
    reinforcement: boolean;
    members: DecodedMemberView[];
  }[];
}

export interface DecodedMemberView {
  unit: number;
  group: number;
  option: number;
  specOps?: string[];
  /** From the unit library, when it knows these ids. */
  name?: string;
  profile?: string;
  points?: number;
  swc?: number;
}

export interface ListIssueView {
  code: string;
  /** The rule the check cites, as a text (`s.*` sections) rendered where shown. */
  rule: ScenarioText;
  severity: 'error' | 'warning';
  message: string;
  /** The message as a key: screens show it in the referee's language. */
  i18n?: MessageRef;
  troopers: string[];
}

export interface SectionTotalsView {
  troopers: number;
  points: number;
  swc: number;
}

export interface ListTotalsView extends SectionTotalsView {
  main: SectionTotalsView;
  reinforcement: SectionTotalsView;
  mercenaryPoints: number;
  mercenarySwc: number;
  maxTroopers: number;
  lieutenants: number;
}

/** Everything: the referee's copy (ITS S11 · Army Lists: the Complete Army List). */
export interface CompleteListView {
  list: ArmyList;
  totals: ListTotalsView;
  limits: { points: number; swc: number };
  issues: ListIssueView[];
  valid: boolean;
}

export interface CourtesyTrooperView {
  name: string;
  profile: string;
  cost: number;
  swc: number;
  troopType: TroopType;
  training: Training;
  impetuous: Impetuous;
  /** Open skills only: the Lieutenant flag is always false here. */
  skills: TrooperSkills;
}

/** Open information only (ITS S11 · Army Lists: the Courtesy Army List). */
export interface CourtesyListView {
  listId: string;
  playerId: string;
  army: ArmyRef;
  name: string;
  pointsLimit: number;
  groups: { number: number; reinforcement: boolean; troopers: CourtesyTrooperView[] }[];
}

export interface ImportResult extends SavedAck {
  view: CompleteListView;
  /** Catalog ids nothing resolved, as "unit-group-option". */
  unresolved: string[];
  /** Notes for the referee: ids found in another army's catalog, ignored CSV words… (keyed: see Said). */
  notes: Said[];
}

export interface ListValidationView {
  lists: { listId: string; playerId: string; valid: boolean; issues: ListIssueView[] }[];
  players: { playerId: string; issues: ListIssueView[] }[];
  valid: boolean;
}

export interface CatalogSummary {
  sectorialId: number;
  slug: string;
  name: string;
  units: number;
  options: number;
}

/** One army the unit library knows (factions and sectorial armies, from the metadata). */
export interface LibraryArmyView {
  id: number;
  /** The faction a sectorial army belongs to (its own id for a faction). */
  parent: number | null;
  name: string;
  slug: string;
  /** Whether the library holds this army's unit file. */
  held: boolean;
}

export interface LibrarySourceSettings {
  baseUrl: string;
  origin: string;
  lang: string;
}

/** `its-ref catalog status`: where the library came from, when, and what it holds. */
export interface LibraryStatusView {
  present: boolean;
  kind: 'update' | 'import' | null;
  /** The base URL downloaded from, or the folder / .zip name imported. */
  source: string | null;
  /** When it was downloaded or imported (ISO time). */
  at: string | null;
  armies: { id: number; slug: string; name: string; units: number; version: string }[];
  /** Every army of the metadata, for picking a player's army (searchable by name). */
  directory: LibraryArmyView[];
  settings: LibrarySourceSettings;
}

export interface ListsResults {
  'lists.decode': DecodedArmyCodeView;
  'lists.importCode': ImportResult;
  'lists.importCsv': ImportResult;
  'lists.add': SavedAck & { view: CompleteListView };
  'lists.update': SavedAck & { view: CompleteListView };
  'lists.remove': SavedAck & { removed: string };
  'lists.addTrooper': SavedAck & { trooperId: string; view: CompleteListView };
  'lists.updateTrooper': SavedAck & { view: CompleteListView };
  'lists.removeTrooper': SavedAck & { view: CompleteListView };
  'lists.setGroup': SavedAck & { view: CompleteListView };
  'lists.resolve': SavedAck & { resolved: number; view: CompleteListView };
  /** `resolved` troopers completed in `lists` lists; `remaining` still need the referee. */
  'lists.completeAll': SavedAck & { resolved: number; lists: number; remaining: number };
  'lists.validate': ListValidationView;
  'lists.get': CompleteListView;
  'lists.list': CompleteListView[];
  'lists.courtesy': CourtesyListView[];
}

export interface CatalogsResults {
  'catalogs.import': SavedAck & CatalogSummary & { warnings: Said[] };
  'catalogs.list': CatalogSummary[];
  'catalogs.remove': SavedAck & { removed: number };
  'catalogs.status': LibraryStatusView;
  'catalogs.update': LibraryStatusView & { jobId: string };
  'catalogs.importLibrary': LibraryStatusView & { jobId: string };
  'catalogs.setSource': LibrarySourceSettings;
}
