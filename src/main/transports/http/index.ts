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
import { CONTENT_SECURITY_POLICY } from '../../../shared/csp';
import type { ApiErrorBody, ApiResult, ErrorCode } from '../../../shared/errors';
import { english, msg, said, when } from '../../../shared/messages';
import { textIn } from '../../../shared/i18n/everyLanguage';
import type { AppCore } from '../../appCore';
import type { PushEvents } from '../../../shared/api';
import type { CallerAuth } from '../../api/context';
import { serverMachine, VenueAuth } from '../../auth/venueAuth';
import type { Session } from '../../auth/venueAuth';
import { deviceKind } from '../../auth/sessions';
import type { PinRecord } from '../../auth/pinStore';
import { monotonic } from '../../auth/throttle';
import type { Clock } from '../../auth/throttle';
import {
  checkHeaders,
  checkHost,
  checkJsonContentType,
  checkOrigin,
  clientAddress,
  isPlainFileName,
  ownHostNames,
  parseTarget,
  readBearer,
  readCookie,
  SESSION_COOKIE,
} from './guards';
import type { Refusal } from './guards';
import { admitStream, ConnectionGuard, RecentReads } from './connections';
import { changesOpenEvent, fenceToEvent } from './eventFence';
import type { StreamClient, TrackedSocket } from './connections';
import { preferredLanguage } from './language';
import { defaultLimits } from './limits';
import type { Limits } from './limits';
import { compressAnswer, StaticFiles } from './staticFiles';
import { OneAtATime } from './oneAtATime';

export { isPlainFileName } from './guards';
export type { Limits } from './limits';

const STATUS: Record<ErrorCode, number> = {
  INVALID_INPUT: 400,
  UNAUTHORIZED: 401,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RULES_VIOLATION: 422,
  IO_FAILURE: 500,
  INTERNAL: 500,
};

/**
 * Sent with every answer: the page's Content-Security-Policy (src/shared/csp.ts), no framing by
 * other pages, no type sniffing, no referrer leaks.
 */
const BASE_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
};

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

class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}

function send(res: http.ServerResponse, status: number, body: unknown, headers: http.OutgoingHttpHeaders = {}): void {
  if (res.headersSent || res.destroyed) return;
  const text = JSON.stringify(body);
  // Large answers (a round's pairings, the standings) go compressed to a crowded Wi-Fi.
  const packed = compressAnswer(res.req?.headers['accept-encoding'], text);
  res.writeHead(status, {
    ...BASE_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    vary: 'Accept-Encoding',
    ...(packed ? { 'content-encoding': packed.encoding } : {}),
    'content-length': packed ? packed.body.length : Buffer.byteLength(text),
    ...headers,
  });
  res.end(packed ? packed.body : text);
}

/**
 * An error as the caller reads it: the message in the language its browser asks for (the key
 * stays beside it, so the app's screens render it in the event's language instead).
 */
function spoken(res: http.ServerResponse, error: ApiErrorBody): ApiErrorBody {
  const language = preferredLanguage(res.req?.headers['accept-language']);
  return language === 'en' || !error.i18n ? error : { ...error, message: textIn(language, error.i18n) };
}

function sendError(res: http.ServerResponse, error: ApiErrorBody, status = STATUS[error.code]): void {
  send(res, status, { error: spoken(res, error) });
}

/** Answers a refusal and closes the connection, so an unread body is never waited for. */
function sendRefusal(res: http.ServerResponse, refusal: Refusal, headers: http.OutgoingHttpHeaders = {}): void {
  const { code, message, i18n } = refusal;
  send(res, refusal.status, { error: spoken(res, { code, message, i18n }) }, { connection: 'close', ...headers });
  // A body still arriving (a slow sender past its deadline) is not waited for.
  if (refusal.status === 408) res.once('finish', () => res.destroy());
}

/**
 * A raw 400/408/431 for requests Node's parser already refused: no request object exists, so no
 * Accept-Language either, and the message stays English (no browser shows these).
 */
function rawRefusal(status: number, message: string): string {
  const body = JSON.stringify({ error: { code: 'INVALID_INPUT', message } });
  return (
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? 'Bad Request'}\r\n` +
    `content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
    `connection: close\r\n\r\n${body}`
  );
}

/**
 * `Content-Disposition` for a download: an ASCII fallback name (no quotes or backslashes that
 * could end the quoted string) plus the real name percent-encoded (RFC 6266 / RFC 5987).
 */
