/**
 * Build 2 · Referee sign-in that cannot be guessed in an event's lifetime. Guessing is measured
 * against the real server with a fake clock (90 simulated minutes of guessing from 120 addresses,
 * no waiting), and the ceiling of 1,000 wrong guesses per hour from the whole network asserted.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { api, closeAll, errorMessage, PIN, request, signIn, startVenue, stillServing } from './testing';

afterEach(closeAll);

const HOUR = 3_600_000;
const attacker = (i: number) => `127.0.0.${10 + (i % 120)}`;

describe('PIN guessing', () => {
  it('at most 1,000 wrong guesses per hour reach the PIN check, from the whole network', async () => {
    const venue = await startVenue();
    // Ninety simulated minutes; every 8 simulated seconds, three guesses from the next attackers.
    const evaluated: number[] = [];
    let refused = 0;
    let guess = 100_000;
    for (let step = 0; step < (1.5 * HOUR) / 8_000; step++) {
      venue.advance(8_000);
      for (let k = 0; k < 3; k++) {
        const from = attacker(step * 3 + k);
        const res = await api(venue, 'auth.signIn', { pin: String(guess++) }, { from });
        expect(res.status).toBe(401);
        if (errorMessage(res) === 'That PIN was not accepted.') evaluated.push(venue.now.value);
        else refused++;
      }
    }
    // The worst one-hour window.
    let worst = 0;
    for (let i = 0, j = 0; j < evaluated.length; j++) {
      while ((evaluated[j] ?? 0) - (evaluated[i] ?? 0) >= HOUR) i++;
      worst = Math.max(worst, j - i + 1);
    }
    console.log(
      `PIN guessing: ${evaluated.length + refused} attempts over 90 simulated minutes from 120 addresses; ` +
        `${evaluated.length} evaluated, ${refused} refused by lockout; worst hour ${worst} wrong guesses`,
    );
    expect(worst).toBeLessThanOrEqual(1_000);
    // Not simply closed: the budget comes back after each pause (admission codes are the way in meanwhile).
    expect(worst).toBeGreaterThan(200);
    // The failures are visible to a referee: total, addresses and times.
    const { bearer } = await signIn(venue, '127.0.0.1');
    const failures = (await api(venue, 'auth.failures', {}, { headers: bearer })).body as {
      data: {
        total: number;
        addresses: { address: string; device: number; serverMachine: boolean; count: number; lastAt: string }[];
      };
    };
    expect(failures.data.total).toBe(evaluated.length);
    expect(failures.data.addresses.length).toBeGreaterThan(0);
    expect(failures.data.addresses[0]?.address).toMatch(/^127\.0\.0\.\d+$/);
    // Screens show devices by number, never by address; none of these is the server machine.
    expect(failures.data.addresses[0]).toMatchObject({ device: expect.any(Number), serverMachine: false });
    expect(Date.parse(failures.data.addresses[0]?.lastAt ?? '')).toBeGreaterThan(0);
    expect(await stillServing(venue)).toBe(true);
  });

  it('one address is locked out after a few mistakes, for longer each time; a lockout hides whether a PIN is right', async () => {
    const venue = await startVenue();
    const from = '127.0.0.7';
    for (let i = 0; i < 3; i++)
      expect(errorMessage(await api(venue, 'auth.signIn', { pin: '111111' }, { from }))).toBe(
        'That PIN was not accepted.',
      );
    expect(errorMessage(await api(venue, 'auth.signIn', { pin: '111111' }, { from }))).toBe(
      'That PIN was not accepted.',
    );
    // Locked now: even the right PIN is refused without being checked.
    const locked = await api(venue, 'auth.signIn', { pin: PIN }, { from });
    expect(locked.status).toBe(401);
    expect(errorMessage(locked)).toMatch(/^Too many wrong PINs from this device; try again after/);
    venue.advance(10_001);
    expect(errorMessage(await api(venue, 'auth.signIn', { pin: '111111' }, { from }))).toBe(
      'That PIN was not accepted.',
    );
    venue.advance(10_001); // the second lockout is 20 s, not 10 s
    expect(errorMessage(await api(venue, 'auth.signIn', { pin: PIN }, { from }))).toMatch(/^Too many wrong PINs/);
    venue.advance(10_000);
    expect((await api(venue, 'auth.signIn', { pin: PIN }, { from })).status).toBe(200);
    expect(await stillServing(venue)).toBe(true);
  });

  it('during a network-wide lockout a signed-in referee keeps writing, and the server machine can still sign in', async () => {
    const venue = await startVenue();
    const referee = await signIn(venue, '127.0.0.3');
    expect(referee.actor).toBe('Referee 1 · computer');
    expect(
      (await api(venue, 'events.create', { settings: { name: 'Lockout Cup' } }, { headers: referee.bearer })).status,
    ).toBe(200);
    for (let i = 0; i < 40; i++) await api(venue, 'auth.signIn', { pin: String(200_000 + i) }, { from: attacker(i) });
    const blocked = await api(venue, 'auth.signIn', { pin: PIN }, { from: '127.0.0.99' });
    expect(errorMessage(blocked)).toMatch(/^Too many wrong PINs on the venue network; sign-in is paused/);
    const save = await api(
      venue,
      'events.updateSettings',
      { settings: { venue: 'Hall C' } },
      { headers: referee.bearer },
    );
    expect(save.status).toBe(200);
    const audit = (await api(venue, 'audit.list', {}, { headers: referee.bearer })).body as {
      data: { actor: string }[];
    };
    expect(audit.data.at(-1)?.actor).toBe('Referee 1 · computer');
    // The referee at the server itself is not locked out by the network.
    expect((await api(venue, 'auth.signIn', { pin: PIN }, { from: '127.0.0.1' })).status).toBe(200);
    expect(await stillServing(venue)).toBe(true);
  });
});

describe('sessions', () => {
  it('sign-in sets an HttpOnly SameSite=Strict cookie that works by itself; sign-out ends it', async () => {
    const venue = await startVenue();
    const res = await api(venue, 'auth.signIn', { pin: PIN }, { from: '127.0.0.4' });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^its_ref_session=[A-Za-z0-9_-]{43}; HttpOnly; SameSite=Strict; Path=\/$/);
    const jar = { cookie: cookie.split(';')[0] ?? '' };
    expect((await api(venue, 'events.recent', {}, { headers: jar })).status).toBe(200);
    const status = (await api(venue, 'auth.status', {}, { headers: jar })).body as { data: { actor: string } };
    expect(status.data.actor).toBe('Referee 1 · computer');
    const out = await api(venue, 'auth.signOut', {}, { headers: jar });
    expect(String(out.headers['set-cookie'])).toContain('Max-Age=0');
    expect((await api(venue, 'events.recent', {}, { headers: jar })).status).toBe(401);
  });

  it('the PIN is not accepted in a URL or in a per-request header', async () => {
    const venue = await startVenue();
    expect((await api(venue, 'events.recent', {}, { headers: { 'x-referee-pin': PIN } })).status).toBe(401);
    expect((await request(venue, { path: `/files/x.pdf?pin=${PIN}` })).status).toBe(401);
    expect(
      (
        await request(venue, {
          method: 'POST',
          path: `/api/events.recent?pin=${PIN}`,
          headers: { 'content-type': 'application/json', 'content-length': '2' },
          body: '{}',
        })
      ).status,
    ).toBe(401);
  });

  it('Settings signs out every other device and changes the PIN', async () => {
    const venue = await startVenue();
    const desk = await signIn(venue, '127.0.0.3');
    const tablet = await signIn(venue, '127.0.0.4');
    expect(tablet.actor).toBe('Referee 2 · computer');
    const ended = (await api(venue, 'auth.signOutAll', {}, { headers: desk.bearer })).body as {
      data: { ended: number };
    };
    expect(ended.data.ended).toBe(1);
    expect((await api(venue, 'events.recent', {}, { headers: tablet.bearer })).status).toBe(401);
    expect((await api(venue, 'events.recent', {}, { headers: desk.bearer })).status).toBe(200);
    const weak = await api(venue, 'auth.changePin', { current: PIN, next: '111111' }, { headers: desk.bearer });
    expect(weak.status).toBe(400);
    // A current PIN, when given, must be right (a confirmation; the session is the proof).
    const wrong = await api(venue, 'auth.changePin', { current: '000000', next: '582914' }, { headers: desk.bearer });
    expect(errorMessage(wrong)).toBe('That PIN was not accepted.');
    expect(
      (await api(venue, 'auth.changePin', { current: PIN, next: '582914' }, { headers: desk.bearer })).status,
    ).toBe(200);
    expect((await api(venue, 'auth.signIn', { pin: PIN }, { from: '127.0.0.5' })).status).toBe(401);
    expect((await api(venue, 'auth.signIn', { pin: '582914' }, { from: '127.0.0.5' })).status).toBe(200);
    // A visitor cannot do either.
    expect((await api(venue, 'auth.signOutAll', {})).status).toBe(401);
    expect((await api(venue, 'auth.failures', {})).status).toBe(401);
  });

  it('the CLI token is a referee with actor "cli"; wrong bearer tokens are throttled like wrong PINs', async () => {
    const venue = await startVenue({ cliToken: 'cli-token-for-tests-0123456789abcdef' });
    const cli = { authorization: 'Bearer cli-token-for-tests-0123456789abcdef' };
    expect(
      (await api(venue, 'events.create', { settings: { name: 'CLI Cup' } }, { headers: cli, from: '127.0.0.1' }))
        .status,
    ).toBe(200);
    expect(
      (await api(venue, 'events.updateSettings', { settings: { venue: 'Hall D' } }, { headers: cli })).status,
    ).toBe(200);
    const audit = (await api(venue, 'audit.list', {}, { headers: cli })).body as { data: { actor: string }[] };
    expect(audit.data.at(-1)?.actor).toBe('cli');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await api(venue, 'events.recent', {}, { headers: { authorization: `Bearer wrong${i}` }, from: '127.0.0.8' }))
          .status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    // The CLI runs as the user and may name a path; a referee on the network may not.
    const elsewhere = path.join(mkdtempSync(path.join(os.tmpdir(), 'its-cli-')), 'copy.its.json');
    expect((await api(venue, 'events.saveAs', { path: elsewhere }, { headers: cli })).status).toBe(200);
    const referee = await signIn(venue, '127.0.0.9');
    const typed = await api(venue, 'events.saveAs', { path: elsewhere + '2' }, { headers: referee.bearer });
    expect(typed.status).toBe(400);
    // The CLI token must also obey the Host and Content-Type rules.
    const foreign = await request(venue, {
      method: 'POST',
      path: '/api/events.get',
      headers: { ...cli, host: 'evil.example', 'content-type': 'application/json', 'content-length': '2' },
      body: '{}',
    });
    expect(foreign.status).toBe(421);
    expect(await stillServing(venue)).toBe(true);
  });
});
