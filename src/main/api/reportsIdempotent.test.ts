/**
 * A phone's report, confirmation or dispute made with the venue Wi-Fi down is kept on the phone
 * and sent again when the connection returns. Each carries a key the event
 * stores with the report: sent twice (the first answer lost), across a server restart, or after
 * the referee closed the round, it counts exactly once.
 */
import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { Method, Params, Result } from '../../shared/api';
import type { EventFile } from '../../shared/model';
import { VenueAuth } from '../auth/venueAuth';
import { ACQUISITION_6_1, asPhonePage, createTestContext } from './testing';
import type { TestContext } from './testing';

let t: TestContext;
let venue: VenueAuth;
const dirs: string[] = [];
afterEach(async () => {
  await t.ctx.workspace.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

type Call = (method: string, params?: unknown) => ReturnType<TestContext['call']>;

async function phone(name: string): Promise<Call> {
  const player = (await t.ok('players.list', {})).find((p) => p.name === name)!;
  const from = { ...t.ctx, isReferee: false, playerSignIn: { venue, address: '10.0.0.9' } };
  const res = await t.registry.call('players.signIn', { name, code: player.resultCode! }, from);
  if ('error' in res) throw new Error(res.error.message);
  const session = venue.sessions.find((res.data as { token: string }).token)!.player!;
  const ctx = { ...from, player: session, actor: `${name} (player)` };
  return asPhonePage((method, params) => t.registry.call(method, params, ctx));
}

async function event(): Promise<{ a: string; b: string; path: string }> {
  t = createTestContext({ actor: 'referee' });
  dirs.push(t.dir);
  venue = new VenueAuth({ pin: '862431', clock: () => 1_000_000 });
  const created = await t.newEvent({ rounds: 3, scenarios: ['acquisition', 'annihilation', 'frontline'] });
  await t.ok('events.updateSettings', { settings: { playerReporting: 'referee-approves' } });
  for (const [i, name] of ['Ana', 'Bea'].entries()) await t.ok('players.add', { name, itsPin: `90${i}` });
  const { round } = await t.ok('rounds.generate', { seed: 'fixed' });
  await t.ok('rounds.lock', { round: 1 });
  const players = await t.ok('players.list', {});
  const name = (id: string) => players.find((p) => p.id === id)!.name;
  const pairing = round.pairings[0]!;
  return { a: name(pairing.a), b: name(pairing.b), path: created.path };
}

const ok = async <M extends Method>(call: Call, method: M, params: Params<M>): Promise<Result<M>> => {
  const res = await call(method, params);
  if ('error' in res) throw new Error(`${method}: ${res.error.message}`);
  return res.data as Result<M>;
};

const state = async (): Promise<EventFile> => t.ok('events.get', {});
const reportsIn = (file: EventFile) => file.audit.filter((e) => /reported|confirmed|disputed/.test(e.summary));

describe('a phone’s action sent again', () => {
  it('counts once: the second sending answers as the first and changes nothing', async () => {
    const { a, b } = await event();
    const phoneA = await phone(a);
    const sent = { round: 1, table: 1, facts: ACQUISITION_6_1, key: 'k-submit-0001' };
    const first = await ok(phoneA, 'reports.submit', sent);
    const again = await ok(phoneA, 'reports.submit', sent);
    expect(again).toMatchObject({ state: 'reported', op: first.op, tp: first.tp, revision: first.revision });
    const phoneB = await phone(b);
    const confirm = { round: 1, table: 1, key: 'k-confirm-0001' };
    const confirmed = await ok(phoneB, 'reports.confirm', confirm);
    expect(await ok(phoneB, 'reports.confirm', confirm)).toMatchObject({
      state: 'confirmed',
      revision: confirmed.revision,
    });
    expect(reportsIn(await state()).map((e) => e.summary)).toEqual([
      expect.stringContaining(`${a} reported 6–1`),
      expect.stringContaining(`${b} confirmed`),
    ]);
  });

  it('is remembered across a restart of the server (the key is saved with the report)', async () => {
    const { a, path } = await event();
    const sent = { round: 1, table: 1, facts: ACQUISITION_6_1, key: 'k-restart-0001' };
    const first = await ok(await phone(a), 'reports.submit', sent);
    // The server stops and starts again: a new process opens the event file, phones sign in again.
    const dir = t.dir;
    await t.ctx.workspace.close();
    t = createTestContext({ dir, actor: 'referee' });
    venue = new VenueAuth({ pin: '862431', clock: () => 1_000_000 });
    await t.ok('events.open', { path });
    const again = await ok(await phone(a), 'reports.submit', sent);
    expect(again).toMatchObject({ state: 'reported', op: first.op, revision: first.revision });
    expect(reportsIn(await state())).toHaveLength(1);
  });

  it('still counts once after the referee closed the round, while a new action is refused with the reason', async () => {
    const { a, b } = await event();
    const phoneA = await phone(a);
    const sent = { round: 1, table: 1, facts: ACQUISITION_6_1, key: 'k-closed-00001' };
    await ok(phoneA, 'reports.submit', sent);
    await ok(await phone(b), 'reports.confirm', { round: 1, table: 1, key: 'k-closed-00002' });
    await t.ok('reports.accept', { round: 1, table: 1 });
    await t.ok('rounds.close', { round: 1 });
    expect(await phoneA('reports.submit', sent)).toMatchObject({ data: { state: 'accepted', op: [6, 1] } });
    const late = await phoneA('reports.submit', { ...sent, key: 'k-closed-00003' });
    expect(late).toMatchObject({
      error: { code: 'CONFLICT', message: 'Round 1 is closed: ask the referee for any correction.' },
    });
  });

  it('is kept when the referee sends the report back, so a late copy does not report again', async () => {
    const { a } = await event();
    const phoneA = await phone(a);
    const sent = { round: 1, table: 1, facts: ACQUISITION_6_1, key: 'k-reject-00001' };
    await ok(phoneA, 'reports.submit', sent);
    await t.ok('reports.reject', { round: 1, table: 1, reason: 'Wrong table' });
    expect(await phoneA('reports.submit', sent)).toMatchObject({ data: { state: 'none' } });
    const pairing = (await t.ok('rounds.get', { round: 1 })).pairings[0]!;
    expect(pairing.report?.state).toBe('none');
  });

  it('stays undone when the referee undid it: the phone sending it again changes nothing', async () => {
    const { a, b } = await event();
    const [phoneA, phoneB] = [await phone(a), await phone(b)];
    const sent = { round: 1, table: 1, facts: ACQUISITION_6_1, key: 'k-undone-00001' };
    const reported = await ok(phoneA, 'reports.submit', sent);
    await t.ok('audit.undo', { revision: reported.revision, reason: 'Reported at the wrong table', confirm: true });
    const again = await ok(phoneA, 'reports.submit', sent);
    expect(again).toMatchObject({ state: 'none' });
    const table = async () => (await t.ok('rounds.get', { round: 1 })).pairings[0]!;
    expect((await table()).report ?? null).toBeNull();
    // A confirmation undone the same way stays undone too.
    await ok(phoneA, 'reports.submit', { ...sent, key: 'k-undone-00002' });
    const confirm = { round: 1, table: 1, key: 'k-undone-00003' };
    const confirmed = await ok(phoneB, 'reports.confirm', confirm);
    await t.ok('audit.undo', { revision: confirmed.revision, reason: 'Confirmed by mistake', confirm: true });
    expect(await ok(phoneB, 'reports.confirm', confirm)).toMatchObject({ state: 'reported' });
    expect((await table()).report?.state).toBe('reported');
    const standing = (await state()).audit.filter((e) => e.method.startsWith('reports.') && e.undoneBy === null);
    expect(standing.map((e) => e.method)).toEqual(['reports.submit']);
  });
});
