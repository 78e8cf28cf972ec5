/**
 * An event's scenario pack through the API: a pack with problems is refused with every one named
 * by its path; a loaded pack's scenario is offered for a round, paired and scored through
 * `scoring.commit` exactly as the pack scores it alone; a different pack reaches paired rounds only
 * with the referee's `confirm`, with what changed; the event file keeps the pack; over the venue
 * network only a referee loads one.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScenarioPack } from '../../shared/scenarioPack';
import type { Player } from '../../shared/model';
import type { ApiResult, PackProblemLine } from '../../shared/errors';
import { compilePack } from '../../core/rules/scenarios/packs/compile';
import { scoreScenario } from '../../core/rules/scenarios/engine';
import { createAppCore } from '../appCore';
import { payloadFromEvent } from '../pdf/fromEvent';
import { printSources } from '../pdf/sources';
import { createHttpServer, listen } from '../transports/http';
import { createTestContext, disposeContext, eventFileOnDisk, lockedFirstRound } from './testing';
import type { TestContext } from './testing';

const S17_PACK = JSON.parse(
  readFileSync(
    path.resolve(import.meta.dirname, '../../../resources/scenario-packs/its-s17.its-scenarios.json'),
    'utf8',
  ),
) as ScenarioPack;

/** A house event's pack: the S17 pack with Annihilation under its own id, which no season has. */
function housePack(version = '2026-house'): ScenarioPack {
  const pack = structuredClone(S17_PACK);
  pack.id = 'house-cup';
  pack.version = version;
  const annihilation = pack.scenarios.find((s) => s.id === 'annihilation')!;
  annihilation.id = 'house-annihilation';
  return pack;
}

// 350 points (Top tier): 275 killed is the middle band (3 OP) + Lieutenant 2 + surviving 3 = 8.
const FACTS = { a: { killedPoints: 275, survivingPoints: 180, killedLieutenant: true }, b: { killedPoints: 90 } };

/** The problems a refusal names (none when it is not a pack's refusal). */
function packProblemsOf(res: ApiResult<unknown>): PackProblemLine[] {
  const details = 'error' in res ? res.error.details : undefined;
  return details && 'packProblems' in details ? details.packProblems : [];
}

let t: TestContext;
let file = '';
afterEach(() => disposeContext(t));

async function houseEvent() {
  t = createTestContext();
  file = (await t.newEvent({ rounds: 3, season: 'its-s17', tier: 'top', armyPoints: 350 })).path;
  const loaded = await t.ok('packs.load', { pack: housePack() });
  await t.ok('events.updateSettings', { settings: { scenarios: ['house-annihilation', 'b-pong'] } });
  return loaded;
}

