/**
 * The compiled fast path must never disagree with zod: whenever it accepts, zod accepts with
 * the same output (values, defaults, dropped keys, key order); whenever it is unsure, zod
 * decides. Checked on a schema using every construct it compiles, and on the event file schema
 * with realistic files and hundreds of random damages.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { makeRealisticEvent } from '../../../tests/support/eventFiles';
import { createRng } from '../../core/rules/random';
import { EventFileSchema } from '../../shared/model';
import { compileFastParser, FAIL, fastSafeParser } from './fastParse';

/** The value with every object turned into its [key, value] entries, so key order counts. */
function ordered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(ordered);
  if (typeof value === 'object' && value !== null) {
    return { entries: Object.keys(value).map((k) => [k, ordered((value as Record<string, unknown>)[k])]) };
  }
  return value;
}

/** Fast accepts ⇒ zod accepts with the same output. Returns whether each accepted. */
function agree(schema: z.ZodType, parse: (v: unknown) => unknown, input: unknown): { fast: boolean; zod: boolean } {
  const fast = parse(input);
  const zod = schema.safeParse(input);
  if (fast !== FAIL) {
    expect(zod.success).toBe(true);
    expect(ordered(fast)).toStrictEqual(ordered(zod.data));
  }
  return { fast: fast !== FAIL, zod: zod.success };
}

const Sample = z.object({
  name: z.string().min(1).max(8),
  count: z.int().min(0).max(10).default(3),
  ratio: z.number().min(-1).max(1).optional(),
  share: z.number().gt(0).lt(1).optional(),
  level: z.int().min(1).gt(1).max(5).optional(),
  kind: z.enum(['a', 'b']).default('a'),
  flag: z.boolean().default(false),
  version: z.literal(1),
  pair: z.tuple([z.int(), z.string()]),
  tags: z.array(z.string().max(3)).max(3).default([]),
  either: z
    .union([z.string(), z.int().min(5)])
    .nullable()
    .default(null),
  blob: z.unknown().optional(),
  maybe: z.string().nullable(),
  map: z.record(z.string(), z.int()).default({}),
  nested: z
    .object({ x: z.int().nullable().default(null), y: z.string().default('y') })
    .nullable()
    .default(null),
  nestedDefault: z.object({ z: z.boolean().default(true) }).default({ z: true }),
  refined: z
    .string()
    .refine((s) => s !== 'bad')
    .optional(),
  email: z.email().optional(),
});

const sampleValue = {
  name: 'n',
  maybe: null,
  version: 1,
  pair: [1, 'x'],
};

/** Random JSON-ish values with a bias towards the sample's own keys and edge values. */
const keys = [
  'name',
  'count',
  'ratio',
  'share',
  'level',
  'kind',
  'flag',
  'version',
  'pair',
  'tags',
  'either',
  'blob',
  'maybe',
  'map',
];
const edge = fc.constantFrom<unknown>(
  0,
  -1,
  1,
  0.5,
  1.5,
  5,
  11,
  2 ** 60,
  '',
  'a',
  'b',
  'bad',
  'toolongstring',
  null,
  true,
  [],
  {},
  [1, 'x'],
  'x@y.z',
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  edge,
  fc.jsonValue({ maxDepth: 2 }),
  fc.dictionary(fc.constantFrom(...keys, 'x', 'y', 'z', '__proto__', 'constructor'), edge, { maxKeys: 4 }),
);

