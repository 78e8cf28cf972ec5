/**
 * The attack suite's kit (tests/security/testing/; `event.ts` makes an event to attack,
 * `serveProcess.ts` runs the server as its own process). Here, the harness: the real venue server (createHttpServer, as `npm run serve` builds
 * it) on loopback only. LAN mode is exercised by binding 127.0.0.5 (not a loopback *name*, so
 * the server applies its venue-network rules); attackers are simulated by binding clients to
 * other 127.0.0.x addresses. Every loop in the suite is bounded in count and time.
 */
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { onTestFinished } from 'vitest';
import { createAppCore } from '../../../src/main/appCore';
import type { AppCore } from '../../../src/main/appCore';
import { serverMachine, VenueAuth } from '../../../src/main/auth/venueAuth';
import { createHttpServer, listen } from '../../../src/main/transports/http';
import type { HttpOptions, VenueServer } from '../../../src/main/transports/http';
import { namingEvent } from '../../support/eventId';

export const LAN_HOST = '127.0.0.5';
export const PIN = '739184';

export interface Venue {
  server: VenueServer;
  core: AppCore;
  host: string;
  port: number;
  /** The Host header a browser on the venue network sends. */
  hostHeader: string;
  dataDir: string;
  /** The fake clock the sign-in throttles and sessions read (ms); move it with `advance`. */
  now: { value: number };
  advance(ms: number): void;
  close(): Promise<void>;
}

const open: Venue[] = [];

export async function startVenue(
  options: {
    lan?: boolean;
    limits?: HttpOptions['limits'];
    cliToken?: string;
    dataDir?: string;
    log?: HttpOptions['log'];
    /** A built renderer folder to serve (pages, scripts), as `npm run serve` serves out/renderer. */
    staticDir?: string;
  } = {},
): Promise<Venue> {
  const lan = options.lan ?? true;
  const host = lan ? LAN_HOST : '127.0.0.1';
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'its-security-'));
  const core = createAppCore({ dataDir, runtime: { transport: 'http', venue: null, files: { kind: 'names' } } });
  const now = { value: Date.UTC(2026, 10, 21, 9, 0, 0) };
  const auth = new VenueAuth({
    pin: PIN,
    cliToken: options.cliToken,
    clock: () => now.value,
    isServerMachine: serverMachine(host),
  });
  const server = createHttpServer({
    core,
    host,
    port: 0,
    pin: lan ? PIN : null,
    auth,
    limits: options.limits,
    staticDir: options.staticDir,
    filesDir: () => path.join(dataDir, 'exports'),
    log: options.log ?? (() => undefined),
  });
  const { port } = await listen(server, host, 0);
  const venue: Venue = {
    server,
    core,
    host,
    port,
    hostHeader: `${host}:${port}`,
    dataDir,
    now,
    advance: (ms) => {
      now.value += ms;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  open.push(venue);
  return venue;
}

export async function closeAll(): Promise<void> {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
  await Promise.all(open.splice(0).map((v) => v.close()));
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: unknown;
  text: string;
}

/** Keep-alive connections per client address, so long attack loops stay fast. */
const agents = new Map<string, http.Agent>();
function agentFor(from: string | undefined): http.Agent {
  const key = from ?? '';
  let agent = agents.get(key);
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, maxSockets: 4, localAddress: from });
    agents.set(key, agent);
  }
  return agent;
}

/** Where requests go: a server started here, or one running as its own process. */
export type Target = Pick<Venue, 'host' | 'port' | 'hostHeader'>;

/** One HTTP request with full control of the headers and the client's source address. */
export function request(
  venue: Target,
  options: {
    method?: string;
    path: string;
    headers?: Record<string, string | string[]>;
    body?: string | Buffer;
    from?: string;
    timeoutMs?: number;
  },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: venue.host,
      port: venue.port,
      method: options.method ?? 'GET',
      path: options.path,
      agent: agentFor(options.from),
      setHost: false,
      headers: { host: venue.hostHeader, ...options.headers },
      timeout: options.timeoutMs ?? 10_000,
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          body = null;
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text });
      });
    });
    req.end(options.body);
  });
}

/**
 * An API call as the renderer makes it (JSON POST), with extra headers and a source address. On
 * a server started here it names the event open now, as a screen showing it does (`bare`: the
 * parameters as given).
 */
export function api(
  venue: Target | Venue,
  method: string,
  params: unknown = {},
  options: { headers?: Record<string, string>; from?: string; bare?: boolean } = {},
): Promise<Answer> {
  const open = 'core' in venue && !options.bare ? venue.core.workspace.peek()?.state.id : undefined;
  const body = JSON.stringify(namingEvent(method, params, open));
  return request(venue, {
    method: 'POST',
    path: `/api/${method}`,
    headers: {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
      ...options.headers,
    },
    body,
    from: options.from,
  });
}

