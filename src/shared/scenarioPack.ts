/**
 * A scenario pack (`*.its-scenarios.json`): a season's, a hotfix's or a house event's scenarios as
 * data, so a referee without internet scores a new season without an app update. The format is a
 * small declarative vocabulary of what ITS scenarios ask and score (docs/SCENARIO-PACKS.md) —
 * data only: nothing in a pack is run or evaluated as code, every list and string is capped.
 *
 * Texts: a string is a text key, either of the app's catalogs (`s.…`, `m.…`) or of the pack's own
 * `texts` (English required, any other language optional); `{ key, params }` fills its holes, and
 * `{ literal }` is written as it is (a rulebook reference such as "ITS S18").
 */
import { z } from 'zod';

export const PACK_FORMAT = 'its-scenarios';
export const PACK_FORMAT_VERSION = 1;
export const PACK_FILE_SUFFIX = '.its-scenarios.json';

/** Caps: a pack is small, and a hostile file must not cost the desk memory or time. */
export const PACK_LIMITS = {
  bytes: 512 * 1024,
  scenarios: 40,
  questionsPerMap: 24,
  objectives: 40,
  checks: 24,
  textLength: 400,
  texts: 2000,
  depth: 6,
  options: 12,
} as const;

const name = z.string().min(1).max(60);
const id = z
  .string()
  .min(1)
  .max(60)
  .regex(/^[a-z0-9][a-z0-9-]*$/, { error: 'must be lower-case letters, digits and dashes' });
const textKey = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[A-Za-z][\w.-]*$/, { error: 'must be a text key' });

/** A literal value a fact is compared with. */
const factValue = z.union([z.boolean(), z.int().min(-10_000).max(10_000), z.string().max(60)]);

export type PackText = string | { key: string; params?: Record<string, PackParam> } | { literal: string };
export type PackParam = PackText | number | PackValue;

// A value is data: where a figure comes from (an answer, Army Points Killed, a zone's points),
// combined only by the fixed operators below.
export type PackValue =
  | number
  | { fact: string }
  | { opponent: string }
  | { game: string }
  | { killed: 'self' | 'opponent' }
  | { zonePoints: string | { a: string; b: string }; zone?: string }
  | { byArmy: Record<string, number> }
  | { armyPoints: true }
  | { sum: PackValue[] }
  | { min: PackValue[] }
  | { count: PackCondition[] };

export type PackCondition =
  | { fact: string; is?: boolean | number | string; isNot?: boolean | number | string }
  | { opponent: string; is?: boolean | number | string; isNot?: boolean | number | string }
  | { game: string; is?: boolean | number | string; isNot?: boolean | number | string }
  | { role: 'attacker' | 'defender' }
  | { compare: [PackValue, 'gt' | 'ge' | 'eq' | 'le' | 'lt', PackValue] }
  | { lastRound: PackCondition }
  | { everyRound: PackCondition }
  | { anyRound: PackCondition }
  | { roundsAnswered: number }
  | { earlyEnd: boolean }
  | { all: PackCondition[] }
  | { any: PackCondition[] }
  | { not: PackCondition };

const text: z.ZodType<PackText> = z.lazy(() =>
  z.union([
    textKey,
    z.strictObject({ literal: z.string().min(1).max(PACK_LIMITS.textLength) }),
    z.strictObject({ key: textKey, params: z.record(z.string().max(20), param).optional() }),
  ]),
);
const param: z.ZodType<PackParam> = z.lazy(() => z.union([z.number(), value, text]));

const value: z.ZodType<PackValue> = z.lazy(() =>
  z.union([
    z.number().min(-10_000).max(10_000),
    z.strictObject({ fact: name }),
    z.strictObject({ opponent: name }),
    z.strictObject({ game: name }),
    z.strictObject({ killed: z.enum(['self', 'opponent']) }),
    z.strictObject({ zonePoints: z.union([name, z.strictObject({ a: name, b: name })]), zone: id.optional() }),
    z.strictObject({ byArmy: z.record(z.string().regex(/^\d{3}$/), z.int().min(0).max(10_000)) }),
    z.strictObject({ armyPoints: z.literal(true) }),
    z.strictObject({ sum: z.array(value).min(1).max(8) }),
    z.strictObject({ min: z.array(value).min(1).max(8) }),
    z.strictObject({ count: z.array(condition).min(1).max(8) }),
  ]),
);

