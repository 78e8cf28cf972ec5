/**
 * A phone's report names the game it was made for: a report, confirmation or
 * dispute kept on a phone while the Wi-Fi was down, and sent after the referee re-paired the
 * round (undo the lock, swap, lock again), is refused with "Your pairing changed: check your
 * table" — never stored against the new opponent, with the sides reversed, or at another table.
 * A report without the game's identity (a page from before identities) is refused too.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { MyGame } from '../../shared/api/reports';
import type { Pairing } from '../../shared/model';
import { VenueAuth } from '../auth/venueAuth';
import { ACQUISITION_6_1, createTestContext, disposeContext } from './testing';
import type { TestContext } from './testing';

let t: TestContext;
afterEach(() => disposeContext(t));

type Call = (method: string, params?: unknown) => ReturnType<TestContext['call']>;

/** Round 1 of four players, locked, and each player's phone (by player id). */
async function lockedRound(): Promise<{ pairings: Pairing[]; phones: Map<string, Call> }> {
  t = createTestContext({ actor: 'referee' });
  const venue = new VenueAuth({ pin: '862431', clock: () => 1_000_000 });
  await t.newEvent({ rounds: 3, scenarios: ['acquisition'], playerReporting: 'referee-approves' });
  for (const name of ['Ana', 'Bea', 'Cai', 'Dan']) await t.ok('players.add', { name });
  const { round } = await t.ok('rounds.generate', { seed: 'fixed' });
  await t.ok('rounds.lock', { round: 1 });
  const phones = new Map<string, Call>();
  for (const [i, player] of (await t.ok('players.list', {})).entries()) {
    const from = { ...t.ctx, isReferee: false, playerSignIn: { venue, address: `10.0.0.${i + 1}` } };
    const res = await t.registry.call('players.signIn', { name: player.name, code: player.resultCode! }, from);
    if ('error' in res) throw new Error(res.error.message);
    const session = venue.sessions.find((res.data as { token: string }).token)!.player!;
    const ctx = { ...from, player: session, actor: `${player.name} (player)` };
    phones.set(player.id, (method, params) => t.registry.call(method, params, ctx));
  }
  return { pairings: round.pairings, phones };
}

const mine = async (phone: Call): Promise<MyGame> => {
  const res = await phone('reports.mine', {});
  if ('error' in res) throw new Error(res.error.message);
  return res.data as MyGame;
};

/** The referee re-pairs round 1: undoes the lock, swaps `a` and `b`, locks again. */
async function repair(...swaps: [string, string][]): Promise<void> {
  await t.ok('audit.undo', {});
  for (const [a, b] of swaps) await t.ok('rounds.swap', { round: 1, a, b });
  await t.ok('rounds.lock', { round: 1 });
}

const CHANGED = { error: { code: 'CONFLICT', message: 'Your pairing changed: check your table.' } };
const reportsStored = async () =>
  (await t.ok('rounds.get', { round: 1 })).pairings.filter((p) => p.report && p.report.state !== 'none');
const phoneActions = async () =>
  (await t.ok('events.get', {})).audit.filter((e) => e.method.startsWith('reports.') && e.undoneBy === null);

