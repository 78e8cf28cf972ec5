/** ITS S17 through the API: the event's preset and bye setting drive results, byes and standings. */
import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, disposeContext } from './testing';
import type { TestContext } from './testing';

let t: TestContext;
afterEach(() => disposeContext(t));

describe('an ITS S17 event', () => {
  it('scores 7–6 as 5–2 TP and a bye as the referee set it (4 TP)', async () => {
    t = createTestContext();
    await t.newEvent({ rounds: 3, presetId: 'its-s17' });
    for (const name of ['Ana', 'Bea', 'Cai']) await t.ok('players.add', { name });
    await t.ok('events.updateSettings', { settings: { byeTp: 4 } });
    const { round } = await t.ok('rounds.generate', {});
    await t.ok('rounds.lock', { round: 1 });
    await t.ok('rounds.setResult', { round: 1, table: 1, op: [7, 6], vp: [200, 180] });
    const event = await t.ok('events.get', {});
    // ITS S17: 4 + Offensive Bonus = 5 | 0 + Offensive + Defensive Bonus = 2.
    expect(event.rounds[0]?.pairings[0]?.result?.tp).toEqual([5, 2]);
    const standings = await t.ok('standings.compute', {});
    expect(standings.preset.id).toBe('its-s17');
    const byeRow = standings.rows.find((r) => r.id === round.bye);
    expect(byeRow?.tp).toBe(4);
    const winner = standings.rows.find((r) => r.id === round.pairings[0]?.a);
    expect(winner?.tp).toBe(5);
  });

  it('refuses a bye value the preset does not offer, and any value under ITS S11', async () => {
    t = createTestContext();
    await t.newEvent({ presetId: 'its-s17' });
    const five = await t.call('events.updateSettings', { settings: { byeTp: 5 } });
    expect(five).toMatchObject({
      error: { code: 'RULES_VIOLATION', message: 'ITS Season 17: a bye scores 3 or 4 TP, not 5.' },
    });
    const s11 = await t.call('events.updateSettings', { settings: { presetId: 'its-s11', byeTp: 4 } });
    expect(s11).toMatchObject({ error: { code: 'RULES_VIOLATION' } });
    expect((await t.ok('events.get', {})).settings).toMatchObject({ presetId: 'its-s17', byeTp: null });
  });
});
