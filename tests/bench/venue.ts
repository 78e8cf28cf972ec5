/**
 * Issue 21 benchmark: the last round of a 5-round event reported from phones at full scale,
 * through the real venue server (`bin/serve.js`, its own process) on the venue network.
 *
 * The server binds 127.0.0.5 (not a loopback name, so it applies its LAN rules); every phone is
 * its own device on its own loopback address (127.0.1.x, 127.0.2.x, …). Each player signs in
 * with name and result code (`players.signIn`); player A of every table submits the scenario's
 * facts, player B polls `reports.mine` once a second until the report is there and confirms it
 * (auto-accept: the confirmed report becomes the result). Meanwhile 0 or 3 referee screens
 * (127.0.9.x, signed in with the PIN) follow the event stream as the app's screens do:
 * applying each pushed entry, catching up by revision on a gap (`src/shared/follow.ts`); a
 * server whose pushes carry no entry (the app before issue 21) gets what its screens did then,
 * `events.current` and `events.get` per push.
 *
 * Printed per run: p50/p99 per method, the time until every result is in, the bytes the screens
 * read (answers and stream) during the round, the event file's growth per phone write, and the
 * server's CPU time. `BENCH_SERVER_ROOT=<checkout>` runs another checkout's server (the
 * "before" figures); the event is prepared with this checkout's code.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createAppCore } from '../../src/main/appCore';
import { EventFollower } from '../../src/shared/follow';
import type { ChangedPush, ChangesSince } from '../../src/shared/follow';
import type { EventFile } from '../../src/shared/model';
import { deepEqual } from '../../src/shared/patch';
import { percentile } from './fixtures';
import { postApi } from './post';
import { serveProcess } from '../security/testing/serveProcess';
import type { ServerProcess } from '../security/testing/serveProcess';

const HOST = '127.0.0.5';
const PIN = '739184';
const ROUNDS = 5;
// Acquisition: A 2 Activated Antennas (2) + Tech-Coffin (3) + 1 Classified (1) = 6 OP; B 1 OP.
const FACTS = {
  a: { activatedAntennas: 2, controlsCoffin: true, classifieds: 1, survivingPoints: 180 },
  b: { controlledAntennas: 1, survivingPoints: 90 },
};
const POLL_MS = 1000;
const MAX_POLLS = 60;
const PHONE_WRITES = new Set(['reports.submit', 'reports.confirm']);

interface Prepared {
  dir: string;
  file: string;
  players: { name: string; code: string }[];
  pairings: { table: number; a: number; b: number }[];
}

/** A 5-round event, rounds 1–4 played and closed through the API, round 5 paired and locked. */
async function prepare(players: number): Promise<Prepared> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'its-bench-venue-'));
  const core = createAppCore({ dataDir: dir, runtime: { transport: 'cli', venue: null } });
  const ok = async <T>(method: string, params: unknown): Promise<T> => {
    const res = await core.call(method, params);
    if ('error' in res) throw new Error(`${method}: ${res.error.message}`);
    return res.data as T;
  };
  await ok('events.create', {
    settings: {
      name: `Bench Venue ${players}`,
      rounds: ROUNDS,
      // The last round's scenario is scored through the wizard's facts (as the phones send them).
      scenarios: ['', '', '', '', 'acquisition'],
      playerReporting: 'auto-accept',
    },
  });
  for (let i = 0; i < players; i++) await ok('players.add', { name: `Player ${i}`, club: `Club ${i % 25}` });
  for (let round = 1; round <= ROUNDS; round++) {
    await ok('rounds.generate', { seed: `bench-${round}` });
    await ok('rounds.lock', { round });
    if (round === ROUNDS) break;
    const state = core.workspace.current().state;
    for (const p of state.rounds[round - 1]!.pairings) {
      const op = (p.table * 7 + round) % 11;
      await ok('rounds.setResult', { round, table: p.table, op: [op, 10 - op], vp: [150 + op, 200 - op] });
    }
    await ok('rounds.close', { round });
  }
  const state = core.workspace.current().state;
  const file = core.workspace.current().path;
  const index = new Map(state.players.map((p, i) => [p.id, i]));
  const prepared: Prepared = {
    dir,
    file,
    players: state.players.map((p) => ({ name: p.name, code: p.resultCode ?? '' })),
    pairings: state.rounds[ROUNDS - 1]!.pairings.map((p) => ({
      table: p.table,
      a: index.get(p.a)!,
      b: index.get(p.b)!,
    })),
  };
  await core.workspace.close();
  return prepared;
}

