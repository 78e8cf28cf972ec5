/**
 * A teams event through the real registry: teams and their refusals, the format fixed once round
 * 1 is paired, team pairings with their match-ups, a team bye, and the team standings.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, disposeContext } from './testing';
import type { TestContext } from './testing';

let t: TestContext;
afterEach(() => disposeContext(t));

const FACTIONS = ['PanOceania', 'Yu Jing', 'Ariadna', 'Haqqislam', 'Nomads', 'Combined Army'];

/** A teams event with `teams` teams of 3 registered players each (ids by team: A1, A2, A3, B1…). */
async function teamsEvent(teams: number, settings: { factionsUnique?: boolean } = {}): Promise<string[]> {
  t = createTestContext({ actor: 'referee' });
  await t.newEvent({ rounds: 3 });
  await t.ok('events.updateSettings', { settings: { format: 'teams', teams: { size: 3, ...settings } } });
  const ids: string[] = [];
  for (let k = 0; k < teams; k++) {
    const letter = String.fromCharCode(65 + k);
    for (let i = 1; i <= 3; i++) {
      await t.ok('players.add', { id: `${letter}${i}`, name: `${letter}${i} Player`, faction: FACTIONS[i] });
    }
    ids.push(letter);
  }
  return ids;
}

async function addTeams(letters: readonly string[]): Promise<void> {
  for (const l of letters) {
    await t.ok('teams.add', { id: l, name: `Team ${l}`, captain: `${l}1`, members: [`${l}1`, `${l}2`, `${l}3`] });
  }
}

const revision = async () => (await t.ok('events.get', {})).revision;

