import { describe, expect, it } from 'vitest';
import { GrowingLockout, PlayerSessions } from './sessions';

describe('sign-in throttle', () => {
  it('locks a device out after 5 wrong codes, twice as long each time, and forgives on success', () => {
    const throttle = new GrowingLockout(5, 30_000);
    const t0 = 1_000_000;
    for (let i = 0; i < 4; i++) throttle.failed('10.0.0.7', t0);
    expect(throttle.waitSeconds('10.0.0.7', t0)).toBe(0);
    throttle.failed('10.0.0.7', t0);
    expect(throttle.waitSeconds('10.0.0.7', t0)).toBe(30);
    expect(throttle.waitSeconds('10.0.0.8', t0)).toBe(0);
    const t1 = t0 + 30_000;
    expect(throttle.waitSeconds('10.0.0.7', t1)).toBe(0);
    for (let i = 0; i < 5; i++) throttle.failed('10.0.0.7', t1);
    expect(throttle.waitSeconds('10.0.0.7', t1)).toBe(60);
    throttle.succeeded('10.0.0.7');
    expect(throttle.waitSeconds('10.0.0.7', t1)).toBe(0);
  });

  it('opens sessions with unguessable tokens', () => {
    const sessions = new PlayerSessions();
    const a = sessions.open({ eventId: 'e', playerId: 'p1', name: 'Ana', code: 'AAAAAA' });
    const b = sessions.open({ eventId: 'e', playerId: 'p1', name: 'Ana', code: 'AAAAAA' });
    expect(a.token).not.toBe(b.token);
    expect(a.token.length).toBeGreaterThanOrEqual(32);
    expect(sessions.get(a.token)?.playerId).toBe('p1');
    expect(sessions.get('nope')).toBeNull();
    expect(sessions.get(undefined)).toBeNull();
  });
});
