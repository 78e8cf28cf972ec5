/**
 * VP are surviving Army Points: a result is refused above the game's own Army Points (Baggage's
 * extra points count in Zones of Operations, not as what survived), cited in the event's season
 * (src/shared/bounds.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, disposeContext } from './testing';
import type { TestContext } from './testing';

let t: TestContext;
afterEach(() => disposeContext(t));

/** Round 1 locked (4 players) of an event with `settings`; its first table. */
async function firstTable(settings: Record<string, unknown>) {
  t = createTestContext();
  await t.newEvent({ rounds: 3, ...settings });
  for (const name of ['Ana', 'Bea', 'Cai', 'Dan']) await t.ok('players.add', { name });
  const { round } = await t.ok('rounds.generate', { seed: 'fixed' });
  await t.ok('rounds.lock', { round: 1 });
  return round.pairings[0]!.table;
}

const enter = (table: number, vp: [number, number]) =>
  t.call('rounds.setResult', { round: 1, table, op: [5, 3], vp, replace: true, reason: 'slip' });

describe('the VP bound of a game', () => {
  it('a 300-point ITS S11 game (Mid-Tier) takes 300 VP, refuses 301, 450 and 2,100 with its own bound', async () => {
    const table = await firstTable({ tier: 'mid' });
    expect(await enter(table, [300, 0])).toHaveProperty('data');
    for (const vp of [301, 450, 2100]) {
      expect(await enter(table, [vp, 0])).toMatchObject({
        error: {
          code: 'INVALID_INPUT',
          message: `Round 1, table ${table}: Victory Points are the surviving Army Points: at most 300 in a game of 300 Army Points (ITS S11 · Final Scores).`,
        },
      });
    }
  });

  it('an ITS S17 event bounds by the round’s Army Points and cites ITS S17', async () => {
    const table = await firstTable({
      season: 'its-s17',
      armyPoints: 250,
      scenarios: ['annihilation', 'b-pong', 'uplink-center'],
    });
    // Annihilation has a wizard; the referee's quick entry (rounds.setResult) is bounded the same.
    expect(await enter(table, [251, 0])).toMatchObject({
      error: {
        message: `Round 1, table ${table}: Victory Points are the surviving Army Points: at most 250 in a game of 250 Army Points (ITS S17 · Final Scores).`,
      },
    });
    expect(await enter(table, [250, 0])).toHaveProperty('data');
  });
});
