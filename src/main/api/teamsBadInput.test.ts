/**
 * Issue 34 · Bad input, through the real registry: each refusal names the player, team or round
 * that is wrong (never an id) and leaves the event as it was; and the team bye scores each member
 * exactly the season's bye.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, disposeContext } from './testing';
import type { TestContext } from './testing';

let t: TestContext;
afterEach(() => disposeContext(t));

const FACTIONS = ['PanOceania', 'Yu Jing', 'Ariadna'];
const NAMES: Record<string, string> = { A: 'Anchors', B: 'Bolts', C: 'Corsairs', D: 'Drakes' };

/** A teams event (teams of 3) with `n` teams (Anchors, Bolts…) of players "A1 Player"… (ids A1, A2…). */
async function event(n: number): Promise<string[]> {
  t = createTestContext({ actor: 'referee' });
  await t.newEvent({ rounds: 3 });
  await t.ok('events.updateSettings', { settings: { format: 'teams', teams: { size: 3 } } });
  const letters = Array.from({ length: n }, (_, k) => String.fromCharCode(65 + k));
  for (const l of letters) {
    for (let i = 1; i <= 3; i++) {
      await t.ok('players.add', { id: `${l}${i}`, name: `${l}${i} Player`, faction: FACTIONS[i - 1] });
    }
    await t.ok('teams.add', { id: l, name: NAMES[l]!, captain: `${l}1`, members: [`${l}1`, `${l}2`, `${l}3`] });
  }
  return letters;
}

const revision = async () => (await t.ok('events.get', {})).revision;

describe('a teams event refuses bad input by name', () => {
  it('refuses a team edit that takes a member of another team, naming the player and that team', async () => {
    await event(2);
    const before = await revision();
    expect(await t.call('teams.update', { id: 'A', changes: { members: ['A1', 'A2', 'B3'] } })).toMatchObject({
      error: { code: 'CONFLICT', message: 'B3 Player is already in team Bolts; a player belongs to one team.' },
    });
    expect(await revision()).toBe(before);
  });

  it('refuses a faction change that puts a faction twice in a team, and removing a team’s member, by name', async () => {
    await event(2);
    await t.ok('events.updateSettings', { settings: { teams: { factionsUnique: true } } });
    const before = await revision();
    expect(await t.call('players.update', { id: 'A3', changes: { faction: 'panoceania' } })).toMatchObject({
      error: {
        code: 'RULES_VIOLATION',
        message: 'A1 Player and A3 Player both play PanOceania; this event allows each faction once per team.',
      },
    });
    expect(await t.call('players.remove', { id: 'B2' })).toMatchObject({
      error: {
        code: 'CONFLICT',
        message: 'B2 Player is in team Bolts: take them out of the team before removing them from the event.',
      },
    });
    expect(await revision()).toBe(before);
    const players = await t.ok('players.list', {});
    expect(players.find((p) => p.id === 'A3')?.faction).toBe('Ariadna');
    // Out of the team first, then removed.
    await t.ok('teams.update', { id: 'B', changes: { members: ['B1', 'B3'] } });
    await t.ok('players.remove', { id: 'B2' });
  });

  it('refuses a registration sheet that would overfill a team, whole, naming the team', async () => {
    await event(2);
    const before = await revision();
    expect(await t.call('players.import', { text: 'Name,Faction,Team\nZed,Nomads,anchors' })).toMatchObject({
      error: { message: 'Team Anchors lists 4 members; a team of this event has 3 players.' },
    });
    expect(await revision()).toBe(before);
    expect(await t.ok('players.list', {})).toHaveLength(6);
  });

  it('refuses a settings change that the teams already made would break, naming the team or its players', async () => {
    await event(2);
    const before = await revision();
    expect(await t.call('events.updateSettings', { settings: { teams: { size: 2 } } })).toMatchObject({
      error: { code: 'RULES_VIOLATION', message: 'Team Anchors lists 3 members; a team of this event has 2 players.' },
    });
    await t.ok('players.update', { id: 'B3', changes: { faction: 'yu jing' } });
    expect(await t.call('events.updateSettings', { settings: { teams: { factionsUnique: true } } })).toMatchObject({
      error: {
        code: 'RULES_VIOLATION',
        message: 'B2 Player and B3 Player both play Yu Jing; this event allows each faction once per team.',
      },
    });
    expect(await revision()).toBe(before + 1);
    // A singles event keeps no team rule: going back to singles before round 1 is not refused.
    await t.ok('events.updateSettings', { settings: { format: 'singles' } });
  });

  it('refuses match-ups naming a player twice, a player of another match or no registered player, by name', async () => {
    await event(4);
    const { round } = await t.ok('rounds.generate', { seed: 'bad-input' });
    const [m1, m2] = [round.matches![0]!, round.matches![1]!];
    const [a, b] = [m1.a, m1.b];
    const good: [string, string][] = [1, 2, 3].map((i) => [`${a}${i}`, `${b}${i}`]);
    const before = await revision();
    expect(
      await t.call('rounds.setMatchups', { round: 1, match: 1, pairs: [good[0]!, [`${a}1`, `${b}2`], good[2]!] }),
    ).toMatchObject({ error: { code: 'INVALID_INPUT', message: `${a}1 Player is named twice in the match-ups.` } });
    expect(
      await t.call('rounds.setMatchups', { round: 1, match: 1, pairs: [good[0]!, good[1]!, [`${a}3`, `${m2.b}3`]] }),
    ).toMatchObject({
      error: { code: 'INVALID_INPUT', message: `${m2.b}3 Player does not play for ${NAMES[b]} in this match.` },
    });
    // Sides swapped: the first team's player named as the second team's.
    expect(
      await t.call('rounds.setMatchups', { round: 1, match: 1, pairs: [[`${b}1`, `${a}1`], good[1]!, good[2]!] }),
    ).toMatchObject({ error: { message: `${b}1 Player does not play for ${NAMES[a]} in this match.` } });
    const unknown = await t.call('rounds.setMatchups', {
      round: 1,
      match: 1,
      pairs: [good[0]!, good[1]!, [`${a}3`, 'p-gone']],
    });
    expect(unknown).toMatchObject({
      error: {
        code: 'INVALID_INPUT',
        message: 'Round 1, match 1: one of the players named is not registered in this event.',
      },
    });
    expect(JSON.stringify(unknown)).not.toContain('p-gone');
    expect(await revision()).toBe(before);
  });

  it('refuses match-ups once a game of the match has a result, and a format change once round 1 is paired', async () => {
    await event(2);
    // Before round 1 the format may go back and forth.
    await t.ok('events.updateSettings', { settings: { format: 'singles' } });
    await t.ok('events.updateSettings', { settings: { format: 'teams' } });
    const { round } = await t.ok('rounds.generate', { seed: 'results' });
    // A draft round 1 fixes the format already.
    expect(await t.call('events.updateSettings', { settings: { format: 'singles' } })).toMatchObject({
      error: {
        code: 'RULES_VIOLATION',
        message: 'The format (singles or teams) cannot change once round 1 is paired.',
      },
    });
    const m = round.matches![0]!;
    const pairs = round.pairings.map((p) => [p.a, p.b] as [string, string]);
    await t.ok('rounds.lock', { round: 1 });
    await t.ok('rounds.setResult', { round: 1, table: m.tables[2]!, op: [6, 2], vp: [150, 100] });
    const before = await revision();
    expect(await t.call('rounds.setMatchups', { round: 1, match: 1, pairs: pairs.reverse() })).toMatchObject({
      error: { code: 'CONFLICT', message: 'Round 1, match 1 already has results; its match-ups cannot change.' },
    });
    expect(await revision()).toBe(before);
  });
});

