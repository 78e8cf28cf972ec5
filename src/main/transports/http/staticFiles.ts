/**
 * The venue server's files: the built renderer (the pages and their assets) and the referee's
 * downloads. What a phone on a crowded Wi-Fi needs from it:
 *   - compressed answers, by the request's Accept-Encoding (brotli, else gzip): the build's
 *     precompressed `<file>.br` / `<file>.gz` (./precompress.ts) when they are as new as the
 *     file, else a copy compressed in memory once per file version, never per request;
 *   - hashed assets (`assets/name-<hash>.js`: a new build gives a new name) cached for a year
 *     without asking again (`immutable`); every other page file (the HTML, the service worker,
 *     the icon) revalidated each time with its ETag and Last-Modified, answered 304 when it has
 *     not changed, so a reload costs a few hundred bytes;
 *   - downloads (generated PDFs, exports) never cached (`no-store`) and sent as they are;
 *   - API answers (answers.ts `send`) never cached either, compressed as they go out
 *     (`compressAnswer`) when they are large enough to gain.
 *
 * Only regular files really inside the folder are served: no symbolic links, no `..`.
 */
import { createHash } from 'node:crypto';
import { createReadStream, promises as fs } from 'node:fs';
import type { Stats } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import zlib from 'node:zlib';
import { compress, isCompressible, MIN_COMPRESS_BYTES, SUFFIX } from './precompress';
import type { Encoding } from './precompress';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.pdf': 'application/pdf',
  '.csv': 'text/csv; charset=utf-8',
};

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Vite's hashed output names: `assets/index-B3x_9aQz.js` (a content hash of 8 characters). */
const HASHED = /^assets\/(?:[^/]+\/)*[^/]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;

/** Whether a path inside the renderer folder is a hashed asset (its content never changes). */
export function isHashedAsset(relative: string): boolean {
  return HASHED.test(relative.replace(/^\/+/, ''));
}

/** Files cached in memory are at most this large; larger ones are streamed from disk as they are. */
const CACHE_FILE_LIMIT = 16 * 1024 * 1024;
/** At most this much memory for cached files (the renderer is a few MB); the first read go first. */
const CACHE_TOTAL_LIMIT = 96 * 1024 * 1024;

/** One version of a file, as sent: its bytes, their compressed forms once made, its validators. */
interface Cached {
  size: number;
  mtimeMs: number;
  etag: string;
  lastModified: string;
  body: Buffer;
  encoded: Partial<Record<Encoding, Promise<Buffer | null>>>;
  bytes: number;
}

/**
 * The encoding to answer with, from Accept-Encoding: brotli when accepted, else gzip, else
 * none. A coding with `q=0` is refused, as is every unnamed one under `*;q=0`.
 */
export function chooseEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) accepted.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  const br = weight('br');
  const gz = Math.max(weight('gzip'), accepted.get('x-gzip') ?? 0);
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return null;
}

/**
 * An API answer compressed for the request's Accept-Encoding, or null to send it as it is
 * (small, or not asked for). Answers differ per caller and per revision, so they are compressed
 * as they go out, at settings that cost well under a millisecond for a 150-player round's
 * pairings or standings (brotli 4, gzip 5) and cut them by about eight.
 */
export function compressAnswer(
  acceptEncoding: string | undefined,
  text: string,
): { encoding: Encoding; body: Buffer } | null {
  if (text.length < MIN_COMPRESS_BYTES) return null;
  const encoding = chooseEncoding(acceptEncoding);
  if (!encoding) return null;
  const body =
    encoding === 'br'
      ? zlib.brotliCompressSync(text, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          },
        })
      : zlib.gzipSync(text, { level: 5 });
  return body.length < Buffer.byteLength(text) ? { encoding, body } : null;
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

