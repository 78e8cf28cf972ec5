/**
 * Venue mode: the registry over HTTP, the built renderer as static files, and pushes over
 * Server-Sent Events. No logic of its own beyond access control and resource bounds
 * (docs/SECURITY.md explains each rule):
 *   - every request must be well-formed and addressed to one of this server's own names
 *     (Host), and a browser Origin, when sent, must be this server; API calls are JSON POSTs;
 *   - bound to 127.0.0.1 (local mode) the caller is the referee's own machine: no sign-in;
 *   - on the LAN, public reads (pairings, standings) are open, everything else needs a referee
 *     session from `auth.signIn` (HttpOnly cookie, or `Authorization: Bearer <token>`);
 *   - a player's phone signs in with `players.signIn` (name or ITS PIN plus result code) and its
 *     session reaches only the player methods (reports.mine/submit/confirm/dispute) and
 *     `players.signOut`, on the LAN and on 127.0.0.1 alike;
 *   - a change to the open event names it (`eventId`, ./eventFence.ts), or is refused;
 *   - who the caller is, and how big a body they may send, is decided from the headers before
 *     the body is read; nothing a request does can end the process.
 */
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { randomBytes } from 'node:crypto';
import { msg, said } from '../../../shared/messages';
import { textIn } from '../../../shared/i18n/everyLanguage';
import type { AppCore } from '../../appCore';
import { serverMachine, VenueAuth } from '../../auth/venueAuth';
import type { PinRecord } from '../../auth/pinStore';
import { monotonic } from '../../auth/throttle';
import type { Clock } from '../../auth/throttle';
import { answerClientError, rawRefusal, Refused, sendError, sendRefusal } from './answers';
import { apiRoute } from './apiRoute';
import { callerIdentifier } from './caller';
import { ConnectionGuard, RecentReads } from './connections';
import type { TrackedSocket } from './connections';
import { EventStreams } from './eventStream';
import { fileRoute } from './fileRoute';
import { checkHeaders, checkHost, checkOrigin, clientAddress, ownHostNames, parseTarget } from './guards';
import { preferredLanguage } from './language';
import { defaultLimits } from './limits';
import type { Limits } from './limits';

export { isPlainFileName } from './guards';
export type { Limits } from './limits';

export interface HttpOptions {
  core: AppCore;
  host: string;
  port: number;
  /** The referee PIN for sign-in when the server is reachable from the LAN (as given, or stored hashed). */
  pin: string | PinRecord | null;
  /** Keeps a PIN changed in Settings for the next start (see auth/pinStore.ts). */
  savePin?: (record: PinRecord) => void;
  /** A token the local CLI presents as `Authorization: Bearer` (a referee with actor "cli"). */
  cliToken?: string;
  /** The built renderer (out/renderer); omitted in API-only tests. */
  staticDir?: string;
  /** Where downloadable files live (`<data>/exports/`: generated PDFs, exports); resolved per request. */
  filesDir?: () => string | null;
  /** Extra Host names this server answers to (e.g. a name the venue's router hands out). */
  hostNames?: string[];
  /** Sign-in machinery; tests pass one with a fake clock. */
  auth?: VenueAuth;
  clock?: Clock;
  limits?: Partial<Limits>;
  /** Where failures inside a request are reported (the process's stderr by default). */
  log?: (message: string, err?: unknown) => void;
}

export function isLoopback(host: string): boolean {
  return host === '127.0.0.1' || host === 'localhost' || host === '::1';
}

/** Everything a test or the serve script needs besides the Node server itself. */
export interface VenueServer extends http.Server {
  venueAuth: VenueAuth;
  limits: Limits;
}

/**
 * The venue server: the checks every request passes first (a well-formed target, the headers,
 * Host, Origin), then the API route (./apiRoute.ts), the event stream (./eventStream.ts) or the
 * files (./fileRoute.ts); Node's own bounds on headers, time and connections; and a refusal,
 * never a crash, for whatever a request does.
 */
