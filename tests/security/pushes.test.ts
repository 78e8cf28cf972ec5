/**
 * Issue 21 · Build 3: the `event.changed` push carries the committed change (its patches) so
 * screens follow the event without re-reading it. A change may hold private data (a player's
 * result code, army lists, a result's facts): only signed-in referees' streams (and the
 * server's own machine) get it; visitors' and players' streams learn only that the event moved
 * to a revision. A referee who signs out stops getting changes on a stream opened before.
 */
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChangedPush } from '../../src/shared/follow';
import { SESSION_COOKIE } from '../../src/main/transports/http/guards';
import { api, closeAll, referee, startVenue } from './testing';
import type { Target, Venue } from './testing';

const streams: http.ClientRequest[] = [];
afterEach(async () => {
  for (const s of streams.splice(0)) s.destroy();
  await closeAll();
});

interface Stream {
  pushes: ChangedPush[];
  text: () => string;
}

function openStream(venue: Target, from: string, headers: Record<string, string> = {}): Promise<Stream> {
  return new Promise((resolve, reject) => {
    let text = '';
    const pushes: ChangedPush[] = [];
    const req = http.request({
      host: venue.host,
      port: venue.port,
      path: '/events',
      agent: false,
      localAddress: from,
      setHost: false,
      headers: { host: venue.hostHeader, accept: 'text/event-stream', ...headers },
    });
    streams.push(req);
    req.on('error', () => undefined);
    req.on('response', (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream refused: ${res.statusCode}`));
      res.on('data', (chunk: Buffer) => {
        text += chunk.toString('utf8');
        for (const frame of chunk.toString('utf8').split('\n\n')) {
          const data = /^event: event\.changed\ndata: (.*)$/m.exec(frame)?.[1];
          if (data) pushes.push(JSON.parse(data) as ChangedPush);
        }
      });
      resolve({ pushes, text: () => text });
    });
    req.end();
  });
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}

async function eventWithPlayers(venue: Venue, call: (m: string, p?: unknown) => Promise<{ body: unknown }>) {
  const data = async <T>(method: string, params: unknown = {}): Promise<T> => {
    const res = (await call(method, params)).body as { data?: T; error?: { message: string } };
    if (!res.data) throw new Error(`${method}: ${res.error?.message}`);
    return res.data;
  };
  await data('events.create', {
    settings: { name: 'Private Night', scenarios: ['acquisition'], playerReporting: 'referee-approves' },
  });
  for (const name of ['Ana', 'Bea']) await data('players.add', { name });
  await data('rounds.generate', {});
  await data('rounds.lock', { round: 1 });
  const players = await data<{ id: string; name: string; resultCode: string }[]>('players.list');
  return { data, players, venue };
}

describe('the event.changed push', () => {
  it('brings a change to referees only; visitors and players learn the revision alone', async () => {
    const venue = await startVenue();
    const ref = await referee(venue, '127.0.0.3');
    const { data, players } = await eventWithPlayers(venue, ref.call);
    const ana = players.find((p) => p.name === 'Ana')!;
    const phone = (await api(venue, 'players.signIn', { name: 'Ana', code: ana.resultCode }, { from: '127.0.0.21' }))
      .body as { data: { token: string } };

    const token = (await api(venue, 'auth.signIn', { pin: '739184' }, { from: '127.0.0.4' })).body as {
      data: { token: string };
    };
    const refereeStream = await openStream(venue, '127.0.0.4', { cookie: `${SESSION_COOKIE}=${token.data.token}` });
    const visitorStream = await openStream(venue, '127.0.0.20');
    const playerStream = await openStream(venue, '127.0.0.21', { authorization: `Bearer ${phone.data.token}` });

    // A new result code for Bea: the change itself holds the code.
    const bea = players.find((p) => p.name === 'Bea')!;
    const issued = await data<{ code: string; revision: number }>('players.reissueCode', { id: bea.id });
    await until(() => [refereeStream, visitorStream, playerStream].every((s) => s.pushes.length === 1));

    const [own] = refereeStream.pushes;
    expect(own?.revision).toBe(issued.revision);
    expect(own?.entry?.revision).toBe(issued.revision);
    expect(JSON.stringify(own?.entry?.changes)).toContain(issued.code);
    for (const stream of [visitorStream, playerStream]) {
      expect(stream.pushes[0]).toEqual({
        eventId: own?.eventId,
        revision: issued.revision,
        savedAt: own?.savedAt,
        method: 'players.reissueCode',
      });
      expect(stream.text()).not.toContain(issued.code);
    }

    // Signed out, the referee's open stream is a visitor's: no more changes on it.
    const signedOut = await api(
      venue,
      'auth.signOut',
      {},
      {
        from: '127.0.0.4',
        headers: { cookie: `${SESSION_COOKIE}=${token.data.token}` },
      },
    );
    expect(signedOut.status).toBe(200);
    const again = await data<{ code: string; revision: number }>('players.reissueCode', { id: bea.id });
    await until(() => refereeStream.pushes.length === 2);
    expect(refereeStream.pushes[1]?.revision).toBe(again.revision);
    expect(refereeStream.pushes[1]?.entry).toBeUndefined();
    expect(refereeStream.text()).not.toContain(again.code);
  });

  it('is a reset (read again) after a whole-file operation, for every stream', async () => {
    const venue = await startVenue();
    const ref = await referee(venue, '127.0.0.3');
    const { data } = await eventWithPlayers(venue, ref.call);
    const visitorStream = await openStream(venue, '127.0.0.20');
    const current = await data<{ path: string }>('events.current');
    await data('events.open', { path: current.path });
    await until(() => visitorStream.pushes.length === 1);
    expect(visitorStream.pushes[0]).toMatchObject({ method: 'events.open', reset: true });
  });

  it('on the server machine, a player signed in there still gets no change', async () => {
    const local = await startVenue({ lan: false });
    const call = (method: string, params: unknown = {}) => api(local, method, params);
    const { data, players } = await eventWithPlayers(local, call);
    const ana = players.find((p) => p.name === 'Ana')!;
    const phone = await data<{ token: string }>('players.signIn', { name: 'Ana', code: ana.resultCode });
    const desk = await openStream(local, '127.0.0.1');
    const playerStream = await openStream(local, '127.0.0.1', { authorization: `Bearer ${phone.token}` });
    const issued = await data<{ code: string }>('players.reissueCode', { id: players[1]!.id });
    await until(() => desk.pushes.length === 1 && playerStream.pushes.length === 1);
    expect(JSON.stringify(desk.pushes[0]?.entry)).toContain(issued.code);
    expect(playerStream.pushes[0]?.entry).toBeUndefined();
    expect(playerStream.text()).not.toContain(issued.code);
  });
});