/** Whether the request's validators show it already holds this version. */
function notModified(req: http.IncomingMessage, entry: { etag: string; mtimeMs: number }): boolean {
  const match = req.headers['if-none-match'];
  if (match !== undefined) {
    // Weak comparison (RFC 9110): a compressed answer's tag is the same file's.
    const strip = (tag: string) => tag.trim().replace(/^W\//, '');
    return match.trim() === '*' || match.split(',').some((tag) => strip(tag) === strip(entry.etag));
  }
  const since = req.headers['if-modified-since'];
  if (since === undefined) return false;
  const at = Date.parse(since);
  return Number.isFinite(at) && Math.floor(entry.mtimeMs / 1000) * 1000 <= at;
}

export interface ServeOptions {
  /** When the path is not a file: serve this file of the folder instead (the single-page app's HTML). */
  fallback?: string;
  /** A download: sent as an attachment, never cached, never compressed. */
  download?: boolean;
}

export interface StaticFilesOptions {
  /** Headers every answer carries (the security headers). */
  baseHeaders: http.OutgoingHttpHeaders;
  notFound(res: http.ServerResponse): void;
  log(message: string, err?: unknown): void;
}

export class StaticFiles {
  /** By file and version (size and modification time). */
  private readonly cache = new Map<string, Promise<Cached | null>>();
  /** The versions read, for the cache's size. */
  private readonly entries = new Map<string, Cached>();

  constructor(private readonly options: StaticFilesOptions) {}

  /** Answers a GET or HEAD for `relative` inside `root`. */
  async serve(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    root: string,
    relative: string,
    options: ServeOptions = {},
  ): Promise<void> {
    const base = path.resolve(root);
    const target = path.resolve(base, '.' + path.posix.normalize('/' + relative));
    if (target !== base && !target.startsWith(base + path.sep)) return this.options.notFound(res);
    let file = target;
    let stat = await fs.lstat(file).catch(() => null);
    if ((!stat || stat.isDirectory()) && options.fallback) {
      file = path.join(base, options.fallback);
      stat = await fs.lstat(file).catch(() => null);
    }
    // Symbolic links are not followed: only files really inside the folder are served.
    if (!stat || !stat.isFile()) return this.options.notFound(res);
    const type = MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    if (options.download) return this.stream(req, res, file, stat.size, type, path.basename(file));

    const entry = stat.size <= CACHE_FILE_LIMIT ? await this.load(file, stat) : null;
    if (!entry) return this.stream(req, res, file, stat.size, type, null);
    const hashed = file === target && isHashedAsset(path.relative(base, file).split(path.sep).join('/'));
    const headers: http.OutgoingHttpHeaders = {
      ...this.options.baseHeaders,
      'content-type': type,
      'cache-control': hashed ? IMMUTABLE : REVALIDATE,
      etag: entry.etag,
      'last-modified': entry.lastModified,
      vary: 'Accept-Encoding',
    };
    if (notModified(req, entry)) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    const encoding = isCompressible(file, entry.size) ? chooseEncoding(req.headers['accept-encoding']) : null;
    const packed = encoding ? await this.encoded(file, entry, encoding) : null;
    const body = packed ?? entry.body;
    if (packed && encoding) headers['content-encoding'] = encoding;
    headers['content-length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** A file sent from disk as it is: downloads, and files too large to keep in memory. */
  private stream(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    file: string,
    size: number,
    type: string,
    download: string | null,
  ): void {
    const headers: http.OutgoingHttpHeaders = {
      ...this.options.baseHeaders,
      'content-type': type,
      'content-length': size,
      'cache-control': 'no-store',
    };
    if (download !== null) headers['content-disposition'] = attachment(download);
    res.writeHead(200, headers);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    pipeline(createReadStream(file), res, (err) => {
      if (err && err.code !== 'ERR_STREAM_PREMATURE_CLOSE')
        this.options.log(`reading ${path.basename(file)} failed`, err);
    });
  }

  /** The file's current version, read once: every request for it until it changes shares this. */
  private load(file: string, stat: Stats): Promise<Cached | null> {
    const key = `${file}\n${stat.size}\n${stat.mtimeMs}`;
    const known = this.cache.get(key);
    if (known) return known;
    // A new version replaces the old ones.
    for (const old of this.cache.keys()) if (old.startsWith(`${file}\n`)) this.drop(old);
    const loading = this.read(file, stat, key);
    this.cache.set(key, loading);
    return loading;
  }

  private async read(file: string, stat: Stats, key: string): Promise<Cached | null> {
    const body = await fs.readFile(file).catch(() => null);
    if (!body || body.length !== stat.size) {
      // Changed while being read (a rebuild): the next request reads it again.
      this.cache.delete(key);
      return null;
    }
    const entry: Cached = {
      size: stat.size,
      mtimeMs: stat.mtimeMs,
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
      lastModified: stat.mtime.toUTCString(),
      body,
      encoded: {},
      bytes: body.length,
    };
    this.entries.set(key, entry);
    this.trim(key);
    return entry;
  }

  /** The compressed body: the build's precompressed copy, else compressed here once. */
  private encoded(file: string, entry: Cached, encoding: Encoding): Promise<Buffer | null> {
    const known = entry.encoded[encoding];
    if (known) return known;
    const made = (async (): Promise<Buffer | null> => {
      const copy = file + SUFFIX[encoding];
      const stat = await fs.lstat(copy).catch(() => null);
      let packed: Buffer | null = null;
      if (stat?.isFile() && stat.mtimeMs >= entry.mtimeMs) packed = await fs.readFile(copy).catch(() => null);
      packed ??= await compress(entry.body, encoding, false).catch((err: unknown) => {
        this.options.log(`compressing ${path.basename(file)} failed`, err);
        return null;
      });
      // A compressed copy no smaller than the file is not worth sending.
      if (!packed || packed.length >= entry.body.length) return null;
      entry.bytes += packed.length;
      return packed;
    })();
    entry.encoded[encoding] = made;
    return made;
  }

  private drop(key: string): void {
    this.cache.delete(key);
    this.entries.delete(key);
  }

  /** Drops the files read longest ago while the cache holds more than its limit (never `keep`). */
  private trim(keep: string): void {
    let total = 0;
    for (const entry of this.entries.values()) total += entry.bytes;
    for (const [key, entry] of this.entries) {
      if (total <= CACHE_TOTAL_LIMIT) return;
      if (key === keep) continue;
      this.drop(key);
      total -= entry.bytes;
    }
  }
}
