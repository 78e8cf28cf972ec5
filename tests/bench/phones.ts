/**
 * `npm run bench phones`: players' phones against the real venue server.
 *
 * Round start at full scale (`roundStart`, issue 23 · Build 6): the built venue server
 * (`out/main/serve.js`, what `npm run serve` runs; needs `npm run build`) in its own process on
 * the venue-network address 127.0.0.5, a 150-player event with round 1 paired and locked, and
 * 300 phones at once, each its own device (its own loopback address 127.0.x.y and its own
 * connections: one for the page, one for the live stream; see PAGE_CONNECTIONS), each
 * loading the public page as a browser does: the HTML, every script and style it names, the
 * public reads the page makes, and the live stream. Printed: how many were served, how long the
 * last one waited (and the median), the bytes sent; then a referee's change, and how long until
 * its push reached every phone's stream. Phones ask for compressed answers, as browsers do; the
 * size the same answers have uncompressed (what every phone received before) is printed beside.
 */
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import type { Browser, CDPSession, Page } from '@playwright/test';
import { startServer } from '../e2e/server';
import { median, percentile } from './fixtures';
import { namingEvent } from '../support/eventId';

const HOST = '127.0.0.5';
const PIN = '739184';
const PLAYERS = 150;
const PHONES = 300;
/** What the public page reads when it opens (src/renderer/src/screens/public, session start). */
const PUBLIC_READS: [string, unknown][] = [
  ['events.current', {}],
  ['rounds.list', {}],
  ['standings.compute', { throughRound: 0 }],
];
/**
 * Connections a phone opens for the page, besides its live stream. One each keeps 300 phones
 * (600 connections) inside the server's room for visitors (connections.ts: the total less the
 * referees' reserve, 875 with the usual open-file limits); with two each (900) the server
 * closes the oldest idle ones to make room, which a phone that reuses one sees as a hang-up.
 */
const PAGE_CONNECTIONS = 1;
/** No phone may take longer than this; the bench reports it as not served. */
const PHONE_TIMEOUT_MS = 60_000;

export interface RoundStartFigures {
  encoding: string;
  phones: number;
  served: number;
  failures: string[];
  /** From the moment all phones start to the last one having its page, reads and stream. */
  lastMs: number;
  medianMs: number;
  p90Ms: number;
  bytes: number;
  /** What one phone's answers weigh uncompressed (what main sent every phone before issue 23). */
  rawBytes: number;
  /** From a referee's change to its push on the last phone's stream (null if one never got it). */
  pushMs: number | null;
  /** CPU time the server and the phones (this process) used for the load. */
  serverCpuMs: number;
  phonesCpuMs: number;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function request(
  port: number,
  agent: http.Agent,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string },
  attempt = 1,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: HOST,
      port,
      agent,
      method: options.method ?? 'GET',
      path: options.path,
      headers: { host: `${HOST}:${port}`, ...options.headers },
      timeout: PHONE_TIMEOUT_MS,
    });
    req.on('timeout', () => req.destroy(new Error(`${options.path}: timed out`)));
    req.on('error', (err: NodeJS.ErrnoException) => {
      // A kept-alive connection the server closed (idle too long) as the request went out: a
      // browser sends the request again, on another connection (Node's agent leaves that to us).
      if (attempt < 4 && req.reusedSocket && err.code === 'ECONNRESET') {
        request(port, agent, options, attempt + 1).then(resolve, reject);
      } else reject(new Error(`${options.path}: ${err.message}`));
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.end(options.body);
  });
}

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux), or NaN. */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/** The event the benchmark created last: every change names it, as a screen does. */
let openEvent: string | undefined;

async function post(
  port: number,
  agent: http.Agent,
  method: string,
  params: unknown,
  headers: Record<string, string> = {},
) {
  const body = JSON.stringify(namingEvent(method, params, openEvent));
  const answer = await request(port, agent, {
    method: 'POST',
    path: `/api/${method}`,
    headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), ...headers },
    body,
  });
  if (method === 'events.create' && answer.status === 200) {
    openEvent = (JSON.parse(answer.body.toString()) as { data: { id: string } }).data.id;
  }
  return answer;
}

/** The scripts, styles and preloads a page names (what a browser fetches next). */
function assetsOf(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="([^"]+)"/g)) {
    const url = match[1] ?? '';
    if (url.startsWith('/') && !url.startsWith('//')) found.add(url);
    else if (!/^[a-z]+:/i.test(url)) found.add(`/${url.replace(/^\.\//, '')}`);
  }
  return [...found];
}

