/**
 * Content-Security-Policy and the other protective headers, on every page, script, style and
 * API answer of the real venue server, and on the desktop app's app:// answers. The page must
 * not run inline script, load anything from elsewhere, be framed, or have its base URL moved;
 * browsers must not guess content types or send referrers. (tests/e2e/venue-lan.spec.ts and
 * foundation.spec.ts run the built renderer under this policy and check nothing trips it.)
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSecurityHeaders } from '../../src/main/electron/appProtocol';
import { CONTENT_SECURITY_POLICY, META_CONTENT_SECURITY_POLICY } from '../../src/shared/csp';
import { api, closeAll, request, signIn, startVenue, stillServing } from './testing';
import type { Answer, Venue } from './testing';

/** "a b c; d e" → { a: ['b', 'c'], d: ['e'] } */
function directives(policy: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out[name] = values;
  }
  return out;
}

/** What the issue asks of the policy, checked on the header a browser actually receives. */
function expectStrictPolicy(policy: string | undefined, where: string): void {
  expect(policy, `no CSP on ${where}`).toBeTypeOf('string');
  const d = directives(policy ?? '');
  expect(d['default-src'], where).toEqual(["'self'"]);
  expect(d['script-src'], where).toEqual(["'self'"]);
  expect(d['style-src'], where).toEqual(["'self'"]);
  expect(d['connect-src'], where).toEqual(["'self'"]);
  expect(d['frame-ancestors'], where).toEqual(["'none'"]);
  expect(d['object-src'], where).toEqual(["'none'"]);
  expect(d['base-uri'], where).toEqual(["'none'"]);
  expect(d['form-action'], where).toEqual(["'none'"]);
  // Nothing anywhere may re-open inline code or eval.
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|\*/);
}

function expectProtective(answer: Answer, where: string): void {
  expectStrictPolicy(answer.headers['content-security-policy'] as string | undefined, where);
  expect(answer.headers['x-content-type-options'], where).toBe('nosniff');
  expect(answer.headers['referrer-policy'], where).toBe('no-referrer');
}

let venue: Venue;
let staticDir: string;

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(os.tmpdir(), 'its-static-'));
  mkdirSync(path.join(staticDir, 'assets'));
  writeFileSync(
    path.join(staticDir, 'index.html'),
    '<!doctype html><title>t</title><script src="/assets/a.js"></script>',
  );
  writeFileSync(path.join(staticDir, 'assets', 'a.js'), 'console.log(1);');
  writeFileSync(path.join(staticDir, 'assets', 'a.css'), 'body{}');
  venue = await startVenue({ lan: true, staticDir });
});
afterAll(closeAll);

describe('the venue server sends its policy with every answer', () => {
  it.each([
    ['the page', '/'],
    ['a screen address (falls back to the page)', '/rounds/3'],
    ['a script', '/assets/a.js'],
    ['a style sheet', '/assets/a.css'],
    ['a missing file', '/assets/missing.js'],
  ])('%s (%s)', async (what, url) => {
    const res = await request(venue, { path: url });
    expect([200, 404]).toContain(res.status);
    expectProtective(res, what);
    if (url !== '/assets/missing.js') expect(res.status).toBe(200);
  });

  it('API answers, refusals and downloads alike', async () => {
    expectProtective(await api(venue, 'app.info', {}), 'a public read');
    expectProtective(await api(venue, 'events.recent', {}), 'a refusal (401)');
    const referee = await signIn(venue);
    expectProtective(await request(venue, { path: '/files/none.pdf', headers: referee.bearer }), 'a download');
    expectProtective(await request(venue, { path: '/%' }), 'a malformed target (400)');
    expect(await stillServing(venue)).toBe(true);
  });

  it('the built page carries the same policy as a meta tag (for the dev server), looser only in styles', () => {
    const html = readFileSync(path.resolve('src/renderer/index.html'), 'utf8');
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1];
    expect(meta).toBe(META_CONTENT_SECURITY_POLICY);
    const strict = directives(CONTENT_SECURITY_POLICY);
    const loose = directives(META_CONTENT_SECURITY_POLICY);
    for (const [name, values] of Object.entries(strict)) {
      if (name === 'frame-ancestors') expect(loose[name]).toBeUndefined();
      else if (name === 'style-src') expect(loose[name]).toEqual([...values, "'unsafe-inline'"]);
      else expect(loose[name], name).toEqual(values);
    }
    // No inline script in the page itself: its only script is the bundle.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });
});

describe('the desktop app (app:// protocol handler)', () => {
  it('adds the same policy to every file it serves, keeping status and type', async () => {
    const answer = withSecurityHeaders(
      new Response('<!doctype html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/html');
    expectStrictPolicy(answer.headers.get('content-security-policy') ?? undefined, 'app://renderer/index.html');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await answer.text()).toBe('<!doctype html>');
  });
  it('is wired into protocol.handle', () => {
    const shell = readFileSync(path.resolve('src/main/electron/index.ts'), 'utf8');
    expect(shell).toContain('net.fetch(pathToFileURL(file).toString()).then(withSecurityHeaders)');
  });
});
