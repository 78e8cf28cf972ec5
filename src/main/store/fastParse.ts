/**
 * A fast path for validating large documents against a zod schema, compiled from the schema
 * itself so it cannot drift from it.
 *
 * `compileFastParser(schema)` walks the schema's definition once and builds plain functions for
 * the kinds a JSON document is checked with (objects, arrays, tuples, records, strings, numbers,
 * integers, booleans, enums, literals, unknown, optional, nullable, default, unions of
 * primitives) and the usual bounds (min/max length, min/max value, integer). It produces
 * exactly what zod would: the same defaults, unknown object keys dropped, keys in schema order.
 * Any part of a schema it does not know (refinements, transforms, formats, lazy, …) is handed
 * to zod itself, so the result is always zod's.
 *
 * Parts of the input that already are exactly zod's output (a file the app wrote has every
 * default filled in and no stray keys) are checked in place and returned as they are, without
 * copying; so the input must not be used afterwards except through the result.
 *
 * It is deliberately conservative: whenever the input is not plainly valid it answers "not
 * sure" (FAIL) instead of reproducing zod's error, and the caller then runs the full zod schema,
 * whose error report is the one users see. Accepting means zod accepts with the same output.
 */
import type { z } from 'zod';

/** "Not plainly valid": run the full zod schema for the verdict and the error report. */
export const FAIL: unique symbol = Symbol('fast-parse-fail');
export type FastParser = (value: unknown) => unknown;

interface ZodInternals {
  def: Record<string, unknown> & { type: string; checks?: ZodLike[] };
  traits: Set<string>;
  optin?: 'optional' | 'defaulted';
  optout?: 'optional';
  values?: Set<unknown>;
}
interface ZodLike {
  _zod: ZodInternals;
}

const internals = (schema: unknown): ZodInternals => (schema as ZodLike)._zod;
const hasOwn = (o: object, key: string): boolean => Object.prototype.hasOwnProperty.call(o, key);
const isPlainRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

type Predicate = (value: never) => boolean;

/** The schema's checks as predicates, or null if one of them is not understood here. */
function compileChecks(schema: ZodLike): Predicate[] | null {
  const zod = schema._zod;
  const checks = zod.traits.has('$ZodCheck') ? [schema, ...(zod.def.checks ?? [])] : (zod.def.checks ?? []);
  const predicates: Predicate[] = [];
  for (const check of checks) {
    const def = check._zod.def as Record<string, unknown>;
    const sized = def.check === 'min_length' || def.check === 'max_length' || def.check === 'length_equals';
    // Length checks carry zod's default "has a length" condition, always true on the strings and
    // arrays they are attached to; any other conditional check is left to zod.
    if (def.when !== undefined && !sized) return null;
    const bound = def.value;
    switch (def.check) {
      case 'min_length':
        predicates.push((v: { length: number }) => v.length >= (def.minimum as number));
        break;
      case 'max_length':
        predicates.push((v: { length: number }) => v.length <= (def.maximum as number));
        break;
      case 'length_equals':
        predicates.push((v: { length: number }) => v.length === (def.length as number));
        break;
      case 'greater_than':
        if (typeof bound !== 'number') return null;
        predicates.push(def.inclusive ? (v: number) => v >= bound : (v: number) => v > bound);
        break;
      case 'less_than':
        if (typeof bound !== 'number') return null;
        predicates.push(def.inclusive ? (v: number) => v <= bound : (v: number) => v < bound);
        break;
      case 'number_format':
        if (def.format === 'safeint') predicates.push((v: number) => Number.isSafeInteger(v));
        else if (def.format !== 'float64') return null;
        break;
      default:
        return null;
    }
  }
  return predicates;
}

const passes = (predicates: Predicate[], value: unknown): boolean => {
  for (const p of predicates) if (!(p as (v: unknown) => boolean)(value)) return false;
  return true;
};

