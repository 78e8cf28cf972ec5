/**
 * An event whose scenario pack brings its own Tournament Points table
 * (tests/fixtures/packs/own-table.its-scenarios.json: any win by less than 4 OP 3 TP, a defeat by
 * 1 OP 1 TP, a bye 2 TP): `packs.load` makes it the event's preset, a result saved through
 * `scoring.commit` and `standings.compute` use it, and `packs.remove` returns the event to its
 * season's preset (ITS S17: a 7–6 game 5–2, a bye 3 TP).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventSettings } from '../../shared/model';
import type { ScenarioPack } from '../../shared/scenarioPack';
import { compilePack } from '../../core/rules/scenarios/packs/compile';
import { gameScoring, scoreGame } from '../../renderer/src/lib/localScore';
import { mineFor } from '../model/reportViews';
import { createTestContext, disposeContext, lockedFirstRound } from './testing';
import type { TestContext } from './testing';

const OWN_TABLE = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../tests/fixtures/packs/own-table.its-scenarios.json'), 'utf8'),
) as ScenarioPack;

let t: TestContext;
afterEach(() => disposeContext(t));

describe('a scenario pack with its own Tournament Points table', () => {
  it('scores results, byes and standings with it, until it is removed', async () => {
    t = createTestContext();
    await t.newEvent({ rounds: 3, season: 'its-s17', tier: 'mid', armyPoints: 300 });
    const loaded = await t.ok('packs.load', { pack: OWN_TABLE });
    expect(loaded.summary.preset).toBe('house-tp');
    await t.ok('events.updateSettings', { settings: { scenarios: ['skirmish'] } });
    const settings = (await t.ok('events.get', {})).settings;
    expect(settings.presetId).toBe('house-tp');
    expect(settings.packPreset?.winBands.map((b) => b.tp)).toEqual([5, 3]);

    const round = await lockedFirstRound(t, ['Ana', 'Bea', 'Cai']);
    const game = round.pairings[0]!;
    const saved = await t.ok('scoring.commit', {
      round: 1,
      table: game.table,
      facts: { a: { objectives: 7 }, b: { objectives: 6 } },
    });
    // ITS S17 would save 5–2.
    expect(saved.result.tp).toEqual([3, 1]);
    const tpOf = async () => Object.fromEntries((await t.ok('standings.compute', {})).rows.map((r) => [r.id, r.tp]));
    const bye = round.bye!;
    expect(await tpOf()).toEqual({ [game.a]: 3, [game.b]: 1, [bye]: 2 });

    // A phone scores its player's report with the same table (`reports.mine` gives it the settings).
    const event = await t.ok('events.get', {});
    const state = { ...event, players: event.players.map((p) => ({ ...p, resultCode: 'CODE' })) };
    const mine = mineFor(state, { eventId: state.id, playerId: game.a, name: 'Ana', code: 'CODE' }, {});
    const facts = { a: { objectives: 5 }, b: { objectives: 4 } };
    const phone = scoreGame(gameScoring(mine.round!, event.scenarioPack), mine.round!, facts);
    expect(phone.problem).toBeNull();
    expect(phone.score?.tp).toEqual([3, 1]);

    await t.ok('packs.remove', { confirm: true });
    const after = (await t.ok('events.get', {})).settings;
    expect(after.presetId).toBe('its-s17');
    expect(after.packPreset).toBeUndefined();
    // The saved result keeps its TP; the bye is the season's again.
    expect((await tpOf())[bye]).toBe(3);
  });

  it('is not taken from settings written by hand, without its pack', async () => {
    t = createTestContext();
    const reading = compilePack(OWN_TABLE);
    if (!reading.ok) throw new Error('the fixture pack has problems');
    const packPreset = JSON.parse(JSON.stringify(reading.value.preset)) as EventSettings['packPreset'];
    const settings = { name: 'Hand-made', season: 'its-s17' as const, presetId: 'house-tp', packPreset };
    expect(await t.call('events.create', { settings })).toMatchObject({ error: { code: 'INVALID_INPUT' } });
  });
});