export function createHttpServer(options: HttpOptions): VenueServer {
  const { core } = options;
  const lan = !isLoopback(options.host);
  const limits: Limits = { ...defaultLimits(), ...options.limits };
  // The referees' share follows a total given alone (tests, a lowered limit).
  if (options.limits?.connectionsReserve === undefined) {
    limits.connectionsReserve = Math.max(8, Math.floor(limits.connectionsTotal / 8));
  }
  const log = options.log ?? ((message, err) => console.error(`[venue] ${message}`, err ?? ''));
  const auth =
    options.auth ??
    new VenueAuth({
      // Local mode has no PIN; an unguessable one keeps the sign-in closed there.
      pin: options.pin ?? randomBytes(32).toString('hex'),
      savePin: options.savePin,
      cliToken: options.cliToken,
      clock: options.clock,
      isServerMachine: serverMachine(options.host),
    });

  const identify = callerIdentifier(auth, lan);
  const reads = new RecentReads();
  const api = apiRoute({ core, auth, limits, lan, identify });
  const streams = new EventStreams({ core, auth, limits, lan, identify, reads });
  const files = fileRoute({ identify, staticDir: options.staticDir, filesDir: options.filesDir, log });

  let hostNames: { at: number; names: Set<string> } | null = null;
  function allowedHosts(): Set<string> {
    const now = monotonic();
    // Interfaces change (Wi-Fi reconnects), so the list is refreshed every few seconds.
    if (!hostNames || now - hostNames.at > 5_000) {
      const port = (server.address() as AddressInfo | null)?.port ?? options.port;
      hostNames = { at: now, names: ownHostNames(options.host, port, options.hostNames) };
    }
    return hostNames.names;
  }

  async function route(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const target = parseTarget(req.url);
    if ('status' in target) return sendRefusal(res, target);
    const refusal = checkHeaders(req) ?? checkHost(req, allowedHosts()) ?? checkOrigin(req);
    if (refusal) return sendRefusal(res, refusal);
    const { pathname } = target;
    // A screen reads (its page, the round after a change); holding streams open is not reading.
    if (pathname !== '/events') reads.seen(clientAddress(req));
    if (pathname.startsWith('/api/')) return api(req, res, pathname.slice('/api/'.length));
    if (pathname === '/events') return streams.open(req, res);
    return files(req, res, pathname);
  }

  function onRequest(req: http.IncomingMessage, res: http.ServerResponse): void {
    req.on('error', () => undefined);
    res.on('error', () => undefined);
    const busy = req.socket as Socket & { requests?: number };
    busy.requests = (busy.requests ?? 0) + 1;
    res.on('close', () => {
      busy.requests = (busy.requests ?? 1) - 1;
    });
    let task: Promise<void>;
    try {
      task = route(req, res);
    } catch (err) {
      task = Promise.reject(err);
    }
    task.catch((err: unknown) => {
      if (err instanceof Refused) return sendRefusal(res, err.refusal);
      if ((err as Error).message === 'aborted') return;
      log(`${req.method ?? '?'} ${req.url ?? '?'} failed`, err);
      if (!res.headersSent) {
        sendError(res, { code: 'INTERNAL', ...said('m.http.unexpected') });
      } else res.destroy();
    });
  }

  const server = http.createServer(
    {
      maxHeaderSize: limits.maxHeaderBytes,
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: limits.headersTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: 1_000,
      // A missing Host is refused by the Host check, with the usual error object.
      requireHostHeader: false,
      joinDuplicateHeaders: false,
    },
    onRequest,
  ) as VenueServer;
  // "Expect: 100-continue": the checks run first; the body is only invited once they pass.
  server.on('checkContinue', onRequest);
  server.on('checkExpectation', (_req: http.IncomingMessage, res: http.ServerResponse) =>
    sendRefusal(res, { status: 417, code: 'INVALID_INPUT', ...said('m.http.expectation') }),
  );
  // CONNECT (proxy tunnels) and protocol upgrades are not offered.
  const noTunnel = (req: http.IncomingMessage, socket: Socket) => {
    socket.on('error', () => undefined);
    const language = preferredLanguage(req.headers['accept-language']);
    socket.end(rawRefusal(405, textIn(language, msg('m.http.noTunnel'))));
  };
  server.on('connect', noTunnel);
  server.on('upgrade', noTunnel);
  server.venueAuth = auth;
  server.limits = limits;
  server.timeout = limits.idleTimeoutMs;
  server.maxHeadersCount = 0;

  // Connection bounds (connections.ts): per address, in total, with room kept for the server
  // machine and signed-in referees' devices.
  const connections = new ConnectionGuard(
    limits,
    () => {
      const referees = auth.sessions.refereeAddresses();
      return (address) => referees.has(address) || auth.isServerMachine(address);
    },
    auth.isServerMachine,
  );
  server.on('connection', (socket: TrackedSocket) => {
    connections.admit(socket);
  });

  server.on('clientError', answerClientError);

  server.on('close', () => streams.endAll());
  return server;
}

export function listen(server: http.Server, host: string, port: number): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}
