/**
 * The event's season: chosen at creation (bringing its Tournament Points preset),
 * changeable until round 1 is paired; an ITS S17 event's results are scored by its own scenarios
 * at the event's army size, and their breakdowns derived the same way.
 */
import { scenarioTextsInEnglish } from '../../shared/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { createTestContext, disposeContext, lockedFirstRound } from './testing';
import type { TestContext } from './testing';

let t: TestContext;
afterEach(() => disposeContext(t));

async function s17Round(settings: Record<string, unknown> = {}) {
  t = createTestContext();
  await t.newEvent({
    rounds: 3,
    season: 'its-s17',
    scenarios: ['annihilation', 'b-pong', 'uplink-center'],
    ...settings,
  });
  return lockedFirstRound(t);
}

describe('the event’s season', () => {
  it('is ITS S11 by default; an ITS S17 event gets the S17 preset', async () => {
    t = createTestContext();
    await t.newEvent();
    expect((await t.ok('events.get', {})).settings).toMatchObject({ season: 'its-s11', presetId: 'its-s11' });
    await t.ctx.workspace.close();
    rmSync(t.dir, { recursive: true, force: true });
    t = createTestContext();
    await t.newEvent({ season: 'its-s17' });
    expect((await t.ok('events.get', {})).settings).toMatchObject({ season: 'its-s17', presetId: 'its-s17' });
  });

  it('changes before round 1 is paired: the preset follows, scenarios of the other season are cleared', async () => {
    t = createTestContext();
    await t.newEvent({ rounds: 3, scenarios: ['acquisition', 'annihilation', 'frontline'] });
    await t.ok('events.updateSettings', { settings: { season: 'its-s17' } });
    const settings = (await t.ok('events.get', {})).settings;
    // Annihilation exists in both seasons (now Season 17's); the others are not S17 scenarios.
    expect(settings).toMatchObject({ season: 'its-s17', presetId: 'its-s17', scenarios: ['', 'annihilation', ''] });
    const bad = await t.call('events.updateSettings', { settings: { scenarios: ['frontline'] } });
    expect(bad).toMatchObject({ error: { code: 'INVALID_INPUT' } });
  });

  it('is locked once round 1 is paired', async () => {
    await s17Round();
    const refused = await t.call('events.updateSettings', { settings: { season: 'its-s11' } });
    expect(refused).toMatchObject({
      error: {
        code: 'RULES_VIOLATION',
        message: 'The season cannot change once round 1 is paired: its scenarios and Tournament Points already apply.',
      },
    });
  });

  it('scores an S17 result with the season’s scenario at the event’s army size, and derives its breakdown', async () => {
    // 350 points (Top tier): 275 killed is the middle band (3 OP), not Season 11's.
    const round = await s17Round({ tier: 'top', armyPoints: 350 });
    const table = round.pairings[0]!.table;
    const facts = { a: { killedPoints: 275, survivingPoints: 180, killedLieutenant: true }, b: { killedPoints: 90 } };
    const saved = await t.ok('scoring.commit', { round: 1, table, facts });
    // A: 3 + 3 + 2 = 8; B: 85–175 → 1. 8–1: 4 + Offensive Bonus = 5 TP; B 0.
    expect(saved.result).toMatchObject({ op: [8, 1], tp: [5, 0], vp: [180, 0] });
    const breakdown = await t.ok('scoring.breakdown', { round: 1, table });
    expect(scenarioTextsInEnglish(breakdown.result?.players.a.lines[0])).toMatchObject({
      objective: 'killed-points',
      points: 3,
      rule: 'ITS S17 · Annihilation · Main Objectives',
      detail: '275 killed, 350 points',
    });
    expect(breakdown.result?.players.a.lines.map((l) => l.objective)).toContain('killed-lieutenant');
  });

  it('an S11 event still scores Season 11’s Annihilation', async () => {
    t = createTestContext();
    await t.newEvent({ rounds: 3, scenarios: ['annihilation'], tier: 'top' });
    for (const name of ['Ana', 'Bea']) await t.ok('players.add', { name });
    const { round } = await t.ok('rounds.generate', {});
    await t.ok('rounds.lock', { round: 1 });
    const saved = await t.ok('scoring.commit', {
      round: 1,
      table: round.pairings[0]!.table,
      facts: { a: { killedPoints: 275, killedDataTracker: true }, b: {} },
    });
    // Top tier: 201–300 → 3, + DataTracker 2 = 5; Total Victory by 5 → 3 TP.
    expect(saved.result).toMatchObject({ op: [5, 0], tp: [3, 0] });
  });
});
