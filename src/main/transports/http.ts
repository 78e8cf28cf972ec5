/**
 * Venue mode: the registry over HTTP, the built renderer as static files, and pushes over
 * Server-Sent Events. No logic of its own beyond access control:
 *   - on 127.0.0.1 everything is allowed (it is the referee's own machine);
 *   - on the LAN, public reads (pairings, standings) are open, and everything else needs the
 *     referee PIN in the `x-referee-pin` header.
 */
import { createReadStream, promises as fs } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { timingSafeEqual } from 'node:crypto';
import type { ApiErrorBody, ApiResult, ErrorCode } from '../../shared/errors';
import type { AppCore } from '../app';

const MAX_BODY_BYTES = 32 * 1024 * 1024;

const STATUS: Record<ErrorCode, number> = {
  INVALID_INPUT: 400,
  UNAUTHORIZED: 401,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RULES_VIOLATION: 422,
  IO_FAILURE: 500,
  INTERNAL: 500,
};

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.pdf': 'application/pdf',
  '.csv': 'text/csv; charset=utf-8',
};

export interface HttpOptions {
  core: AppCore;
  host: string;
  port: number;
  /** Required for non-public calls when the server is reachable from the LAN. */
  pin: string | null;
  /** The built renderer (out/renderer); omitted in API-only tests. */
  staticDir?: string;
  /** Where downloadable files live (generated PDFs, exports); resolved per request. */
  filesDir?: () => string | null;
}

export function isLoopback(host: string): boolean {
  return host === '127.0.0.1' || host === 'localhost' || host === '::1';
}

function pinMatches(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The player session cookie set by `players.signIn` (player reporting from phones). */
const PLAYER_COOKIE = 'its-player';

function cookieValue(req: http.IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(text);
}

function sendError(res: http.ServerResponse, error: ApiErrorBody): void {
  sendJson(res, STATUS[error.code], { error });
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Error('too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function createHttpServer(options: HttpOptions): http.Server {
  const { core } = options;
  const lan = !isLoopback(options.host);
  const sseClients = new Set<http.ServerResponse>();

  core.onPush((name, payload) => {
    const frame = `event: ${name}\ndata: ${JSON.stringify(payload)}\n\n`;
    for (const client of sseClients) client.write(frame);
  });

  async function handleApi(req: http.IncomingMessage, res: http.ServerResponse, method: string): Promise<void> {
    if (req.method !== 'POST') {
      sendError(res, { code: 'INVALID_INPUT', message: 'API calls use POST with a JSON body.' });
      return;
    }
    let params: unknown;
    try {
      const text = await readBody(req);
      params = text.trim() === '' ? undefined : JSON.parse(text);
    } catch (err) {
      const message =
        (err as Error).message === 'too large'
          ? 'The request body is too large.'
          : 'The request body is not valid JSON.';
      sendError(res, { code: 'INVALID_INPUT', message });
      return;
    }
    const info = core.registry.info(method);
    const player = core.playerSessions.get(cookieValue(req, PLAYER_COOKIE)) ?? undefined;
    const pinGiven = req.headers['x-referee-pin'];
    const isReferee =
      !player &&
      (!lan || (options.pin !== null && pinMatches(options.pin, typeof pinGiven === 'string' ? pinGiven : undefined)));
    if (info && !info.public && !isReferee && !(player && info.player)) {
      sendError(res, {
        code: 'UNAUTHORIZED',
        message: info.write
          ? 'Changes from the venue network need the referee PIN.'
          : 'This information is for the referee only; enter the referee PIN.',
      });
      return;
    }
    const remote = req.socket.remoteAddress ?? 'lan';
    const actor = lan ? (isReferee ? `referee@${remote}` : `visitor@${remote}`) : 'local';
    const client = req.socket.remoteAddress ?? 'lan';
    const result: ApiResult<unknown> = await core.call(method, params, { actor, isReferee, player, client });
    if ('error' in result) return sendError(res, result.error);
    if (method === 'players.signIn') {
      const { token } = result.data as { token: string };
      res.setHeader('set-cookie', `${PLAYER_COOKIE}=${token}; HttpOnly; SameSite=Strict; Path=/`);
    }
    sendJson(res, 200, result);
  }

  function handleEvents(req: http.IncomingMessage, res: http.ServerResponse): void {
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-store',
      connection: 'keep-alive',
    });
    res.write(': connected\n\n');
    sseClients.add(res);
    const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), 25_000);
    req.on('close', () => {
      clearInterval(keepAlive);
      sseClients.delete(res);
    });
  }

  async function serveFile(res: http.ServerResponse, root: string, relative: string, fallback?: string): Promise<void> {
    const target = path.resolve(root, '.' + path.posix.normalize('/' + relative));
    if (!target.startsWith(path.resolve(root))) {
      sendError(res, { code: 'NOT_FOUND', message: 'Not found.' });
      return;
    }
    let file = target;
    let stat = await fs.stat(file).catch(() => null);
    if ((!stat || stat.isDirectory()) && fallback) {
      file = path.join(root, fallback);
      stat = await fs.stat(file).catch(() => null);
    }
    if (!stat || !stat.isFile()) {
      sendError(res, { code: 'NOT_FOUND', message: `Not found: ${relative}` });
      return;
    }
    const type = MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    const headers: http.OutgoingHttpHeaders = { 'content-type': type, 'content-length': stat.size };
    if (type === 'application/pdf' || type.startsWith('text/csv')) {
      headers['content-disposition'] = `attachment; filename="${path.basename(file)}"`;
    }
    res.writeHead(200, headers);
    createReadStream(file).pipe(res);
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const pathname = decodeURIComponent(url.pathname);
    const task = (async () => {
      if (pathname.startsWith('/api/')) return handleApi(req, res, pathname.slice('/api/'.length));
      if (pathname === '/events') return handleEvents(req, res);
      if (pathname.startsWith('/files/')) {
        const dir = options.filesDir?.();
        if (!dir) return sendError(res, { code: 'NOT_FOUND', message: 'No files are available.' });
        const pinGiven =
          (req.headers['x-referee-pin'] as string | undefined) ?? url.searchParams.get('pin') ?? undefined;
        if (lan && (options.pin === null || !pinMatches(options.pin, pinGiven))) {
          return sendError(res, { code: 'UNAUTHORIZED', message: 'Downloads need the referee PIN.' });
        }
        return serveFile(res, dir, pathname.slice('/files/'.length));
      }
      if (!options.staticDir)
        return sendError(res, { code: 'NOT_FOUND', message: 'No user interface is served here.' });
      return serveFile(res, options.staticDir, pathname === '/' ? 'index.html' : pathname, 'index.html');
    })();
    task.catch((err: unknown) => {
      if (!res.headersSent)
        sendError(res, { code: 'INTERNAL', message: `Unexpected error: ${(err as Error).message}` });
      else res.end();
    });
  });
  server.on('close', () => {
    for (const client of sseClients) client.end();
  });
  return server;
}

export function listen(server: http.Server, host: string, port: number): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server.address() as AddressInfo));
  });
}
