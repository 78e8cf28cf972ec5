/**
 * A player's consent to publish their list after the event (`publishList`): given at
 * registration or changed with `players.update`, audited, absent (no consent) by default, and
 * counted by the statistics (the event report names how many consented).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, disposeContext } from './testing';
import type { TestContext } from './testing';

let t: TestContext | undefined;
afterEach(() => disposeContext(t));

describe('publishList consent', () => {
  it('is absent by default, given at registration, changed by players.update and counted', async () => {
    t = createTestContext();
    await t.newEvent();
    const ana = await t.ok('players.add', { name: 'Ana', publishList: true });
    const bea = await t.ok('players.add', { name: 'Bea' });
    expect(ana.player.publishList).toBe(true);
    expect('publishList' in bea.player).toBe(false);
    expect((await t.ok('standings.statistics', {})).publishing).toBe(1);

    await t.ok('players.update', { id: bea.player.id, changes: { publishList: true } });
    await t.ok('players.update', { id: ana.player.id, changes: { publishList: false } });
    const state = t.ctx.workspace.current().state;
    expect(state.players.map((p) => [p.name, p.publishList])).toEqual([
      ['Ana', false],
      ['Bea', true],
    ]);
    expect(state.audit.at(-1)?.summary).toContain('consent to publish the list');
    expect((await t.ok('standings.statistics', {})).publishing).toBe(1);
  });
});