function attachment(name: string): string {
  const ascii = name.normalize('NFKD').replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * Reads a body already known (from Content-Length) to fit; stops at `limit` regardless, and
 * refuses (408, connection closed) a body that has not all arrived `deadlineMs` after its headers.
 */
function readBody(req: http.IncomingMessage, limit: number, deadlineMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const timer = setTimeout(() => {
      reject(new Refused({ status: 408, code: 'INVALID_INPUT', ...said('m.http.slowBody') }));
    }, deadlineMs);
    const settle = () => clearTimeout(timer);
    req.on('end', settle);
    req.on('close', settle);
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new Refused({ status: 413, code: 'INVALID_INPUT', ...said('m.http.tooLarge') }));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
    req.on('aborted', () => reject(new Error('aborted')));
  });
}

interface Caller {
  address: string;
  referee: boolean;
  actor: string;
  session: Session | null;
  token: string | null;
}

/**
 * An open event stream (a screen): who opened it, and with which session. `referee` decides what
 * it is sent (a change's patches); `privileged` (a referee or the server machine) its room.
 */
interface Stream extends StreamClient {
  referee: boolean;
  token: string | null;
}

/** Everything a test or the serve script needs besides the Node server itself. */
export interface VenueServer extends http.Server {
  venueAuth: VenueAuth;
  limits: Limits;
}

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

  // The pages and downloads: compressed, cached and revalidated as ./staticFiles.ts explains.
  const files = new StaticFiles({
    baseHeaders: BASE_HEADERS,
    attachment,
    notFound: (res) => sendError(res, { code: 'NOT_FOUND', ...said('m.http.notFound') }),
    log,
  });

  const streams = new Map<http.ServerResponse, Stream>();
  /** Players' live score previews, scored one at a time between everything else (oneAtATime.ts). */
  const previews = new OneAtATime();
  const reads = new RecentReads();
  core.onPush((name, payload) => {
    const frame = `event: ${name}\ndata: ${JSON.stringify(payload)}\n\n`;
    // A saved change's entry (its patches) may hold private data: only referees' streams get it.
    let publicFrame = frame;
    if (name === 'event.changed' && 'entry' in payload) {
      const { entry: _private, baseAt: _base, ...announcement } = payload as PushEvents['event.changed'];
      publicFrame = `event: ${name}\ndata: ${JSON.stringify(announcement)}\n\n`;
    }
    for (const [client, stream] of streams) {
      // A screen that stops reading is dropped rather than buffered without end.
      if (client.writableLength > 1024 * 1024) client.destroy();
      else client.write(publicFrame === frame || stillReferee(stream) ? frame : publicFrame);
    }
  });

  /** A referee's stream stays one only while its session lives (signed out, expired: it does not). */
  function stillReferee(stream: Stream): boolean {
    if (!stream.referee) return false;
    if (!lan || stream.token === null) return true;
    const session = auth.authenticate(stream.token, stream.address, 'cookie');
    return session !== 'locked' && session?.kind === 'referee';
  }

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

  /** Who is calling, from the headers alone (before any body is read). */
  function identify(req: http.IncomingMessage): Caller {
    const address = clientAddress(req);
    const bearer = readBearer(req);
    if (req.headers.authorization !== undefined && bearer === null) {
      throw new Refused({ status: 401, code: 'UNAUTHORIZED', ...said('m.http.badAuthorization') });
    }
    const cookie = bearer === null ? readCookie(req, SESSION_COOKIE) : null;
    const token = bearer ?? cookie;
    let session: Session | null = null;
    if (token !== null) {
      const found = auth.authenticate(token, address, bearer !== null ? 'bearer' : 'cookie');
      if (found === 'locked') {
        throw new Refused({ status: 429, code: 'UNAUTHORIZED', ...said('m.http.tooManySignIns') });
      }
      if (found === null && bearer !== null) {
        throw new Refused({ status: 401, code: 'UNAUTHORIZED', ...said('m.http.badToken') });
      }
      session = found;
    }
    // Its connection is a signed-in device's: never closed to make room for another.
    if (session) (req.socket as TrackedSocket).signedIn = true;
    // On the server machine everything is the referee's, except a phone signed in as a player.
    if (!lan) {
      const referee = session?.kind !== 'player';
      return { address, referee, actor: session?.actor ?? 'local', session, token: session ? token : null };
    }
    return {
      address,
      referee: session?.kind === 'referee',
      // Never an address: the audit log and the screens name people and devices.
      actor: session?.actor ?? 'visitor',
      session,
      token: session ? token : null,
    };
  }

  async function handleApi(req: http.IncomingMessage, res: http.ServerResponse, method: string): Promise<void> {
    if (req.method !== 'POST') {
      return sendRefusal(res, { status: 405, code: 'INVALID_INPUT', ...said('m.http.usePost') });
    }
    const typeRefusal = checkJsonContentType(req);
    if (typeRefusal) return sendRefusal(res, typeRefusal);
    const caller = identify(req);
    const info = core.registry.info(method);
    if (!info) {
      return sendRefusal(res, { status: 404, code: 'NOT_FOUND', ...said('m.http.unknownMethod') });
    }
    // A player's phone session reaches only the player methods (reports.*), besides public reads.
    const playerMayCall = caller.session?.kind === 'player' && info.player === true;
    if (!info.public && !caller.referee && !playerMayCall) {
      return sendRefusal(res, {
        status: 401,
        code: 'UNAUTHORIZED',
        ...said(info.write ? 'm.http.refereeWrite' : 'm.http.refereeRead'),
      });
    }
    const limit = caller.referee ? limits.refereeBodyBytes : limits.anonymousBodyBytes;
    const declared = req.headers['content-length'];
    if (declared === undefined) {
      return sendRefusal(res, { status: 411, code: 'INVALID_INPUT', ...said('m.http.needLength') });
    }
    if (!/^\d{1,12}$/.test(declared) || Number(declared) > limit) {
      return sendRefusal(res, { status: 413, code: 'INVALID_INPUT', ...said('m.http.tooLarge') });
    }
    // A player's phone writes a bounded number of times (auth/playerWrites.ts), checked before the body is read.
    const writer = caller.session?.kind === 'player' && info.write ? caller.session.player : undefined;
    if (req.headers.expect?.toLowerCase() === '100-continue') res.writeContinue();
    const text = await readBody(req, limit, caller.referee ? limits.requestTimeoutMs : limits.bodyTimeoutMs);
    let params: unknown;
    try {
      params = text.trim() === '' ? undefined : JSON.parse(text);
    } catch {
      return sendError(res, { code: 'INVALID_INPUT', ...said('m.http.badJson') });
    }
    if (changesOpenEvent(info)) {
      const fenced = fenceToEvent(params, info, caller.session?.kind === 'player' ? caller.session.player : undefined);
      if ('error' in fenced) return sendError(res, fenced.error);
      params = fenced.params;
    }
    const player = caller.session?.kind === 'player' ? caller.session.player : undefined;
    const writerKey = player ? `${player.eventId}:${player.playerId}` : '';
    // A live score preview is scored by main: bounded per player and per device (auth/playerWrites.ts).
    const preview =
      !!player && method === 'reports.mine' && (params as { facts?: unknown } | undefined)?.facts !== undefined;
    if (preview) {
      const device = auth.isServerMachine(caller.address) ? null : caller.address;
      const verdict = auth.playerPreviews.take(writerKey, device);
      if (!verdict.allowed) {
        const i18n = msg('m.report.slowPreviews', { time: when(auth.toWall(verdict.retryAt), 'seconds') });
        return sendError(res, { code: 'CONFLICT', message: english(i18n), i18n }, 429);
      }
    }
    const writeRound = (params as { round?: unknown } | undefined)?.round;
    if (writer) {
      const verdict = auth.playerWrites.take(writerKey, typeof writeRound === 'number' ? writeRound : null);
      if (!verdict.allowed) {
        const i18n =
          verdict.reason === 'minute'
            ? msg('m.report.slowDown', { count: verdict.count, time: when(auth.toWall(verdict.retryAt), 'seconds') })
            : msg('m.report.roundWrites', { count: verdict.count, round: verdict.round });
        return sendError(res, { code: 'CONFLICT', message: english(i18n), i18n }, 429);
      }
    }
    const callerAuth: CallerAuth | undefined = lan
      ? {
          venue: auth,
          address: caller.address,
          token: caller.token,
          session: caller.session,
          deviceKind: deviceKind(req.headers['user-agent']),
        }
      : undefined;
    const answer = () =>
      core.call(method, params, {
        actor: caller.actor,
        isReferee: caller.referee,
        auth: callerAuth,
        player: caller.session?.player,
        playerSignIn: {
          venue: auth,
          address: caller.address,
          token: caller.session?.kind === 'player' ? caller.token : null,
        },
        // The local CLI runs as the user and may name paths, as it does without a server.
        files: caller.session?.cli ? { kind: 'paths' } : undefined,
      });
    const result: ApiResult<unknown> = await (preview ? previews.run(answer) : answer());
    if ('error' in result) return sendError(res, result.error);
    if (writer && typeof writeRound === 'number') auth.playerWrites.saved(writerKey, writeRound);
    const headers: http.OutgoingHttpHeaders = {};
    if (method === 'auth.signIn' || method === 'players.signIn') {
      const { token } = result.data as { token: string };
      headers['set-cookie'] = `${SESSION_COOKIE}=${token}; HttpOnly; SameSite=Strict; Path=/`;
    } else if (method === 'auth.signOut' || method === 'players.signOut') {
      headers['set-cookie'] = `${SESSION_COOKIE}=; HttpOnly; SameSite=Strict; Path=/; Max-Age=0`;
    }
    send(res, 200, result, headers);
  }

  function handleEvents(req: http.IncomingMessage, res: http.ServerResponse): void {
    if (req.method !== 'GET') {
      return sendRefusal(res, { status: 405, code: 'INVALID_INPUT', ...said('m.http.streamGet') });
    }
    const caller = identify(req);
    const serverSide = auth.isServerMachine(caller.address);
    const signedIn = caller.session !== null;
    if (!admitStream(streams.values(), { ...caller, serverMachine: serverSide, signedIn }, limits, reads)) {
      // Retry-After: the phone page and the projector try again (lib/api.ts backs off further).
      return sendRefusal(
        res,
        { status: 503, code: 'CONFLICT', ...said('m.http.tooManyScreens') },
        { 'retry-after': '5' },
      );
    }
    res.writeHead(200, {
      ...BASE_HEADERS,
      'content-type': 'text/event-stream',
      'cache-control': 'no-store',
      connection: 'keep-alive',
    });
    res.write(': connected\n\n');
    streams.set(res, {
      address: caller.address,
      referee: caller.referee,
      token: caller.token,
      privileged: caller.referee || serverSide,
      signedIn,
      openedAt: monotonic(),
      close: () => {
        streams.delete(res);
        res.destroy();
      },
    });
    const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), 25_000);
    res.on('close', () => {
      clearInterval(keepAlive);
      streams.delete(res);
    });
  }

  async function route(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const target = parseTarget(req.url);
    if ('status' in target) return sendRefusal(res, target);
    const refusal = checkHeaders(req) ?? checkHost(req, allowedHosts()) ?? checkOrigin(req);
    if (refusal) return sendRefusal(res, refusal);
    const { pathname } = target;
    // A screen reads (its page, the round after a change); holding streams open is not reading.
    if (pathname !== '/events') reads.seen(clientAddress(req));
    if (pathname.startsWith('/api/')) return handleApi(req, res, pathname.slice('/api/'.length));
    if (pathname === '/events') return handleEvents(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendRefusal(res, { status: 405, code: 'INVALID_INPUT', ...said('m.http.onlyGet') });
    }
    if (pathname.startsWith('/files/')) {
      const name = pathname.slice('/files/'.length);
      if (!identify(req).referee) {
        return sendError(res, { code: 'UNAUTHORIZED', ...said('m.http.downloadSignIn') });
      }
      const dir = options.filesDir?.();
      if (!dir || !isPlainFileName(name)) return sendError(res, { code: 'NOT_FOUND', ...said('m.http.notFound') });
      return files.serve(req, res, dir, name, { download: true });
    }
    if (!options.staticDir) {
      return sendError(res, { code: 'NOT_FOUND', ...said('m.http.noInterface') });
    }
    // A screen's address is the single-page app's HTML; a missing asset is a 404, never the page.
    return files.serve(req, res, options.staticDir, pathname === '/' ? 'index.html' : pathname, {
      fallback: pathname.startsWith('/assets/') ? undefined : 'index.html',
    });
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

  server.on('clientError', (err: NodeJS.ErrnoException, socket: Socket) => {
    if (!socket.writable || err.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const status =
      err.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' || err.code === 'ERR_HTTP_HEADERS_TIMEOUT'
          ? 408
          : 400;
    const message =
      status === 431
        ? 'The request headers are too large.'
        : status === 408
          ? 'The request took too long to arrive.'
          : 'The request is not valid HTTP.';
    socket.end(rawRefusal(status, message));
  });

  server.on('close', () => {
    for (const client of streams.keys()) client.end();
  });
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
