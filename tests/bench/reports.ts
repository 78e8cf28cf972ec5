/**
 * Player reporting under load: a whole round reported from phones at once, over loopback HTTP
 * against the real venue server code (transport, sessions, registry, store, fsync).
 *
 * Every player signs in on their own session; at once, player A of every table submits the
 * scenario's facts (scored by the engine) and player B polls `reports.mine` until the report
 * is there, then confirms it (auto-accept: the confirmed report becomes the result). Printed:
 * total time, p50/p99 per request, and a check that every table's report and result are on
 * disk afterwards. Run for a 150-player round (150 sessions) and a 300-player one (300 sessions),
 * each phone on its own loopback address (127.0.1.x, …) as separate devices on the venue network.
 */
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createAppCore } from '../../src/main/appCore';
import { createHttpServer, listen } from '../../src/main/transports/http';
import type { Player } from '../../src/shared/model';
import { eventFileOnDisk } from '../../src/main/api/testing';
import { percentile } from './fixtures';
import { postApi } from './post';

// Acquisition: A 2 Activated Antennas (2) + Tech-Coffin (3) + 1 Classified (1) = 6 OP; B 1 OP.
const FACTS = {
  a: { activatedAntennas: 2, controlsCoffin: true, classifieds: 1, survivingPoints: 180 },
  b: { controlledAntennas: 1, survivingPoints: 90 },
};
const MAX_POLLS = 400;
/** Tables reported one at a time first, to measure the event file's growth per phone write. */
const SAMPLE_TABLES = 6;
const KIB = 1024;

interface Answer {
  status: number;
  body: { data?: unknown; error?: { message: string } };
  cookie: string | null;
}