/** The prepared event in a fresh data folder (each run starts from the same file). */
function copyOf(prepared: Prepared): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'its-bench-venue-run-'));
  mkdirSync(path.join(dir, 'events'), { recursive: true });
  const file = path.join(dir, 'events', path.basename(prepared.file));
  copyFileSync(prepared.file, file);
  return file;
}

/** The venue server from `BENCH_SERVER_ROOT` (default: this checkout), on the event prepared. */
function startServer(dataDir: string, event: string): Promise<ServerProcess> {
  return serveProcess(dataDir, {
    args: ['--pin', PIN, '--event', event],
    root: process.env.BENCH_SERVER_ROOT,
    built: true,
    startMs: 60_000,
    stopMs: 10_000,
    // BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server.
    nodeArgs: process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean),
  });
}

/** User + system CPU seconds of a process so far (Linux). */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** The event file and whatever the store keeps beside it (a journal), in bytes. */
function eventBytes(file: string): number {
  const dir = path.dirname(file);
  const base = path.basename(file);
  let total = 0;
  for (const name of readdirSync(dir)) {
    if (name.startsWith(base) && !name.includes('.tmp')) total += statSync(path.join(dir, name)).size;
  }
  return total;
}

class Client {
  readonly times = new Map<string, number[]>();
  bytes = 0;
  counting = false;
  private readonly agents = new Map<string, http.Agent>();

  constructor(private readonly port: number) {}

  private agent(from: string): http.Agent {
    let agent = this.agents.get(from);
    if (!agent) this.agents.set(from, (agent = new http.Agent({ keepAlive: true, maxSockets: 2, localAddress: from })));
    return agent;
  }

  /** One API call from device `from`; `screen` calls count towards the bytes screens read. */
  async call<T>(
    from: string,
    method: string,
    params: unknown,
    cookie: string | null,
    screen = false,
  ): Promise<{ data?: T; error?: { message: string }; cookie: string | null }> {
    const posted = await postApi({ host: HOST, port: this.port }, { agent: this.agent(from) }, method, params, cookie);
    if (this.counting) {
      const list = this.times.get(method) ?? [];
      list.push(posted.ms);
      this.times.set(method, list);
      if (screen) this.bytes += posted.body.length;
    }
    let parsed: { data?: T; error?: { message: string } };
    try {
      parsed = JSON.parse(posted.body.toString('utf8')) as typeof parsed;
    } catch {
      parsed = { error: { message: `HTTP ${posted.status}` } };
    }
    return { ...parsed, cookie: posted.cookie };
  }

  /** The event stream as a browser's EventSource reads it: `event.changed` frames to `onPush`. */
  stream(from: string, cookie: string, onPush: (push: ChangedPush) => void): () => void {
    const req = http.request({
      host: HOST,
      port: this.port,
      path: '/events',
      method: 'GET',
      agent: false,
      localAddress: from,
      headers: { host: `${HOST}:${this.port}`, cookie, accept: 'text/event-stream' },
    });
    req.on('response', (res) => {
      let buffer = '';
      res.on('data', (chunk: Buffer) => {
        if (this.counting) this.bytes += chunk.length;
        buffer += chunk.toString('utf8');
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const name = /^event: (.*)$/m.exec(frame)?.[1];
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          if (name === 'event.changed' && data) onPush(JSON.parse(data) as ChangedPush);
        }
      });
      res.on('error', () => undefined);
    });
    req.on('error', () => undefined);
    req.end();
    return () => req.destroy();
  }

  close(): void {
    for (const agent of this.agents.values()) agent.destroy();
  }
}

