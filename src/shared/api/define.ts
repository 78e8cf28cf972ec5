import type { z } from 'zod';

/**
 * Each API domain declares its methods' parameter schemas (zod, pure, usable on both sides)
 * and, separately, a results interface. The union of all domains is the API contract.
 */
export type ParamSchemas = Record<string, z.ZodType>;

/** Merges domain schema maps, refusing a method name declared twice. */
export function mergeDomains<T extends ParamSchemas[]>(...domains: T): UnionToIntersection<T[number]> {
  const merged: ParamSchemas = {};
  for (const domain of domains) {
    for (const [name, schema] of Object.entries(domain)) {
      if (name in merged) throw new Error(`API method declared twice: ${name}`);
      merged[name] = schema;
    }
  }
  return merged as UnionToIntersection<T[number]>;
}

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