async function reportRound(players: number): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'its-bench-reports-'));
  const core = createAppCore({ dataDir, runtime: { transport: 'http', venue: null } });
  const ok = async (method: string, params: unknown) => {
    const res = await core.call(method, params);
    if ('error' in res) throw new Error(`${method}: ${res.error.message}`);
    return res.data;
  };
  await ok('events.create', {
    settings: { name: 'Bench Reports', rounds: 5, scenarios: ['acquisition'], playerReporting: 'auto-accept' },
  });
  for (let i = 0; i < players; i++) await ok('players.add', { name: `Player ${i}`, itsPin: `${100000 + i}` });
  await ok('rounds.generate', { seed: 'bench' });
  await ok('rounds.lock', { round: 1 });
  const state = core.workspace.current().state;
  const byId = new Map<string, Player>(state.players.map((p) => [p.id, p]));
  const pairings = state.rounds[0]!.pairings;

  const server = createHttpServer({ core, host: '127.0.0.1', port: 0, pin: null });
  const { port } = (await listen(server, '127.0.0.1', 0)) as AddressInfo;
  // Every phone is its own device: its own loopback address (127.0.1.1, 127.0.1.2, …) and connection.
  const devices = new Map<string, http.Agent>();
  const deviceOf = (playerId: string): { agent: http.Agent; localAddress: string } => {
    const i = state.players.findIndex((p) => p.id === playerId);
    const localAddress = `127.0.${1 + Math.floor(i / 250)}.${1 + (i % 250)}`;
    let agent = devices.get(localAddress);
    if (!agent) devices.set(localAddress, (agent = new http.Agent({ keepAlive: true, maxSockets: 2 })));
    return { agent, localAddress };
  };
  const times: number[] = [];
  let failures = 0;

  async function post(method: string, params: unknown, cookie: string | null, device: string): Promise<Answer> {
    const posted = await postApi({ host: '127.0.0.1', port }, deviceOf(device), method, params, cookie);
    times.push(posted.ms);
    return {
      status: posted.status,
      body: JSON.parse(posted.body.toString('utf8')) as Answer['body'],
      cookie: posted.cookie,
    };
  }

  async function must(method: string, params: unknown, cookie: string | null, device: string): Promise<Answer> {
    const answer = await post(method, params, cookie, device);
    if (answer.body.error) {
      failures++;
      throw new Error(`${method}: ${answer.body.error.message}`);
    }
    return answer;
  }

  async function signIn(id: string): Promise<string> {
    const p = byId.get(id)!;
    const answer = await must('players.signIn', { itsPin: p.itsPin, code: p.resultCode }, null, id);
    return answer.cookie!;
  }
  /** The identity of the player's game, which a report names (the phone reads it on opening). */
  const gameOf = async (cookie: string, id: string) =>
    ((await must('reports.mine', {}, cookie, id)).body.data as { game: string }).game;

  // The file's growth per phone write (its audit entry included), one table at a time: a submit
  // stores the report; a confirm (auto-accept) moves it to accepted and writes the result.
  // What the event file holds once the journal is folded into it (the journal itself only grows).
  const fileSize = () => Buffer.byteLength(JSON.stringify(core.workspace.current().state));
  const growth = { submit: 0, confirm: 0 };
  for (const { table, a, b } of pairings.slice(0, SAMPLE_TABLES)) {
    const [cookieA, cookieB] = [await signIn(a), await signIn(b)];
    const [gameA, gameB] = [await gameOf(cookieA, a), await gameOf(cookieB, b)];
    let before = fileSize();
    await must('reports.submit', { round: 1, table, facts: FACTS, game: gameA }, cookieA, a);
    growth.submit += fileSize() - before;
    before = fileSize();
    await must('reports.confirm', { round: 1, table, game: gameB }, cookieB, b);
    growth.confirm += fileSize() - before;
  }
  times.length = 0;
  const burst = pairings.slice(SAMPLE_TABLES);
  const sizeBefore = fileSize();

  const started = performance.now();
  await Promise.all(
    burst.map(async ({ table, a, b }) => {
      const [cookieA, cookieB] = await Promise.all([signIn(a), signIn(b)]);
      await Promise.all([
        (async () => {
          await must('reports.submit', { round: 1, table, facts: FACTS, game: await gameOf(cookieA, a) }, cookieA, a);
        })(),
        (async () => {
          let game = '';
          for (let i = 0; i < MAX_POLLS; i++) {
            const mine = (await must('reports.mine', {}, cookieB, b)).body.data as { state: string; game: string };
            game = mine.game;
            if (mine.state === 'reported') break;
            await new Promise((r) => setTimeout(r, 100));
          }
          await must('reports.confirm', { round: 1, table, game }, cookieB, b);
        })(),
      ]);
    }),
  );
  const total = performance.now() - started;
  const perBurstWrite = (fileSize() - sizeBefore) / (2 * burst.length);
  for (const agent of devices.values()) agent.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));

  // Every table's report and result, read back from the event file on disk.
  const onDisk = eventFileOnDisk(core.workspace.current().path);
  const round = onDisk.rounds[0]!;
  const present = round.pairings.filter(
    (p) => p.report?.state === 'accepted' && p.result?.op[0] === 6 && p.result.op[1] === 1,
  ).length;
  const sorted = [...times].sort((x, y) => x - y);
  console.log(
    `${players}-player round, ${players} sessions, ${burst.length} tables reported at once over loopback (after ${SAMPLE_TABLES} one at a time): ` +
      `total ${(total / 1000).toFixed(2)} s, ${times.length} requests, p50 ${percentile(sorted, 50).toFixed(1)} ms, ` +
      `p99 ${percentile(sorted, 99).toFixed(1)} ms per request, ${failures} failed; ` +
      `reports accepted and on disk: ${present}/${pairings.length}${present === pairings.length ? ' (all)' : ' — MISSING'}`,
  );
  const kib = (bytes: number) => `${(bytes / KIB).toFixed(2)} KiB`;
  const perSubmit = growth.submit / SAMPLE_TABLES;
  const perConfirm = growth.confirm / SAMPLE_TABLES;
  // Issue 21's target is per phone write: a table's two writes (submit, confirm) averaged.
  console.log(
    `  event file growth per phone write (audit entry included): submit ${kib(perSubmit)}, ` +
      `confirm + auto-accept (report and result) ${kib(perConfirm)} (${SAMPLE_TABLES} tables one at a time); ` +
      `${kib(perBurstWrite)} per write over the burst of ${burst.length} tables ` +
      `(target ≤ 1.5 KiB per phone write: ${Math.max((perSubmit + perConfirm) / 2, perBurstWrite) <= 1.5 * KIB ? 'met' : 'NOT met'})`,
  );
  if (present !== pairings.length || failures > 0) process.exitCode = 1;
}

export const reportsSuite = {
  name: 'reports',
  async run() {
    await reportRound(150);
    await reportRound(300);
  },
};
