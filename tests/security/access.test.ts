/**
 * Build 3 · Only this app's own pages may write, and only to this server's own names. A web page
 * elsewhere (cross-origin, or a text/plain "simple" POST) cannot write; a foreign Host (DNS
 * rebinding) cannot read, write or listen — in local mode and on the LAN alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, closeAll, errorCode, raw, request, signIn, startVenue, statusOf, stillServing } from './testing';
import type { Venue } from './testing';

let local: Venue;
let lan: Venue;
let lanSession: Record<string, string>;
beforeAll(async () => {
  local = await startVenue({ lan: false });
  lan = await startVenue({ lan: true });
  lanSession = (await signIn(lan)).bearer;
  expect((await api(local, 'events.create', { settings: { name: 'Origin Cup' } })).status).toBe(200);
  expect((await api(lan, 'events.create', { settings: { name: 'Origin Cup' } }, { headers: lanSession })).status).toBe(
    200,
  );
});
afterAll(closeAll);

const write = { method: 'POST', path: '/api/events.updateSettings' };
const body = JSON.stringify({ settings: { venue: 'Hacked' } });

describe.each([
  ['local mode', () => local, () => ({})],
  ['LAN mode, signed in', () => lan, () => lanSession],
])('%s', (_mode, venueOf, session) => {
  /** The settings write (`text`, by default the hostile one) with `headers` beside the session's. */
  const writeSettings = (venue: Venue, headers: Record<string, string>, text = body) =>
    request(venue, {
      ...write,
      headers: { ...session(), ...headers, 'content-length': String(Buffer.byteLength(text)) },
      body: text,
    });

  it('refuses a cross-origin write (another web page in the referee’s browser)', async () => {
    const venue = venueOf();
    const res = await writeSettings(venue, { origin: 'http://evil.example', 'content-type': 'application/json' });
    expect(res.status).toBe(403);
    expect(errorCode(res)).toBe('UNAUTHORIZED');
    expect(await stillServing(venue)).toBe(true);
  });

  it('refuses text/plain and form posts (what any page may send without asking)', async () => {
    const venue = venueOf();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', '']) {
      const res = await writeSettings(venue, { 'content-type': type });
      expect(res.status).toBe(415);
    }
    const settings = (await api(venue, 'events.get', {}, { headers: session() })).body as {
      data: { settings: { venue: string } };
    };
    expect(settings.data.settings.venue).not.toBe('Hacked');
    expect(await stillServing(venue)).toBe(true);
  });

  it('accepts the same write from its own origin', async () => {
    const venue = venueOf();
    const res = await writeSettings(
      venue,
      { origin: `http://${venue.hostHeader}`, 'content-type': 'application/json; charset=utf-8' },
      JSON.stringify({ settings: { venue: 'Hall A' }, eventId: venue.core.workspace.current().state.id }),
    );
    expect(res.status).toBe(200);
  });

  it('refuses a foreign Host on reads, writes, the event stream and the pages (DNS rebinding)', async () => {
    const venue = venueOf();
    const hosts = ['evil.example', `evil.example:${venue.port}`, `${venue.host}:1`, `${venue.host}`];
    for (const host of hosts) {
      const read = await request(venue, {
        method: 'POST',
        path: '/api/events.current',
        headers: { host, 'content-type': 'application/json', 'content-length': '2' },
        body: '{}',
      });
      expect(read.status).toBe(421);
      const change = await writeSettings(venue, { host, 'content-type': 'application/json' });
      expect(change.status).toBe(421);
      const page = await request(venue, { path: '/', headers: { host } });
      expect(page.status).toBe(421);
      const stream = await raw(venue, `GET /events HTTP/1.1\r\nHost: ${host}\r\n\r\n`, { statusOnly: true });
      expect(statusOf(stream)).toBe(421);
    }
    expect(await stillServing(venue)).toBe(true);
  });

  it('the event stream refuses a foreign Origin', async () => {
    const venue = venueOf();
    const stream = await raw(
      venue,
      `GET /events HTTP/1.1\r\nHost: ${venue.hostHeader}\r\nOrigin: http://evil.example\r\n\r\n`,
      { statusOnly: true },
    );
    expect(statusOf(stream)).toBe(403);
    const own = await raw(venue, `GET /events HTTP/1.1\r\nHost: ${venue.hostHeader}\r\n\r\n`, { statusOnly: true });
    expect(statusOf(own)).toBe(200);
  });
});

describe('visitors never see absolute paths', () => {
  it('app.info and events.current show no folder to a LAN visitor', async () => {
    const info = (await api(lan, 'app.info', {})).body as { data: { dataDir: string } };
    expect(info.data.dataDir).toBe('');
    const current = (await api(lan, 'events.current', {})).body as { data: { path: string } };
    expect(current.data.path).not.toContain('/');
    expect(JSON.stringify(current.data)).not.toContain(lan.dataDir);
  });
});