describe('a report kept on a phone while the round was re-paired', () => {
  it('is refused when the opponent changed, and nothing is stored against the new game', async () => {
    const { pairings, phones } = await lockedRound();
    const [one, two] = pairings as [Pairing, Pairing];
    const phone = phones.get(one.a)!;
    const kept = await mine(phone);
    expect(kept).toMatchObject({ table: one.table, me: { side: 'a' }, game: expect.any(String) });
    // The opponent at table 1 is swapped for a player of table 2.
    await repair([one.b, two.a]);
    const sent = { round: 1, table: kept.table, facts: ACQUISITION_6_1, game: kept.game, key: 'k-repair-0001' };
    expect(await phone('reports.submit', sent)).toMatchObject(CHANGED);
    // The phone reads its game again: same table, a new opponent, a new identity.
    const now = await mine(phone);
    expect(now).toMatchObject({ table: one.table, me: { side: 'a' } });
    expect(now.game).not.toBe(kept.game);
    expect(await reportsStored()).toEqual([]);
    expect(await phoneActions()).toEqual([]);
  });

  it('is refused when the sides were swapped, so the winner is never reversed', async () => {
    const { pairings, phones } = await lockedRound();
    const one = pairings[0]!;
    const phone = phones.get(one.a)!;
    const kept = await mine(phone);
    await repair([one.a, one.b]);
    expect((await mine(phone)).me.side).toBe('b');
    const sent = { round: 1, table: kept.table, facts: ACQUISITION_6_1, game: kept.game, key: 'k-repair-0002' };
    expect(await phone('reports.submit', sent)).toMatchObject(CHANGED);
    const scores = { round: 1, table: kept.table, op: [9, 1], vp: [200, 40], game: kept.game, key: 'k-repair-0003' };
    expect(await phone('reports.submit', scores)).toMatchObject(CHANGED);
    expect(await reportsStored()).toEqual([]);
  });

  it('is refused when the game moved to another table, and nothing is stored at either table', async () => {
    const { pairings, phones } = await lockedRound();
    const [one, two] = pairings as [Pairing, Pairing];
    const phone = phones.get(one.a)!;
    const kept = await mine(phone);
    // Both players of table 1 change places with table 2's: the same game, at table 2 now.
    await repair([one.a, two.a], [one.b, two.b]);
    const now = await mine(phone);
    expect(now).toMatchObject({ table: two.table, me: { side: 'a' }, opponent: kept.opponent });
    const sent = { round: 1, table: kept.table, facts: ACQUISITION_6_1, game: kept.game, key: 'k-repair-0004' };
    expect(await phone('reports.submit', sent)).toMatchObject(CHANGED);
    expect(await phone('reports.submit', { ...sent, table: two.table })).toMatchObject(CHANGED);
    expect(await reportsStored()).toEqual([]);
    // Sent again for the game as it is now, it is stored, by the player who sent it.
    const fresh = { ...sent, table: two.table, game: now.game, key: 'k-repair-0005' };
    expect(await phone('reports.submit', fresh)).toMatchObject({ data: { state: 'reported', op: [6, 1] } });
    const stored = await reportsStored();
    expect(stored.map((p) => [p.table, p.a, p.report?.latest])).toEqual([[two.table, one.a, 'a']]);
  });

  it('refuses a confirmation or a dispute made for the game before the re-pair', async () => {
    const { pairings, phones } = await lockedRound();
    const [one, two] = pairings as [Pairing, Pairing];
    const phoneB = phones.get(one.b)!;
    const kept = await mine(phoneB);
    // Table 1's side a is swapped: B stays at table 1, side b, with a new opponent, who reports.
    await repair([one.a, two.a]);
    const newA = phones.get(two.a)!;
    const { game } = await mine(newA);
    await newA('reports.submit', { round: 1, table: one.table, facts: ACQUISITION_6_1, game });
    // B's confirmation and dispute, made for the game against the old opponent, touch nothing.
    const old = { round: 1, table: kept.table, game: kept.game };
    expect(await phoneB('reports.confirm', old)).toMatchObject(CHANGED);
    expect(await phoneB('reports.dispute', { ...old, note: 'Not what we played' })).toMatchObject(CHANGED);
    const [table1] = await reportsStored();
    expect(table1).toMatchObject({ table: one.table, a: two.a, b: one.b });
    expect(table1?.report).toMatchObject({ state: 'reported', confirmedAt: null, dispute: null });
  });
});

describe('a report from an older page (no game identity)', () => {
  it('is refused with words the phone shows, even for an unchanged game: it cannot be proven to be for it', async () => {
    const { pairings, phones } = await lockedRound();
    const one = pairings[0]!;
    const phone = phones.get(one.a)!;
    const old = { round: 1, table: one.table, facts: ACQUISITION_6_1, key: 'k-older-00001' };
    expect(await phone('reports.submit', old)).toMatchObject({
      error: { code: 'CONFLICT', message: expect.stringMatching(/^This page is out of date/) },
    });
    expect(await phones.get(one.b)!('reports.confirm', { round: 1, table: one.table })).toMatchObject({
      error: { code: 'CONFLICT', message: expect.stringMatching(/^This page is out of date/) },
    });
    expect(await reportsStored()).toEqual([]);
  });

  it('a report stored before the re-pair does not follow the seat: the new opponent cannot confirm it', async () => {
    const { pairings, phones } = await lockedRound();
    const [one, two] = pairings as [Pairing, Pairing];
    const phoneA = phones.get(one.a)!;
    const { game } = await mine(phoneA);
    const sent = { round: 1, table: one.table, facts: ACQUISITION_6_1, game, key: 'k-stored-00001' };
    expect(await phoneA('reports.submit', sent)).toMatchObject({ data: { state: 'reported' } });
    await repair([one.b, two.a]);
    expect(await reportsStored()).toEqual([]);
    const newB = phones.get(two.a)!;
    const now = await mine(newB);
    expect(now).toMatchObject({ table: one.table, state: 'none', report: null });
    expect(await newB('reports.confirm', { round: 1, table: one.table, game: now.game })).toMatchObject({
      error: { code: 'CONFLICT' },
    });
    // The phone that sent it, sending it again with its key, is told its pairing changed.
    expect(await phoneA('reports.submit', sent)).toMatchObject(CHANGED);
    expect(await reportsStored()).toEqual([]);
  });
});
