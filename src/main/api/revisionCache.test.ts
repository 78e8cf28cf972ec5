/**
 * The reads every screen makes after each change are worked out once per
 * revision and served to all of them — never an answer from before the change.
 */
import { describe, expect, it } from 'vitest';
import { createTestContext } from './testing';

describe('reads served once per revision', () => {
  it('standings and the rounds: the same answer for every screen until the event changes', async () => {
    const t = createTestContext();
    await t.newEvent({ rounds: 3 });
    for (const name of ['Ana', 'Bea', 'Ciro', 'Dana']) await t.ok('players.add', { name });
    await t.ok('rounds.generate', {});
    await t.ok('rounds.lock', { round: 1 });

    const first = await t.ok('standings.compute', { throughRound: 1 });
    expect(await t.ok('standings.compute', { throughRound: 1 })).toBe(first);
    // Other parameters, another answer.
    expect(await t.ok('standings.compute', {})).not.toBe(first);
    const rounds = await t.ok('rounds.list', {});
    expect(await t.ok('rounds.list', {})).toBe(rounds);
    // A visitor's view of the rounds is not the referee's.
    const visitor = await t.registry.call('rounds.list', {}, { ...t.ctx, isReferee: false });
    expect('data' in visitor && visitor.data).not.toBe(rounds);

    await t.ok('rounds.setResult', { round: 1, table: 1, op: [7, 3], vp: [200, 100] });
    const after = await t.ok('standings.compute', { throughRound: 1 });
    expect(after).not.toBe(first);
    expect(after.rows.map((r) => r.tp)).not.toEqual(first.rows.map((r) => r.tp));
    const roundsAfter = await t.ok('rounds.list', {});
    expect(roundsAfter[0]?.pairings.find((p) => p.table === 1)?.result?.op).toEqual([7, 3]);
    expect(rounds[0]?.pairings.find((p) => p.table === 1)?.result).toBeNull();
    await t.ctx.workspace.close();
  });
});
