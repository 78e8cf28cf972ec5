/**
 * Player sessions through the real venue transport (loopback traffic only): the cookie a phone
 * gets from `players.signIn`, what that session can and cannot reach on the LAN and on a
 * 127.0.0.1 server, and the code throttle as a device sees it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Player } from '../../shared/model';
import { createAppCore } from '../appCore';
import { createHttpServer, listen } from '../transports/http';

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const done of cleanup.splice(0)) await done();
});

async function venue(host: '0.0.0.0' | '127.0.0.1') {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'its-reports-http-'));
  const core = createAppCore({ dataDir, runtime: { transport: 'http', venue: null } });
  const ok = async (method: string, params: unknown) => {
    const res = await core.call(method, params);
    if ('error' in res) throw new Error(res.error.message);
    return res.data;
  };
  await ok('events.create', {
    settings: { name: 'HTTP Night', scenarios: ['acquisition'], playerReporting: 'referee-approves' },
  });
  for (const name of ['Ana', 'Bea', 'Cai', 'Dan']) await ok('players.add', { name });
  await ok('rounds.generate', { seed: 'h' });
  await ok('rounds.lock', { round: 1 });
  const players = (await ok('players.list', {})) as Player[];
  const server = createHttpServer({ core, host, port: 0, pin: host === '0.0.0.0' ? '862431' : null });
  const { port } = (await listen(server, host, 0)) as AddressInfo;
  cleanup.push(async () => {
    server.close();
    // Close the event first: a backup still being written would race the folder's removal.
    await core.workspace.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const base = `http://127.0.0.1:${port}`;
  async function post(method: string, params: unknown, cookie?: string) {
    const res = await fetch(`${base}/api/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(params),
    });
    return { status: res.status, setCookie: res.headers.get('set-cookie'), body: (await res.json()) as never };
  }
  return { core, players, post };
}

describe('player sessions over HTTP', () => {
  it('on the LAN: the code opens an HttpOnly SameSite=Strict session that reaches only the player methods', async () => {
    const { players, post } = await venue('0.0.0.0');
    const ana = players.find((p) => p.name === 'Ana')!;
    // A visitor never sees result codes.
    expect((await post('players.list', {})).status).toBe(401);

    const signedIn = await post('players.signIn', { name: 'Ana', code: ana.resultCode });
    expect(signedIn.status).toBe(200);
    expect(signedIn.setCookie).toMatch(/HttpOnly; SameSite=Strict; Path=\//);
    const cookie = signedIn.setCookie!.split(';')[0]!;

    expect(await post('reports.mine', {}, cookie)).toMatchObject({
      status: 200,
      body: { data: { me: { name: 'Ana' } } },
    });
    for (const method of [
      'players.list',
      'events.get',
      'reports.list',
      'reports.accept',
      'rounds.setResult',
      'audit.list',
    ]) {
      expect((await post(method, { round: 1, table: 1, op: [1, 1], vp: [1, 1] }, cookie)).status, method).toBe(401);
    }
    // Public reads stay open to the phone like to any visitor, without anybody's report in them.
    const { table: mine, game } = (
      (await post('reports.mine', {}, cookie)).body as { data: { table: number; game: string } }
    ).data;
    const facts = { a: { activatedAntennas: 1 }, b: { controlledAntennas: 1 } };
    expect((await post('reports.submit', { round: 1, table: mine, facts, game }, cookie)).status).toBe(200);
    const visible = await post('rounds.get', { round: 1 }, cookie);
    expect(visible.status).toBe(200);
    const pairings = (visible.body as { data: { pairings: { table: number; report: unknown }[] } }).data.pairings;
    expect(pairings.find((p) => p.table === mine)?.report).toBeNull();
  });

  it('on 127.0.0.1 the server machine is the referee, except a phone signed in as a player', async () => {
    const { players, post } = await venue('127.0.0.1');
    const bea = players.find((p) => p.name === 'Bea')!;
    expect((await post('events.get', {})).status).toBe(200);
    const cookie = (await post('players.signIn', { name: 'bea', code: bea.resultCode })).setCookie!.split(';')[0]!;
    expect((await post('events.get', {}, cookie)).status).toBe(401);
    expect((await post('players.list', {}, cookie)).status).toBe(401);
    expect((await post('reports.mine', {}, cookie)).status).toBe(200);
  });

  for (const host of ['0.0.0.0', '127.0.0.1'] as const) {
    it(`a player session is refused everything but its own methods (${host})`, async () => {
      const { players, post } = await venue(host);
      const dan = players.find((p) => p.name === 'Dan')!;
      const cookie = (await post('players.signIn', { name: 'Dan', code: dan.resultCode })).setCookie!.split(';')[0]!;
      const mine = (await post('reports.mine', { questions: true }, cookie)) as {
        status: number;
        body: { data: { table: number; questions: unknown[] } };
      };
      expect(mine.status).toBe(200);
      expect(mine.body.data.questions.length).toBeGreaterThan(0);
      const facts = { a: { activatedAntennas: 1 }, b: { controlledAntennas: 1 } };
      const table = mine.body.data.table;
      const refused = {
        'scoring.preview': { scenarioId: 'acquisition', tier: 'mid', facts },
        'scoring.schema': { scenarioId: 'acquisition' },
        'players.list': {},
        'rounds.setResult': { round: 1, table, op: [10, 0], vp: [300, 0] },
        'reports.list': { round: 1 },
        'reports.accept': { round: 1, table },
      };
      for (const [method, params] of Object.entries(refused)) {
        const res = await post(method, params, cookie);
        expect(res.status, method).toBe(401);
        expect(res.body, method).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
      }
      // The live breakdown comes from reports.mine instead, for the player's own game only.
      const preview = await post('reports.mine', { facts }, cookie);
      expect(preview).toMatchObject({ status: 200, body: { data: { preview: { players: { a: { op: 1 } } } } } });
    });

    it(`Sign out ends the player session on the server; the cookie stops working (${host})`, async () => {
      const { players, post } = await venue(host);
      const cai = players.find((p) => p.name === 'Cai')!;
      const cookie = (await post('players.signIn', { name: 'Cai', code: cai.resultCode })).setCookie!.split(';')[0]!;
      expect((await post('reports.mine', {}, cookie)).status).toBe(200);
      const out = await post('players.signOut', {}, cookie);
      expect(out).toMatchObject({ status: 200, body: { data: { signedOut: true } } });
      expect(out.setCookie).toMatch(/Max-Age=0/);
      // The same cookie, replayed (a copy kept elsewhere), no longer reaches the player's game.
      const replay = await post('reports.mine', {}, cookie);
      expect(replay).toMatchObject({ status: 401, body: { error: { code: 'UNAUTHORIZED' } } });
      const submit = await post('reports.submit', { round: 1, table: 1, op: [1, 1], vp: [1, 1] }, cookie);
      expect(submit.status).toBe(401);
      // Signing in again on the same phone as someone else ends the session it had before.
      const dan = players.find((p) => p.name === 'Dan')!;
      const first = (await post('players.signIn', { name: 'Cai', code: cai.resultCode })).setCookie!.split(';')[0]!;
      const second = (await post('players.signIn', { name: 'Dan', code: dan.resultCode }, first)).setCookie!;
      expect((await post('reports.mine', {}, first)).status).toBe(401);
      expect(await post('reports.mine', {}, second.split(';')[0]!)).toMatchObject({
        status: 200,
        body: { data: { me: { name: 'Dan' } } },
      });
      // Signing out again (or without a session) ends nothing.
      expect(await post('players.signOut', {}, cookie)).toMatchObject({
        status: 200,
        body: { data: { signedOut: false } },
      });
    });
  }

  it('wrong codes from one device lock that device out, and the answer says until when', async () => {
    const { players, post } = await venue('0.0.0.0');
    const cai = players.find((p) => p.name === 'Cai')!;
    for (let i = 0; i < 4; i++) {
      expect((await post('players.signIn', { name: 'Cai', code: 'AAAAAA' })).status).toBe(401);
    }
    const locked = await post('players.signIn', { name: 'Cai', code: cai.resultCode });
    expect(locked).toMatchObject({
      status: 401,
      body: {
        error: { code: 'UNAUTHORIZED', message: expect.stringMatching(/^Too many wrong codes from this device/) },
      },
    });
    // The referee's PIN sign-in from the same device is throttled apart.
    expect((await post('auth.signIn', { pin: '862431' })).status).toBe(200);
  });
});
