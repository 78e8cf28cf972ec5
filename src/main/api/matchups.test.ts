/**
 * The captains' picks through the real registry (docs/TEAMS.md · Captains' picks): the roll (ties
 * rolled again, every roll kept), the moves from the captains' phone sessions and the referee's
 * desk, the games the last move sets, the audit, and every refusal, each leaving the event as it was.
 * A teams event keeps a paired team's members (teams.update).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../shared/errors';
import type { MatchupState } from '../../shared/api/matchups';
import { EventFileSchema } from '../../shared/model';
import { rollD20 } from '../model/dice';
import { createTestContext, disposeContext, eventFileOnDisk } from './testing';
import type { TestContext } from './testing';

vi.mock('../model/dice', () => ({ rollD20: vi.fn() }));

let t: TestContext;
afterEach(() => disposeContext(t));

/** The die answers these rolls in order (team a's roll first). */
function dieRolls(...rolls: number[]): void {
  const die = vi.mocked(rollD20);
  die.mockReset();
  for (const r of rolls) die.mockReturnValueOnce(r);
}

type Call = (method: string, params?: unknown) => Promise<ApiResult<unknown>>;

/** A player's phone session (the identity the venue server gives a signed-in player). */
async function phone(id: string): Promise<Call> {
  const event = await t.ok('events.get', {});
  const p = event.players.find((x) => x.id === id)!;
  const ctx = {
    ...t.ctx,
    isReferee: false,
    actor: `${p.name} (player)`,
    player: { eventId: event.id, playerId: id, name: p.name, code: p.resultCode! },
  };
  return (method, params) => t.registry.call(method, params, ctx);
}

const data = <T>(res: ApiResult<unknown>): T => {
  if ('error' in res) throw new Error(res.error.message);
  return res.data as T;
};

const revision = async () => (await t.ok('events.get', {})).revision;

/**
 * Four teams of three (A1 captains A, …), round 1 paired (seed 's') and, unless asked, locked.
 * Answers match 1's teams: `a` its first team's letter, `b` its second's.
 */
async function pairedEvent(lock = true): Promise<{ a: string; b: string; tables: number[] }> {
  t = createTestContext({ actor: 'referee' });
  await t.newEvent({ rounds: 3 });
  await t.ok('events.updateSettings', { settings: { format: 'teams', teams: { size: 3 } } });
  for (const l of ['A', 'B', 'C', 'D']) {
    for (let i = 1; i <= 3; i++) await t.ok('players.add', { id: `${l}${i}`, name: `${l}${i} Player` });
    await t.ok('teams.add', { id: l, name: `Team ${l}`, captain: `${l}1`, members: [`${l}1`, `${l}2`, `${l}3`] });
  }
  const { round } = await t.ok('rounds.generate', { seed: 's' });
  if (lock) await t.ok('rounds.lock', { round: 1 });
  const m = round.matches![0]!;
  return { a: m.a, b: m.b, tables: m.tables };
}

const refusal = (res: ApiResult<unknown>) => ('error' in res ? res.error : null);