/** A leaf's bounds, all checks combined; null if one of its checks is not understood here. */
interface Bounds {
  minLength: number;
  maxLength: number;
  low: number;
  lowInclusive: boolean;
  high: number;
  highInclusive: boolean;
  integer: boolean;
}

function leafBounds(schema: ZodLike): Bounds | null {
  const zod = schema._zod;
  const checks = zod.traits.has('$ZodCheck') ? [schema, ...(zod.def.checks ?? [])] : (zod.def.checks ?? []);
  const b: Bounds = {
    minLength: 0,
    maxLength: Infinity,
    low: -Infinity,
    lowInclusive: true,
    high: Infinity,
    highInclusive: true,
    integer: false,
  };
  for (const check of checks) {
    const def = check._zod.def as Record<string, unknown>;
    const sized = def.check === 'min_length' || def.check === 'max_length';
    if (def.when !== undefined && !sized) return null; // see compileChecks
    const value = def.value;
    if (def.check === 'min_length') b.minLength = Math.max(b.minLength, def.minimum as number);
    else if (def.check === 'max_length') b.maxLength = Math.min(b.maxLength, def.maximum as number);
    else if (def.check === 'greater_than' && typeof value === 'number') {
      if (value > b.low || (value === b.low && !def.inclusive)) {
        b.lowInclusive = value > b.low ? Boolean(def.inclusive) : false;
        b.low = value;
      }
    } else if (def.check === 'less_than' && typeof value === 'number') {
      if (value < b.high || (value === b.high && !def.inclusive)) {
        b.highInclusive = value < b.high ? Boolean(def.inclusive) : false;
        b.high = value;
      }
    } else if (def.check === 'number_format' && def.format === 'safeint') b.integer = true;
    else if (!(def.check === 'number_format' && def.format === 'float64')) return null;
  }
  return b;
}

/** A leaf (string, number, boolean, null, enum, literal, unknown) whose rejection is exactly zod's. */
function compileExactLeaf(schema: ZodLike): FastParser | null {
  const zod = schema._zod;
  const def = zod.def;
  if (def.coerce) return null;
  const bounds = leafBounds(schema);
  if (bounds === null) return null;
  const { minLength, maxLength, low, lowInclusive, high, highInclusive, integer } = bounds;
  const checked = (def.checks?.length ?? 0) > 0 || zod.traits.has('$ZodCheck');
  switch (def.type) {
    case 'string':
      return (v) => (typeof v === 'string' && v.length >= minLength && v.length <= maxLength ? v : FAIL);
    case 'number':
      return (v) =>
        typeof v === 'number' &&
        (integer ? Number.isSafeInteger(v) : Number.isFinite(v)) &&
        (v > low || (lowInclusive && v === low)) &&
        (v < high || (highInclusive && v === high))
          ? v
          : FAIL;
    case 'boolean':
      return checked ? null : (v) => (typeof v === 'boolean' ? v : FAIL);
    case 'null':
      return checked ? null : (v) => (v === null ? v : FAIL);
    case 'enum':
    case 'literal': {
      const values = zod.values;
      if (!values || checked) return null;
      return (v) => (values.has(v) ? v : FAIL);
    }
    case 'unknown':
    case 'any':
      return checked ? null : (v) => v;
    default:
      return null;
  }
}

/** Hands this part of the schema to zod. */
function viaZod(schema: ZodLike): FastParser {
  const zodSchema = schema as unknown as z.ZodType;
  return (v) => {
    const result = zodSchema.safeParse(v);
    return result.success ? result.data : FAIL;
  };
}

interface Field {
  key: string;
  parse: FastParser;
  optin: ZodInternals['optin'];
  optout: ZodInternals['optout'];
}

