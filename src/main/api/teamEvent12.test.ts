/**
 * The 12-team × 3-player, 4-round ITS S17 team event of docs/TEAMS.md ("Hand-worked: the
 * 12-team event") through the real registry: the registration sheet with a faction clash
 * refused, every round paired by the app (round 1 drawn from the event's seed, then Swiss) and
 * checked against the pairings the hand-work used, match 1 of each round picked by its captains
 * from their phones (`matchups.roll` / `matchups.pick`, whichever team the roll sends first), a disputed report inside a team match settled by the referee's ruling, the team and
 * individual standings against the figures worked by hand, and the ITS report pack listing
 * every individual game. The event's data and figures: tests/fixtures/teamEvent12.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Pairing, Team } from '../../shared/model';
import { VenueAuth } from '../auth/venueAuth';
import { stopPrintWorker } from '../pdf/jobs';
import { asPhonePage, createTestContext, disposeContext } from './testing';
import type { TestContext } from './testing';
import {
  CUSTOM_SCENARIO,
  DISPUTE,
  FINAL_TEAMS,
  GAMES_WON,
  LETTERS,
  PICKED,
  ROUNDS,
  SCENARIOS,
  SEED,
  TOP_PLAYERS,
  TP_BY_OP,
  registered,
  plannedGames,
  registrationSheet,
  teamOf,
} from '../../../tests/fixtures/teamEvent12';
import type { PlannedGame } from '../../../tests/fixtures/teamEvent12';

/** Match m's games sit at tables 3m − 2, 3m − 1 and 3m, in board order. */
const tableOf = (g: PlannedGame) => 3 * (g.match - 1) + g.board;

let t: TestContext;
afterEach(() => disposeContext(t));
afterAll(() => stopPrintWorker());

const venue = new VenueAuth({ pin: '862431', clock: () => 1_000_000 });

/** A player's phone: the venue server's sign-in with their name and result code, then their calls. */
async function phoneOf(name: string, address: string): Promise<TestContext['call']> {
  const player = (await t.ok('players.list', {})).find((p) => p.name === name)!;
  const from = { ...t.ctx, isReferee: false, playerSignIn: { venue, address } };
  const res = await t.registry.call('players.signIn', { name, code: player.resultCode! }, from);
  if ('error' in res) throw new Error(res.error.message);
  const session = venue.sessions.find((res.data as { token: string }).token)!.player!;
  const ctx = { ...from, player: session, actor: `${name} (player)` };
  return asPhonePage((method, params) => t.registry.call(method, params, ctx));
}