const factTest = { is: factValue.optional(), isNot: factValue.optional() };
const condition: z.ZodType<PackCondition> = z.lazy(() =>
  z.union([
    z.strictObject({ fact: name, ...factTest }),
    z.strictObject({ opponent: name, ...factTest }),
    z.strictObject({ game: name, ...factTest }),
    z.strictObject({ role: z.enum(['attacker', 'defender']) }),
    z.strictObject({ compare: z.tuple([value, z.enum(['gt', 'ge', 'eq', 'le', 'lt']), value]) }),
    z.strictObject({ lastRound: condition }),
    z.strictObject({ everyRound: condition }),
    z.strictObject({ anyRound: condition }),
    z.strictObject({ roundsAnswered: z.int().min(1).max(3) }),
    z.strictObject({ earlyEnd: z.boolean() }),
    z.strictObject({ all: z.array(condition).min(1).max(8) }),
    z.strictObject({ any: z.array(condition).min(1).max(8) }),
    z.strictObject({ not: condition }),
  ]),
);

/** A citation under the scenario's own ("Critical Intervention · Killing"): its sections as texts. */
const ruleRef = z.union([
  z.array(text).max(3),
  z.strictObject({ cite: z.array(text).min(1).max(5) }), // a citation from the rulebook's top
]);

const showIf: z.ZodType<ShowIfData> = z.lazy(() =>
  z.strictObject({
    key: name,
    equals: factValue.optional(),
    notEquals: factValue.optional(),
    also: showIf.optional(),
  }),
);
interface ShowIfData {
  key: string;
  equals?: boolean | number | string;
  notEquals?: boolean | number | string;
  also?: ShowIfData;
}

const questionCommon = {
  label: text,
  rule: ruleRef,
  help: text.optional(),
  reading: text.optional(),
  showIf: showIf.optional(),
};
export const PackQuestionSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('yes-no'), ...questionCommon }),
  z.strictObject({
    kind: z.literal('count'),
    ...questionCommon,
    min: z.int().min(0).max(100),
    max: z.int().min(0).max(100),
  }),
  z.strictObject({ kind: z.literal('army-points'), ...questionCommon }),
  z.strictObject({
    kind: z.literal('choice'),
    ...questionCommon,
    options: z
      .array(z.strictObject({ value: z.string().min(1).max(40), label: text }))
      .min(2)
      .max(PACK_LIMITS.options),
  }),
]);
export type PackQuestion = z.infer<typeof PackQuestionSchema>;

const questionMap = z
  .record(name, PackQuestionSchema)
  .refine((m) => Object.keys(m).length <= PACK_LIMITS.questionsPerMap, {
    error: `at most ${PACK_LIMITS.questionsPerMap} questions`,
  });

const detail = z.union([text, z.strictObject({ if: condition, then: text, else: text.optional() })]);

const objectiveCommon = {
  id,
  label: z.union([text, z.strictObject({ if: condition, then: text, else: text })]),
  rule: ruleRef.optional(),
  role: z.enum(['attacker', 'defender']).optional(),
};

