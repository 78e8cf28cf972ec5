/**
 * Issue 22 · Build 1: nobody can flush the session table. One result code (a pairing slip
 * picked up off a table) signs in 1,000 times: every other session — the referee's, the other
 * players' — keeps working, and the code itself holds only a few live sessions.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { eventWithPlayers } from './testing/event';
import { api, closeAll, referee, startVenue, stillServing } from './testing';

afterEach(closeAll);

describe('session flood', () => {
  it('1,000 sign-ins with one code leave every other session working', async () => {
    const venue = await startVenue();
    const players = await eventWithPlayers(venue, 8);
    const desk = await referee(venue, '127.0.0.3');
    const honest: { name: string; bearer: Record<string, string>; from: string }[] = [];
    for (const [i, p] of players.slice(1).entries()) {
      const from = `127.0.4.${i + 1}`;
      const res = await api(venue, 'players.signIn', { name: p.name, code: p.resultCode }, { from });
      const token = (res.body as { data: { token: string } }).data.token;
      honest.push({ name: p.name, bearer: { authorization: `Bearer ${token}` }, from });
    }
    const victim = players[0]!;
    const tokens: string[] = [];
    const started = Date.now();
    // 1,000 sign-ins with the one code, from 20 addresses, 20 at a time (bounded).
    for (let batch = 0; batch < 50; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, k) =>
          api(venue, 'players.signIn', { name: victim.name, code: victim.resultCode }, { from: `127.0.5.${k + 1}` }),
        ),
      );
      for (const a of answers) tokens.push((a.body as { data: { token: string } }).data.token);
    }
    const flooded = Date.now() - started;
    let alive = (await desk.call('events.get')).status === 200 ? 1 : 0;
    for (const h of honest) {
      if ((await api(venue, 'reports.mine', {}, { headers: h.bearer, from: h.from })).status === 200) alive++;
    }
    console.log(
      `session flood: 1,000 sign-ins with one code in ${flooded} ms → ${alive} of ${honest.length + 1} other sessions still work`,
    );
    expect(tokens).toHaveLength(1000);
    expect(alive).toBe(honest.length + 1);
    // The code itself holds its newest few sessions only.
    const works = async (token: string) =>
      (await api(venue, 'reports.mine', {}, { headers: { authorization: `Bearer ${token}` } })).status === 200;
    expect(await works(tokens[999]!)).toBe(true);
    expect(await works(tokens[997]!)).toBe(true);
    expect(await works(tokens[996]!)).toBe(false);
    expect(venue.server.venueAuth.sessions.count('player')).toBeLessThanOrEqual(honest.length + 3);
    expect(await stillServing(venue)).toBe(true);
  });

  it('sessions end after 12 hours idle and 24 hours after sign-in, however busy', async () => {
    const venue = await startVenue();
    const desk = await referee(venue, '127.0.0.3');
    const idle = await referee(venue, '127.0.0.4');
    for (let h = 0; h < 11; h++) {
      venue.advance(3_600_000);
      expect((await desk.call('events.recent')).status).toBe(200);
    }
    venue.advance(3_600_000 + 1);
    expect((await idle.call('events.recent')).status).toBe(401);
    expect((await desk.call('events.recent')).status).toBe(200);
    for (let h = 0; h < 12; h++) {
      venue.advance(3_600_000);
      await desk.call('events.recent');
    }
    expect((await desk.call('events.recent')).status).toBe(401);
  });
});
