/**
 * scoring.override: the referee's ruling on a committed result, through the
 * real registry against a real event file on disk. ITS S11 · Referees: rulings are final; ITS
 * S11 · Keeping Score: TP follow the OP (5+ margin Total Victory 3–0, 1–4 Victory 2–0, tie 1–1).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ResultBreakdown } from '../../shared/api/scoring';
import { ACQUISITION_6_1, createTestContext, disposeContext, eventFileOnDisk, lockedFirstRound } from './testing';
import type { TestContext } from './testing';

let t: TestContext;
let file = '';
afterEach(() => disposeContext(t));

const facts = ACQUISITION_6_1;

async function scoredTable(): Promise<number> {
  t = createTestContext();
  file = (await t.newEvent({ rounds: 3, scenarios: ['acquisition', 'annihilation', 'frontline'] })).path;
  const round = await lockedFirstRound(t);
  const table = round.pairings[0]!.table;
  await t.ok('scoring.commit', { round: 1, table, facts });
  return table;
}

/** The stored result of round 1 as it is in the event file on disk. */
function onDisk(table: number) {
  const event = eventFileOnDisk(file);
  const result = event.rounds[0]!.pairings.find((p) => p.table === table)!.result!;
  return { result, audit: event.audit };
}

/** The result's breakdown as the screens get it: derived from the stored facts and rulings. */
async function derived(table: number): Promise<ResultBreakdown> {
  return (await t.ok('scoring.breakdown', { round: 1, table })).result!;
}

describe('scoring.override', () => {
  it('a ruling on a line changes OP and TP, shows beside the computed value, is audited, and undoes', async () => {
    const table = await scoredTable();
    expect(onDisk(table).result.tp).toEqual([3, 0]);
    const coffin = (await derived(table)).players.a.lines.findIndex((l) => l.objective === 'control-tech-coffin');
    expect(coffin).toBeGreaterThanOrEqual(0);

    // The referee rules the Tech-Coffin was not Controlled: A 6 − 3 = 3 vs 1 → margin 2, Victory 2–0.
    const ruled = await t.ok('scoring.override', {
      round: 1,
      table,
      side: 'a',
      line: coffin,
      points: 0,
      reason: 'Coffin contested: B’s trooper was in base contact',
    });
    expect(ruled.result.op).toEqual([3, 1]);
    expect(ruled.result.tp).toEqual([2, 0]);

    const stored = onDisk(table);
    expect(stored.result.op).toEqual([3, 1]);
    expect(stored.result.tp).toEqual([2, 0]);
    // Stored: the ruling, keyed by the line it rules on; no breakdown.
    expect(stored.result.rulings).toEqual({
      [`a.${coffin}`]: {
        points: 0,
        reason: 'Coffin contested: B’s trooper was in base contact',
        by: 'local',
        at: expect.any(String),
      },
    });
    expect(stored.result).not.toHaveProperty('breakdown');
    const line = (await derived(table)).players.a.lines[coffin]!;
    expect(line.points).toBe(3); // computed value kept beside the ruling
    expect(line.ruling).toMatchObject({ points: 0, reason: 'Coffin contested: B’s trooper was in base contact' });
    expect((await derived(table)).players.a.op).toBe(3);
    expect(ruled.breakdown?.players.a.lines[coffin]?.ruling?.points).toBe(0);
    const entry = stored.audit.at(-1)!;
    // The audit records what changed: A's OP, the TP and the ruling — not the result again.
    expect(entry.changes.map((c) => c.path.slice(4).join('.'))).toEqual([
      'result.op.0',
      'result.tp.0',
      'result.rulings',
    ]);
    expect(entry).toMatchObject({
      method: 'scoring.override',
      reason: 'Coffin contested: B’s trooper was in base contact',
    });
    expect(entry.tables).toEqual([table]);

    await t.ok('audit.undo', { reason: 'ruling entered on the wrong table' });
    const undone = onDisk(table);
    expect(undone.result.op).toEqual([6, 1]);
    expect(undone.result.tp).toEqual([3, 0]);
    expect(undone.result.rulings).toBeUndefined();
    expect((await derived(table)).players.a.lines[coffin]!.ruling).toBeUndefined();
    expect(undone.audit.at(-1)).toMatchObject({ method: 'audit.undo', undoOf: entry.revision });
  });

  it('a ruling on the total wins over the lines; withdrawing it restores the computed OP', async () => {
    const table = await scoredTable();
    // B's total ruled 6: 6 – 6 is a tie, 1–1 TP.
    const tie = await t.ok('scoring.override', {
      round: 1,
      table,
      side: 'b',
      points: 6,
      reason: 'Ruling after dispute',
    });
    expect(tie.result.op).toEqual([6, 6]);
    expect(tie.result.tp).toEqual([1, 1]);
    expect(onDisk(table).result.rulings?.b).toMatchObject({ points: 6, by: 'local' });
    expect((await derived(table)).players.b).toMatchObject({ op: 6, ruling: { points: 6 } });
    const back = await t.ok('scoring.override', { round: 1, table, side: 'b', points: null, reason: 'Withdrawn' });
    expect(back.result.op).toEqual([6, 1]);
    expect(back.result.tp).toEqual([3, 0]);
    // The withdrawal records B's OP, the TP and the ruling taken away, nothing else.
    expect(
      onDisk(table)
        .audit.at(-1)!
        .changes.map((c) => c.path.slice(4).join('.')),
    ).toEqual(['result.op.1', 'result.tp.0', 'result.tp.1', 'result.rulings.b']);
  });

  it('refuses a ruling that takes OP past 10, an unknown line, a missing reason, and an unscored table', async () => {
    const table = await scoredTable();
    // A has 6; ruling the Classified line (1) to 6 would make 11.
    const classified = (await derived(table)).players.a.lines.findIndex((l) => l.objective === 'classified');
    const over = await t.call('scoring.override', {
      round: 1,
      table,
      side: 'a',
      line: classified,
      points: 6,
      reason: 'x',
    });
    expect(over).toMatchObject({ error: { code: 'RULES_VIOLATION' } });
    expect('error' in over && over.error.message).toContain('11 OP');
    expect(
      await t.call('scoring.override', { round: 1, table, side: 'a', line: 99, points: 0, reason: 'x' }),
    ).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect(await t.call('scoring.override', { round: 1, table, side: 'a', points: 0, reason: '  ' })).toMatchObject({
      error: { code: 'INVALID_INPUT' },
    });
    const other = (await t.ok('rounds.get', { round: 1 })).pairings.find((p) => p.table !== table)!.table;
    expect(
      await t.call('scoring.override', { round: 1, table: other, side: 'a', points: 0, reason: 'x' }),
    ).toMatchObject({ error: { code: 'CONFLICT' } });
    // Nothing was stored by the refusals.
    expect(onDisk(table).result.op).toEqual([6, 1]);
  });
});