describe('a team short of its size', () => {
  it('refuses the pairing, naming every team that cannot field its players', async () => {
    await event(2);
    const { round } = await t.ok('rounds.generate', { seed: 'short' });
    await t.ok('rounds.lock', { round: 1 });
    for (const p of round.pairings) {
      await t.ok('rounds.setResult', { round: 1, table: p.table, op: [6, 2], vp: [150, 100] });
    }
    await t.ok('rounds.close', { round: 1 });
    await t.ok('players.drop', { id: 'A3' });
    await t.ok('players.drop', { id: 'B2' });
    const before = await revision();
    expect(await t.call('rounds.generate', { seed: 'short' })).toMatchObject({
      error: {
        code: 'RULES_VIOLATION',
        message: 'Round 2: Anchors, Bolts cannot field 3 players. Nothing was paired.',
      },
    });
    expect(await revision()).toBe(before);
  });
});

describe('a team bye', () => {
  it('scores each member the season’s bye (TP, OP and VP) and the team a match won', async () => {
    const letters = await event(3);
    const { round } = await t.ok('rounds.generate', { seed: 'odd' });
    const bye = round.teamBye!;
    expect(letters).toContain(bye.team);
    await t.ok('rounds.lock', { round: 1 });
    for (const p of round.pairings) {
      await t.ok('rounds.setResult', { round: 1, table: p.table, op: [6, 2], vp: [150, 100] });
    }
    const { preset, rows } = await t.ok('standings.compute', {});
    const season = (await t.ok('standings.presets', {})).find((p) => p.id === preset.id)!.bye;
    expect(season.tp).toBeGreaterThan(0);
    for (const id of bye.players) {
      const row = rows.find((r) => r.id === id)!;
      expect([row.tp, row.rawOp, row.rawVp, row.byeRounds, row.played]).toEqual([
        season.tp,
        season.op,
        season.vp,
        [1],
        0,
      ]);
    }
    const teams = await t.ok('standings.teams', {});
    const byeRow = teams.rows.find((r) => r.id === bye.team)!;
    expect([byeRow.matchPoints, byeRow.won, byeRow.drawn, byeRow.lost]).toEqual([2, 1, 0, 0]);
  });
});
