/**
 * The venue server's files over real HTTP (loopback): compressed by Accept-Encoding, the
 * build's precompressed copies preferred, hashed assets immutable for a year, the page
 * revalidated (304 with its ETag or Last-Modified), downloads never cached, the security
 * headers on every answer.
 */
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAll, signIn, startVenue } from '../../../../tests/security/testing';
import type { Venue } from '../../../../tests/security/testing';
import { precompressFolder } from './precompress';
import { chooseEncoding, isHashedAsset } from './staticFiles';

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET (or HEAD) whose body is kept as the bytes sent, still encoded. */
function get(venue: Venue, url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: venue.host,
      port: venue.port,
      path: url,
      method,
      agent: false,
      headers: { host: venue.hostHeader, ...headers },
      timeout: 10_000,
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.end();
  });
}

const SCRIPT = `${'export const rows = [];\n'.repeat(400)}console.log(rows.length);\n`;
const STYLE = `${'.row { display: grid; }\n'.repeat(200)}`;
const PAGE = `<!doctype html><html><head><title>ITS</title>${'<meta name="x" content="padding">'.repeat(60)}</head></html>`;

let venue: Venue;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'its-static-files-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), PAGE);
  writeFileSync(path.join(dir, 'assets', 'index-Dk_vfehH.js'), SCRIPT);
  writeFileSync(path.join(dir, 'assets', 'index-DyRbKpDP.css'), STYLE);
  writeFileSync(path.join(dir, 'assets', 'tiny-AbCdEf12.js'), 'x();');
  // As the build leaves them: precompressed copies beside the files.
  await precompressFolder(dir);
  venue = await startVenue({ lan: true, staticDir: dir });
});
afterAll(closeAll);