describe('packs.check and packs.load refuse a pack with problems', () => {
  it('names every problem of the shape by its path, and loads nothing', async () => {
    t = createTestContext();
    await t.newEvent({ season: 'its-s17' });
    const broken: Record<string, unknown> = { ...structuredClone(S17_PACK), armySizes: [123] };
    delete broken.cite;
    const checked = await t.ok('packs.check', { pack: broken });
    expect(checked.ok).toBe(false);
    const paths = checked.ok ? [] : checked.problems.map((p) => p.path);
    expect(paths).toEqual(expect.arrayContaining(['cite', 'armySizes[0]']));
    const refused = await t.call('packs.load', { pack: broken });
    expect(refused).toMatchObject({ error: { code: 'INVALID_INPUT', details: { packProblems: expect.any(Array) } } });
    expect(packProblemsOf(refused).map((p) => p.path)).toEqual(paths);
    expect((await t.ok('events.get', {})).scenarioPack).toBeNull();
  });

  it('refuses an objective reading a question the scenario does not have, at load', async () => {
    t = createTestContext();
    await t.newEvent({ season: 'its-s17' });
    const pack = housePack();
    const i = pack.scenarios.findIndex((s) => s.id === 'house-annihilation');
    const json = JSON.stringify(pack.scenarios[i]).replace('{"fact":"killedLieutenant"}', '{"fact":"nope"}');
    pack.scenarios[i] = JSON.parse(json) as ScenarioPack['scenarios'][number];
    const refused = await t.call('packs.load', { pack });
    expect(refused).toMatchObject({ error: { code: 'INVALID_INPUT' } });
    expect(packProblemsOf(refused)[0]).toMatchObject({
      path: `scenarios[${i}].objectives[2].when.fact`,
      message: 'There is no question “nope” in this scenario.',
    });
  });

  it('refuses a pack whose season or army sizes the event does not play', async () => {
    t = createTestContext();
    await t.newEvent({ season: 'its-s11' });
    expect(await t.call('packs.load', { pack: housePack() })).toMatchObject({ error: { code: 'RULES_VIOLATION' } });
    await t.ok('events.updateSettings', { settings: { season: 'its-s17', armyPoints: 300 } });
    expect(await t.call('packs.load', { pack: { ...housePack(), armySizes: [350, 400] } })).toMatchObject({
      error: { code: 'INVALID_INPUT', details: { fields: ['armyPoints'] } },
    });
    // Loaded, the pack keeps the event to its army sizes and its season.
    await t.ok('events.updateSettings', { settings: { armyPoints: 350 } });
    await t.ok('packs.load', { pack: { ...housePack(), armySizes: [350, 400] } });
    expect(await t.call('events.updateSettings', { settings: { armyPoints: 300 } })).toMatchObject({
      error: { code: 'INVALID_INPUT', details: { fields: ['armyPoints'] } },
    });
    expect(await t.call('events.updateSettings', { settings: { season: 'its-s11' } })).toMatchObject({
      error: { code: 'RULES_VIOLATION' },
    });
  });
});

describe('an event with a pack', () => {
  it('offers the pack’s scenarios, pairs and scores one as the pack scores it, and keeps the pack in its file', async () => {
    const loaded = await houseEvent();
    expect(loaded.replaced).toBeNull();
    expect(loaded.changes.added).toContain('house-annihilation');
    expect((await t.ok('scoring.scenarios', { event: true })).map((s) => s.id)).toContain('house-annihilation');
    const round = await lockedFirstRound(t);
    expect(round.scenarioId).toBe('house-annihilation');
    const table = round.pairings[0]!.table;
    const schema = await t.ok('scoring.schema', { scenarioId: 'house-annihilation', tier: 'top', event: true });
    expect(schema.questions.map((q) => q.key)).toContain('killedPoints');

    const saved = await t.ok('scoring.commit', { round: 1, table, facts: FACTS });
    // What the pack alone gives (`its-ref score house-annihilation --pack … --points 350`).
    const compiled = compilePack(housePack());
    if (!compiled.ok) throw new Error('the house pack has problems');
    const def = compiled.value.scenarios.find((s) => s.id === 'house-annihilation')!;
    const scored = scoreScenario(def, 'top', FACTS, compiled.value.preset, 350);
    if (!scored.ok) throw new Error('the house pack refuses the facts');
    const alone = scored.value;
    expect(saved.result).toMatchObject({
      op: [alone.players.a.op, alone.players.b.op],
      tp: alone.tp,
      vp: alone.vp,
    });
    expect(saved.result.op).toEqual([8, 1]);
    const breakdown = await t.ok('scoring.breakdown', { round: 1, table });
    expect(breakdown.result?.players.a.op).toBe(8);

    // The sheets name the pack's scenario, print its guide and questions, at the game's army size.
    const event = await t.ok('events.get', {});
    const sheet = payloadFromEvent(event, { kind: 'round-sheet', round: 1 }, printSources);
    expect(sheet.kind === 'round-sheet' && sheet.sheet).toMatchObject({
      scenario: { id: 'house-annihilation', name: 'Annihilation', guide: expect.arrayContaining([expect.anything()]) },
      tier: { points: [350] },
    });
    const sheets = payloadFromEvent(event, { kind: 'score-sheets', round: 1 }, printSources);
    expect(sheets.kind === 'score-sheets' && sheets.sheets[0]?.questions.map((q) => q.id)).toContain('killedPoints');

    expect(eventFileOnDisk(file).scenarioPack).toMatchObject({ id: 'house-cup', version: '2026-house' });
  });

  it('loads a newer version over paired rounds only with confirm, and says what changed', async () => {
    await houseEvent();
    await lockedFirstRound(t);
    const newer = housePack('2026-house-2');
    newer.scenarios.find((s) => s.id === 'b-pong')!.tableConfiguration = 'Table B';
    const refused = await t.call('packs.load', { pack: newer });
    expect(refused).toMatchObject({ error: { code: 'CONFLICT', details: { confirm: 'pack-change' } } });
    expect((await t.ok('events.get', {})).scenarioPack?.version).toBe('2026-house');

    const loaded = await t.ok('packs.load', { pack: newer, confirm: true });
    expect(loaded.changes).toEqual({ added: [], removed: [], changed: ['b-pong'] });
    expect(loaded.replaced).toEqual({ id: 'house-cup', version: '2026-house' });

    // A pack without the scenario a paired round plays is refused even with confirm.
    const without = housePack('2026-house-3');
    without.scenarios = without.scenarios.filter((s) => s.id !== 'house-annihilation');
    expect(await t.call('packs.load', { pack: without, confirm: true })).toMatchObject({
      error: { code: 'RULES_VIOLATION' },
    });
    expect(await t.call('packs.remove', {})).toMatchObject({ error: { code: 'CONFLICT' } });
  });

  it('goes back to the season’s scenarios when removed before pairing', async () => {
    await houseEvent();
    await t.ok('packs.remove', {});
    const event = await t.ok('events.get', {});
    expect(event.scenarioPack).toBeNull();
    expect(event.settings.scenarios).toEqual(['', 'b-pong']);
  });
});

