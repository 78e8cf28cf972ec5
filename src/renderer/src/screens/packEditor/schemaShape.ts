/**
 * The pack format's shape read from its zod schema (`src/shared/scenarioPack.ts`), so the editor's
 * forms follow the format itself: every element the schema accepts can be added from a form, and a
 * new field in the format shows in the editor without a form written for it. What is read here is
 * zod's own description of a schema (`_zod.def`), the same the JSON Schema export reads.
 */
import type { z } from 'zod';
import { PackCheckSchema, ScenarioPackSchema } from '../../../../shared/scenarioPack';

type Schema = z.ZodType;
interface Def {
  type: string;
  getter?: () => Schema;
  innerType?: Schema;
  defaultValue?: unknown;
  shape?: Record<string, Schema>;
  element?: Schema;
  items?: Schema[];
  options?: Schema[];
  keyType?: Schema;
  valueType?: Schema;
  entries?: Record<string, string>;
  values?: unknown[];
  checks?: { _zod: { def: { check: string; value?: number; minimum?: number } } }[];
}

const defOf = (s: Schema): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

/** A schema with its laziness undone (recursive elements: values, conditions, objectives). */
export function unwrap(s: Schema): Schema {
  let out = s;
  // zod keeps a lazy schema's inside once made (`_zod.innerType`): the same object every time.
  while (defOf(out).type === 'lazy') out = (out as unknown as { _zod: { innerType: Schema } })._zod.innerType;
  return out;
}

export const typeOf = (s: Schema): string => defOf(unwrap(s)).type;

/** A field that may be left out: the schema inside, and whether the format fills in a default. */
export function optionalInner(s: Schema): { inner: Schema; hasDefault: boolean } | null {
  const d = defOf(unwrap(s));
  if (d.type === 'optional') return { inner: d.innerType!, hasDefault: false };
  if (d.type === 'default') return { inner: d.innerType!, hasDefault: true };
  return null;
}

/** A field's schema without `optional`, `default` or `nullable` around it. */
export function bare(s: Schema): Schema {
  let out = unwrap(s);
  for (;;) {
    const d = defOf(out);
    if (d.type !== 'optional' && d.type !== 'default' && d.type !== 'nullable') return out;
    out = unwrap(d.innerType!);
  }
}

export const nullable = (s: Schema): boolean => {
  let out = unwrap(s);
  for (;;) {
    const d = defOf(out);
    if (d.type === 'nullable') return true;
    if (d.type !== 'optional' && d.type !== 'default') return false;
    out = unwrap(d.innerType!);
  }
};

export const shapeOf = (s: Schema): Record<string, Schema> => defOf(bare(s)).shape ?? {};
export const elementOf = (s: Schema): Schema => defOf(bare(s)).element!;
export const itemsOf = (s: Schema): Schema[] => defOf(bare(s)).items ?? [];
export const recordValueOf = (s: Schema): Schema => defOf(bare(s)).valueType!;
export const enumValues = (s: Schema): string[] => Object.values(defOf(bare(s)).entries ?? {});
export const literalOf = (s: Schema): unknown => defOf(bare(s)).values?.[0];

/** The least a number or a list may be (its `min` check), else 0. */
export function minimumOf(s: Schema): number {
  for (const c of defOf(bare(s)).checks ?? []) {
    const d = c._zod.def;
    if (d.check === 'greater_than' && typeof d.value === 'number') return d.value;
    if (d.check === 'min_length' && typeof d.minimum === 'number') return d.minimum;
  }
  return 0;
}

/** A union's alternatives, nested unions flattened (an objective: the kinds, and `each-round`). */
export function alternatives(s: Schema): Schema[] {
  // A text is one alternative (its words are written in a form of its own), not three.
  if (isText(s)) return [s];
  const d = defOf(bare(s));
  if (d.type !== 'union') return [bare(s)];
  return d.options!.flatMap(alternatives);
}

/** A union's own alternatives, not flattened (a text's forms: a key, `{ literal }`, `{ key, params }`). */
export const ownAlternatives = (s: Schema): Schema[] => defOf(bare(s)).options ?? [];

/** An alternative's name: its `kind`, else its one telling field (`fact`, `sum`…), else its type. */
export function alternativeName(s: Schema): string {
  if (isText(s)) return 'text';
  const b = bare(s);
  const d = defOf(b);
  if (d.type !== 'object') return d.type === 'literal' ? String(literalOf(b)) : d.type;
  const shape = d.shape!;
  if (shape.kind && typeOf(shape.kind) === 'literal') return String(literalOf(shape.kind));
  return Object.keys(shape)[0] ?? 'object';
}

/** The alternative a value is written in, or -1. */
export function alternativeOf(options: readonly Schema[], value: unknown): number {
  return options.findIndex((o) => {
    const d = defOf(bare(o));
    if (value === null || value === undefined) return false;
    if (isText(o))
      return typeof value === 'string' || (typeof value === 'object' && ('literal' in value || 'key' in value));
    if (typeof value !== 'object') return d.type === typeof value || (d.type === 'literal' && d.values?.[0] === value);
    if (Array.isArray(value) || d.type !== 'object') return d.type === 'array' && Array.isArray(value);
    const shape = d.shape!;
    const v = value as Record<string, unknown>;
    if ('kind' in v) return shape.kind !== undefined && literalOf(shape.kind) === v.kind;
    const first = Object.keys(shape)[0];
    return first !== undefined && first in v && Object.keys(v).every((k) => k in shape);
  });
}

/** A new element of a schema: its required fields at their least, the first alternative of a choice. */
export function templateOf(s: Schema): unknown {
  const b = bare(s);
  const d = defOf(b);
  switch (d.type) {
    case 'string':
      return '';
    case 'number':
      // A figure's bounds may be far below zero (a value's -10,000): a new one starts at 0.
      return Math.max(0, minimumOf(b));
    case 'boolean':
      return false;
    case 'literal':
      return d.values![0];
    case 'enum':
      return enumValues(b)[0];
    case 'array':
      return Array.from({ length: minimumOf(b) }, () => templateOf(d.element!));
    case 'tuple':
      return d.items!.map(templateOf);
    case 'record':
      return {};
    case 'union':
      // A new text is a key still to write (its words make it one).
      return isText(b) ? '' : templateOf(alternatives(b)[0]!);
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(d.shape!)) if (!optionalInner(field)) out[key] = templateOf(field);
      return out;
    }
    default:
      return null;
  }
}

const packShape = shapeOf(ScenarioPackSchema);
/** The format's text (a key, `{ key, params }` or `{ literal }`): the editor writes the words. */
export const TEXT_SCHEMA: Schema = packShape.name!;
export const SCENARIO_SCHEMA: Schema = elementOf(packShape.scenarios!);
export const PACK_SCHEMA: Schema = ScenarioPackSchema;
export const isText = (s: Schema): boolean => bare(s) === bare(TEXT_SCHEMA);
/** A text that must be a key (a message with holes the engine fills: `{n}`, `{m}`): written as words too. */
const TEXT_KEY_SCHEMA: Schema = shapeOf(
  alternatives(PackCheckSchema).find((o) => alternativeName(o) === 'not-more-than')!,
).message!;
export const isWords = (s: Schema): boolean => isText(s) || bare(s) === bare(TEXT_KEY_SCHEMA);