export async function signIn(
  venue: Venue,
  from = '127.0.0.3',
  extra: { admission?: string; device?: string } = {},
): Promise<{ bearer: Record<string, string>; actor: string }> {
  const res = await api(venue, 'auth.signIn', { pin: PIN, ...extra }, { from });
  const data = (res.body as { data?: { token: string; actor: string } }).data;
  if (!data) throw new Error(`sign-in failed: ${res.text}`);
  return { bearer: { authorization: `Bearer ${data.token}` }, actor: data.actor };
}

/** The server still answers a normal public read after an attack. */
/** A signed-in referee on one device (`from`): their actor label and calls with their session. */
export interface Referee {
  actor: string;
  call(method: string, params?: unknown): Promise<Answer>;
}

export async function referee(venue: Venue, from: string): Promise<Referee> {
  const { bearer, actor } = await signIn(venue, from);
  return { actor, call: (method, params = {}) => api(venue, method, params, { headers: bearer, from }) };
}

/** The `data` of a successful answer, and the `error` of a refused one. */
export const dataOf = (a: Answer) => (a.body as { data: Record<string, unknown> }).data;
export const errorOf = (a: Answer) =>
  (a.body as { error: { code: string; message: string; details: Record<string, unknown> } }).error;

export async function stillServing(venue: Venue): Promise<boolean> {
  const res = await api(venue, 'app.info', {}, { from: '127.0.0.1' });
  return res.status === 200 && typeof (res.body as { data?: { name?: string } }).data?.name === 'string';
}

/** Opens a socket from `from` and sends `head`; resolves with the status line's code when it comes (0 if closed). */
export function openSocket(venue: Venue, from: string, head: string, sockets: net.Socket[]): Promise<number> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: venue.host, port: venue.port, localAddress: from });
    sockets.push(socket);
    let text = '';
    socket.on('data', (d: Buffer) => {
      text += d.toString('latin1');
      if (text.includes('\r\n\r\n')) resolve(statusOf(text));
    });
    socket.on('error', () => resolve(statusOf(text)));
    socket.on('close', () => resolve(statusOf(text)));
    socket.on('connect', () => socket.write(head));
  });
}

/** An attack running in the background of a test: guesses in batches until stopped. */
export interface Guessing {
  /** How many guesses were sent so far. */
  readonly sent: number;
  /** Resolves once at least `n` guesses were sent. */
  reach(n: number): Promise<void>;
  /** Stops sending and waits for the batch in flight. */
  stop(): Promise<void>;
}

/**
 * Sends `guess(0)`, `guess(1)`, … `batch` at a time (a refused or failed one is ignored) until
 * `limit` were sent, `stop()` is called or the test ends — bounded, like every loop of the suite.
 */
export function startGuessing(batch: number, limit: number, guess: (i: number) => Promise<unknown>): Guessing {
  let stopped = false;
  let sent = 0;
  onTestFinished(() => {
    stopped = true;
  });
  const running = (async () => {
    while (!stopped && sent < limit) {
      await Promise.all(Array.from({ length: batch }, () => guess(sent++).catch(() => null)));
    }
  })();
  return {
    get sent() {
      return sent;
    },
    async reach(n) {
      while (sent < n) await new Promise((r) => setTimeout(r, 20));
    },
    async stop() {
      stopped = true;
      await running;
    },
  };
}

export const errorCode = (a: Answer) => (a.body as { error?: { code?: string } } | null)?.error?.code;
export const errorMessage = (a: Answer) => (a.body as { error?: { message?: string } } | null)?.error?.message ?? '';

/**
 * Sends raw bytes on a fresh socket and returns what came back before the server closed the
 * connection (or `waitMs` passed).
 */
export function raw(
  venue: Venue,
  data: string | Buffer,
  options: { from?: string; waitMs?: number; statusOnly?: boolean } = {},
): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: venue.host, port: venue.port, localAddress: options.from });
    const chunks: Buffer[] = [];
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(Buffer.concat(chunks).toString('latin1'));
    };
    const timer = setTimeout(done, options.waitMs ?? 3_000);
    socket.on('data', (c: Buffer) => {
      chunks.push(c);
      // One answer is all the fuzzer needs: stop once a full response (headers + body) is in.
      const text = Buffer.concat(chunks).toString('latin1');
      const head = text.indexOf('\r\n\r\n');
      if (options.statusOnly && head !== -1 && !text.startsWith('HTTP/1.1 100')) return done();
      const length = /content-length: (\d+)/i.exec(text.slice(0, head))?.[1];
      if (head !== -1 && length !== undefined && text.length >= head + 4 + Number(length)) done();
    });
    socket.on('error', done);
    socket.on('close', done);
    socket.on('connect', () => socket.write(data));
  });
}

export const statusOf = (response: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1] ?? 0);
