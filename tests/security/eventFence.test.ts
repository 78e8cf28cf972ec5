/**
 * Issue 30 · 5: a change over the network names the event it is meant for. Writers keep adding
 * players meant for event A while the referee switches the server between A and B; a change
 * without `eventId` is refused (with a message in the caller's language), one naming A lands in
 * A or is refused — none lands in B. A player's phone is fenced to its session's event, and the
 * CLI's forwarding to a running server names the event of the file it was given.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { routeFor } from '../../src/main/cli/forward';
import { lockPathFor } from '../../src/main/store/lock';
import type { EventFile } from '../../src/shared/model';
import { eventFileOnDisk } from '../../src/main/api/testing';
import { eventWithPlayers } from './testing/event';
import { api, closeAll, dataOf, errorOf, signIn, startVenue } from './testing';
import type { Venue } from './testing';

afterEach(closeAll);

const SWITCHES = 12;
const WRITERS = 6;

async function twoEvents(venue: Venue): Promise<{ a: { id: string; path: string }; b: { id: string; path: string } }> {
  const make = async (name: string) => {
    const made = await venue.core.call('events.create', { settings: { name } });
    if ('error' in made) throw new Error(made.error.message);
    return made.data as { id: string; path: string };
  };
  const b = await make('Fence B');
  const a = await make('Fence A');
  return { a, b };
}

const names = (file: string) => (eventFileOnDisk(file) as EventFile).players.map((p) => p.name);

describe('a change names its event (issue 30 · 5)', () => {
  it('while the server switches between two events: changes without eventId are refused, none misplaced', async () => {
    const venue = await startVenue();
    const { bearer } = await signIn(venue, '127.0.0.3');
    const { a, b } = await twoEvents(venue);
    let switching = true;
    const switcher = (async () => {
      for (let i = 0; i < SWITCHES && switching; i++) {
        await api(
          venue,
          'events.open',
          { path: i % 2 === 0 ? b.path : a.path },
          { headers: bearer, from: '127.0.0.3' },
        );
        await new Promise((r) => setTimeout(r, 15));
      }
      switching = false;
    })();
    const statuses = { bare: new Map<number, number>(), named: new Map<number, number>() };
    let sent = 0;
    await Promise.all(
      Array.from({ length: WRITERS }, async (_, w) => {
        for (let i = 0; switching && i < 60; i++) {
          const bare = (w + i) % 2 === 0;
          const params = { name: `${bare ? 'Bare' : 'Named'} ${w}-${i}`, ...(bare ? {} : { eventId: a.id }) };
          const answer = await api(venue, 'players.add', params, {
            headers: bearer,
            from: '127.0.0.3',
            bare: true,
          });
          const tally = bare ? statuses.bare : statuses.named;
          tally.set(answer.status, (tally.get(answer.status) ?? 0) + 1);
          sent++;
        }
      }),
    );
    await switcher;
    await venue.core.workspace.close();
    const inA = names(a.path);
    const inB = names(b.path);
    const misplaced = inB.filter((n) => n.startsWith('Bare') || n.startsWith('Named')).length;
    const bareLanded = inA.filter((n) => n.startsWith('Bare')).length;
    console.log(
      `event fence: ${sent} writes meant for A while the server switched A/B ${SWITCHES} times → ${misplaced} misplaced in B; ` +
        `without eventId ${JSON.stringify([...statuses.bare])} (status → count), naming A ${JSON.stringify([...statuses.named])}; ${inA.length} landed in A`,
    );
    expect(misplaced).toBe(0);
    expect(bareLanded).toBe(0);
    expect([...statuses.bare.keys()]).toEqual([400]);
    // Some named writes went through (the fence is not a refusal of everything).
    expect(statuses.named.get(200) ?? 0).toBeGreaterThan(0);
  });

  it('the refusal says why, in the caller’s language; whole-file operations need no eventId', async () => {
    const venue = await startVenue();
    const { bearer } = await signIn(venue, '127.0.0.3');
    const opened = await api(
      venue,
      'events.create',
      { settings: { name: 'Plain' } },
      { headers: bearer, from: '127.0.0.3' },
    );
    expect(opened.status).toBe(200);
    const refused = await api(
      venue,
      'rounds.generate',
      {},
      { headers: { ...bearer, 'accept-language': 'es' }, from: '127.0.0.3', bare: true },
    );
    expect(refused.status).toBe(400);
    expect(errorOf(refused).message).toMatch(/no indica para qué evento es/);
    expect(errorOf(refused).details).toEqual({ missing: 'eventId' });
    const undo = await api(venue, 'audit.undo', {}, { headers: bearer, from: '127.0.0.3', bare: true });
    expect(undo.status).toBe(400);
    const close = await api(venue, 'events.close', {}, { headers: bearer, from: '127.0.0.3', bare: true });
    expect(close.status).toBe(200);
  });

  it('a player’s write without eventId is fenced to the event of their session', async () => {
    const venue = await startVenue();
    const [me] = await eventWithPlayers(venue, 4);
    const signedIn = await api(
      venue,
      'players.signIn',
      { name: me!.name, code: me!.resultCode },
      { from: '127.0.14.1' },
    );
    const phone = { authorization: `Bearer ${(dataOf(signedIn) as { token: string }).token}` };
    const first = venue.core.workspace.current().state;
    const round = first.rounds[0]!;
    const table = round.pairings.find((p) => p.a === me!.id || p.b === me!.id)!.table;
    // Another event is opened: the phone's write (naming none) must not land there.
    await venue.core.call('events.create', { settings: { name: 'Other Cup' } });
    const sent = await api(
      venue,
      'reports.submit',
      { round: 1, table, op: [5, 3], vp: [100, 50], key: 'k1' },
      { headers: phone, from: '127.0.14.1', bare: true },
    );
    expect(sent.status).toBeGreaterThanOrEqual(400);
    expect(venue.core.workspace.current().state.audit.some((e) => e.method === 'reports.submit')).toBe(false);
  });

  it('the CLI forwarding to a running server names the event of its file', async () => {
    const token = 'cli-token-for-the-fence-test-0123456789';
    const venue = await startVenue({ lan: false, cliToken: token });
    const { a, b } = await twoEvents(venue);
    // The lock as a running `serve` writes it (another live process of this computer holds it).
    const lock = { pid: process.ppid, hostname: os.hostname(), program: 'serve', port: venue.port, since: '', token };
    const own = readFileSync(lockPathFor(a.path));
    writeFileSync(lockPathFor(a.path), JSON.stringify(lock));
    const route = await routeFor(a.path, (method) => method === 'players.add');
    // The store here checks its own lock before saving: given back once the CLI has looked.
    writeFileSync(lockPathFor(a.path), own);
    if (route.kind !== 'forward') throw new Error(`not forwarded: ${route.kind}`);
    const added = await route.call('players.add', { name: 'Via CLI' });
    expect(added, JSON.stringify(added)).toHaveProperty('data');
    // The server opens B meanwhile: the CLI's next change (meant for A's file) is refused there.
    await venue.core.call('events.open', { path: b.path });
    const late = await route.call('players.add', { name: 'Late CLI' });
    expect('error' in late && late.error.code).toBe('CONFLICT');
    await venue.core.workspace.close();
    expect(names(a.path)).toContain('Via CLI');
    expect(names(b.path)).not.toContain('Late CLI');
  });
});