/** One phone's live stream: resolves `connected` once open, `pushed` at the first `event.changed`. */
function openStream(port: number, localAddress: string, headers: Record<string, string>) {
  let onPush: () => void = () => undefined;
  const pushed = new Promise<number>((resolve) => (onPush = () => resolve(performance.now())));
  let req: http.ClientRequest | null = null;
  const connected = new Promise<void>((resolve, reject) => {
    req = http.request({
      host: HOST,
      port,
      localAddress,
      agent: false,
      path: '/events',
      headers: { host: `${HOST}:${port}`, accept: 'text/event-stream', ...headers },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`stream: HTTP ${res.statusCode ?? 0}`));
        return;
      }
      let text = '';
      res.on('data', (chunk: Buffer) => {
        text += chunk.toString('utf8');
        if (text.includes(': connected')) resolve();
        if (text.includes('event: event.changed')) onPush();
        if (text.length > 65_536) text = text.slice(-1024);
      });
      res.on('error', () => undefined);
    });
    req.end();
  });
  return { connected, pushed, close: () => req?.destroy() };
}

/**
 * 300 phones loading the public page at once (see the header comment), with `encoding` as
 * their Accept-Encoding, from the venue server on HOST:`port` with an event in play.
 */
/**
 * What a phone loads at round start. The defaults are the page the server sends at `/`, every
 * script and style its HTML names, and the public reads the page makes; a page that loads more
 * on demand (code split into chunks) names those files in `assets`.
 */
export interface RoundStartOptions {
  phones?: number;
  /** The page a phone opens (default `/`). */
  page?: string;
  /** The files a phone fetches after the page, from its HTML (default: every script and style it names). */
  assets?: (html: string) => string[];
  /** The API reads the page makes (default PUBLIC_READS). */
  reads?: [string, unknown][];
}

async function phonesAtOnce(
  port: number,
  serverPid: number | undefined,
  referee: Record<string, string>,
  encoding: string,
  options: Required<RoundStartOptions>,
): Promise<RoundStartFigures> {
  const { phones } = options;
  const accept: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
  const failures: string[] = [];
  const waited: number[] = [];
  const streams: ReturnType<typeof openStream>[] = [];
  const agents: http.Agent[] = [];
  let bytes = 0;
  let rawBytes = 0;
  const serverCpu = cpuMs(serverPid);
  const phonesCpu = process.cpuUsage();
  const start = performance.now();
  await Promise.all(
    Array.from({ length: phones }, async (_, i) => {
      const localAddress = `127.0.${1 + Math.floor(i / 250)}.${1 + (i % 250)}`;
      const agent = new http.Agent({ keepAlive: true, maxSockets: PAGE_CONNECTIONS, localAddress });
      agents.push(agent);
      try {
        const page = await request(port, agent, { path: options.page, headers: accept });
        if (page.status !== 200) throw new Error(`page: HTTP ${page.status}`);
        bytes += page.body.length;
        // Uncompressed sizes, measured on the first phone (every phone gets the same answers).
        const html = decoded(page).toString('utf8');
        if (i === 0) rawBytes += Buffer.byteLength(html);
        const stream = openStream(port, localAddress, {});
        streams.push(stream);
        const loads = [
          ...options.assets(html).map((url) => request(port, agent, { path: url, headers: accept })),
          ...options.reads.map(([method, params]) => post(port, agent, method, params, accept)),
        ];
        for (const answer of await Promise.all(loads)) {
          if (answer.status !== 200) throw new Error(`HTTP ${answer.status}`);
          bytes += answer.body.length;
          if (i === 0) rawBytes += decoded(answer).length;
        }
        await stream.connected;
        waited.push(performance.now() - start);
      } catch (err) {
        failures.push(`phone ${i + 1} (${localAddress}): ${(err as Error).message}`);
      }
    }),
  );
  const serverCpuMs = cpuMs(serverPid) - serverCpu;
  const used = process.cpuUsage(phonesCpu);
  const phonesCpuMs = (used.user + used.system) / 1000;
  // A referee's change: its push must reach every phone's stream.
  let pushMs: number | null = null;
  if (failures.length === 0) {
    const players = JSON.parse((await post(port, agents[0]!, 'players.list', {}, referee)).body.toString()) as {
      data: { id: string; checkedIn: boolean }[];
    };
    const first = players.data[0]!;
    const changed = performance.now();
    const change = await post(
      port,
      agents[0]!,
      'players.checkIn',
      { id: first.id, checkedIn: !first.checkedIn },
      referee,
    );
    if (change.status !== 200) throw new Error(`the referee's change failed: ${change.body.toString()}`);
    const arrivals = await Promise.race([
      Promise.all(streams.map((s) => s.pushed)),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 15_000)),
    ]);
    pushMs = arrivals ? Math.max(...arrivals) - changed : null;
  }
  for (const s of streams) s.close();
  for (const a of agents) a.destroy();
  return {
    encoding: encoding || 'none',
    phones,
    served: waited.length,
    failures,
    lastMs: waited.length ? Math.max(...waited) : NaN,
    medianMs: waited.length ? median(waited) : NaN,
    p90Ms: waited.length ? percentile(waited, 90) : NaN,
    bytes,
    rawBytes,
    pushMs,
    serverCpuMs,
    phonesCpuMs,
  };
}