describe('the 12-team event, hand-worked', () => {
  it('registers, pairs, settles a dispute, ranks teams and players as worked by hand, and reports every game', async () => {
    t = createTestContext({ actor: 'referee' });
    await t.newEvent({
      name: 'Twelve Teams Cup',
      rounds: 4,
      season: 'its-s17',
      seed: SEED,
      scenarios: SCENARIOS,
      customScenario: CUSTOM_SCENARIO,
      playerReporting: 'referee-approves',
    });
    await t.ok('events.updateSettings', { settings: { format: 'teams', teams: { size: 3, factionsUnique: true } } });

    // Registration: the sheet where Lina plays Yu Jing like her captain Léa is refused whole.
    const before = (await t.ok('events.get', {})).revision;
    expect(await t.call('players.import', { text: registrationSheet({ clash: true }) })).toMatchObject({
      error: {
        code: 'RULES_VIOLATION',
        message: 'Léa and Lina both play Yu Jing; this event allows each faction once per team.',
      },
    });
    expect((await t.ok('events.get', {})).revision).toBe(before);
    await t.ok('players.import', { text: registrationSheet() });
    const players = await t.ok('players.list', {});
    const teams = await t.ok('teams.list', {});
    const nameOf = (id: string) => players.find((p) => p.id === id)!.name;
    const teamNamed = (name: string) => teams.find((team) => team.name === name)!;
    expect(teams.map((team) => [team.name, nameOf(team.captain), team.members.map(nameOf)])).toEqual(
      LETTERS.map((l) => {
        const { name, players: roster } = teamOf(l);
        return [name, roster[0], [...roster]];
      }),
    );

    const planned = plannedGames();
    for (const [r, matches] of ROUNDS.entries()) {
      const number = r + 1;
      const { round } = await t.ok('rounds.generate', {});
      // The app's pairing is the one the hand-work used (same seed, same Swiss).
      const letter = (id: string) => teams.find((team) => team.id === id)!.name[0];
      expect(round.matches!.map((m) => [m.match, letter(m.a), letter(m.b), m.tables])).toEqual(
        matches.map(([a, b], m) => [m + 1, a, b, [3 * m + 1, 3 * m + 2, 3 * m + 3]]),
      );
      await t.ok('rounds.lock', { round: number });
      // Match 1 as its captains pick it from their phones; the rest keep roster order.
      const [first, second] = matches[0]!;
      await captainsPick(number, [teamNamed(teamOf(first).name), teamNamed(teamOf(second).name)], nameOf);
      const { pairings } = await t.ok('rounds.get', { round: number });
      const games = planned.filter((g) => g.round === number);
      expect(pairings.map((p) => [p.table, nameOf(p.a), nameOf(p.b)])).toEqual(
        games.map((g) => [tableOf(g), g.a, g.b]),
      );
      const disputed = (g: PlannedGame) => number === DISPUTE.round && g.a === DISPUTE.a;
      for (const g of games.filter((game) => !disputed(game))) {
        await t.ok('rounds.setResult', { round: number, table: tableOf(g), op: g.game.op, vp: g.game.vp });
      }
      for (const g of games.filter(disputed)) await disputeAndRule(pairings.find((p) => p.table === tableOf(g))!);
      await t.ok('rounds.close', { round: number });
      if (number === 1) {
        // After round 1, by hand: E and L 3–0 (2, 14 TP), B and D 2–1 (2, 10 TP), draws 1, losses 0.
        const one = await t.ok('standings.teams', { through: 1 });
        expect(one.rows.map((row) => [row.rank, row.name[0], row.matchPoints, row.tp])).toEqual([
          [1, 'E', 2, 14],
          [1, 'L', 2, 14],
          [3, 'B', 2, 10],
          [3, 'D', 2, 10],
          [5, 'A', 1, 7],
          [5, 'F', 1, 7],
          [5, 'H', 1, 7],
          [5, 'J', 1, 7],
          [9, 'C', 0, 5],
          [9, 'K', 0, 5],
          [11, 'G', 0, 1],
          [11, 'I', 0, 1],
        ]);
      }
    }

    const final = await t.ok('standings.teams', {});
    expect(
      final.rows.map((r) => [r.rank, r.name, r.matchPoints, r.tp, r.op, r.vp, r.won, r.drawn, r.lost, r.below]),
    ).toEqual(FINAL_TEAMS);
    // Every team match: games won and outcome as its pattern says.
    expect(final.matches.map((m) => [m.round, m.match, ...m.gamesWon, m.outcome])).toEqual(
      ROUNDS.flatMap((matches, r) => matches.map(([, , pattern], m) => [r + 1, m + 1, ...GAMES_WON[pattern]])),
    );
    const singles = await t.ok('standings.compute', {});
    expect(singles.rows.slice(0, TOP_PLAYERS.length).map((r) => [r.rank, r.name, r.tp, r.op, r.vp, r.oppOp])).toEqual(
      TOP_PLAYERS,
    );

    // The ITS report pack lists every individual game, as played and ruled.
    await t.ok('events.finish', { confirm: true });
    const pack = await t.ok('exports.pack', {});
    const report = pack.files.find((f) => f.file.endsWith('-its-report.csv'))!;
    const lines = readFileSync(path.join(t.dir, 'exports', report.file), 'utf8')
      .replace('\uFEFF', '')
      .split('\r\n');
    expect(lines.slice(1, -1)).toEqual(
      planned.map((g) => {
        const tp = TP_BY_OP[`${g.game.op[0]}–${g.game.op[1]}`]!;
        const side = (name: string, i: 0 | 1) => {
          const { itsPin, faction } = registered(name);
          return [itsPin, name, faction, g.game.op[i], g.game.vp[i], tp[i]];
        };
        return [g.round, tableOf(g), ...side(g.a, 0), ...side(g.b, 1), ''].join(',');
      }),
    );
    expect(lines.slice(1, -1)).toHaveLength(4 * 18);
  });
});

