/**
 * Issue 22 · Build 4: a player's phone writes a bounded amount. Sending the report that stands
 * again is not a write (no save, no audit entry); one player gets at most 10 writes a minute and
 * 20 a round, with a clear message; a report is held to the referee's bounds (VP within the
 * game's Army Points) before it is stored; and the file size a player can add is measured against the
 * bound docs/SECURITY.md states.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { eventWithPlayers } from './testing/event';
import { api, closeAll, dataOf, errorMessage, referee, startVenue } from './testing';
import type { Venue } from './testing';

afterEach(closeAll);

async function phone(venue: Venue, tier: 'low' | 'mid' | 'top' = 'mid') {
  const players = await eventWithPlayers(venue, 4, { tier });
  const round = dataOf(await venue.core.call('rounds.get', { round: 1 }).then((r) => ({ body: r }) as never)) as {
    pairings: { table: number; a: string; b: string }[];
  };
  const table = round.pairings[0]!;
  const me = players.find((p) => p.id === table.a)!;
  const signedIn = await api(venue, 'players.signIn', { name: me.name, code: me.resultCode }, { from: '127.0.10.1' });
  const bearer = { authorization: `Bearer ${(dataOf(signedIn) as { token: string }).token}` };
  const mine = await api(venue, 'reports.mine', {}, { headers: bearer, from: '127.0.10.1' });
  const { game } = dataOf(mine) as { game: string };
  const send = (op: [number, number], vp: [number, number]) =>
    api(
      venue,
      'reports.submit',
      { round: 1, table: table.table, op, vp, game },
      { headers: bearer, from: '127.0.10.1' },
    );
  return { send, table: table.table };
}

const eventFileSize = (venue: Venue) => {
  const dir = path.join(venue.dataDir, 'events');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .reduce((sum, f) => sum + statSync(path.join(dir, f)).size, 0);
};

describe("a player's writes", () => {
  it('identical resubmissions add no audit entry and no save', async () => {
    const venue = await startVenue();
    const { send } = await phone(venue);
    const desk = await referee(venue, '127.0.0.3');
    const before = (dataOf(await desk.call('audit.list')) as unknown as unknown[]).length;
    const revisions = new Set<number>();
    for (let i = 0; i < 5; i++) {
      const res = await send([6, 2], [150, 80]);
      expect(res.status).toBe(200);
      revisions.add((dataOf(res) as { revision: number }).revision);
    }
    const added = (dataOf(await desk.call('audit.list')) as unknown as unknown[]).length - before;
    console.log(`player writes: 5 identical reports → ${added} audit entries, ${revisions.size} revisions`);
    expect(added).toBe(1);
    expect(revisions.size).toBe(1);
  });

  it('one player gets at most 10 writes a minute and 20 a round, with a clear message', async () => {
    const venue = await startVenue();
    const { send } = await phone(venue);
    const statuses: number[] = [];
    let message = '';
    for (let i = 0; i < 30; i++) {
      const res = await send([i % 11, 0], [i, 0]);
      statuses.push(res.status);
      if (res.status !== 200) message = errorMessage(res);
    }
    const saved = statuses.filter((s) => s === 200).length;
    console.log(`player writes: 30 different reports in one minute → ${saved} saved`);
    expect(saved).toBe(10);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    expect(message).toMatch(/^You sent 10 changes within a minute; wait until \d\d:\d\d:\d\d, then send again\.$/);
    // A minute later: ten more, then the round's bound.
    let later = 0;
    for (let i = 0; i < 15; i++) {
      venue.advance(6_000);
      const res = await send([i % 11, 1], [i, 1]);
      if (res.status === 200) later++;
      else message = errorMessage(res);
    }
    expect(later).toBe(10);
    expect(message).toBe('You have sent 20 changes for round 1; ask the referee to change this result.');
  });

  it('a report is held to the bounds of a referee’s result; the file a player can grow is bounded', async () => {
    const venue = await startVenue();
    const { send } = await phone(venue, 'low');
    const tooMany = await send([10, 0], [250, 0]);
    console.log(`player writes: VP 250 in a Low-tier (200-point) event → ${tooMany.status}`);
    expect(tooMany.status).toBe(400);
    expect(errorMessage(tooMany)).toMatch(/at most 200 in a game of 200 Army Points/);
    const start = eventFileSize(venue);
    for (let i = 0; i < 20; i++) {
      venue.advance(6_000);
      expect((await send([i % 11, 10 - (i % 11)], [i * 10, 200 - i * 10])).status).toBe(200);
    }
    const grown = eventFileSize(venue) - start;
    console.log(`player writes: 20 reports (a round's bound) grew the event file by ${(grown / 1024).toFixed(1)} KB`);
    // docs/SECURITY.md: at most 20 writes a round, each adding at most 4 KB for an OP/VP report.
    expect(grown).toBeLessThan(20 * 4 * 1024);
  });
});