/** An answer's body as the browser reads it, once decompressed. */
function decoded(answer: Answer): Buffer {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return zlib.gunzipSync(answer.body);
  return answer.body;
}

/** Creates the 150-player event with round 1 paired and locked, through the API as a referee. */
/** Signs the referee in with the PIN; returns the header their calls carry. */
async function signInReferee(port: number, agent: http.Agent): Promise<Record<string, string>> {
  const signIn = await post(port, agent, 'auth.signIn', { pin: PIN });
  const token = (JSON.parse(signIn.body.toString()) as { data?: { token: string } }).data?.token;
  if (!token) throw new Error(`referee sign-in failed: ${signIn.body.toString()}`);
  return { authorization: `Bearer ${token}` };
}

/** What a bench event is made of: its name, players (ITS PINs after `pinBase`, one of `clubs` clubs each), pairing seed. */
interface BenchEvent {
  name: string;
  players: number;
  pinBase: number;
  clubs: number;
  seed: string;
  playerReporting?: 'auto-accept';
}

/** Creates `event` with its players imported and checked in, and round 1 paired and locked (in play). */
async function eventInPlay(port: number, referee: Record<string, string>, event: BenchEvent): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, localAddress: '127.0.0.9' });
  const ok = async (method: string, params: unknown) => {
    const res = await post(port, agent, method, params, referee);
    if (res.status !== 200) throw new Error(`${method}: ${res.body.toString()}`);
  };
  const { name, playerReporting } = event;
  await ok('events.create', {
    settings: { name, rounds: 5, scenarios: ['acquisition'], ...(playerReporting ? { playerReporting } : {}) },
  });
  const sheet = ['Name,ITS PIN,Faction,Club'];
  for (let i = 1; i <= event.players; i++) {
    sheet.push(`Phone Player ${i},${event.pinBase + i},Nomads,Club ${i % event.clubs}`);
  }
  await ok('players.import', { text: sheet.join('\n'), checkedIn: true });
  await ok('rounds.generate', { seed: event.seed });
  await ok('rounds.lock', { round: 1 });
  agent.destroy();
}

function print(f: RoundStartFigures): void {
  const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
  console.log(
    `  Accept-Encoding ${f.encoding}: ${f.served}/${f.phones} phones served; the last waited ` +
      `${f.lastMs.toFixed(0)} ms (median ${f.medianMs.toFixed(0)} ms, p90 ${f.p90Ms.toFixed(0)} ms); ` +
      `${kib(f.bytes)} sent (${kib(f.bytes / Math.max(1, f.served))} a phone, ` +
      `${kib(f.rawBytes)} uncompressed); CPU: server ` +
      `${f.serverCpuMs.toFixed(0)} ms, the phones ${f.phonesCpuMs.toFixed(0)} ms`,
  );
  console.log(
    f.pushMs === null
      ? '  live stream: a referee change did NOT reach every phone'
      : `  live stream: a referee's change reached all ${f.served} phones in ${f.pushMs.toFixed(0)} ms`,
  );
  for (const failure of f.failures.slice(0, 5)) console.log(`  not served: ${failure}`);
  if (f.failures.length > 5) console.log(`  … and ${f.failures.length - 5} more`);
}

