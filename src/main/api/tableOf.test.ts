import { afterEach, beforeEach, expect, it } from 'vitest';
import type { TestContext } from './testing';
import { createTestContext, disposeContext } from './testing';

let t: TestContext;
beforeEach(async () => {
  t = createTestContext();
  await t.newEvent();
  for (const name of ['Ana', 'Bea', 'Cai', 'Dan']) await t.ok('players.add', { name });
  await t.ok('rounds.generate', {});
});
afterEach(() => disposeContext(t));

it('answers the table of a player’s game, and NOT_FOUND for one who has none', async () => {
  const round = await t.ok('rounds.get', { round: 1 });
  const first = round.pairings[0]!;
  expect(await t.ok('rounds.tableOf', { round: 1, player: first.b })).toEqual({ table: first.table });
  expect(await t.call('rounds.tableOf', { round: 1, player: 'nobody' })).toMatchObject({
    error: { code: 'NOT_FOUND', i18n: { key: 'm.round.playerNotPaired', params: { round: 1 } } },
  });
});
