/**
 * A player's phone in an event that plays a scenario pack: every `reports.mine` names the pack by a
 * tag of a few bytes, the pack itself comes only when asked (`pack: true`), and what the phone is
 * sent — the pack, the round's army size, the season and preset — scores the player's answers on
 * the phone exactly as `reports.submit` scores and stores them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { MyGame } from '../../shared/api/reports';
import type { ScenarioPack } from '../../shared/scenarioPack';
import { scorePlayerFacts } from '../../core/rules/playerReports/scoreFacts';
import { VenueAuth } from '../auth/venueAuth';
import { asPhonePage, createTestContext, disposeContext } from './testing';
import type { TestContext } from './testing';

const INVENTED = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../tests/fixtures/packs/invented.its-scenarios.json'), 'utf8'),
) as ScenarioPack;
const S17_PACK = JSON.parse(
  readFileSync(
    path.resolve(import.meta.dirname, '../../../resources/scenario-packs/its-s17.its-scenarios.json'),
    'utf8',
  ),
) as ScenarioPack;

let t: TestContext;
afterEach(() => disposeContext(t));

/** A 300-point ITS S17 event with `pack` loaded, round 1 on `scenario`, locked; Ana's phone signed in. */
async function packEvent(pack: ScenarioPack, scenario: string) {
  t = createTestContext({ actor: 'referee' });
  const venue = new VenueAuth({ pin: '862431', clock: () => 1_000_000 });
  await t.newEvent({ rounds: 3, season: 'its-s17', tier: 'mid', armyPoints: 300, playerReporting: 'referee-approves' });
  await t.ok('packs.load', { pack });
  await t.ok('events.updateSettings', { settings: { scenarios: [scenario, '', ''] } });
  for (const name of ['Ana', 'Bea']) await t.ok('players.add', { name });
  await t.ok('rounds.generate', { seed: 'fixed' });
  await t.ok('rounds.lock', { round: 1 });
  const ana = (await t.ok('players.list', {})).find((p) => p.name === 'Ana')!;
  const from = { ...t.ctx, isReferee: false, playerSignIn: { venue, address: '10.0.0.9' } };
  const res = await t.registry.call('players.signIn', { name: 'Ana', code: ana.resultCode! }, from);
  if ('error' in res) throw new Error(res.error.message);
  const player = venue.sessions.find((res.data as { token: string }).token)!.player!;
  const call = asPhonePage((method: string, params?: unknown) =>
    t.registry.call(method, params, { ...from, player, actor: 'Ana (player)' }),
  );
  const mine = async (params: Record<string, unknown> = {}): Promise<MyGame> => {
    const r = await call('reports.mine', params);
    if ('error' in r) throw new Error(r.error.message);
    return r.data as MyGame;
  };
  return { call, mine };
}

/** Bytes of a `reports.mine` answer as the venue server writes it (JSON). */
const bytes = (game: MyGame) => Buffer.byteLength(JSON.stringify(game));

describe('the event’s scenario pack on a player’s phone', () => {
  it('is named by its tag on every read and sent whole only when asked; a changed pack has another tag', async () => {
    const { mine } = await packEvent(INVENTED, 'convoy-run');
    const plain = await mine();
    expect(plain.round?.pack).toEqual({ id: 'ember-reach', version: '1.0', tag: expect.stringMatching(/^[\w-]{22}$/) });
    expect(plain.pack).toBeUndefined();
    expect((await mine()).round?.pack).toEqual(plain.round?.pack);
    const withPack = await mine({ pack: true });
    expect(withPack.pack).toEqual((await t.ok('events.get', {})).scenarioPack);
    expect(withPack.round?.pack).toEqual(plain.round?.pack);
    expect(plain.round?.armyPoints).toBe(300);

    const next = { ...structuredClone(INVENTED), version: '1.1' };
    await t.ok('packs.load', { pack: next, confirm: true });
    const after = await mine();
    expect(after.round?.pack).toMatchObject({ version: '1.1' });
    expect(after.round?.pack?.tag).not.toBe(plain.round?.pack?.tag);
  });

  it('scores the answers on the phone, from what it was sent, as reports.submit stores them', async () => {
    const { call, mine } = await packEvent(INVENTED, 'convoy-run');
    const sent = await mine({ pack: true });
    const round = sent.round!;
    // The hand-worked Convoy Run of inventedPack.test.ts, at 300 points this time: A 10 OP, B 5.
    const facts = {
      a: { trucks: 4, trucksSafe: 3, flares: 2, beacon: true, route: 'ridge', tactical: 1, classifieds: 1 },
      b: { trucks: 2, trucksSafe: 1, flares: 2, beacon: false, beaconSeen: true, route: 'road', tactical: 2 },
      game: { weather: 1 },
    };
    // What lib/localScore's gameScoring builds from the game the phone holds.
    const onPhone = (pack: ScenarioPack | null) =>
      scorePlayerFacts({ ...round.scoring, armyPoints: round.armyPoints ?? null, pack }, round, facts);
    const scored = onPhone(sent.pack!);
    expect(scored.ok && [scored.value.players.a.op, scored.value.players.b.op, ...scored.value.tp]).toEqual([
      10, 5, 5, 1,
    ]);
    // Without the pack the phone does not know the scenario.
    expect(onPhone(null)).toMatchObject({ ok: false, problem: { message: { key: 'm.report.noQuestions' } } });

    const submitted = await call('reports.submit', { round: 1, table: 1, facts, game: sent.game! });
    expect(submitted).toMatchObject({ data: { op: [10, 5], tp: [5, 1] } });
    expect(scored.ok && JSON.parse(JSON.stringify(scored.value))).toEqual((await mine({ facts })).preview);
  });

  it('costs a few bytes on every read, and the pack once (figures in the report below)', async () => {
    const figures: string[] = [];
    for (const [pack, scenario] of [
      [INVENTED, 'convoy-run'],
      [S17_PACK, 'b-pong'],
    ] as const) {
      const { mine } = await packEvent(pack, scenario);
      const plain = await mine();
      const named = bytes(plain) - bytes({ ...plain, round: { ...plain.round!, pack: undefined } });
      const whole = bytes(await mine({ pack: true })) - bytes(plain);
      figures.push(`${pack.id}: ${named} B a read, ${whole} B once`);
      expect(named).toBeLessThan(100);
      const stored = Buffer.byteLength(JSON.stringify((await t.ok('events.get', {})).scenarioPack));
      expect(whole).toBeLessThan(stored + 20);
      disposeContext(t);
    }
    console.info(figures.join('; '));
  });
});