function compileObject(schema: ZodLike, compile: (s: ZodLike) => FastParser): FastParser | null {
  const def = schema._zod.def as unknown as { shape: Record<string, ZodLike>; catchall?: unknown };
  if (def.catchall !== undefined) return null;
  const shape = def.shape;
  if (Object.getOwnPropertySymbols(shape).length > 0) return null;
  const fields: Field[] = [];
  for (const key of Object.keys(shape)) {
    if (key === '__proto__') return null;
    const field = shape[key] as ZodLike;
    fields.push({ key, parse: compile(field), optin: field._zod.optin, optout: field._zod.optout });
  }
  const predicates = compileChecks(schema);
  if (predicates === null) return null;
  const omittable = fields.map((f) => f.optin === 'optional' && f.optout === 'optional');

  /** zod's output built afresh: defaults filled in, unknown keys dropped, keys in schema order. */
  const rebuild = (v: Record<string, unknown>): unknown => {
    const out: Record<string, unknown> = {};
    for (const { key, parse, optin, optout } of fields) {
      if (hasOwn(v, key)) {
        const r = parse(v[key]);
        if (r === FAIL) return FAIL;
        out[key] = r;
      } else {
        // Absent (an inherited name such as "constructor" is left to zod).
        if (key in v || optin === undefined) return FAIL;
        if (optin === 'optional' && optout === 'optional') continue;
        const r = parse(undefined);
        if (r === FAIL) return FAIL;
        if (r !== undefined) out[key] = r;
        else if (optin === 'defaulted' && optout !== 'optional') out[key] = undefined;
      }
    }
    return predicates.length === 0 || passes(predicates, out) ? out : FAIL;
  };

  /** Whether v's own keys are exactly the schema's, in order (absent optional ones aside). */
  const sameKeys = (v: Record<string, unknown>): boolean => {
    let next = 0;
    for (const key in v) {
      while (next < fields.length && (fields[next] as Field).key !== key && omittable[next]) next++;
      if (next === fields.length || (fields[next] as Field).key !== key) return false;
      next++;
    }
    while (next < fields.length && omittable[next]) next++;
    return next === fields.length;
  };

  const keys = fields.map((f) => f.key);
  const parsers = fields.map((f) => f.parse);
  return (v) => {
    if (!isPlainRecord(v)) return FAIL;
    // A file written by the app already is zod's output: check it in place and keep it.
    if (!sameKeys(v)) return rebuild(v);
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i] as string;
      const value = v[key];
      if (value === undefined && !hasOwn(v, key)) continue; // an absent optional key
      const r = (parsers[i] as FastParser)(value);
      if (r === FAIL) return FAIL;
      if (r !== value) return rebuild(v);
    }
    return predicates.length === 0 || passes(predicates, v) ? v : FAIL;
  };
}

