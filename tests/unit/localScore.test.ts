/**
 * The wizards' live score is worked out on the device (src/renderer/src/lib/localScore.ts); main
 * scores the saved result again. Both must give the same figures: for generated facts of every
 * scenario of both seasons, the desk's local score equals main's `scoring.preview`, a result
 * committed through `scoring.commit` stores exactly the local score (OP, VP, TP and the breakdown
 * main derives), and a player's local score equals what main scores the phone's report with
 * (`reports.mine { facts }`, `reports.submit`, and the stored report's breakdown); a refusal
 * reads the same on both sides.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { arbitraryFacts } from '../../src/core/rules/scenarios/arbitrary';
import { scenariosOf } from '../../src/core/rules/scenarios/registry';
import { VenueAuth } from '../../src/main/auth/venueAuth';
import { asPhonePage, createTestContext, disposeContext } from '../../src/main/api/testing';
import type { TestContext } from '../../src/main/api/testing';
import { gameScoring, reportBreakdown, scoreGame, scoreReport } from '../../src/renderer/src/lib/localScore';
import type { LocalScore } from '../../src/renderer/src/lib/localScore';
import type { ApiResult } from '../../src/shared/errors';
import type { MyGame } from '../../src/shared/api/reports';
import type { ScoreResult } from '../../src/shared/api/scoring';
import { s17RoundArmyPoints } from '../../src/shared/api/scoring';
import type { Round, SeasonId } from '../../src/shared/model';

/** Generated games per scenario: enough for contradictions and bonuses to turn up, bounded in time. */
const SAMPLES = 4;
const SEED = 3217;

let t: TestContext;
afterEach(() => disposeContext(t));

/** As it crosses the API (JSON, where -0 reads 0): what a screen receives from main. */
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** An answer and a local score side by side: the same score, or the same refusal. */
function same(local: LocalScore, answer: ApiResult<unknown>, pick: (data: unknown) => ScoreResult | undefined): void {
  if ('error' in answer) {
    expect(local.problem).toEqual(plain(answer.error));
  } else {
    expect(local.problem).toBeNull();
    expect(local.score).toEqual(plain(pick(answer.data)));
  }
}

async function event(season: SeasonId, scenario: string, settings: Record<string, unknown> = {}): Promise<Round> {
  t = createTestContext({ actor: 'referee' });
  await t.newEvent({ rounds: 3, season, scenarios: [scenario], ...settings });
  for (const [i, name] of ['Ana', 'Bea', 'Cai', 'Dan'].entries()) await t.ok('players.add', { name, itsPin: `70${i}` });
  await t.ok('rounds.generate', { seed: 'same-figures' });
  await t.ok('rounds.lock', { round: 1 });
  return t.ok('rounds.get', { round: 1 });
}

const SEASONS = [
  // The event's own preset (bonus TP), not the season's.
  { season: 'its-s11', scenario: 'acquisition', settings: { presetId: 'example-420-bonus' } },
  // ITS S17 at 250 AP (the round's size), with the bye the referee chose.
  { season: 'its-s17', scenario: 'annihilation', settings: { armyPoints: 250, byeTp: 4 } },
] as const;

