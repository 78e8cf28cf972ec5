/**
 * Player sessions: what a phone holds after `players.signIn`. A session is bound to one player
 * of one event and to the result code it was opened with, so re-issuing the code ends it (the
 * handlers compare the code with the player's current one on every call).
 *
 * Sign-in attempts are throttled per device address the same way as the referee PIN: after a
 * few wrong codes the address waits, and every further lockout lasts twice as long.
 */
import { randomBytes } from 'node:crypto';

export interface PlayerSession {
  token: string;
  eventId: string;
  playerId: string;
  /** The player's name when they signed in: the audit log's actor label. */
  name: string;
  /** The code the session was opened with; a re-issued code ends the session. */
  code: string;
}

/** A throttle for guessable secrets (the referee PIN, result codes). */
export interface SignInThrottle {
  /** Seconds the key must still wait, or 0 when it may try. */
  waitSeconds(key: string, now?: number): number;
  failed(key: string, now?: number): void;
  succeeded(key: string): void;
}

/** Free attempts before the first lockout; the lockout doubles each time it is reached again. */
export class GrowingLockout implements SignInThrottle {
  private readonly entries = new Map<string, { failures: number; lockouts: number; until: number }>();

  constructor(
    private readonly freeAttempts = 5,
    private readonly firstLockoutMs = 30_000,
    private readonly maxLockoutMs = 60 * 60_000,
  ) {}

  waitSeconds(key: string, now = Date.now()): number {
    const entry = this.entries.get(key);
    return entry && entry.until > now ? Math.ceil((entry.until - now) / 1000) : 0;
  }

  failed(key: string, now = Date.now()): void {
    const entry = this.entries.get(key) ?? { failures: 0, lockouts: 0, until: 0 };
    entry.failures += 1;
    if (entry.failures >= this.freeAttempts) {
      entry.until = now + Math.min(this.maxLockoutMs, this.firstLockoutMs * 2 ** entry.lockouts);
      entry.lockouts += 1;
      entry.failures = 0;
    }
    this.entries.set(key, entry);
  }

  succeeded(key: string): void {
    this.entries.delete(key);
  }
}

export class PlayerSessions {
  private readonly sessions = new Map<string, PlayerSession>();

  constructor(readonly throttle: SignInThrottle = new GrowingLockout()) {}

  open(fields: Omit<PlayerSession, 'token'>): PlayerSession {
    const session = { ...fields, token: randomBytes(24).toString('base64url') };
    this.sessions.set(session.token, session);
    return session;
  }

  get(token: string | undefined): PlayerSession | null {
    return token ? (this.sessions.get(token) ?? null) : null;
  }

  close(token: string): void {
    this.sessions.delete(token);
  }
}