/**
 * Issue 23 · Build 6: the round-start load of 300 phones, each asking for compressed answers
 * as every browser does. Returns the figures (printed too), or null when the app is not built.
 */
export async function roundStart(given: RoundStartOptions = {}): Promise<RoundStartFigures | null> {
  const options: Required<RoundStartOptions> = {
    phones: PHONES,
    page: '/',
    assets: assetsOf,
    reads: PUBLIC_READS,
    ...given,
  };
  const { phones } = options;
  const root = path.resolve(import.meta.dirname, '../..');
  if (!existsSync(path.join(root, 'out/main/serve.js')) || !existsSync(path.join(root, 'out/renderer/index.html'))) {
    console.log('  round start: skipped, the app is not built (npm run build)');
    return null;
  }
  const server = await startServer({ args: ['--host', HOST, '--pin', PIN] });
  try {
    const port = Number(new URL(server.url).port);
    const agent = new http.Agent({ keepAlive: false, localAddress: '127.0.0.9' });
    const referee = await signInReferee(port, agent);
    await eventInPlay(port, referee, {
      name: 'Bench Round Start',
      players: PLAYERS,
      pinBase: 70000,
      clubs: 13,
      seed: 'bench',
      playerReporting: 'auto-accept',
    });
    const limits = readFileSync('/proc/self/limits', 'utf8').match(/Max open files\s+(\d+)/)?.[1] ?? '?';
    console.log(
      `Round start: ${phones} phones at once, ${PLAYERS}-player event, round 1 locked (open files ${limits})`,
    );
    const figures = await phonesAtOnce(port, server.process.pid, referee, 'gzip, deflate, br', options);
    print(figures);
    return figures;
  } finally {
    await server.stop();
  }
}

// ---------------------------------------------------------------------------------------------
// One phone on a slow network (issue 23 · Builds 1–2): the phone app in Chromium on Lighthouse's
// mobile profile, first load and reload. The round-start load above is the server's side.
// ---------------------------------------------------------------------------------------------

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Lighthouse's mobile profile ("Slow 4G"): 1.6 Mbps down, 750 kbps up, 150 ms round trip, CPU 4× slower. */
const MOBILE = { latencyMs: 150, downKbps: 1638.4, upKbps: 750, cpuSlowdown: 4 };
const PHONE_PLAYERS = 120;
const LOADS = 3;
/** Targets of issue 23: first load ≤ 2.0 s with ≤ 150 KiB; reload ≤ 1.0 s with ≤ 25 KiB. */
const TARGETS = { first: { ms: 2000, kib: 150 }, reload: { ms: 1000, kib: 25 } };

export interface PhoneLoad {
  /** From the start of navigation until Find my table is on the screen with the round's pairings. */
  ms: number;
  /** Bytes over the (emulated) network: headers and bodies as sent, compressed where they were. */
  bytes: number;
  requests: number;
}

/** Waits, inside the page, for Find my table (its search box under the round's heading). */
const FIND_MY_TABLE_USABLE = `async () => {
  for (;;) {
    const input = document.querySelector('[aria-labelledby="find-heading"] input[type="search"]');
    if (input && !input.disabled) {
      await new Promise((r) => requestAnimationFrame(r));
      return performance.now();
    }
    await new Promise((r) => requestAnimationFrame(r));
  }
}`;

async function oneLoad(page: Page, cdp: CDPSession, go: () => Promise<unknown>): Promise<PhoneLoad> {
  const finished = new Map<string, number>();
  const partial = new Map<string, number>();
  const onData = (e: { requestId: string; encodedDataLength: number }) =>
    partial.set(e.requestId, (partial.get(e.requestId) ?? 0) + e.encodedDataLength);
  const onDone = (e: { requestId: string; encodedDataLength: number }) =>
    finished.set(e.requestId, e.encodedDataLength);
  cdp.on('Network.dataReceived', onData);
  cdp.on('Network.loadingFinished', onDone);
  await go();
  const ms = (await page.evaluate(`(${FIND_MY_TABLE_USABLE})()`)) as number;
  // What the page still fetches as it settles (its reads, the live stream) counts too.
  await page.waitForTimeout(1500);
  cdp.off('Network.dataReceived', onData);
  cdp.off('Network.loadingFinished', onDone);
  let bytes = 0;
  for (const [id, n] of finished) bytes += Math.max(n, partial.get(id) ?? 0);
  for (const [id, n] of partial) if (!finished.has(id)) bytes += n;
  return { ms, bytes, requests: new Set([...finished.keys(), ...partial.keys()]).size };
}