export type PackObjective = z.infer<typeof objectiveBase> | { kind: 'each-round'; objectives: PackObjective[] };
const objectiveBase = z.discriminatedUnion('kind', [
  // `op` when the condition holds (or always: a 0 OP line that shows a fact, such as the role).
  z.strictObject({
    kind: z.literal('points'),
    ...objectiveCommon,
    op: z.int().min(0).max(10),
    when: condition.optional(),
    detail: detail.optional(),
  }),
  // `op` for each one counted, up to a cap.
  z.strictObject({
    kind: z.literal('each'),
    ...objectiveCommon,
    count: value,
    op: z.union([z.literal(1), z.literal(2)]).default(1),
    cap: z.int().min(1).max(10).optional(),
    capDetail: textKey.optional(),
  }),
  // More than the adversary (a tie scores nothing).
  z.strictObject({
    kind: z.literal('more'),
    ...objectiveCommon,
    figure: value,
    op: z.int().min(1).max(10),
    noun: text.optional(),
  }),
  // As many as the adversary, only if at least `atLeast`.
  z.strictObject({
    kind: z.literal('same'),
    ...objectiveCommon,
    figure: value,
    op: z.int().min(1).max(10),
    noun: text,
    atLeast: z.int().min(0).max(10).default(1),
  }),
  // Dominate a Zone of Operations: more Army Points inside than the adversary (INTELCOM Support
  // and Control adds its value at the end of the game to the zone it names).
  z.strictObject({
    kind: z.literal('dominate'),
    ...objectiveCommon,
    zonePoints: z.union([name, z.strictObject({ a: name, b: name })]),
    zone: id.optional(),
    op: z.int().min(1).max(10),
  }),
  // Every zone listed Dominated at the end of the last Game Round played.
  z.strictObject({
    kind: z.literal('dominate-all'),
    ...objectiveCommon,
    zonePoints: z.array(name).min(2).max(6),
    op: z.int().min(1).max(10),
  }),
  // A figure at least a threshold (by army size).
  z.strictObject({
    kind: z.literal('at-least'),
    ...objectiveCommon,
    figure: value,
    threshold: value,
    op: z.int().min(1).max(10),
    detail: detail.optional(),
  }),
  // Bands by army size: `ops[i]` for a figure in band i (from the first threshold; above the last).
  z.strictObject({
    kind: z.literal('bands'),
    ...objectiveCommon,
    figure: value,
    bands: z.record(z.string().regex(/^\d{3}$/), z.tuple([z.int(), z.int(), z.int()])),
    ops: z.tuple([z.int().min(0).max(10), z.int().min(0).max(10), z.int().min(0).max(10)]),
    detail: detail.optional(),
  }),
  // A Classified Objective another objective may replace (Secure Treasure): `op` either way.
  z.strictObject({
    kind: z.literal('classified'),
    ...objectiveCommon,
    question: name,
    op: z.int().min(1).max(10),
    replacement: z.strictObject({ value: z.string().min(1).max(40), detail: text }),
  }),
  // A value itself (a Tactical Objective card's OP as answered), up to `max`.
  z.strictObject({ kind: z.literal('value'), ...objectiveCommon, figure: value, max: z.int().min(0).max(10) }),
]);
const objective: z.ZodType<PackObjective> = z.lazy(() =>
  z.union([
    objectiveBase,
    z.strictObject({ kind: z.literal('each-round'), objectives: z.array(objective).min(1).max(8) }),
  ]),
);

export const PackCheckSchema = z.discriminatedUnion('kind', [
  // Both players' counts together cannot exceed the pieces in play.
  z.strictObject({
    kind: z.literal('at-most-in-play'),
    question: name,
    limit: z.int().min(0).max(100),
    what: text.optional(),
    message: text.optional(),
  }),
  // Only one player can hold it.
  z.strictObject({ kind: z.literal('not-both'), question: name, message: text }),
  // A player's answer cannot exceed another of the same player's answers.
  z.strictObject({ kind: z.literal('not-more-than'), question: name, than: name, message: textKey }),
  // Two answers that cannot both hold (own or the opponent's, yes or a value).
  z.strictObject({ kind: z.literal('not-together'), first: condition, second: condition, message: text }),
  // Nobody Kills more than the game's Army Points.
  z.strictObject({ kind: z.literal('killed-within-army'), rule: ruleRef }),
  // A player's Army Points answer within one army (the game's Army Points and the most Baggage adds).
  z.strictObject({ kind: z.literal('within-army'), question: name, message: textKey }),
]);
export type PackCheck = z.infer<typeof PackCheckSchema>;

const guideEntry = z.strictObject({
  label: text,
  op: z.union([z.string().max(10), text]),
  armyPoints: z.int().min(100).max(1000).optional(),
});