function compileNode(schema: ZodLike, compile: (s: ZodLike) => FastParser): FastParser | null {
  const def = schema._zod.def;
  const leaf = compileExactLeaf(schema);
  if (leaf) return leaf;
  switch (def.type) {
    case 'object':
      return compileObject(schema, compile);
    case 'array': {
      const element = compile(def.element as ZodLike);
      const predicates = compileChecks(schema);
      if (predicates === null) return null;
      return (v) => {
        if (!Array.isArray(v) || !passes(predicates, v)) return FAIL;
        let out: unknown[] | null = null;
        for (let i = 0; i < v.length; i++) {
          const item: unknown = v[i];
          const r = element(item);
          if (r === FAIL) return FAIL;
          if (r !== item && out === null) out = v.slice(0, i);
          if (out !== null) out.push(r);
        }
        return out ?? v;
      };
    }
    case 'tuple': {
      const items = def.items as ZodLike[];
      if (def.rest || items.some((item) => item._zod.optin !== undefined)) return null;
      const parsers = items.map(compile);
      const predicates = compileChecks(schema);
      if (predicates === null) return null;
      return (v) => {
        if (!Array.isArray(v) || v.length !== parsers.length) return FAIL;
        let same = true;
        const out: unknown[] = [];
        for (let i = 0; i < parsers.length; i++) {
          const r = (parsers[i] as FastParser)(v[i]);
          if (r === FAIL) return FAIL;
          if (r !== v[i]) same = false;
          out.push(r);
        }
        const result = same ? v : out;
        return passes(predicates, result) ? result : FAIL;
      };
    }
    case 'record': {
      const key = internals(def.keyType);
      if (key.def.type !== 'string' || key.def.coerce || key.values || (key.def.checks?.length ?? 0) > 0) return null;
      if (def.mode !== undefined && def.mode !== 'strict') return null;
      const value = compile(def.valueType as ZodLike);
      const predicates = compileChecks(schema);
      if (predicates === null) return null;
      return (v) => {
        if (!isPlainRecord(v) || Object.getPrototypeOf(v) !== Object.prototype) return FAIL;
        if (hasOwn(v, '__proto__') || hasOwn(v, 'constructor')) return FAIL;
        let same = true;
        const out: Record<string, unknown> = {};
        for (const k of Object.keys(v)) {
          const r = value(v[k]);
          if (r === FAIL) return FAIL;
          if (r !== v[k]) same = false;
          out[k] = r;
        }
        const result = same ? v : out;
        return passes(predicates, result) ? result : FAIL;
      };
    }
    case 'optional': {
      const innerSchema = def.innerType as ZodLike;
      if ((def.checks?.length ?? 0) > 0) return null;
      const inner = compile(innerSchema);
      const substitutes = innerSchema._zod.optin === 'defaulted';
      return (v) => (v === undefined ? (substitutes ? FAIL : undefined) : inner(v));
    }
    case 'nullable': {
      if ((def.checks?.length ?? 0) > 0) return null;
      const inner = compile(def.innerType as ZodLike);
      return (v) => (v === null ? null : inner(v));
    }
    case 'default': {
      if ((def.checks?.length ?? 0) > 0) return null;
      const inner = compile(def.innerType as ZodLike);
      // Read through zod's own getter: a fresh copy of the default each time, as zod gives.
      const fallback = () => def.defaultValue;
      return (v) => {
        if (v === undefined) return fallback();
        const r = inner(v);
        return r === undefined ? fallback() : r;
      };
    }
    case 'union': {
      const options = def.options as ZodLike[];
      if ((def.checks?.length ?? 0) > 0) return null;
      if (options.length === 1) return compile(options[0] as ZodLike);
      // Only leaves reject exactly as zod does, so only then does "first option that accepts" agree.
      const leaves = options.map(compileExactLeaf);
      if (leaves.some((l) => l === null)) return null;
      return (v) => {
        for (const leafParse of leaves as FastParser[]) {
          const r = leafParse(v);
          if (r !== FAIL) return r;
        }
        return FAIL;
      };
    }
    default:
      return null;
  }
}

/** Compiles `schema` once; the parser returns zod's output for plainly valid input, else FAIL. */
export function compileFastParser(schema: z.ZodType): FastParser {
  const compiled = new Map<ZodLike, FastParser>();
  const compile = (s: ZodLike): FastParser => {
    let parser = compiled.get(s);
    if (!parser) {
      parser = compileNode(s, compile) ?? viaZod(s);
      compiled.set(s, parser);
    }
    return parser;
  };
  return compile(schema as unknown as ZodLike);
}

/**
 * A drop-in for `schema.safeParse` that tries the compiled fast path first (compiled on first
 * use) and runs zod itself whenever the fast path is not sure, so failures and their messages
 * are exactly zod's.
 */
export function fastSafeParser<T extends z.ZodType>(schema: T): (value: unknown) => ReturnType<T['safeParse']> {
  let parser: FastParser | null = null;
  return (value) => {
    parser ??= compileFastParser(schema);
    const fast = parser(value);
    if (fast !== FAIL) return { success: true, data: fast } as ReturnType<T['safeParse']>;
    return schema.safeParse(value) as ReturnType<T['safeParse']>;
  };
}
