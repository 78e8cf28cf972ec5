import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeThrottle } from './codeThrottle';
import { PlayerWriteLimiter, WRITES_PER_MINUTE } from './playerWrites';
import { GLOBAL_BURST, GLOBAL_PER_HOUR, deviceKey, SignInThrottle } from './throttle';
import { VenueAuth } from './venueAuth';

const HOUR = 3_600_000;

describe('sign-in throttle (fake clock)', () => {
  it('lets at most 920 wrong guesses through in any hour, from however many addresses', () => {
    let now = 0;
    const throttle = new SignInThrottle(() => now);
    const evaluated: number[] = [];
    // 24 simulated hours, a guess every 100 ms, each from a different one of 5,000 addresses.
    for (let i = 0; now < 24 * HOUR; i++, now += 100) {
      const address = `10.0.${Math.floor((i % 5000) / 250)}.${i % 250}`;
      if (throttle.check(address).allowed) {
        throttle.failure(address);
        evaluated.push(now);
      }
    }
    let worst = 0;
    for (let i = 0, j = 0; j < evaluated.length; j++) {
      while ((evaluated[j] ?? 0) - (evaluated[i] ?? 0) >= HOUR) i++;
      worst = Math.max(worst, j - i + 1);
    }
    expect(worst).toBeLessThanOrEqual(GLOBAL_BURST + GLOBAL_PER_HOUR);
    // The budget pauses sign-in once spent and comes back whole: 20 guesses every 5 minutes.
    expect(worst).toBeGreaterThanOrEqual(10 * GLOBAL_BURST);
  });

  it('names a fixed time while the budget is spent: the next whole minute after 5 minutes', () => {
    let now = Date.UTC(2026, 10, 21, 9, 0, 10);
    const throttle = new SignInThrottle(() => now);
    for (let i = 0; i < GLOBAL_BURST; i++) throttle.failure(`10.0.0.${i}`);
    const until = Date.UTC(2026, 10, 21, 9, 6, 0);
    expect(throttle.check('10.0.1.1')).toEqual({ allowed: false, retryAt: until, scope: 'network' });
    now += 4 * 60_000;
    expect(throttle.check('10.0.1.2')).toEqual({ allowed: false, retryAt: until, scope: 'network' });
    now = until;
    expect(throttle.check('10.0.1.3').allowed).toBe(true);
  });

  it('a day of PIN guessing from 150 addresses: the pause covers most of it, an admission code always gets in', () => {
    let now = 0;
    const auth = new VenueAuth({ pin: '739184', clock: () => now });
    let paused = 0;
    let samples = 0;
    let admitted = 0;
    let tries = 0;
    // 10 simulated hours; every 500 ms one of 150 addresses guesses; every 5 minutes a new
    // referee device tries the right PIN without and then with an admission code.
    for (let i = 0; now < 10 * HOUR; i++, now += 500) {
      auth.signIn(String(100_000 + i), `10.1.0.${i % 150}`);
      if (i % 600 === 0) {
        tries++;
        samples++;
        if (!auth.signIn('739184', `10.2.${tries}.1`).ok) paused++;
        const { code } = auth.admissionCode();
        if (auth.signIn('739184', `10.3.${tries}.1`, { admission: code }).ok) admitted++;
      }
    }
    console.log(
      `a day of PIN guessing (fake clock): a new device without an admission code refused ${((100 * paused) / samples).toFixed(1)} % of the time; with one admitted ${admitted} of ${tries}`,
    );
    expect(admitted).toBe(tries);
    expect(auth.failures().total).toBeLessThanOrEqual(10 * (GLOBAL_BURST + GLOBAL_PER_HOUR));
  });

  it('grows an address’s lockout: 3 free mistakes, then 10 s, 20 s, 40 s', () => {
    let now = 0;
    const throttle = new SignInThrottle(() => now);
    const lockAfter = () => {
      throttle.failure('a');
      const verdict = throttle.check('a');
      return verdict.allowed ? 0 : verdict.retryAt - now;
    };
    expect([lockAfter(), lockAfter(), lockAfter()]).toEqual([0, 0, 0]);
    expect(lockAfter()).toBe(10_000);
    now += 10_000;
    expect(lockAfter()).toBe(20_000);
    now += 20_000;
    expect(lockAfter()).toBe(40_000);
    throttle.success('a');
    expect(throttle.check('a').allowed).toBe(true);
    expect(throttle.records()[0]?.failures).toBe(6);
  });

  it('never applies the network lockout to an exempt address (the server machine)', () => {
    const now = 0;
    const throttle = new SignInThrottle(
      () => now,
      (a) => a === '127.0.0.1',
    );
    for (let i = 0; i < GLOBAL_BURST; i++) throttle.failure(`10.0.0.${i}`);
    expect(throttle.check('10.0.1.1')).toMatchObject({ allowed: false, scope: 'network' });
    expect(throttle.check('127.0.0.1').allowed).toBe(true);
  });
});