/** A referee's screen: holds the event and follows it as the app's session does. */
class Screen {
  readonly follower: EventFollower;
  pushes = 0;
  fullReads = 0;
  catchUps = 0;
  legacy = false;
  private stop: (() => void) | null = null;
  private cookie = '';

  constructor(
    private readonly client: Client,
    private readonly from: string,
  ) {
    const must = async <T>(method: string, params: unknown): Promise<T> => {
      const res = await client.call<T>(from, method, params, this.cookie, true);
      if (res.error || res.data === undefined) throw new Error(`${method}: ${res.error?.message}`);
      return res.data;
    };
    this.follower = new EventFollower({
      get: async () => {
        this.fullReads++;
        return must<EventFile>('events.get', {});
      },
      changesSince: (eventId, revision, at) => {
        this.catchUps++;
        return must<ChangesSince>('events.changesSince', { eventId, revision, at });
      },
    });
    this.read = must;
  }

  private read: <T>(method: string, params: unknown) => Promise<T>;

  async open(): Promise<void> {
    const signedIn = await this.client.call<{ token: string }>(this.from, 'auth.signIn', { pin: PIN }, null);
    if (!signedIn.cookie) throw new Error(`referee sign-in failed: ${signedIn.error?.message}`);
    this.cookie = signedIn.cookie;
    this.stop = this.client.stream(this.from, this.cookie, (push) => void this.onPush(push));
    await this.read('events.current', {});
    await this.follower.reload();
  }

  private async onPush(push: ChangedPush): Promise<void> {
    this.pushes++;
    if (!('entry' in push) && !push.reset && !push.method.startsWith('events.')) {
      // The app before issue 21: every push re-read the summary and the whole event.
      this.legacy = true;
      this.fullReads++;
      await this.read('events.current', {});
      await this.read('events.get', {});
      return;
    }
    await this.follower.onPush(push);
  }

  close(): void {
    this.stop?.();
  }
}

function phoneAddress(i: number): string {
  return `127.0.${1 + Math.floor(i / 250)}.${1 + (i % 250)}`;
}