describe('compressed answers', () => {
  it.each([
    ['br', (b: Buffer) => zlib.brotliDecompressSync(b)],
    ['gzip', (b: Buffer) => zlib.gunzipSync(b)],
  ] as const)('%s decodes to the file, with the security headers and Vary', async (encoding, decode) => {
    for (const [url, text] of [
      ['/assets/index-Dk_vfehH.js', SCRIPT],
      ['/assets/index-DyRbKpDP.css', STYLE],
      ['/', PAGE],
    ] as const) {
      const res = await get(venue, url, { 'accept-encoding': `${encoding === 'br' ? 'br' : 'deflate, gzip'}` });
      expect(res.status, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe(encoding);
      expect(res.headers.vary, url).toBe('Accept-Encoding');
      expect(Number(res.headers['content-length']), url).toBe(res.body.length);
      expect(res.body.length, url).toBeLessThan(Buffer.byteLength(text) / 4);
      expect(decode(res.body).toString('utf8'), url).toBe(text);
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('prefers brotli, honours q=0, and sends the file as it is to a client that accepts neither', async () => {
    expect((await get(venue, '/', { 'accept-encoding': 'gzip, deflate, br, zstd' })).headers['content-encoding']).toBe(
      'br',
    );
    expect((await get(venue, '/', { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
    const plain = await get(venue, '/', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(PAGE);
    const none = await get(venue, '/assets/index-Dk_vfehH.js');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body.toString('utf8')).toBe(SCRIPT);
    // A file too small to gain is sent as it is.
    expect(
      (await get(venue, '/assets/tiny-AbCdEf12.js', { 'accept-encoding': 'br' })).headers['content-encoding'],
    ).toBe(undefined);
  });

  it('compresses a file the build did not precompress, once, then serves that copy', async () => {
    writeFileSync(path.join(dir, 'assets', 'late-Qw3rTy12.js'), SCRIPT.replace('rows', 'late'));
    const first = await get(venue, '/assets/late-Qw3rTy12.js', { 'accept-encoding': 'br' });
    const second = await get(venue, '/assets/late-Qw3rTy12.js', { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(first.body).toString('utf8')).toBe(SCRIPT.replace('rows', 'late'));
    expect(second.body.equals(first.body)).toBe(true);
  });

  it('chooses from Accept-Encoding as RFC 9110 reads it', () => {
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0, identity')).toBeNull();
    expect(chooseEncoding('GZIP; q=0.8')).toBe('gzip');
  });
});

describe('caching', () => {
  it('hashed assets are immutable for a year; the page and unhashed files revalidate', async () => {
    expect(isHashedAsset('assets/index-Dk_vfehH.js')).toBe(true);
    expect(isHashedAsset('/assets/index-DyRbKpDP.css')).toBe(true);
    expect(isHashedAsset('index.html')).toBe(false);
    expect(isHashedAsset('assets/logo.svg')).toBe(false);
    expect(isHashedAsset('sw.js')).toBe(false);

    const script = await get(venue, '/assets/index-Dk_vfehH.js', { 'accept-encoding': 'br' });
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await get(venue, '/', { 'accept-encoding': 'br' });
    expect(page.headers['cache-control']).toBe('no-cache');
    // A screen address falls back to the page: revalidated, never immutable.
    expect((await get(venue, '/rounds/3')).headers['cache-control']).toBe('no-cache');
    // A missing asset is a 404 that is not cached (never the page in place of a script).
    const missing = await get(venue, '/assets/gone-Zz9Yy8Xx.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('answers 304 to a page request that still holds the current version, by ETag or by date', async () => {
    const page = await get(venue, '/', { 'accept-encoding': 'gzip' });
    const etag = page.headers.etag!;
    const lastModified = page.headers['last-modified']!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const byTag = await get(venue, '/', { 'if-none-match': etag, 'accept-encoding': 'gzip' });
    expect(byTag.status).toBe(304);
    expect(byTag.body.length).toBe(0);
    expect(byTag.headers.etag).toBe(etag);
    expect(byTag.headers['cache-control']).toBe('no-cache');
    expect(byTag.headers['content-security-policy']).toContain("default-src 'self'");
    expect((await get(venue, '/', { 'if-none-match': `W/${etag}` })).status).toBe(304);
    expect((await get(venue, '/', { 'if-modified-since': lastModified })).status).toBe(304);
    expect((await get(venue, '/', { 'if-none-match': '"other"' })).status).toBe(200);

    // A new build of the page: the old tag and date no longer match.
    writeFileSync(path.join(dir, 'index.html'), PAGE.replace('ITS', 'ITS Referee Desk'));
    const later = new Date(Date.parse(lastModified) + 60_000);
    utimesSync(path.join(dir, 'index.html'), later, later);
    const changed = await get(venue, '/', { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body.toString('utf8')).toContain('ITS Referee Desk');
    expect((await get(venue, '/', { 'if-modified-since': lastModified })).status).toBe(200);
  });

  it('HEAD sends the headers only', async () => {
    const head = await get(venue, '/assets/index-Dk_vfehH.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
  });

  it('downloads stay no-store and are sent as they are', async () => {
    const exports = path.join(venue.dataDir, 'exports');
    mkdirSync(exports, { recursive: true });
    writeFileSync(path.join(exports, 'standings.csv'), 'rank;name\n'.repeat(500));
    const { bearer } = await signIn(venue);
    const res = await get(venue, '/files/standings.csv', { ...bearer, 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-disposition']).toContain('standings.csv');
    expect(res.body.toString('utf8')).toBe('rank;name\n'.repeat(500));
  });

  it('API answers stay no-store, and large ones go compressed when asked for', async () => {
    const post = (method: string, headers: Record<string, string> = {}) =>
      new Promise<Raw>((resolve, reject) => {
        const body = JSON.stringify({});
        const req = http.request({
          host: venue.host,
          port: venue.port,
          path: `/api/${method}`,
          method: 'POST',
          agent: false,
          headers: {
            host: venue.hostHeader,
            'content-type': 'application/json',
            'content-length': body.length,
            ...headers,
          },
        });
        req.on('response', (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        });
        req.on('error', reject);
        req.end(body);
      });
    const plain = await post('scoring.scenarios');
    expect(plain.status).toBe(200);
    expect(plain.headers['cache-control']).toBe('no-store');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const list = JSON.parse(plain.body.toString('utf8')) as { data: unknown[] };
    expect(list.data.length).toBeGreaterThan(10);
    for (const [encoding, decode] of [
      ['br', (b: Buffer) => zlib.brotliDecompressSync(b)],
      ['gzip', (b: Buffer) => zlib.gunzipSync(b)],
    ] as const) {
      const packed = await post('scoring.scenarios', { 'accept-encoding': encoding });
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.headers['cache-control']).toBe('no-store');
      expect(packed.headers.vary).toBe('Accept-Encoding');
      expect(packed.body.length).toBeLessThan(plain.body.length / 3);
      expect(JSON.parse(decode(packed.body).toString('utf8'))).toEqual(list);
    }
    // A small answer is not worth compressing.
    const small = await post('auth.status', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8'))).toHaveProperty('data');
  });
});
