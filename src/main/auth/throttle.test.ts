import { describe, expect, it } from 'vitest';
import { GLOBAL_BURST, GLOBAL_PER_HOUR, SignInThrottle } from './throttle';

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
    expect(worst).toBeGreaterThan(GLOBAL_PER_HOUR - 1);
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