async function throttled(browser: Browser, serviceWorkers: 'allow' | 'block') {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE.latencyMs,
    downloadThroughput: (MOBILE.downKbps * 1024) / 8,
    uploadThroughput: (MOBILE.upKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown });
  return { context, page, cdp };
}

const kibOf = (n: number) => n / 1024;

function printLoads(label: string, loads: PhoneLoad[], target: { ms: number; kib: number }): void {
  const ms = median(loads.map((l) => l.ms));
  const kib = kibOf(median(loads.map((l) => l.bytes)));
  const met = ms <= target.ms && kib <= target.kib;
  console.log(
    `  ${label}: ${ms.toFixed(0)} ms until Find my table is usable, ${kib.toFixed(1)} KiB ` +
      `(${loads.map((l) => `${l.ms.toFixed(0)} ms/${kibOf(l.bytes).toFixed(0)} KiB/${l.requests} req`).join(', ')}) ` +
      `— target ≤ ${target.ms} ms, ≤ ${target.kib} KiB: ${met ? 'met' : 'NOT met'}`,
  );
}

/**
 * First load and reload of the phone page, on the mobile profile: a 120-player event with
 * round 1 in play, the server bound to a venue address with a PIN (the phone is a visitor).
 * Each first load is a new browser profile (nothing cached); each reload follows a first load.
 * Reloads are measured twice: with the service worker (a secure context: localhost, or HTTPS in
 * front of the server) and without it (a phone on the venue's plain-HTTP address, where browsers
 * allow none; it has the HTTP cache only).
 */
export async function phoneLoads(): Promise<{
  first: PhoneLoad[];
  reload: PhoneLoad[];
  reloadNoWorker: PhoneLoad[];
} | null> {
  const root = path.resolve(import.meta.dirname, '../..');
  if (!existsSync(path.join(root, 'out/main/serve.js')) || !existsSync(CHROMIUM)) {
    console.log('  phone loads: skipped (needs npm run build and Chromium at CHROMIUM_PATH)');
    return null;
  }
  const server = await startServer({ args: ['--host', HOST, '--pin', PIN] });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const port = Number(new URL(server.url).port);
    const agent = new http.Agent({ keepAlive: false, localAddress: '127.0.0.9' });
    const referee = await signInReferee(port, agent);
    agent.destroy();
    await eventInPlay(port, referee, {
      name: 'Bench Phones',
      players: PHONE_PLAYERS,
      pinBase: 80000,
      clubs: 11,
      seed: 'phones',
    });
    console.log(
      `Phone page on Lighthouse's mobile profile (${MOBILE.downKbps / 1024} Mbps down, ${MOBILE.latencyMs} ms RTT, ` +
        `CPU ${MOBILE.cpuSlowdown}× slower), ${PHONE_PLAYERS}-player event, round 1 in play; median of ${LOADS}`,
    );
    const first: PhoneLoad[] = [];
    const reload: PhoneLoad[] = [];
    const reloadNoWorker: PhoneLoad[] = [];
    for (let i = 0; i < LOADS; i++) {
      const withWorker = await throttled(browser, 'allow');
      first.push(await oneLoad(withWorker.page, withWorker.cdp, () => withWorker.page.goto(server.url)));
      // The worker keeps the page's files once it is running; give it a moment, as a player would.
      await withWorker.page.waitForTimeout(1000);
      reload.push(await oneLoad(withWorker.page, withWorker.cdp, () => withWorker.page.reload()));
      await withWorker.context.close();
      const plain = await throttled(browser, 'block');
      await oneLoad(plain.page, plain.cdp, () => plain.page.goto(server.url));
      reloadNoWorker.push(await oneLoad(plain.page, plain.cdp, () => plain.page.reload()));
      await plain.context.close();
    }
    printLoads('first load', first, TARGETS.first);
    printLoads('reload (service worker)', reload, TARGETS.reload);
    printLoads('reload (plain HTTP, no service worker)', reloadNoWorker, TARGETS.reload);
    return { first, reload, reloadNoWorker };
  } finally {
    await browser.close();
    await server.stop();
  }
}

export const phonesSuite = {
  name: 'phones',
  async run(): Promise<void> {
    await phoneLoads();
    await roundStart();
  },
};
