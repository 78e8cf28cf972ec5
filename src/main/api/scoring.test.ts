import { scenarioTextsInEnglish } from '../../shared/messages';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScoreResult } from '../../shared/api/scoring';
import { ACQUISITION_6_1, createTestContext, disposeContext, lockedFirstRound } from './testing';
import type { TestContext } from './testing';

let t: TestContext;
afterEach(() => disposeContext(t));

/** An event whose round 1 is Acquisition, paired and locked, with 4 players. */
async function lockedRound(settings: Record<string, unknown> = {}) {
  t = createTestContext();
  await t.newEvent({ rounds: 3, scenarios: ['acquisition', 'annihilation', 'frontline'], ...settings });
  return lockedFirstRound(t);
}

describe('scoring.* API', () => {
  it('lists the 20 scenarios and gives one scenario’s questions, JSON Schema and guide', async () => {
    t = createTestContext();
    const list = await t.ok('scoring.scenarios', {});
    expect(list).toHaveLength(20);
    expect(scenarioTextsInEnglish(list.find((s) => s.id === 'the-armory'))).toMatchObject({
      name: 'The Armory',
      scoredEachRound: true,
      intelcom: 'support-and-control',
    });
    const schema = await t.ok('scoring.schema', { scenarioId: 'annihilation', tier: 'low' });
    expect(schema.scenario.retreat).toEqual({ applies: false, endsGameIfTurnStartsInRetreat: false });
    expect(schema.questions.map((q) => q.key)).toEqual([
      'killedPoints',
      'notDeployedPoints',
      'killedDataTracker',
      'survivingPoints',
    ]);
    expect(schema.jsonSchema).toMatchObject({ type: 'object', required: ['a', 'b'] });
    expect(scenarioTextsInEnglish(schema.guide[0])).toEqual({
      label: 'Kill between 50 and 100 enemy Army Points (low tier)',
      op: '1',
    });
    expect(await t.call('scoring.schema', { scenarioId: 'nope' })).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('previews a score without an open event (TP by ITS S11): 6 – 1 is a Total Victory, 3 – 0', async () => {
    t = createTestContext();
    const r = await t.ok('scoring.preview', { scenarioId: 'acquisition', tier: 'mid', facts: ACQUISITION_6_1 });
    expect([r.players.a.op, r.players.b.op]).toEqual([6, 1]);
    expect(r.tp).toEqual([3, 0]);
    expect(r.vp).toEqual([180, 90]);
  });

  it('preview errors name the fields: invalid input and contradictions', async () => {
    t = createTestContext();
    const bad = await t.call('scoring.preview', {
      scenarioId: 'acquisition',
      tier: 'mid',
      facts: { a: { activatedAntennas: 9 }, b: {} },
    });
    expect(bad).toMatchObject({ error: { code: 'INVALID_INPUT' } });
    expect('error' in bad && bad.error.details).toEqual({ fields: ['a.activatedAntennas'] });
    expect('error' in bad && bad.error.message).not.toContain('a.activatedAntennas');
    const clash = await t.call('scoring.preview', {
      scenarioId: 'acquisition',
      tier: 'mid',
      facts: { a: { controlsCoffin: true }, b: { controlsCoffin: true } },
    });
    expect(clash).toMatchObject({ error: { code: 'RULES_VIOLATION' } });
    expect('error' in clash && clash.error.message).not.toContain('b.controlsCoffin');
    expect('error' in clash && clash.error.details).toMatchObject({ fields: ['a.controlsCoffin', 'b.controlsCoffin'] });
    expect(await t.call('scoring.preview', { scenarioId: 'acquisition', tier: 'huge', facts: {} })).toMatchObject({
      error: { code: 'INVALID_INPUT' },
    });
  });

  it('commits a scored result with facts and breakdown, using the round’s scenario and tier', async () => {
    const round = await lockedRound({ tier: 'low' });
    const table = round.pairings[0]!.table;
    const saved = await t.ok('scoring.commit', { round: 1, table, facts: ACQUISITION_6_1, confirmedByA: true });
    expect(saved.changed).toBe(true);
    expect(saved.result).toMatchObject({
      op: [6, 1],
      vp: [180, 90],
      tp: [3, 0],
      confirmedByA: true,
      confirmedByB: false,
    });
    const stored = (await t.ok('rounds.get', { round: 1 })).pairings.find((p) => p.table === table)!.result!;
    expect(stored.op).toEqual([6, 1]);
    // Facts and figures only: no stored breakdown, and the facts hold the answers given (those
    // left at their defaults are put back when read).
    expect(stored).not.toHaveProperty('breakdown');
    expect(stored.facts).toEqual({
      a: { activatedAntennas: 2, controlsCoffin: true, classifieds: 1, survivingPoints: 180 },
      b: { controlledAntennas: 1, survivingPoints: 90 },
    });
    // The breakdown, derived when asked: the round's scenario and tier, lines adding up to the OP.
    const derived = (await t.ok('scoring.breakdown', { round: 1, table })).result!;
    expect(derived).toMatchObject({ scenarioId: 'acquisition', tier: 'low', vp: [180, 90], tp: [3, 0] });
    expect(derived.players.a.lines.reduce((s, l) => s + l.points, 0)).toBe(6);
    expect(derived.players).toEqual(saved.score.players);
    const audit = await t.ok('audit.list', { table });
    expect(audit.at(-1)).toMatchObject({ method: 'scoring.commit' });
  });

  it('refuses a differing result unless replaced with a reason; the same result again changes nothing', async () => {
    const round = await lockedRound();
    const table = round.pairings[0]!.table;
    await t.ok('scoring.commit', { round: 1, table, facts: ACQUISITION_6_1 });
    expect((await t.ok('scoring.commit', { round: 1, table, facts: ACQUISITION_6_1 })).changed).toBe(false);
    const changed = { ...ACQUISITION_6_1, b: { ...ACQUISITION_6_1.b, classifieds: 1 } };
    expect(await t.call('scoring.commit', { round: 1, table, facts: changed })).toMatchObject({
      error: { code: 'CONFLICT' },
    });
    expect(await t.call('scoring.commit', { round: 1, table, facts: changed, replace: true })).toMatchObject({
      error: { code: 'INVALID_INPUT' },
    });
    const fixed = await t.ok('scoring.commit', {
      round: 1,
      table,
      facts: changed,
      replace: true,
      reason: 'B showed the Classified card',
    });
    expect(fixed.result.op).toEqual([6, 2]);
    expect((fixed.score as ScoreResult).tp).toEqual([2, 0]);
  });

  it('rejects contradictory facts before anything is stored, and unknown tables', async () => {
    const round = await lockedRound();
    const table = round.pairings[0]!.table;
    const clash = await t.call('scoring.commit', {
      round: 1,
      table,
      facts: { a: { activatedAntennas: 2 }, b: { activatedAntennas: 1 } },
    });
    expect(clash).toMatchObject({ error: { code: 'RULES_VIOLATION' } });
    const stored = (await t.ok('rounds.get', { round: 1 })).pairings.find((p) => p.table === table)!.result;
    expect(stored).toBeNull();
    expect(await t.call('scoring.commit', { round: 1, table: 99, facts: ACQUISITION_6_1 })).toMatchObject({
      error: { code: 'NOT_FOUND' },
    });
  });

  it('needs a scenario chosen for the round', async () => {
    t = createTestContext();
    await t.newEvent({ rounds: 3 });
    for (const name of ['Ana', 'Bea']) await t.ok('players.add', { name });
    await t.ok('rounds.generate', {});
    await t.ok('rounds.lock', { round: 1 });
    const res = await t.call('scoring.commit', { round: 1, table: 1, facts: ACQUISITION_6_1 });
    expect(res).toMatchObject({ error: { code: 'RULES_VIOLATION' } });
  });
});
