/**
 * The CLI contract for seasons: `scenarios --season its-s17` lists the
 * sixteen ITS S17 scenarios, `scenarios <id> --season its-s17 --schema` prints the facts schema,
 * `score <id> --season its-s17 --points <n> <facts.json>` prints the same { players, tp } as
 * Season 11. Without --season, the commands mean Season 11, as before.
 */
import { describe, expect, it } from 'vitest';
import { S17_SCENARIO_IDS } from '../../../core/rules/scenarios/s17/testkit';
import { ANNIHILATION_LOW_FACTS, cliInScratchFolder } from '../testing';

const { cli, factsFile } = cliInScratchFolder('its-ref-season-cli-');

describe('its-ref scenarios --season', () => {
  it('lists the sixteen ITS S17 scenarios by id and name', async () => {
    const { code, out } = await cli('scenarios', '--season', 'its-s17');
    expect(code).toBe(0);
    const list = JSON.parse(out) as { id: string; name: string }[];
    expect(list.map((s) => s.id)).toEqual(S17_SCENARIO_IDS);
    expect(list[1]).toEqual({ id: 'b-pong', name: 'B-Pong' });
  });

  it('without --season (or with its-s11) lists the twenty ITS S11 scenarios, as before', async () => {
    const plain = JSON.parse((await cli('scenarios')).out) as unknown[];
    const s11 = JSON.parse((await cli('scenarios', '--season=its-s11')).out) as unknown[];
    expect(plain).toHaveLength(20);
    expect(s11).toEqual(plain);
  });

  it('prints an ITS S17 facts schema, rounds and game questions included', async () => {
    const { code, out } = await cli('scenarios', 'b-pong', '--season', 'its-s17', '--schema');
    expect(code).toBe(0);
    const schema = JSON.parse(out);
    expect(schema.$id).toBe('its-ref:scenario-facts:its-s17:b-pong');
    expect(schema.required).toEqual(['a', 'b', 'rounds']);
    expect(schema.properties.rounds.items.properties.a.properties.controlsBeacon['x-rule']).toBe(
      'ITS S17 · B-Pong · Main Objectives',
    );
    expect(schema.properties.a.properties.secureTreasure.title).toBe(
      'Secure Treasure accomplished (in place of a Classified card)',
    );
    const ci = JSON.parse((await cli('scenarios', 'critical-intervention', '--season', 'its-s17', '--schema')).out);
    expect(Object.keys(ci.properties.game.properties)).toContain('attacker');
  });

  it('prints the declaration and guide of the season’s own Annihilation', async () => {
    const s17 = JSON.parse((await cli('scenarios', 'annihilation', '--season', 'its-s17')).out);
    expect(s17.season).toBe('its-s17');
    expect(s17.guide.map((g: { label: string }) => g.label)).toContain('Kill the enemy Lieutenant');
    const s11 = JSON.parse((await cli('scenarios', 'annihilation')).out);
    expect(s11.season).toBeUndefined();
    expect(s11.guide.map((g: { label: string }) => g.label)).toContain('Kill the enemy DataTracker');
  });

  it('refuses an unknown season (exit 2) and a scenario of another season (exit 1)', async () => {
    const bad = await cli('scenarios', '--season', 'its-s12');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--season must be its-s11 or its-s17 (got "its-s12")');
    const other = await cli('scenarios', 'b-pong', '--schema');
    expect(other.code).toBe(1);
    expect(other.err).toContain('There is no scenario “b-pong” in this app.');
  });
});

describe('its-ref score --season its-s17 --points', () => {
  it('prints { players, tp } with the S17 TP: Annihilation at 350, 275 killed is 3 OP', async () => {
    // A: 275 killed (176–275 → 3) + 180 surviving (3) + the Lieutenant (2) = 8;
    // B: 90 killed (85–175 → 1) = 1. 8–1: Victory 4 + Offensive Bonus 1 = 5; B 0.
    const file = factsFile('ann17.json', {
      a: { killedPoints: 275, survivingPoints: 180, killedLieutenant: true },
      b: { killedPoints: 90 },
    });
    const { code, out, err } = await cli('score', 'annihilation', '--season', 'its-s17', '--points', '350', file);
    expect(err).toBe('');
    expect(code).toBe(0);
    const result = JSON.parse(out);
    expect(Object.keys(result)).toEqual(['players', 'tp']);
    expect([result.players.a.op, result.players.b.op]).toEqual([8, 1]);
    expect(result.tp).toEqual([5, 0]);
    expect(result.players.a.lines[0]).toMatchObject({
      objective: 'killed-points',
      points: 3,
      rule: 'ITS S17 · Annihilation · Main Objectives',
      detail: '275 killed, 350 points',
    });
  });

  it('the army size decides the figures: the same 275 killed is 4 OP at 300', async () => {
    const file = factsFile('ann17-300.json', { a: { killedPoints: 275 }, b: {} });
    const { out } = await cli('score', 'annihilation', '--season', 'its-s17', '--points', '300', file);
    expect(JSON.parse(out).players.a.op).toBe(4);
  });

  it('refuses an army size the season does not play (exit 1), naming the figure', async () => {
    const file = factsFile('any17.json', { a: {}, b: {} });
    const { code, err } = await cli('score', 'uplink-center', '--season', 'its-s17', '--points', '275', file);
    expect(code).toBe(1);
    expect(err).toContain('INVALID_INPUT');
    expect(err).toContain('not 275');
  });

  it('usage errors exit 2: no --points, --points without the season, a non-number', async () => {
    const file = factsFile('ok17.json', { a: {}, b: {} });
    const none = await cli('score', 'uplink-center', '--season', 'its-s17', file);
    expect(none.code).toBe(2);
    expect(none.err).toContain('--points is required with --season its-s17');
    const s11 = await cli('score', 'acquisition', '--tier', 'low', '--points', '200', file);
    expect(s11.code).toBe(2);
    expect(s11.err).toContain('--points is for ITS Season 17 games');
    const nan = await cli('score', 'uplink-center', '--season', 'its-s17', '--points', 'lots', file);
    expect(nan.code).toBe(2);
  });

  it('contradictory facts exit 1 naming the players', async () => {
    const file = factsFile('clash17.json', { a: { controlsCoffin: true }, b: { controlsCoffin: true } });
    const { code, err } = await cli('score', 'uplink-center', '--season', 'its-s17', '--points', '200', file);
    expect(code).toBe(1);
    expect(err).toContain('“Controls the Tech-Coffin” (Player A)');
    expect(err).toContain('“Controls the Tech-Coffin” (Player B)');
  });

  it('without --season, score still means Season 11 by tier', async () => {
    const file = factsFile('ann11.json', ANNIHILATION_LOW_FACTS);
    const { code, out } = await cli('score', 'annihilation', '--tier', 'low', file);
    expect(code).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ players: { a: { op: 9 } }, tp: [3, 0] });
  });
});
