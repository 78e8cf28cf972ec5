import { describe, expect, it } from 'vitest';
import { assignTables, availableTables, hungarian } from './tables';
import type { TableAssignment } from './tables';

/** The tables assigned (a shortage fails the test). */
function seated(...args: Parameters<typeof assignTables>): TableAssignment {
  const assigned = assignTables(...args);
  if ('short' in assigned) throw new Error(`tables short: ${JSON.stringify(assigned.short)}`);
  return assigned;
}

describe('assignTables', () => {
  const pairs = [
    { a: 'a', b: 'b' },
    { a: 'c', b: 'd' },
  ];
  const history = new Map([
    ['a', new Map([[1, [1]]])],
    ['c', new Map([[3, [1]]])],
  ]);

  it('puts the top pairing on the first table by default', () => {
    expect(seated(pairs, { history, tables: [{ number: 1 }, { number: 2 }, { number: 3 }] })).toEqual({
      tables: [1, 2],
      warnings: [],
    });
  });

  it('moves players off tables they already used, as little as possible', () => {
    // a used table 1, c used table 3. Options (cost = distance from slot): a-b→2 & c-d→1 = 2;
    // a-b→3 & c-d→1 = 3; a-b→3 & c-d→2 = 3; a-b→2 & c-d→3 repeats c. Best: [2, 1].
    const r = seated(pairs, {
      history,
      tables: [{ number: 1 }, { number: 2 }, { number: 3 }],
      avoidRepeatTables: true,
    });
    expect(r).toEqual({ tables: [2, 1], warnings: [] });
  });

  it('warns when a repeat cannot be avoided', () => {
    const r = seated([{ a: 'a', b: 'b' }], { history, tables: [{ number: 1 }], avoidRepeatTables: true });
    expect(r.tables).toEqual([1]);
    expect(r.warnings.map((w) => w.message)).toEqual([
      'Repeated table: a plays on table 1 again (also in round 1); no table assignment avoids it.',
    ]);
  });

  it('seats a player fixed to a table there, moving the other games as little as possible', () => {
    // d keeps table 1 all event: c-d (the second pairing) goes to table 1, a-b to the next free, 2.
    const fixed = new Map([['d', 1]]);
    const tables = [{ number: 1 }, { number: 2 }, { number: 3 }];
    expect(seated(pairs, { history, tables, fixed })).toEqual({ tables: [2, 1], warnings: [] });
    // Fixed at table 3: a-b keeps table 1, c-d sits at 3.
    expect(seated(pairs, { history, tables, fixed: new Map([['c', 3]]) }).tables).toEqual([1, 3]);
  });

  it('a fixed table outweighs avoiding a repeated table, and the repeat is still reported', () => {
    // c already played on table 3 and keeps it: the repeat is forced and named.
    const r = seated(pairs, {
      history,
      tables: [{ number: 1 }, { number: 2 }, { number: 3 }],
      avoidRepeatTables: true,
      fixed: new Map([['c', 3]]),
    });
    expect(r.tables[1]).toBe(3);
    expect(r.warnings.map((w) => w.message)).toEqual([
      'Repeated table: c plays on table 3 again (also in round 1); no table assignment avoids it.',
    ]);
  });

  it('says so when a fixed table cannot be kept: two fixed players in one game, or a table not in use', () => {
    const tables = [{ number: 1 }, { number: 2 }];
    // a keeps 2 and b keeps 1, and they play each other: one of them is away from their table.
    const both = seated(pairs, {
      history,
      tables,
      fixed: new Map([
        ['a', 2],
        ['b', 1],
      ]),
    });
    expect(both.warnings).toHaveLength(1);
    expect(both.warnings[0]?.i18n?.key).toBe('m.warn.fixedTableTaken');
    // Table 7 is not among the event's tables (or is built for another scenario this round).
    const gone = seated(pairs, { history, tables, fixed: new Map([['c', 7]]) });
    expect(gone.tables).toEqual([1, 2]);
    expect(gone.warnings.map((w) => w.message)).toEqual([
      'Fixed table: c keeps table 7 for the event, but this round cannot use that table (not among the event’s tables, or built for another scenario); plays at table 2.',
    ]);
  });

  it('numbers tables 1, 2, 3 when the event defines none', () => {
    expect(availableTables({}, 3).numbers).toEqual([1, 2, 3]);
  });

  it('uses only the tables able to host the scenario, and never invents one when short', () => {
    const tables = [{ number: 5 }, { number: 7, fixedScenario: 'x' }, { number: 2, fixedScenario: 'y' }];
    expect(availableTables({ tables, scenarioId: 'y' }, 2).numbers).toEqual([2, 5]);
    expect(availableTables({ tables, scenarioId: 'y' }, 3).short).toEqual({
      needed: 3,
      usable: 2,
      fixedElsewhere: [7],
    });
    expect(
      assignTables(
        [
          { a: 'a', b: 'b' },
          { a: 'c', b: 'd' },
          { a: 'e', b: 'f' },
        ],
        { history: new Map(), tables, scenarioId: 'y' },
      ),
    ).toEqual({
      short: { needed: 3, usable: 2, fixedElsewhere: [7] },
    });
    expect(seated([{ a: 'a', b: 'b' }], { history: new Map(), tables: [] }).tables).toEqual([1]);
  });
});

describe('hungarian', () => {
  it('finds the minimum-cost assignment (checked against all permutations)', () => {
    const costs = [
      [4, 1, 3, 9],
      [2, 0, 5, 1],
      [3, 2, 2, 7],
    ];
    // Rows 0..2 into columns 0..3: best is 0→1 (1), 1→3 (1), 2→2 (2) = 4? or 0→1, 1→0 (2), 2→2 (2) = 5.
    // Enumerating: the minimum is 1 + 1 + 2 = 4 with columns [1, 3, 2].
    expect(hungarian(3, 4, (r, c) => costs[r]![c]!)).toEqual([1, 3, 2]);
  });
});