describe('teams.*', () => {
  it('adds teams only in a teams event', async () => {
    t = createTestContext();
    await t.newEvent();
    await t.ok('players.add', { id: 'p1', name: 'Ana' });
    expect(await t.call('teams.add', { name: 'Sharks', captain: 'p1', members: ['p1'] })).toMatchObject({
      error: { code: 'RULES_VIOLATION', i18n: { key: 'm.teams.notTeamsEvent' } },
    });
  });

  it('refuses, by name, a member in two teams, a captain who is not a member, too many members and a faction twice', async () => {
    await teamsEvent(3, { factionsUnique: true });
    await addTeams(['A']);
    const before = await revision();
    expect(await t.call('teams.add', { name: 'Other', captain: 'B1', members: ['B1', 'A2'] })).toMatchObject({
      error: {
        code: 'CONFLICT',
        message: 'A2 Player is already in team Team A; a player belongs to one team.',
        i18n: { key: 'm.teams.inTwoTeams' },
      },
    });
    expect(await t.call('teams.add', { name: 'Other', captain: 'C1', members: ['B1', 'B2'] })).toMatchObject({
      error: { i18n: { key: 'm.teams.captainNotMember' } },
    });
    expect(
      await t.call('teams.add', { name: 'Other', captain: 'B1', members: ['B1', 'B2', 'B3', 'C1'] }),
    ).toMatchObject({ error: { code: 'RULES_VIOLATION', i18n: { key: 'm.teams.tooMany' } } });
    await t.ok('players.update', { id: 'B2', changes: { faction: 'Yu Jing' } });
    const clash = await revision();
    expect(await t.call('teams.add', { name: 'Other', captain: 'B1', members: ['B1', 'B2', 'B3'] })).toMatchObject({
      error: {
        code: 'RULES_VIOLATION',
        message: 'B1 Player and B2 Player both play Yu Jing; this event allows each faction once per team.',
      },
    });
    expect(await t.call('teams.add', { name: 'team a', captain: 'C1', members: ['C1', 'C2', 'C3'] })).toMatchObject({
      error: { i18n: { key: 'm.teams.nameTaken' } },
    });
    // Every refusal left the event as it was (the faction change aside).
    expect(clash).toBe(before + 1);
    expect(await revision()).toBe(clash);
    expect(await t.ok('teams.list', {})).toHaveLength(1);
  });

  it('pairs teams on adjacent tables, sets match-ups, and fixes the format once round 1 is paired', async () => {
    const letters = await teamsEvent(4);
    await addTeams(letters.slice(0, 3));
    await t.ok('teams.add', { id: 'D', name: 'Team D', captain: 'D1', members: ['D1', 'D2'] });
    expect(await t.call('rounds.generate', { seed: 's' })).toMatchObject({
      error: { code: 'RULES_VIOLATION', message: 'Round 1: Team D cannot field 3 players. Nothing was paired.' },
    });
    await t.ok('teams.update', { id: 'D', changes: { members: ['D1', 'D2', 'D3'] } });
    const { round } = await t.ok('rounds.generate', { seed: 's' });
    expect(round.matches?.map((m) => m.tables)).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
    for (const m of round.matches ?? []) {
      for (const p of round.pairings.filter((g) => m.tables.includes(g.table))) {
        expect([p.a[0], p.b[0]]).toEqual([m.a, m.b]);
      }
    }
    expect(await t.call('events.updateSettings', { settings: { format: 'singles' } })).toMatchObject({
      error: { code: 'RULES_VIOLATION', i18n: { key: 'm.settings.formatLocked' } },
    });
    expect(await t.call('events.updateSettings', { settings: { teams: { size: 2 } } })).toMatchObject({
      error: { code: 'RULES_VIOLATION', i18n: { key: 'm.settings.teamSizeLocked' } },
    });
    await t.ok('events.updateSettings', { settings: { teams: { matchPoints: { win: 3, draw: 1, loss: 0 } } } });

    const m1 = round.matches![0]!;
    const [a, b] = [m1.a, m1.b];
    const pairs: [string, string][] = [
      [`${a}3`, `${b}1`],
      [`${a}1`, `${b}2`],
      [`${a}2`, `${b}3`],
    ];
    const other = round.matches![1]!.a;
    expect(
      await t.call('rounds.setMatchups', { round: 1, match: 1, pairs: [[`${other}1`, `${b}1`], ...pairs.slice(1)] }),
    ).toMatchObject({
      error: { code: 'INVALID_INPUT', message: `${other}1 Player does not play for Team ${a} in this match.` },
    });
    expect(
      await t.call('rounds.setMatchups', { round: 1, match: 1, pairs: [pairs[0]!, [`${a}3`, `${b}2`], pairs[2]!] }),
    ).toMatchObject({ error: { i18n: { key: 'm.matchups.twice' } } });
    const set = await t.ok('rounds.setMatchups', { round: 1, match: 1, pairs });
    expect(set.round.pairings.slice(0, 3).map((p) => [p.table, p.a, p.b])).toEqual(
      pairs.map(([x, y], i) => [i + 1, x, y]),
    );
    await t.ok('rounds.lock', { round: 1 });
    await t.ok('rounds.setResult', { round: 1, table: 1, op: [6, 2], vp: [150, 100] });
    expect(await t.call('rounds.setMatchups', { round: 1, match: 1, pairs })).toMatchObject({
      error: { code: 'CONFLICT', i18n: { key: 'm.matchups.hasResults' } },
    });
  });

  it('gives an odd team count a team bye worth the season’s bye to each member, and ranks the teams', async () => {
    const letters = await teamsEvent(3);
    await addTeams(letters);
    const { round } = await t.ok('rounds.generate', { seed: 'odd' });
    const bye = round.teamBye!;
    expect(bye.players).toEqual([1, 2, 3].map((i) => `${bye.team}${i}`));
    expect((await t.ok('rounds.get', { round: 1 })).leftOut).toEqual([]);
    // Match-ups set again in the draft: the bye team's members are not flagged as unpaired.
    const first = round.matches![0]!;
    const games = round.pairings.filter((p) => first.tables.includes(p.table));
    const again = await t.ok('rounds.setMatchups', { round: 1, match: 1, pairs: games.map((p) => [p.a, p.b]) });
    expect(again.round.warnings).toEqual([]);
    // The singles edits that would move a player out of their match are refused.
    expect(await t.call('rounds.swap', { round: 1, a: games[0]!.a, b: games[0]!.b })).toMatchObject({
      error: { code: 'CONFLICT', i18n: { key: 'm.teams.singlesEdit' } },
    });
    await t.ok('rounds.lock', { round: 1 });
    // Side a (the first team) wins two games 6–2, loses one 2–6.
    for (const [i, p] of round.pairings.entries()) {
      await t.ok('rounds.setResult', { round: 1, table: p.table, op: i < 2 ? [6, 2] : [2, 6], vp: [150, 100] });
    }
    const singles = await t.ok('standings.compute', {});
    for (const id of bye.players) expect(singles.rows.find((r) => r.id === id)?.byeRounds).toEqual([1]);
    const teams = await t.ok('standings.teams', { through: 1 });
    const m = round.matches![0]!;
    expect(teams.rows.map((r) => [r.id, r.matchPoints, r.won, r.lost])).toEqual(
      expect.arrayContaining([
        [m.a, 2, 1, 0],
        [bye.team, 2, 1, 0],
        [m.b, 0, 0, 1],
      ]),
    );
    expect(teams.rows.at(-1)?.id).toBe(m.b);
    expect(await t.call('teams.remove', { id: m.a })).toMatchObject({
      error: { code: 'CONFLICT', i18n: { key: 'm.teams.paired' } },
    });
  });

  it('imports a registration sheet whose Team column makes the teams, refusing a faction twice in one', async () => {
    t = createTestContext();
    await t.newEvent();
    await t.ok('events.updateSettings', { settings: { format: 'teams', teams: { size: 2, factionsUnique: true } } });
    const sheet = [
      'Name,Faction,Team,Club',
      'Ana,Yu Jing,Sharks,Norte',
      'Bea,Nomads,sharks,Sur',
      'Cai,Ariadna,Wolves,',
    ];
    const { added } = await t.ok('players.import', { text: sheet.join('\n') });
    const [ana, bea, cai] = added.map((p) => p.id);
    expect(added.map((p) => p.club)).toEqual(['Norte', 'Sur', '']);
    expect((await t.ok('teams.list', {})).map((team) => [team.name, team.captain, team.members])).toEqual([
      ['Sharks', ana, [ana, bea]],
      ['Wolves', cai, [cai]],
    ]);
    const before = await revision();
    expect(await t.call('players.import', { text: 'Name,Faction,Team\nDan,Ariadna,Wolves' })).toMatchObject({
      error: { message: 'Cai and Dan both play Ariadna; this event allows each faction once per team.' },
    });
    expect(await revision()).toBe(before);
  });

  it('plays 3 rounds of 4 teams without a team rematch, pairing a draft again from its seed', async () => {
    const letters = await teamsEvent(4);
    await addTeams(letters);
    const met = new Set<string>();
    for (let r = 1; r <= 3; r++) {
      const { round } = await t.ok('rounds.generate', { seed: `r${r}` });
      const again = await t.ok('rounds.regenerate', { round: r });
      expect(again.round.matches).toEqual(round.matches);
      for (const m of round.matches ?? []) {
        const key = [m.a, m.b].sort().join('-');
        expect(met.has(key)).toBe(false);
        met.add(key);
      }
      await t.ok('rounds.lock', { round: r });
      for (const p of round.pairings)
        await t.ok('rounds.setResult', { round: r, table: p.table, op: [6, 2], vp: [150, 100] });
      await t.ok('rounds.close', { round: r });
    }
    expect(met.size).toBe(6);
    const teams = await t.ok('standings.teams', {});
    expect(teams.rows.map((row) => row.matchPoints).reduce((x, y) => x + y, 0)).toBe(3 * 2 * 2);
  });
});