describe('loading a pack over the venue network', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const done of cleanup.splice(0)) await done();
  });

  it('is refused to a visitor and to a player’s session', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'its-packs-http-'));
    const core = createAppCore({ dataDir, runtime: { transport: 'http', venue: null } });
    const ok = async (method: string, params: unknown) => {
      const res = await core.call(method, params);
      if ('error' in res) throw new Error(res.error.message);
      return res.data;
    };
    await ok('events.create', {
      settings: { name: 'Pack Night', season: 'its-s17', playerReporting: 'referee-approves' },
    });
    for (const name of ['Ana', 'Bea']) await ok('players.add', { name });
    const ana = ((await ok('players.list', {})) as Player[]).find((p) => p.name === 'Ana')!;
    const server = createHttpServer({ core, host: '0.0.0.0', port: 0, pin: '862431' });
    const { port } = (await listen(server, '0.0.0.0', 0)) as AddressInfo;
    cleanup.push(async () => {
      server.close();
      await core.workspace.close();
      rmSync(dataDir, { recursive: true, force: true });
    });
    const post = async (method: string, params: unknown, cookie?: string) => {
      const res = await fetch(`http://127.0.0.1:${port}/api/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(params),
      });
      return { status: res.status, setCookie: res.headers.get('set-cookie') };
    };
    expect((await post('packs.load', { pack: housePack() })).status).toBe(401);
    expect((await post('packs.check', { pack: housePack() })).status).toBe(401);
    const signedIn = await post('players.signIn', { name: 'Ana', code: ana.resultCode });
    const cookie = signedIn.setCookie!.split(';')[0]!;
    expect((await post('packs.load', { pack: housePack() }, cookie)).status).toBe(401);
    expect((await ok('events.get', {})) as { scenarioPack: unknown }).toMatchObject({ scenarioPack: null });
  });
});