describe.each(SEASONS)('$season: the wizard’s local score and main’s', ({ season, scenario, settings }) => {
  it('are the same for generated facts of every scenario (scoring.preview)', async () => {
    const round = await event(season, scenario, settings);
    const eventSettings = (await t.ok('events.get', {})).settings;
    const names = { a: 'Ana', b: 'Bea' };
    // What the desk's wizard sends with its questions (scoringApi).
    const game =
      season === 'its-s17' ? { season, armyPoints: s17RoundArmyPoints(eventSettings.armyPoints, round.tier) } : {};
    let refusals = 0;
    for (const def of scenariosOf(season)) {
      const at = { scenarioId: def.id, tier: round.tier };
      for (const facts of fc.sample(arbitraryFacts(def), { numRuns: SAMPLES, seed: SEED })) {
        const local = scoreGame(eventSettings, at, facts, names);
        if (local.problem) refusals++;
        same(local, await t.call('scoring.preview', { ...at, ...game, facts, names }), (data) => data as ScoreResult);
      }
    }
    // The generated games include contradictions, which both sides refuse in the same words.
    expect(refusals).toBeGreaterThan(0);
  });

  it('are the same once saved: scoring.commit stores the local score, and its breakdown derives the same', async () => {
    const round = await event(season, scenario, settings);
    const eventSettings = (await t.ok('events.get', {})).settings;
    const def = scenariosOf(season).find((s) => s.id === scenario)!;
    const pairing = round.pairings[0]!;
    const players = await t.ok('players.list', {});
    const nameOf = (id: string) => players.find((p) => p.id === id)!.name;
    const names = { a: nameOf(pairing.a), b: nameOf(pairing.b) };
    let saved = 0;
    // Surviving points within 250 (the smaller game): more is a result main refuses when saving
    // (`requireVpOfGame`), a bound of the event rather than of the score.
    for (const facts of fc.sample(arbitraryFacts(def, 250), { numRuns: 8, seed: SEED })) {
      const local = scoreGame(eventSettings, round, facts, names);
      const committed = await t.call('scoring.commit', {
        round: 1,
        table: pairing.table,
        facts,
        confirmedByA: true,
        confirmedByB: true,
        replace: true,
        reason: 'Corrected at the table',
      });
      same(local, committed, (data) => (data as { score: ScoreResult }).score);
      if (!local.score) continue;
      saved++;
      const stored = (await t.ok('rounds.get', { round: 1 })).pairings[0]!.result!;
      const { players: scored, vp, tp } = local.score;
      expect([stored.op, stored.vp, stored.tp]).toEqual([[scored.a.op, scored.b.op], vp, tp]);
      const derived = await t.ok('scoring.breakdown', { round: 1, table: pairing.table });
      expect(plain(derived.result?.players)).toEqual(plain(scored));
    }
    expect(saved).toBeGreaterThan(0);
  });

  it('are the same for a player’s report: reports.mine scores it as the phone does, and reports.submit stores it', async () => {
    const round = await event(season, scenario, { ...settings, playerReporting: 'referee-approves' });
    const pairing = round.pairings[0]!;
    const venue = new VenueAuth({ pin: '862431', clock: () => 1_000_000 });
    const from = { ...t.ctx, isReferee: false, playerSignIn: { venue, address: '10.0.0.9' } };
    const player = (await t.ok('players.list', {})).find((p) => p.id === pairing.a)!;
    const signedIn = await t.registry.call('players.signIn', { name: player.name, code: player.resultCode! }, from);
    if ('error' in signedIn) throw new Error(signedIn.error.message);
    const session = venue.sessions.find((signedIn.data as { token: string }).token)!.player!;
    const phone = asPhonePage((method, params) =>
      t.registry.call(method, params, { ...from, player: session, actor: `${player.name} (player)` }),
    );
    const mine = (await phone('reports.mine', {})) as { data: MyGame };
    const shown = mine.data.round!;
    // What the phone scores with: the game as reports.mine showed it, nothing else of the event.
    const settingsShown = gameScoring(shown);
    const def = scenariosOf(season).find((s) => s.id === scenario)!;
    let sent = 0;
    for (const facts of fc.sample(arbitraryFacts(def, 250), { numRuns: 8, seed: SEED })) {
      const local = scoreReport(settingsShown, shown, facts);
      const answer = await phone('reports.mine', { facts });
      same(local, answer, (data) => (data as MyGame).preview);
      if (!local.score || sent > 0) continue;
      await phone('reports.submit', { round: 1, table: pairing.table, facts, key: `same-figures-${sent}` });
      const report = (await t.ok('rounds.get', { round: 1 })).pairings[0]!.report!;
      const { players: scored, vp, tp } = local.score;
      expect(report.submissions.a).toMatchObject({ op: [scored.a.op, scored.b.op], vp, tp });
      // Unfolded on the phone ("How it was scored"): the stored report's breakdown, as main derives it.
      const { data: after } = (await phone('reports.mine', { breakdowns: true })) as { data: MyGame };
      const stored = after.report!.submissions.a!;
      expect(after.breakdowns?.a?.players.a.lines.length).toBeGreaterThan(0);
      expect(reportBreakdown(settingsShown, shown, stored)).toEqual(plain(after.breakdowns?.a));
      sent++;
    }
    expect(sent).toBe(1);
    // A player may not rule where the rules are silent: refused on the phone as by main.
    const ruled = { a: {}, b: {}, game: { hvtRuling: 'both-lose' } };
    same(scoreReport(settingsShown, shown, ruled), await phone('reports.mine', { facts: ruled }), () => undefined);
  });
});
