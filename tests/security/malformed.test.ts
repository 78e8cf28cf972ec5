/**
 * Build 1 · No request can take the server down. Malformed request lines, bad percent-encoding,
 * `GET //`, absolute-form targets, oversized and repeated headers, non-JSON bodies: each is
 * answered 400 (431 for oversized headers) with the usual error object, and the server keeps
 * serving. Then 10,000 fuzzed requests, none of which may get a 5xx or stop the server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, closeAll, raw, startVenue, statusOf, stillServing } from './testing';
import type { Venue } from './testing';

let venue: Venue;
beforeAll(async () => {
  venue = await startVenue({ lan: true });
});
afterAll(closeAll);

const jsonError = (response: string) => {
  const body = response.slice(response.indexOf('\r\n\r\n') + 4);
  return (JSON.parse(body) as { error: { code: string; message: string } }).error;
};

describe('malformed requests are refused with an error object, and the server keeps serving', () => {
  const cases: [string, (v: Venue) => string, number][] = [
    ['a lone % in the path (the one-request crash)', (v) => `GET /% HTTP/1.1\r\nHost: ${v.hostHeader}\r\n\r\n`, 400],
    ['bad percent-encoding in an API path', (v) => `POST /api/%E0%A4%A HTTP/1.1\r\nHost: ${v.hostHeader}\r\n\r\n`, 400],
    ['GET //', (v) => `GET // HTTP/1.1\r\nHost: ${v.hostHeader}\r\n\r\n`, 400],
    [
      'an absolute-form target',
      (v) => `GET http://${v.hostHeader}/api/app.info HTTP/1.1\r\nHost: ${v.hostHeader}\r\n\r\n`,
      400,
    ],
    ['an asterisk-form target', (v) => `OPTIONS * HTTP/1.1\r\nHost: ${v.hostHeader}\r\n\r\n`, 400],
    ['a request line that is not HTTP', () => `HELLO THERE\r\n\r\n`, 400],
    ['an encoded NUL in the path', (v) => `GET /%00 HTTP/1.1\r\nHost: ${v.hostHeader}\r\n\r\n`, 400],
    [
      'an encoded backslash escape',
      (v) => `GET /..%5c..%5cetc%5cpasswd HTTP/1.1\r\nHost: ${v.hostHeader}\r\n\r\n`,
      400,
    ],
    [
      'headers larger than 8 KB',
      (v) => `GET / HTTP/1.1\r\nHost: ${v.hostHeader}\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
    ],
    ['a repeated Host header', (v) => `GET / HTTP/1.1\r\nHost: ${v.hostHeader}\r\nHost: ${v.hostHeader}\r\n\r\n`, 400],
    [
      'a repeated Content-Type header',
      (v) =>
        `POST /api/app.info HTTP/1.1\r\nHost: ${v.hostHeader}\r\nContent-Type: application/json\r\nContent-Type: text/plain\r\nContent-Length: 2\r\n\r\n{}`,
      400,
    ],
    [
      'a hundred headers',
      (v) =>
        `GET / HTTP/1.1\r\nHost: ${v.hostHeader}\r\n${Array.from({ length: 100 }, (_, i) => `X-H${i}: 1\r\n`).join('')}\r\n`,
      431,
    ],
    [
      'a body that is not JSON',
      (v) =>
        `POST /api/auth.signIn HTTP/1.1\r\nHost: ${v.hostHeader}\r\nContent-Type: application/json\r\nContent-Length: 9\r\n\r\n{not json`,
      400,
    ],
    [
      'a JSON body that is not an object',
      (v) =>
        `POST /api/auth.signIn HTTP/1.1\r\nHost: ${v.hostHeader}\r\nContent-Type: application/json\r\nContent-Length: 4\r\n\r\nnull`,
      400,
    ],
    [
      'Content-Length and chunked together (request smuggling)',
      (v) =>
        `POST /api/app.info HTTP/1.1\r\nHost: ${v.hostHeader}\r\nContent-Type: application/json\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
      400,
    ],
    ['a missing Host header', () => `GET / HTTP/1.1\r\n\r\n`, 400],
    ['CONNECT (a proxy tunnel)', (v) => `CONNECT ${v.hostHeader} HTTP/1.1\r\nHost: ${v.hostHeader}\r\n\r\n`, 405],
    ['an unknown Expect', (v) => `GET / HTTP/1.1\r\nHost: ${v.hostHeader}\r\nExpect: teapot\r\n\r\n`, 417],
  ];

  it.each(cases)('%s', async (_name, build, status) => {
    const response = await raw(venue, build(venue));
    expect(statusOf(response)).toBe(status);
    expect(jsonError(response).code).toBe('INVALID_INPUT');
    expect(await stillServing(venue)).toBe(true);
  });

  it('a failure inside a request is logged and answered 500 with an error object; the server lives on', async () => {
    const logged: string[] = [];
    const failing = await startVenue({ lan: false, log: (message) => logged.push(message) });
    // A fault no handler produces on purpose: the registry lookup itself throws for one method.
    const info = failing.core.registry.info.bind(failing.core.registry);
    failing.core.registry.info = (method: string) => {
      if (method === 'app.info') throw new Error('boom');
      return info(method);
    };
    const res = await api(failing, 'app.info', {});
    expect(res.status).toBe(500);
    expect((res.body as { error: { code: string; message: string } }).error.code).toBe('INTERNAL');
    expect((res.body as { error: { message: string } }).error.message).not.toContain('boom');
    expect(logged).toEqual(['POST /api/app.info failed']);
    failing.core.registry.info = info;
    expect(await stillServing(failing)).toBe(true);
  });
});

/** A small deterministic generator, so a failing fuzz case can be replayed. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const PIECES = [
  '%',
  '%%',
  '%zz',
  '%E0%A4%A',
  '%00',
  '%2e%2e',
  '..',
  '//',
  '\\',
  '?',
  '#',
  '@',
  ':',
  ';',
  '%ff',
  '%c0%ae',
  'api',
  'events',
  'files',
  'app.info',
  'auth.signIn',
  'events.get',
  '~',
  '*',
  '%0d%0a',
  ' ',
  '\t',
  'ñ',
  '💥',
  '\u0000',
];
const METHODS = [
  'GET',
  'POST',
  'HEAD',
  'PUT',
  'DELETE',
  'OPTIONS',
  'TRACE',
  'CONNECT',
  'PATCH',
  'G ET',
  'get',
  '',
  'BREW',
];
const HEADER_NAMES = [
  'Host',
  'Origin',
  'Content-Type',
  'Content-Length',
  'Authorization',
  'Cookie',
  'Transfer-Encoding',
  'X-Referee-Pin',
  'Range',
  'Expect',
];

function fuzzRequest(rand: () => number, hostHeader: string): string {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const kind = rand();
  let target: string;
  if (kind < 0.1) target = `http://${hostHeader}/${pick(PIECES)}`;
  else if (kind < 0.15) target = '*';
  else
    target = '/' + Array.from({ length: 1 + Math.floor(rand() * 5) }, () => pick(PIECES)).join(rand() < 0.5 ? '/' : '');
  const version = rand() < 0.9 ? 'HTTP/1.1' : pick(['HTTP/1.0', 'HTTP/2.0', 'HTTP/9', 'HTTX/1.1', '']);
  const lines = [`${pick(METHODS)} ${target} ${version}`];
  if (rand() < 0.8)
    lines.push(`Host: ${rand() < 0.8 ? hostHeader : pick(['evil.example', '', hostHeader + 'x', '[::1]:1'])}`);
  const extra = Math.floor(rand() * 4);
  for (let i = 0; i < extra; i++) {
    const name = pick(HEADER_NAMES);
    const value =
      name === 'Content-Length'
        ? pick(['0', '5', '-1', '99999999999999999999', 'abc', '1, 2'])
        : name === 'Authorization'
          ? pick(['Bearer x', 'Bearer', 'Basic Zm9vOmJhcg==', 'Bearer ' + 'a'.repeat(300)])
          : pick(PIECES) + pick(PIECES);
    lines.push(`${name}: ${value}`);
  }
  const body = rand() < 0.3 ? pick(['{', '[]', '{"pin":1}', 'null', '"x"', '\u0000\u0000']) : '';
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

describe('10,000 fuzzed request lines, paths and headers', () => {
  it('never get a 5xx, never stop the server', async () => {
    const rand = mulberry32(11);
    const total = 10_000;
    const statuses = new Map<number, number>();
    let next = 0;
    const started = Date.now();
    // 24 sockets at a time from the server machine itself (no sign-in lockout involved).
    const worker = async () => {
      while (next < total) {
        next++;
        const response = await raw(venue, fuzzRequest(rand, venue.hostHeader), { waitMs: 2_000, statusOnly: true });
        const status = statusOf(response);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: 24 }, worker));
    const elapsed = Date.now() - started;
    const summary = [...statuses.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([s, n]) => `${s}:${n}`)
      .join(' ');
    console.log(`fuzz: ${total} requests in ${elapsed} ms; statuses ${summary}`);
    const serverErrors = [...statuses.entries()].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
    expect(serverErrors).toBe(0);
    // Every request got an HTTP answer (status 0 would mean the connection died unanswered).
    expect(statuses.get(0) ?? 0).toBe(0);
    expect(await stillServing(venue)).toBe(true);
  });
});