describe('result-code throttle (fake clock)', () => {
  it('three days of guessing for all 300 players from 250 devices: < 0.1 % chance of guessing any one code', () => {
    let now = 0;
    const throttle = new CodeThrottle(() => now);
    let evaluated = 0;
    // Every second one of 250 devices guesses a code for the next of 300 players, for 72 hours.
    for (let i = 0; now < 72 * HOUR; i++, now += 1_000) {
      const device = `10.4.${Math.floor((i % 250) / 250)}.${i % 250}`;
      const player = { key: `p${i % 300}`, name: `P${i % 300}` };
      if (throttle.check(device, player.key).allowed) {
        evaluated++;
        throttle.failure(device, player);
      }
    }
    const chance = evaluated / 23 ** 6;
    console.log(
      `code guessing (fake clock): 72 h, 300 players, 250 devices → ${evaluated} codes evaluated; chance of any one code ${(100 * chance).toFixed(3)} %`,
    );
    expect(chance).toBeLessThan(0.001);
  });

  it('a typo costs nothing, three cost 10 s; guesses at one player never slow another', () => {
    let now = 0;
    const throttle = new CodeThrottle(() => now);
    for (let i = 0; i < 60; i++) throttle.failure(`10.5.0.${i}`, { key: 'ana', name: 'Ana' });
    const typist = '10.6.0.1';
    throttle.failure(typist, { key: 'ana', name: 'Ana' });
    // Ana's own phone, one typo in: still let through; Bea is not affected at all.
    expect(throttle.check(typist, 'ana').allowed).toBe(true);
    expect(throttle.check('10.5.0.1', 'bea').allowed).toBe(true);
    throttle.failure(typist, { key: 'bob', name: 'Bob' });
    throttle.failure(typist, { key: 'bob', name: 'Bob' });
    throttle.failure(typist, { key: 'bob', name: 'Bob' });
    expect(throttle.check(typist, 'bob')).toEqual({ allowed: false, retryAt: 10_000, scope: 'address' });
    now += 10_000;
    expect(throttle.check(typist, 'bob').allowed).toBe(true);
    expect(throttle.check(typist, 'ana')).toMatchObject({ allowed: false, scope: 'player', name: 'Ana' });
  });

  it('counts an IPv6 /64 as one device', () => {
    expect(deviceKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(deviceKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(deviceKey('fe80::1')).toBe('fe80:0:0:0::/64');
    expect(deviceKey('192.168.1.23')).toBe('192.168.1.23');
  });
});

/**
 * The system clock moved while the server runs (by hand, or a bad time sync). The
 * real clocks are replaced, so the server's own defaults are what is tested: the monotonic clock
 * (`performance.now`) moves only as time really passes, the wall clock (`Date.now`) jumps.
 */
describe('a wall clock that jumps', () => {
  let mono = 5_000;
  let wall = Date.UTC(2026, 10, 21, 14, 0, 0);
  afterEach(() => {
    vi.restoreAllMocks();
  });
  const realClocks = () => {
    vi.spyOn(performance, 'now').mockImplementation(() => mono);
    vi.spyOn(Date, 'now').mockImplementation(() => wall);
  };

  it('moved back an hour lengthens no lockout; moved ahead 25 h ends no session', () => {
    realClocks();
    const auth = new VenueAuth({ pin: '739184' });
    const desk = auth.signIn('739184', '10.7.0.1');
    if (!desk.ok) throw new Error('sign-in failed');
    for (let i = 0; i < 4; i++) auth.signIn('000000', '10.7.0.2');
    const locked = auth.signIn('739184', '10.7.0.2');
    // 10 s from now, as people read it on the wall clock.
    expect(locked).toMatchObject({ ok: false, reason: 'locked', retryAt: wall + 10_000 });
    wall -= HOUR;
    // Shown on the wall clock as it reads now: the same 10 s away, not an hour and 10 s.
    expect(auth.signIn('739184', '10.7.0.2')).toMatchObject({ ok: false, retryAt: wall + 10_000 });
    mono += 10_000;
    expect(auth.signIn('739184', '10.7.0.2').ok).toBe(true);
    wall += 26 * HOUR;
    mono += 60_000;
    expect(auth.authenticate(desk.token, '10.7.0.1', 'cookie')).toMatchObject({ kind: 'referee' });
  });

  it('the network pause and an admission code last their length, and name times on the wall clock', () => {
    realClocks();
    const auth = new VenueAuth({ pin: '739184' });
    for (let i = 0; i < GLOBAL_BURST; i++) auth.signIn('000000', `10.8.0.${i}`);
    const paused = auth.signIn('739184', '10.8.1.1');
    if (paused.ok || paused.reason !== 'locked') throw new Error('not paused');
    // A whole minute of the wall clock, 5 to 6 minutes away.
    expect(new Date(paused.retryAt).getUTCSeconds()).toBe(0);
    expect(paused.retryAt - wall).toBeGreaterThanOrEqual(5 * 60_000);
    const { code, expiresAt } = auth.admissionCode();
    expect(expiresAt).toBe(wall + 5 * 60_000);
    wall += 2 * HOUR;
    // Neither ended because the wall clock moved on: the code still admits, the pause still holds.
    expect(auth.signIn('739184', '10.8.1.2').ok).toBe(false);
    expect(auth.signIn('739184', '10.8.1.3', { admission: code }).ok).toBe(true);
    mono += 6 * 60_000;
    expect(auth.signIn('739184', '10.8.1.4').ok).toBe(true);
  });

  it('a player’s code lockout and write limit run on the monotonic clock too', () => {
    realClocks();
    const codes = new CodeThrottle();
    for (let i = 0; i < 4; i++) codes.failure('10.9.0.1', null);
    wall -= HOUR;
    mono += 20_000;
    expect(codes.check('10.9.0.1', null).allowed).toBe(true);
    const writes = new PlayerWriteLimiter();
    for (let i = 0; i < WRITES_PER_MINUTE; i++) writes.take('ana', null);
    expect(writes.take('ana', null).allowed).toBe(false);
    wall -= HOUR;
    mono += 6_000;
    expect(writes.take('ana', null).allowed).toBe(true);
  });
});