describe('compileFastParser', () => {
  it('accepts a plainly valid value with zod’s defaults and key order', () => {
    const parse = compileFastParser(Sample);
    const out = parse({ ...sampleValue, extra: 'dropped', map: { b: 1, a: 2 } });
    expect(out).not.toBe(FAIL);
    expect(ordered(out)).toStrictEqual(
      ordered(Sample.parse({ ...sampleValue, extra: 'dropped', map: { b: 1, a: 2 } })),
    );
    expect(Object.keys(out as object)).toEqual(Object.keys(Sample.parse(sampleValue)));
  });

  it('never accepts what zod rejects, and agrees on the output (random inputs)', () => {
    const parse = compileFastParser(Sample);
    let fastAccepted = 0;
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...keys, 'extra', '__proto__', 'constructor'), value), (patch) => {
        const input = JSON.parse(JSON.stringify({ ...sampleValue, ...patch })) as unknown;
        if (agree(Sample, parse, input).fast) fastAccepted++;
      }),
      { numRuns: 4000 },
    );
    expect(fastAccepted).toBeGreaterThan(100);
  });

  it('checks a value that already is zod’s output in place, and returns it as it is', () => {
    const parse = compileFastParser(Sample);
    const output = Sample.parse({ ...sampleValue, share: 0.5, level: 2 });
    expect(parse(output)).toBe(output);
    // A key present with undefined is not an absent key: zod rejects it, so must the fast path.
    expect(parse({ ...output, name: undefined })).toBe(FAIL);
    expect(Sample.safeParse({ ...output, name: undefined }).success).toBe(false);
    // Exclusive bounds: 0 < share < 1, and level > 1 although min(1) would allow 1.
    for (const bad of [{ share: 0 }, { share: 1 }, { level: 1 }]) expect(parse({ ...output, ...bad })).toBe(FAIL);
  });

  it('keeps an own "__proto__" key out of the output, as zod does', () => {
    const parse = compileFastParser(Sample);
    const input = JSON.parse(
      `{"name":"n","maybe":"m","version":1,"pair":[1,"x"],"__proto__":{"count":5},"map":{"__proto__":1}}`,
    );
    agree(Sample, parse, input);
  });
});

type Json = Record<string, unknown> | unknown[];

/** Every [container, key] pair of a JSON value, to pick a place to damage. */
function places(root: Json): [Json, string | number][] {
  const out: [Json, string | number][] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) {
      node.forEach((child, i) => {
        out.push([node, i]);
        visit(child);
      });
    } else if (typeof node === 'object' && node !== null) {
      for (const [k, child] of Object.entries(node)) {
        out.push([node as Json, k]);
        visit(child);
      }
    }
  };
  visit(root);
  return out;
}

const DAMAGES: unknown[] = [null, -1, 0.5, 11, 2 ** 60, '', 'x'.repeat(4001), true, [], {}, 'mid', [1, 2], [1, 2, 3]];

describe('event files: the fast path agrees with EventFileSchema', () => {
  const valid = makeRealisticEvent(6, 3, { lists: true });
  const text = JSON.stringify(valid);

  it('takes the fast path on valid files (small and large, with lists and audit)', () => {
    const parse = compileFastParser(EventFileSchema);
    expect(agree(EventFileSchema, parse, JSON.parse(text))).toEqual({ fast: true, zod: true });
    const large = JSON.parse(JSON.stringify(makeRealisticEvent(256, 5))) as unknown;
    expect(agree(EventFileSchema, parse, large)).toEqual({ fast: true, zod: true });
  });

  it('agrees with zod on hundreds of randomly damaged files', () => {
    const parse = compileFastParser(EventFileSchema);
    const rng = createRng('damage');
    let bothAccepted = 0;
    let zodOnly = 0;
    let rejected = 0;
    for (let i = 0; i < 600; i++) {
      const doc = JSON.parse(text) as Json;
      const spots = places(doc);
      for (let d = 0; d < 1 + Math.floor(rng() * 3); d++) {
        const [container, key] = spots[Math.floor(rng() * spots.length)] as [Json, string | number];
        const roll = rng();
        if (roll < 0.25 && !Array.isArray(container)) delete container[key as string];
        else if (roll < 0.35 && !Array.isArray(container))
          Object.defineProperty(container, rng() < 0.5 ? '__proto__' : 'constructor', {
            value: { x: 1 },
            enumerable: true,
            configurable: true,
            writable: true,
          });
        else if (roll < 0.45 && !Array.isArray(container)) container[`extra${i}`] = 1;
        else (container as Record<string | number, unknown>)[key] = DAMAGES[Math.floor(rng() * DAMAGES.length)];
      }
      const verdict = agree(EventFileSchema, parse, doc);
      if (verdict.fast) bothAccepted++;
      else if (verdict.zod) zodOnly++;
      else rejected++;
    }
    // The damages hit every kind of node: many files stay valid, many do not.
    expect(bothAccepted).toBeGreaterThan(60);
    expect(rejected).toBeGreaterThan(60);
    expect(zodOnly).toBeLessThan(bothAccepted);
  });

  it('reports a damaged file with zod’s own first issue', () => {
    const safeParse = fastSafeParser(EventFileSchema);
    const doc = JSON.parse(text) as { players: { name: unknown }[] };
    (doc.players[3] as { name: unknown }).name = 42;
    const ours = safeParse(doc);
    const zods = EventFileSchema.safeParse(doc);
    expect(ours.success).toBe(false);
    expect(ours.error?.issues).toEqual(zods.error?.issues);
  });
});
