/**
 * Bad input gets a message, never an internal error: 1,000 fuzzed army codes and 1,000 fuzzed
 * pasted lists go through the real registry (lists.decode, lists.importCode, lists.importCsv)
 * and not one answer may be INTERNAL. Seeds are fixed so a failure replays.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bytesToBase64, encodeArmyCodeBytes } from '../../core/rules/army/armyCode';
import { createTestContext } from './testing';

const int = fc.integer({ min: 0, max: 0x7fff });
const smallInt = fc.oneof(fc.integer({ min: 0, max: 25 }), int);

const structuredCode = fc
  .record({
    sectorialId: int,
    slug: fc.string({ maxLength: 120 }),
    name: fc.string({ maxLength: 260 }),
    pointsLimit: fc.oneof(fc.constantFrom(200, 300, 400, 1000, 1001, 32767), int),
    groups: fc.array(
      fc.record({
        number: smallInt,
        flag: fc.constantFrom(0, 1, 1, 2),
        reinforcement: fc.boolean(),
        members: fc.array(fc.record({ unit: int, group: smallInt, option: smallInt }), { maxLength: 45 }),
      }),
      { maxLength: 22 },
    ),
  })
  .chain((code) =>
    fc.constantFrom('a', 'b', 'c').map((generation) => {
      const bytes = encodeArmyCodeBytes(code, generation as 'a' | 'b' | 'c');
      return bytesToBase64(bytes);
    }),
  );

const code = fc.oneof(
  structuredCode,
  fc.uint8Array({ maxLength: 300 }).map((b) => bytesToBase64(b)),
  fc.string({ unit: fc.constantFrom(...'ABCDabcd0189+/-_=% \n'.split('')), minLength: 1, maxLength: 200 }),
  fc.string({ minLength: 1, maxLength: 100 }),
);

const cell = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom('Lieutenant', 'Commlink (+2)', 'Reinf.', 'R1', 'R 25', '0', '21', '1.5', '0,5', '-3', 'TAG', '"'),
  fc.string({ minLength: 190, maxLength: 450 }),
  fc.integer({ min: -5, max: 1500 }).map(String),
);
const row = fc.array(cell, { minLength: 1, maxLength: 7 });
const pasted = fc
  .record({
    header: fc.oneof(fc.constant(null), fc.constantFrom('name,cost,swc,group,skills', 'Name;Cost;SWC;Group;Profile')),
    rows: fc.array(row, { maxLength: 60 }),
    sep: fc.constantFrom(',', ';', '\t'),
  })
  .map(({ header, rows, sep }) => {
    const lines = rows.map((r) => r.join(sep));
    const text = [header, ...lines].filter((l) => l !== null).join('\n');
    return text === '' ? ' ' : text;
  });

describe('fuzzed army codes and pasted lists', () => {
  it('2,000 inputs, zero INTERNAL answers', async () => {
    const t = createTestContext();
    await t.newEvent({ tier: 'mid' });
    const { player } = await t.ok('players.add', { name: 'Fuzz Player' });
    const answers = new Map<string, number>();
    const internal: { method: string; input: string; message: string }[] = [];
    const check = async (method: string, params: Record<string, unknown>, input: string) => {
      const res = await t.call(method, params);
      const key = 'error' in res ? res.error.code : 'ok';
      answers.set(key, (answers.get(key) ?? 0) + 1);
      if ('error' in res && res.error.code === 'INTERNAL') internal.push({ method, input, message: res.error.message });
      return res;
    };
    let listId: string | undefined;
    for (const input of fc.sample(code, { numRuns: 1000, seed: 12 })) {
      await check('lists.decode', { code: input }, input);
      const res = await check('lists.importCode', { playerId: player.id, code: input, listId }, input);
      if ('data' in res) listId ??= (res.data as { view: { list: { id: string } } }).view.list.id;
    }
    for (const input of fc.sample(pasted, { numRuns: 1000, seed: 12 })) {
      await check('lists.importCsv', { playerId: player.id, text: input, listId }, input);
    }
    expect(internal.slice(0, 3)).toEqual([]);
    // Both kinds of answer occur: the fuzz reaches the importers, not only the parameter check.
    expect(answers.get('ok')).toBeGreaterThan(50);
    expect(answers.get('INVALID_INPUT')).toBeGreaterThan(500);
  });
});

describe('out-of-range codes and pastes are named', () => {
  const codeWith = (pointsLimit: number, groupNumber: number) =>
    bytesToBase64(
      encodeArmyCodeBytes(
        {
          sectorialId: 901,
          slug: 'invented-concord',
          name: 'Edge',
          pointsLimit,
          groups: [{ number: groupNumber, members: [{ unit: 1001, group: 1, option: 1 }] }],
        },
        'b',
      ),
    );

  it.each([
    [1001, 1, /points limit is 1001; no list is built for more than 1000 points/],
    [300, 0, /Combat Group 1 is numbered 0; groups are numbered 1 to 20/],
    [300, 21, /Combat Group 1 is numbered 21; groups are numbered 1 to 20/],
  ])('a code for %i points with group %i', async (points, group, message) => {
    const t = createTestContext();
    await t.newEvent();
    const { player } = await t.ok('players.add', { name: 'Edge Case' });
    const res = await t.call('lists.importCode', { playerId: player.id, code: codeWith(points, group) });
    expect('error' in res && res.error.code).toBe('INVALID_INPUT');
    expect('error' in res && res.error.message).toMatch(message);
  });

  it.each([
    [`name,cost\n${'N'.repeat(201)},10`, /line 2: the name is 201 characters long; at most 200/],
    [`name,cost,profile\nZero,10,${'P'.repeat(401)}`, /line 2: the profile is 401 characters long; at most 400/],
    ['name,cost,swc,group,skills', /only a header row was pasted; there are no troopers under it/],
    [Array.from({ length: 41 }, (_, i) => `T${i},10,0,1`).join('\n'), /Combat Group 1 has 41 troopers; at most 40/],
  ])('a paste: %#', async (text, message) => {
    const t = createTestContext();
    await t.newEvent();
    const { player } = await t.ok('players.add', { name: 'Edge Case' });
    const res = await t.call('lists.importCsv', { playerId: player.id, text });
    expect('error' in res && res.error.code).toBe('INVALID_INPUT');
    expect('error' in res && res.error.message).toMatch(message);
    expect((await t.ok('lists.list', {})).length).toBe(0);
  });
});