async function run(prepared: Prepared, screens: number): Promise<void> {
  const file = copyOf(prepared);
  const dataDir = path.dirname(path.dirname(file));
  const server = await startServer(dataDir, file);
  const client = new Client(server.port);
  const open: Screen[] = [];
  try {
    for (let s = 0; s < screens; s++) {
      const screen = new Screen(client, `127.0.9.${s + 1}`);
      await screen.open();
      open.push(screen);
    }
    const sizeBefore = eventBytes(file);
    const cpuBefore = cpuSeconds(server.pid);
    let failures = 0;
    let phoneWrites = 0;
    const must = async <T>(i: number, method: string, params: unknown, cookie: string | null) => {
      const res = await client.call<T>(phoneAddress(i), method, params, cookie);
      if (res.error) {
        failures++;
        throw new Error(`${method}: ${res.error.message}`);
      }
      if (PHONE_WRITES.has(method)) phoneWrites++;
      return res;
    };
    const signIn = async (i: number) => {
      const p = prepared.players[i]!;
      return (await must(i, 'players.signIn', { name: p.name, code: p.code }, null)).cookie!;
    };
    client.counting = true;
    const clientCpu = process.cpuUsage();
    const started = performance.now();
    await Promise.all(
      prepared.pairings.map(async ({ table, a, b }) => {
        const [cookieA, cookieB] = await Promise.all([signIn(a), signIn(b)]);
        await Promise.all([
          (async () => {
            // The phone reads its game (and the game's identity, which the report names) first.
            const game = (await must<{ game: string }>(a, 'reports.mine', {}, cookieA)).data?.game;
            await must(a, 'reports.submit', { round: ROUNDS, table, facts: FACTS, game }, cookieA);
          })(),
          (async () => {
            let game: string | undefined;
            for (let poll = 0; poll < MAX_POLLS; poll++) {
              const mine = await must<{ state: string; game: string }>(b, 'reports.mine', {}, cookieB);
              game = mine.data?.game;
              if (mine.data?.state === 'reported') break;
              await new Promise((r) => setTimeout(r, POLL_MS));
            }
            await must(b, 'reports.confirm', { round: ROUNDS, table, game }, cookieB);
          })(),
        ]);
      }),
    );
    const total = performance.now() - started;
    const cpu = cpuSeconds(server.pid) - cpuBefore;
    const used = process.cpuUsage(clientCpu);
    // The phones and screens share this process: its CPU says how much of the latency is theirs.
    const phonesCpu = (used.user + used.system) / 1e6;
    const sizeAfter = eventBytes(file);
    // The screens get the last pushes, then are compared with a fresh read (not counted).
    const deadline = performance.now() + 10_000;
    const admin = new Screen(new Client(server.port), '127.0.9.100');
    await admin.open();
    const target = admin.follower.event!.revision;
    while (open.some((s) => !s.legacy && (s.follower.event?.revision ?? 0) < target) && performance.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    client.counting = false;
    const inSync = open.every((s) => s.legacy || deepEqual(s.follower.event, admin.follower.event));
    const results = admin.follower.event!.rounds[ROUNDS - 1]!.pairings.filter((p) => p.result !== null).length;

    const mib = (n: number) => (n / 1024 / 1024).toFixed(2);
    const line = (method: string, list: number[]) =>
      `    ${method.padEnd(22)} n=${String(list.length).padStart(5)}  p50 ${percentile(list, 50).toFixed(1).padStart(7)} ms  p99 ${percentile(list, 99).toFixed(1).padStart(7)} ms`;
    const writes = [...PHONE_WRITES].flatMap((m) => client.times.get(m) ?? []);
    console.log(
      `${prepared.players.length} players, ${prepared.pairings.length} tables, ${screens} referee screens` +
        `${open.some((s) => s.legacy) ? ' (re-reading per push: the server sends no entries)' : ''}:`,
    );
    for (const [method, list] of [...client.times].sort()) console.log(line(method, list));
    console.log(line('phone writes (all)', writes));
    console.log(
      `    every result in after ${(total / 1000).toFixed(2)} s (server CPU ${cpu.toFixed(2)} s, ` +
        `phones' and screens' CPU ${phonesCpu.toFixed(2)} s); ` +
        `results ${results}/${prepared.pairings.length}; ${failures} failed calls`,
    );
    if (screens > 0) {
      const reads = open.map((s) => `${s.fullReads} whole reads, ${s.catchUps} catch-ups`).join('; ');
      console.log(
        `    screens read ${mib(client.bytes)} MiB in all (${reads}); ` +
          `${inSync ? 'each ends equal to a fresh read' : 'NOT equal to a fresh read'}`,
      );
    }
    console.log(
      `    event file ${(sizeBefore / 1024).toFixed(0)} → ${(sizeAfter / 1024).toFixed(0)} KiB: ` +
        `${((sizeAfter - sizeBefore) / 1024 / Math.max(1, phoneWrites)).toFixed(2)} KiB per phone write (${phoneWrites} writes)`,
    );
    if (screens === 3 && prepared.players.length === 150) {
      const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
      console.log(
        `    targets: phone writes p99 ≤ 150 ms ${verdict(percentile(writes, 99) <= 150)}; ` +
          `round ≤ 3.5 s ${verdict(total <= 3500)}; screens ≤ 5 MiB ${verdict(client.bytes <= 5 * 1024 * 1024)}; ` +
          `≤ 1.5 KiB per phone write ${verdict((sizeAfter - sizeBefore) / Math.max(1, phoneWrites) <= 1536)}`,
      );
    }
    admin.close();
    if (results !== prepared.pairings.length || failures > 0 || !inSync) process.exitCode = 1;
  } finally {
    for (const screen of open) screen.close();
    client.close();
    await server.stop();
  }
}

export const venueSuite = {
  name: 'venue',
  async run() {
    const sizes = (process.env.BENCH_VENUE_PLAYERS ?? '150,300').split(',').map(Number);
    for (const players of sizes) {
      const started = performance.now();
      const prepared = await prepare(players);
      console.log(
        `(${players}-player event prepared through the API in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
      );
      for (const screens of [0, 3]) await run(prepared, screens);
    }
  },
};
