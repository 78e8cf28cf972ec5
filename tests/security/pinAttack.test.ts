/**
 * Issue 22 · Build 2: the referee can always get in. While 150 addresses guess PINs (the
 * network-wide budget spent), a new referee device is admitted with a one-time admission code,
 * the signed-in referee changes the PIN, and the server machine signs in through the address
 * it serves the venue on. The sign-in page names a fixed time and the way in.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  api,
  closeAll,
  dataOf,
  errorMessage,
  LAN_HOST,
  PIN,
  referee,
  signIn,
  startGuessing,
  startVenue,
  stillServing,
} from './testing';

afterEach(closeAll);

describe('PIN guessing from 150 addresses', () => {
  it('a new device gets in with an admission code, the referee changes the PIN, the server machine signs in', async () => {
    const venue = await startVenue();
    const desk = await referee(venue, '127.0.0.3');
    // The attack: 150 addresses guessing in turn, until the test ends (at most 3,000 guesses).
    const attack = startGuessing(10, 3_000, (i) =>
      api(venue, 'auth.signIn', { pin: String(100_000 + i) }, { from: `127.0.6.${(i % 150) + 1}` }),
    );
    await attack.reach(300);

    // Without an admission code, the right PIN on a new device: refused while the budget is spent.
    let refused = 0;
    const messages = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const res = await api(venue, 'auth.signIn', { pin: PIN }, { from: `127.0.0.${200 + i}` });
      if (res.status !== 200) {
        refused++;
        messages.add(errorMessage(res));
      }
      venue.advance(20_000);
    }
    console.log(`PIN attack: a new device with the right PIN and no admission code → refused ${refused} of 10`);
    // The page says until when, a time that does not move with every guess, and how to get in.
    expect(messages.size).toBeLessThanOrEqual(2);
    expect([...messages][0]).toMatch(
      /sign-in is paused until \d\d:\d\d\b.*admission code: Settings → Admit a device\./,
    );

    // The signed-in referee issues an admission code; the new device signs in with it and the PIN.
    const started = Date.now();
    const issued = dataOf(await desk.call('auth.admissionCode')) as { code: string; expiresAt: string };
    expect(issued.code).toMatch(/^[34679ACDEFGHJKMNPQRTWXY]{8}$/);
    expect(Date.parse(issued.expiresAt) - venue.now.value).toBe(5 * 60_000);
    const tablet = await signIn(venue, '127.0.0.220', { admission: issued.code, device: 'Desk tablet' });
    const admittedMs = Date.now() - started;
    console.log(`PIN attack: new device admitted with an admission code in ${admittedMs} ms`);
    expect(admittedMs).toBeLessThan(30_000);
    expect(tablet.actor).toMatch(/^Referee \d+ · Desk tablet$/);
    // Single use.
    const again = await api(venue, 'auth.signIn', { pin: PIN, admission: issued.code }, { from: '127.0.0.221' });
    expect(errorMessage(again)).toMatch(/^That admission code is not valid/);
    // A visitor cannot issue one.
    expect((await api(venue, 'auth.admissionCode', {}, { from: '127.0.0.222' })).status).toBe(401);

    // The signed-in referee changes the PIN in the middle of the attack: the session is the proof.
    const changed = await desk.call('auth.changePin', { next: '582914' });
    expect(changed.status).toBe(200);

    // The server machine signs in through the address it serves the venue on, and may issue codes.
    const server = await api(venue, 'auth.signIn', { pin: '582914' }, { from: LAN_HOST });
    expect(server.status).toBe(200);
    expect((await api(venue, 'auth.admissionCode', {}, { from: LAN_HOST })).status).toBe(200);

    await attack.stop();
    // Every wrong PIN the server looked at stays within the hourly ceiling.
    expect(venue.server.venueAuth.failures().total).toBeLessThanOrEqual(1_000);
    expect(await stillServing(venue)).toBe(true);
  });

  it('a referee clears the lockouts; an expired admission code lets nobody in', async () => {
    const venue = await startVenue();
    const desk = await referee(venue, '127.0.0.3');
    const issued = dataOf(await desk.call('auth.admissionCode')) as { code: string };
    for (let i = 0; i < 40; i++)
      await api(venue, 'auth.signIn', { pin: String(200_000 + i) }, { from: `127.0.6.${i + 1}` });
    expect(errorMessage(await api(venue, 'auth.signIn', { pin: PIN }, { from: '127.0.0.99' }))).toMatch(/paused/);
    venue.advance(5 * 60_000 + 1);
    expect(
      errorMessage(await api(venue, 'auth.signIn', { pin: PIN, admission: issued.code }, { from: '127.0.0.98' })),
    ).toMatch(/^That admission code is not valid/);
    expect((await desk.call('auth.clearLockouts')).status).toBe(200);
    expect((await api(venue, 'auth.signIn', { pin: PIN }, { from: '127.0.0.99' })).status).toBe(200);
  });
});