describe('matchups.* — the captains pick a whole match from their phones', () => {
  beforeEach(() => dieRolls());

  it('rolls (a tie rolled again), alternates defender and attacker, sets the games and audits the rolls and order', async () => {
    const { a, b, tables } = await pairedEvent();
    const [capA, capB, member] = [await phone(`${a}1`), await phone(`${b}1`), await phone(`${a}2`)];
    const before = data<MatchupState>(await member('matchups.state', { round: 1, match: 1 }));
    expect(before).toMatchObject({
      teams: { a: { id: a, name: `Team ${a}`, captain: { id: `${a}1` } }, b: { id: b } },
      rolls: [],
      first: null,
      toMove: null,
      canRoll: true,
      done: false,
      you: { player: `${a}2`, side: 'a', captain: false },
    });
    expect(before.teams.a.players.map((p) => p.id)).toEqual([`${a}1`, `${a}2`, `${a}3`]);
    expect(data<MatchupState | null>(await member('matchups.mine', {}))).toMatchObject({ round: 1, match: 1 });

    dieRolls(7, 7, 4, 15);
    const rolled = data<{ state: MatchupState }>(await capA('matchups.roll', { round: 1, match: 1 })).state;
    expect(rolled).toMatchObject({
      rolls: [
        { a: 7, b: 7 },
        { a: 4, b: 15 },
      ],
      first: 'b',
      toMove: { side: 'b', role: 'defend' },
      canRoll: false,
    });
    // Team b defends first: B2 forward, A3 answers; then a defends: A1 forward, B3 answers; B1 meets A2.
    const moves: [Call, string][] = [
      [capB, `${b}2`],
      [capA, `${a}3`],
      [capA, `${a}1`],
      [capB, `${b}3`],
    ];
    let state = rolled;
    for (const [who, player] of moves) {
      state = data<{ state: MatchupState }>(await who('matchups.pick', { round: 1, match: 1, player })).state;
    }
    expect(state.done).toBe(true);
    expect(state.toMove).toBeNull();
    expect(state.games.map((g) => [g.defender, g.a.id, g.b.id])).toEqual([
      ['b', `${a}3`, `${b}2`],
      ['a', `${a}1`, `${b}3`],
      ['b', `${a}2`, `${b}1`],
    ]);
    const round = await t.ok('rounds.get', { round: 1 });
    expect(round.pairings.filter((p) => tables.includes(p.table)).map((p) => [p.table, p.a, p.b])).toEqual([
      [tables[0], `${a}3`, `${b}2`],
      [tables[1], `${a}1`, `${b}3`],
      [tables[2], `${a}2`, `${b}1`],
    ]);
    const audit = await t.ok('audit.list', {});
    expect(audit.at(-1)?.summary).toBe(
      `Round 1, match 1: match-ups picked by the captains (rolls 7–7, 4–15, Team ${a}–Team ${b}; Team ${b} ` +
        `defended first): ${a}3 Player – ${b}2 Player; ${a}1 Player – ${b}3 Player; ${a}2 Player – ${b}1 Player`,
    );
    expect(audit.at(-5)?.summary).toBe(
      `Round 1, match 1: the captains rolled 7–7, 4–15 (Team ${a}–Team ${b}); Team ${b} defends first`,
    );
    expect(audit.at(-5)?.actor).toBe(`${a}1 Player (player)`);
    // The pick is in the event file, with every roll.
    const file = eventFileOnDisk(t.ctx.workspace.current().path);
    expect(file.rounds[0]?.matches?.[0]?.picks).toMatchObject({ rolls: [{ a: 7 }, { a: 4 }], first: 'b' });
    // Read back as the app reads a file: the optional addition survives the schema.
    expect(EventFileSchema.parse(file).rounds[0]?.matches?.[0]?.picks).toEqual(file.rounds[0]?.matches?.[0]?.picks);
    expect(await capA('matchups.pick', { round: 1, match: 1, player: `${a}2` })).toMatchObject({
      error: { code: 'CONFLICT', i18n: { key: 'm.picks.done' } },
    });
  });

  it('lets the referee roll and move for either side (the side whose move it is, unless named)', async () => {
    const { a, b } = await pairedEvent(false);
    // A draft round's pairings are the referee's: a captain's phone neither reads nor rolls them.
    const captain = await phone(`${a}1`);
    for (const method of ['matchups.state', 'matchups.roll']) {
      expect(refusal(await captain(method, { round: 1, match: 1 }))).toMatchObject({
        code: 'CONFLICT',
        i18n: { key: 'm.report.notPublished' },
      });
    }
    expect(data(await captain('matchups.mine', {}))).toBeNull();
    dieRolls(12, 3);
    await t.ok('matchups.roll', { round: 1, match: 1 });
    expect(await t.call('matchups.pick', { round: 1, match: 1, player: `${b}1`, side: 'b' })).toMatchObject({
      error: {
        code: 'CONFLICT',
        message: `It is the turn of Team ${a}’s captain to put a player forward.`,
        i18n: { key: 'm.picks.turnOf' },
      },
    });
    await t.ok('matchups.pick', { round: 1, match: 1, player: `${a}1` });
    const { state } = await t.ok('matchups.pick', { round: 1, match: 1, player: `${b}1`, side: 'b' });
    expect(state).toMatchObject({ toMove: { side: 'b', role: 'defend' }, games: [{ defender: 'a' }] });
    expect(state.you).toBeUndefined();
    // A draft round's games are set as rounds.setMatchups sets them, its warnings read again.
    await t.ok('matchups.pick', { round: 1, match: 1, player: `${b}2` });
    const { state: done } = await t.ok('matchups.pick', { round: 1, match: 1, player: `${a}3` });
    expect(done.done).toBe(true);
    const round = await t.ok('rounds.get', { round: 1 });
    expect(round.status).toBe('draft');
    expect(round.warnings).toEqual([]);
  });

  it('refuses, naming what is wrong, every move out of place, and changes nothing', async () => {
    const { a, b } = await pairedEvent();
    const [capA, capB, memberA] = [await phone(`${a}1`), await phone(`${b}1`), await phone(`${a}3`)];
    const stranger = await phone([...'ABCD'].find((l) => l !== a && l !== b)! + '1');
    const start = await revision();

    expect(refusal(await stranger('matchups.state', { round: 1, match: 1 }))).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'You do not play in round 1, match 1.',
    });
    expect(refusal(await stranger('matchups.roll', { round: 1, match: 1 }))).toMatchObject({
      i18n: { key: 'm.picks.notInMatch' },
    });
    expect(refusal(await memberA('matchups.roll', { round: 1, match: 1 }))).toMatchObject({
      code: 'UNAUTHORIZED',
      message: `Only the captains of Team ${a} and Team ${b} roll and pick the match-ups of this match.`,
    });
    expect(refusal(await capA('matchups.roll', { round: 1, match: 9 }))).toMatchObject({
      code: 'NOT_FOUND',
      i18n: { key: 'm.matchups.noMatch' },
    });
    expect(refusal(await capA('matchups.pick', { round: 1, match: 1, player: `${a}1` }))).toMatchObject({
      code: 'CONFLICT',
      message: 'The captains of round 1, match 1 have not rolled yet: roll first.',
    });
    expect(await revision()).toBe(start);

    dieRolls(20, 1);
    await capB('matchups.roll', { round: 1, match: 1 });
    const rolled = await revision();
    expect(refusal(await capA('matchups.roll', { round: 1, match: 1 }))).toMatchObject({
      code: 'CONFLICT',
      i18n: { key: 'm.picks.rolled' },
    });
    expect(refusal(await capB('matchups.pick', { round: 1, match: 1, player: `${b}1` }))).toMatchObject({
      code: 'CONFLICT',
      message: `It is the turn of Team ${a}’s captain to put a player forward.`,
    });
    expect(refusal(await memberA('matchups.pick', { round: 1, match: 1, player: `${a}3` }))).toMatchObject({
      i18n: { key: 'm.picks.notCaptain' },
    });
    // A player of the other team, and one of another match.
    expect(refusal(await capA('matchups.pick', { round: 1, match: 1, player: `${b}2` }))).toMatchObject({
      code: 'INVALID_INPUT',
      message: `${b}2 Player does not play for Team ${a} in this match.`,
    });
    // The captain's side is their own: a side named from a phone does not move for the other team.
    expect(refusal(await capB('matchups.pick', { round: 1, match: 1, player: `${b}1`, side: 'a' }))).toMatchObject({
      i18n: { key: 'm.picks.turnOf' },
    });
    expect(await revision()).toBe(rolled);

    await capA('matchups.pick', { round: 1, match: 1, player: `${a}2` });
    expect(refusal(await capB('matchups.pick', { round: 1, match: 1, player: `${b}9` }))).toMatchObject({
      code: 'INVALID_INPUT',
    });
    await capB('matchups.pick', { round: 1, match: 1, player: `${b}3` });
    // Team b defends now: B3 already has a game.
    const picked = await revision();
    expect(refusal(await capB('matchups.pick', { round: 1, match: 1, player: `${b}3` }))).toMatchObject({
      code: 'CONFLICT',
      message: `${b}3 Player already has a place in this match’s match-ups.`,
    });
    await capB('matchups.pick', { round: 1, match: 1, player: `${b}1` });
    expect(refusal(await capA('matchups.pick', { round: 1, match: 1, player: `${a}2` }))).toMatchObject({
      i18n: { key: 'm.picks.taken' },
    });
    expect(await revision()).toBe(picked + 1);
  });

  it('refuses the roll once a game of the match has a result, in a closed round, and in a singles event', async () => {
    const { tables } = await pairedEvent();
    const cap = await phone((await t.ok('rounds.get', { round: 1 })).matches![0]!.a + '1');
    await t.ok('rounds.setResult', { round: 1, table: tables[0]!, op: [6, 2], vp: [150, 100] });
    expect(refusal(await cap('matchups.roll', { round: 1, match: 1 }))).toMatchObject({
      code: 'CONFLICT',
      i18n: { key: 'm.matchups.hasResults' },
    });
    expect(data<MatchupState>(await cap('matchups.state', { round: 1, match: 1 })).canRoll).toBe(false);
    for (const p of (await t.ok('rounds.get', { round: 1 })).pairings.slice(1)) {
      await t.ok('rounds.setResult', { round: 1, table: p.table, op: [6, 2], vp: [150, 100] });
    }
    await t.ok('rounds.close', { round: 1 });
    expect(refusal(await t.call('matchups.roll', { round: 1, match: 2 }))).toMatchObject({
      code: 'CONFLICT',
      message: 'Round 1 is closed: its match-ups can no longer be picked.',
    });
    // The phone's own match is that of a round not yet closed: none now.
    expect(data(await cap('matchups.mine', {}))).toBeNull();

    await disposeContext(t);
    t = createTestContext();
    await t.newEvent();
    expect(refusal(await t.call('matchups.roll', { round: 1, match: 1 }))).toMatchObject({
      i18n: { key: 'm.teams.notTeamsEvent' },
    });
  });
});

describe('teams.update once a team is paired', () => {
  it('refuses a change of members (by hand or by import), naming the team and the round; the name, captain and order may change', async () => {
    const { a } = await pairedEvent(false);
    const before = await revision();
    expect(await t.call('teams.update', { id: a, changes: { members: [`${a}1`, `${a}2`] } })).toMatchObject({
      error: {
        code: 'CONFLICT',
        message: `Team Team ${a} is paired in round 1: its members can no longer change (its name and captain can).`,
      },
    });
    // A registration sheet that would add a member to it is refused the same way.
    expect(await t.call('players.import', { text: `Name,Team\nZed,Team ${a}` })).toMatchObject({
      error: { code: 'CONFLICT', i18n: { key: 'm.teams.membersPaired', params: { round: 1 } } },
    });
    expect(await revision()).toBe(before);
    await t.ok('teams.update', { id: a, changes: { name: 'Renamed', captain: `${a}2` } });
    await t.ok('teams.update', { id: a, changes: { members: [`${a}3`, `${a}2`, `${a}1`] } });
    expect((await t.ok('teams.list', {})).find((x) => x.id === a)).toMatchObject({ name: 'Renamed', captain: `${a}2` });
  });
});
