/**
 * Question builders, and everything derived from questions: the zod validator, the JSON
 * Schema (with titles) and the wizard shape. Questions are the single source of truth.
 */
import type { ScenarioText } from '../../../shared/api/scoring';
import { issueProblem } from '../../../shared/issues';
import { english, msg } from '../../../shared/messages';
import type { MessageParam } from '../../../shared/messages';
import { z } from 'zod';
import { ok, refuse } from '../problem';
import type { Ruled } from '../problem';
import type {
  BoolQuestion,
  ChoiceOption,
  ChoiceQuestion,
  NumberQuestion,
  Question,
  QuestionMap,
  ShowIf,
  WizardQuestion,
} from './types';

/** Largest Army Point figure a question accepts (a Top-Tier army plus Baggage, with margin). */
export const MAX_ARMY_POINTS = 1000;
/** Largest trooper count a question accepts (15 troopers plus Commlink and similar bonuses). */
export const MAX_TROOPERS = 25;

export interface Extra {
  help?: ScenarioText;
  reading?: ScenarioText;
  showIf?: ShowIf;
}

export function yesNo(label: ScenarioText, rule: ScenarioText, extra: Extra = {}): BoolQuestion {
  return { kind: 'boolean', label, rule, ...extra };
}

export function count(
  label: ScenarioText,
  rule: ScenarioText,
  min: number,
  max: number,
  extra: Extra = {},
): NumberQuestion {
  return { kind: 'number', label, rule, min, max, ...extra };
}

export function armyPoints(label: ScenarioText, rule: ScenarioText, extra: Extra = {}): NumberQuestion {
  return count(label, rule, 0, MAX_ARMY_POINTS, extra);
}

export function pick<const V extends string>(
  label: ScenarioText,
  rule: ScenarioText,
  options: readonly ChoiceOption<V>[],
  extra: Extra = {},
): ChoiceQuestion<V> {
  return { kind: 'choice', label, rule, options, ...extra };
}

/** The answer a question takes when the facts leave it out. */
export function defaultValue(q: Question): boolean | number | string {
  if (q.kind === 'boolean') return false;
  if (q.kind === 'number') return q.min;
  return q.options[0]?.value ?? '';
}

function zodFor(q: Question): z.ZodType {
  if (q.kind === 'boolean') return z.boolean({ error: 'must be true or false' }).default(false);
  if (q.kind === 'number') {
    const range = `must be a whole number from ${q.min} to ${q.max}`;
    return z.int({ error: range }).min(q.min, { error: range }).max(q.max, { error: range }).default(q.min);
  }
  const values = q.options.map((o) => o.value);
  return z
    .string({ error: `must be one of: ${values.join(', ')}` })
    .refine((v) => values.includes(v), { error: `must be one of: ${values.join(', ')}` })
    .default(defaultValue(q) as string);
}

export function zodObject(map: QuestionMap): z.ZodType {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, q] of Object.entries(map)) shape[key] = zodFor(q);
  return z.strictObject(shape);
}

export function jsonSchemaFor(q: Question): Record<string, unknown> {
  // The JSON Schema is for tools outside the app: its titles read in English, the API's language.
  const base: Record<string, unknown> = { title: english(q.label) };
  if (q.help) base.description = english(q.help);
  if (q.reading) base['x-reading'] = english(q.reading);
  base['x-rule'] = english(q.rule);
  if (q.showIf) base['x-show-if'] = q.showIf;
  if (q.kind === 'boolean') return { ...base, type: 'boolean', default: false };
  if (q.kind === 'number') return { ...base, type: 'integer', minimum: q.min, maximum: q.max, default: q.min };
  return {
    ...base,
    type: 'string',
    oneOf: q.options.map((o) => ({ const: o.value, title: english(o.label) })),
    default: defaultValue(q),
  };
}

export function jsonObject(title: string, map: QuestionMap): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (const [key, q] of Object.entries(map)) properties[key] = jsonSchemaFor(q);
  return { type: 'object', title, properties, additionalProperties: false };
}

export function wizardShape(key: string, q: Question, scope: WizardQuestion['scope']): WizardQuestion {
  const out: WizardQuestion = { key, label: q.label, kind: q.kind, scope, rule: q.rule };
  if (q.kind === 'number') {
    out.min = q.min;
    out.max = q.max;
  }
  if (q.kind === 'choice') out.options = q.options.map((o) => ({ ...o }));
  if (q.help) out.help = q.help;
  if (q.reading) out.reading = q.reading;
  if (q.showIf) out.showIf = structuredClone(q.showIf);
  return out;
}

/** Parses with a schema built from questions; a refusal (invalid) names every field. */
export function parseFacts<T>(
  schema: z.ZodType,
  value: unknown,
  scenarioName: MessageParam,
  describeField: (path: string) => MessageParam,
): Ruled<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return ok(parsed.data as T);
  const fields = parsed.error.issues.flatMap((issue) => {
    const path = issue.path.map(String).join('.');
    return issue.code === 'unrecognized_keys' ? issue.keys.map((k) => (path ? `${path}.${k}` : k)) : [path];
  });
  // The referee reads each answer by its question; the paths stay in `fields` for the wizard.
  const issues = parsed.error.issues.map((issue) =>
    issue.code === 'unrecognized_keys'
      ? msg('m.c.notAsked', { scenario: scenarioName })
      : msg('m.issue', { field: describeField(issue.path.map(String).join('.')), problem: issueProblem(issue) }),
  );
  return refuse('invalid', msg('m.c.invalidFacts', { scenario: scenarioName, issues }), { fields });
}
