/**
 * The checks every venue request passes before anything else runs: a well-formed target, one
 * of this server's own Host names, a matching Origin, JSON writes. Pure functions, so a
 * malformed request can only ever produce a refusal, never an exception.
 */
import os from 'node:os';
import type { IncomingMessage } from 'node:http';
import type { ErrorCode } from '../../../shared/errors';
import { said } from '../../../shared/messages';
import type { MessageKey, MessageRef, ParamsOf } from '../../../shared/messages';
export { isPlainFileName } from '../../api/fileAccess';

export interface Refusal {
  status: number;
  code: ErrorCode;
  message: string;
  /** The message as data, for a screen that shows it in the referee's language. */
  i18n: MessageRef;
}

const refuse = <K extends MessageKey>(status: number, code: ErrorCode, key: K, ...params: ParamsOf<K>): Refusal => ({
  status,
  code,
  ...said(key, ...params),
});

/** Origin-form targets only ("/path?query"): no absolute-form, no "//", no bad percent-encoding. */
export function parseTarget(raw: string | undefined): { pathname: string } | Refusal {
  const bad = refuse(400, 'INVALID_INPUT', 'm.http.badTarget');
  if (!raw || raw[0] !== '/' || raw.startsWith('//')) return bad;
  const end = raw.search(/[?#]/);
  const encoded = end === -1 ? raw : raw.slice(0, end);
  let pathname: string;
  try {
    pathname = decodeURIComponent(encoded);
  } catch {
    return bad;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(pathname)) return bad;
  return { pathname };
}

/** Headers that must appear at most once (a second copy is how requests get smuggled or confused). */
const SINGLE = new Set([
  'host',
  'content-length',
  'content-type',
  'authorization',
  'origin',
  'transfer-encoding',
  'cookie',
]);
export const MAX_HEADER_COUNT = 64;

export function checkHeaders(req: IncomingMessage): Refusal | null {
  const raw = req.rawHeaders;
  if (raw.length / 2 > MAX_HEADER_COUNT) return refuse(431, 'INVALID_INPUT', 'm.http.manyHeaders');
  const seen = new Set<string>();
  for (let i = 0; i < raw.length; i += 2) {
    const name = (raw[i] ?? '').toLowerCase();
    if (!SINGLE.has(name)) continue;
    if (seen.has(name)) return refuse(400, 'INVALID_INPUT', 'm.http.repeatedHeader', { header: name });
    seen.add(name);
  }
  return null;
}

/**
 * The names this server answers to, with its port: its loopback names when bound to
 * loopback; every interface address, the machine's name and name.local when bound to all
 * interfaces; plus names the referee configured. Anything else is DNS rebinding or a
 * misdirected request.
 */
export function ownHostNames(bindHost: string, port: number, extra: readonly string[] = []): Set<string> {
  const names = new Set<string>();
  const add = (host: string) => {
    const h = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
    names.add(`${h}:${port}`.toLowerCase());
    if (port === 80) names.add(h.toLowerCase());
  };
  const loopback = ['127.0.0.1', 'localhost', '::1'];
  const all = bindHost === '0.0.0.0' || bindHost === '::';
  if (loopback.includes(bindHost) || all) loopback.forEach(add);
  if (all) {
    for (const addrs of Object.values(os.networkInterfaces())) for (const a of addrs ?? []) add(a.address);
  } else {
    add(bindHost);
  }
  if (!loopback.includes(bindHost)) {
    const machine = os.hostname();
    if (machine) [machine, `${machine}.local`].forEach(add);
  }
  extra.forEach(add);
  return names;
}

export function checkHost(req: IncomingMessage, allowed: Set<string>): Refusal | null {
  const host = req.headers.host?.toLowerCase();
  if (!host) return refuse(400, 'INVALID_INPUT', 'm.http.noHost');
  if (allowed.has(host)) return null;
  return refuse(421, 'UNAUTHORIZED', 'm.http.foreignHost');
}

/** A browser's Origin, when sent, must be this very server (same scheme, name and port). */
export function checkOrigin(req: IncomingMessage): Refusal | null {
  const origin = req.headers.origin;
  if (origin === undefined) return null;
  if (origin.toLowerCase() === `http://${req.headers.host?.toLowerCase() ?? ''}`) return null;
  return refuse(403, 'UNAUTHORIZED', 'm.http.foreignOrigin');
}

/** API calls are JSON: a form or text/plain post (what another web page can send freely) is refused. */
export function checkJsonContentType(req: IncomingMessage): Refusal | null {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type === 'application/json') return null;
  return refuse(415, 'INVALID_INPUT', 'm.http.json');
}

export const SESSION_COOKIE = 'its_ref_session';

export function readCookie(req: IncomingMessage, name: string): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || null;
  }
  return null;
}

export function readBearer(req: IncomingMessage): string | null {
  const match = /^Bearer ([A-Za-z0-9._~+/=-]{1,200})$/.exec(req.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/** "::ffff:192.168.1.23" → "192.168.1.23", as a referee would read it. */
export function clientAddress(req: IncomingMessage): string {
  const raw = req.socket.remoteAddress ?? 'unknown';
  return raw.startsWith('::ffff:') ? raw.slice(7) : raw;
}
