import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, disposeContext } from './testing';
import type { TestContext } from './testing';

let t: TestContext;
afterEach(() => disposeContext(t));

describe('a player seated at a fixed table for the whole event', () => {
  it('is set on the player, audited, and every round pairs their game at that table', async () => {
    t = createTestContext({ actor: 'referee' });
    await t.newEvent({ rounds: 3 });
    const ids: string[] = [];
    for (const name of ['Ana', 'Bea', 'Cai', 'Dan', 'Eva', 'Fer', 'Gus', 'Hal']) {
      ids.push((await t.ok('players.add', { name })).player.id);
    }
    const gus = ids[6]!;
    await t.ok('players.update', { id: gus, changes: { fixedTable: 3 } });
    expect((await t.ok('audit.list', {})).at(-1)!.summary).toContain('fixed table');

    for (const round of [1, 2]) {
      const { round: paired } = await t.ok('rounds.generate', { seed: `fixed-${round}` });
      const game = paired.pairings.find((p) => p.a === gus || p.b === gus)!;
      expect(game.table).toBe(3);
      expect(paired.warnings).toEqual([]);
      await t.ok('rounds.lock', { round });
      for (const p of paired.pairings) {
        await t.ok('rounds.setResult', { round, table: p.table, op: [6, 2], vp: [150, 100] });
      }
      await t.ok('rounds.close', { round });
    }

    // Two players fixed to the same table: one plays elsewhere, and the warning names them.
    await t.ok('players.update', { id: ids[0]!, changes: { fixedTable: 3 } });
    const { round: third } = await t.ok('rounds.generate', { seed: 'fixed-3' });
    const ana = ids[0]!;
    const apart = third.pairings.some((p) => (p.a === ana || p.b === ana) && (p.a === gus || p.b === gus));
    const fixedWarnings = third.warnings.map((w) => w.message).filter((m) => m.startsWith('Fixed table'));
    // A swap by hand that moves a fixed player off their table is named on the draft too.
    const gusGame = third.pairings.find((p) => p.a === gus || p.b === gus)!;
    const elsewhere = third.pairings.find((p) => p !== gusGame && p.table !== 3)!;
    const swapped = await t.ok('rounds.swap', { round: 3, a: gus, b: elsewhere.a });
    expect(swapped.round.warnings.map((w) => w.message)).toContainEqual(
      `Fixed table: Gus keeps table 3 for the event but is placed at table ${elsewhere.table}.`,
    );
    await t.ok('rounds.swap', { round: 3, a: gus, b: elsewhere.a });
    if (apart) {
      // They play each other: the game is at table 3 and both keep it.
      expect(third.pairings.find((p) => p.a === ana || p.b === ana)!.table).toBe(3);
      expect(fixedWarnings).toEqual([]);
    } else {
      expect(fixedWarnings).toEqual([
        expect.stringMatching(/^Fixed table: (Ana|Gus) keeps table 3 for the event, but another player/),
      ]);
    }
  });
});