interface PickState {
  done: boolean;
  toMove: { side: 'a' | 'b'; role: 'defend' | 'attack' } | null;
  pending: { side: 'a' | 'b'; player: { id: string } } | null;
  games: { a: { id: string }; b: { id: string } }[];
}

/**
 * The two captains pick match 1 from their phones (docs/TEAMS.md · Captains' picks): the first
 * team's captain rolls, then each moves when the pick says it is their turn, game by game in the
 * order of PICKED, whichever team the roll sends first.
 */
async function captainsPick(round: number, [teamA, teamB]: [Team, Team], nameOf: (id: string) => string) {
  const phones = {
    a: await phoneOf(nameOf(teamA.captain), `10.0.1.${2 * round}`),
    b: await phoneOf(nameOf(teamB.captain), `10.0.1.${2 * round + 1}`),
  };
  const pairs = PICKED.map(([x, y]) => ({ a: teamA.members[x - 1]!, b: teamB.members[y - 1]! }));
  const answer = async (res: Awaited<ReturnType<TestContext['call']>>) => {
    if ('error' in res) throw new Error(res.error.message);
    return (res.data as { state: PickState }).state;
  };
  let state = await answer(await phones.a('matchups.roll', { round, match: 1 }));
  while (!state.done) {
    const { side, role } = state.toMove!;
    const pending = state.pending?.player.id;
    const pair =
      role === 'defend' ? pairs[state.games.length]! : pairs.find((p) => p.a === pending || p.b === pending)!;
    state = await answer(await phones[side]('matchups.pick', { round, match: 1, player: pair[side] }));
  }
  expect(state.games.map((g) => [g.a.id, g.b.id])).toEqual(pairs.map((p) => [p.a, p.b]));
}

/**
 * Round 2, Hege v Jonas: Hege's phone reports the game the wrong way round (6–2), Jonas disputes
 * it, and the match it decides waits; the referee rules 2–6, the report ends settled and the
 * match goes to Jena Jackals 2–1.
 */
async function disputeAndRule(pairing: Pairing): Promise<void> {
  const table = pairing.table;
  const hege = await phoneOf(DISPUTE.a, '10.0.0.21');
  const jonas = await phoneOf(DISPUTE.b, '10.0.0.22');
  const round = DISPUTE.round;
  expect(
    await hege('reports.submit', { round, table, op: DISPUTE.reported.op, vp: DISPUTE.reported.vp }),
  ).toMatchObject({ data: { state: 'reported', op: [6, 2], tp: [5, 0] } });
  expect(await jonas('reports.dispute', { round, table, note: 'Hege lost 2–6: I held the zone' })).toMatchObject({
    data: { state: 'disputed' },
  });
  const match = async () =>
    (await t.ok('standings.teams', { through: round })).matches.find(
      (m) => m.round === round && m.match === DISPUTE.match,
    )!;
  expect(await match()).toMatchObject({ decided: 2, outcome: null });
  await t.ok('rounds.setResult', { round, table, op: DISPUTE.ruled.op, vp: DISPUTE.ruled.vp });
  const ruled = (await t.ok('rounds.get', { round })).pairings.find((p) => p.table === table)!;
  expect([ruled.a, ruled.b]).toEqual([pairing.a, pairing.b]);
  expect(ruled.result).toMatchObject({ op: [2, 6], tp: [0, 5] });
  expect(ruled.report).toMatchObject({
    state: 'settled',
    dispute: { by: 'b', note: 'Hege lost 2–6: I held the zone' },
  });
  // Hege 0–5, Håkon 1–4, Hilde 4–1: Jena Jackals win 2 games to 1 (had the report stood, Hamar would).
  expect(await match()).toMatchObject({ gamesWon: [1, 2], outcome: 'b' });
}