export const PackScenarioSchema = z.strictObject({
  id,
  name: text,
  deployment: text,
  specialRules: z.array(text).max(12),
  tableConfiguration: z.string().max(20).default('—'),
  classified: z
    .strictObject({
      count: z.int().min(0).max(5),
      op: z.int().min(0).max(5),
      secondary: z.strictObject({ count: z.int().min(0).max(3), op: z.int().min(0).max(5) }).optional(),
    })
    .default({ count: 0, op: 0 }),
  classifiedDeck: z.enum(['own-deck', 'current-missions', 'not-used']).default('not-used'),
  hvt: z.enum(['neutral', 'neutral-multiple', 'not-used']).default('not-used'),
  secureHvt: z.enum(['any-classified', 'not-used']).default('not-used'),
  intelcom: z.enum(['support-and-control']).nullable().default(null),
  zones: z
    .array(z.strictObject({ id, label: text, pointsKey: name }))
    .max(6)
    .optional(),
  retreat: z.enum(['early-end', 'no-quarter', 'no-early-end']).default('early-end'),
  keyOps: z.boolean().default(false),
  reinforcements: z.boolean().optional(),
  roles: z.boolean().default(false),
  secureHvtReading: text.optional(),
  /** The citation objectives use unless they name their own (default: the scenario's "Main Objectives"). */
  objectiveRule: ruleRef.default(['s.common.mainObjectives']),
  player: questionMap.default({}),
  round: questionMap.optional(),
  game: questionMap.optional(),
  checks: z.array(PackCheckSchema).max(PACK_LIMITS.checks).default([]),
  objectives: z.array(objective).min(1).max(PACK_LIMITS.objectives),
  guide: z.array(guideEntry).max(60).default([]),
});
export type PackScenario = z.infer<typeof PackScenarioSchema>;

const tp = z.int().min(0).max(10);

/**
 * A pack's own Tournament Points table, in the vocabulary of the app's presets: winner's bands
 * (largest margin first), a tie's and a defeat's TP, bonuses, the bye and the tiebreak order.
 * The compiler checks what the shape cannot: the bands' order, tie and defeat below a win, the
 * tiebreak ids, an id no built-in preset has.
 */
export const PackPresetSchema = z.strictObject({
  id,
  name: text,
  winBands: z
    .array(z.strictObject({ outcome: text, minMargin: z.int().min(1).max(10), tp }))
    .min(1)
    .max(6),
  tieTp: tp,
  lossTp: tp,
  bonuses: z
    .array(
      z.strictObject({
        label: text,
        kind: z.enum(['opAtLeast', 'lossWithin']),
        value: z.int().min(1).max(10),
        tp,
      }),
    )
    .max(4)
    .optional(),
  bye: z.strictObject({ tp, op: z.int().min(0).max(10), vp: z.int().min(0).max(1000) }),
  tiebreaks: z.array(z.string().min(1).max(40)).min(1).max(6),
});
export type PackPreset = z.infer<typeof PackPresetSchema>;

export const ScenarioPackSchema = z.strictObject({
  format: z.literal(PACK_FORMAT),
  formatVersion: z.literal(PACK_FORMAT_VERSION),
  id,
  /** The pack's own version, e.g. "2026-09 hotfix": a newer one is loaded only by the referee's choice. */
  version: z.string().min(1).max(40),
  name: text,
  /** Where the rules come from, e.g. "ITS Season 17 rules pack, 2025-09". */
  source: z.string().min(1).max(PACK_LIMITS.textLength),
  /** The rulebook reference every citation starts with, e.g. "ITS S17". */
  cite: z.string().min(1).max(20),
  /** The season rules the scenarios play under (Classifieds, HVT, INTELCOM, the 10 OP ceiling). */
  seasonRules: z.enum(['its-s11', 'its-s17']),
  armySizes: z
    .array(z.union([150, 200, 250, 300, 350, 400].map((p) => z.literal(p))))
    .min(1)
    .max(6),
  /** Tournament Points: an existing preset by id, or the pack's own table (`PackPresetSchema`). */
  preset: z.union([z.string().min(1).max(40), PackPresetSchema]),
  texts: z
    .record(z.string().regex(/^[a-z]{2}$/), z.record(textKey, z.string().min(1).max(PACK_LIMITS.textLength)))
    .default({}),
  scenarios: z.array(PackScenarioSchema).min(1).max(PACK_LIMITS.scenarios),
});
export type ScenarioPack = z.infer<typeof ScenarioPackSchema>;
