/**
 * The venue server's access control in one object: the referee PIN, the sign-in throttle,
 * the sessions, and the CLI's token. Transport-independent (the HTTP layer only carries the
 * token); tested with a fake clock.
 */
import { randomBytes, timingSafeEqual, createHash } from 'node:crypto';
import { hashPin, verifyPin } from './pinStore';
import type { PinRecord } from './pinStore';
import { SessionStore } from './sessions';
import type { PlayerIdentity, Session } from './sessions';
import { SignInThrottle } from './throttle';
import type { Clock } from './throttle';

export type { PlayerIdentity, Session, SessionKind } from './sessions';

export type PlayerSignInOutcome =
  | { ok: true; token: string; session: Session }
  | { ok: false; reason: 'wrong-code' }
  | { ok: false; reason: 'locked'; retryAt: number; scope: 'address' | 'network' };

export type SignInOutcome =
  | { ok: true; token: string; session: Session }
  | { ok: false; reason: 'wrong-pin' }
  | { ok: false; reason: 'locked'; retryAt: number; scope: 'address' | 'network' };

export interface FailedSignIns {
  total: number;
  networkLockedUntil: number | null;
  addresses: { address: string; count: number; lastAt: number; lockedUntil: number | null }[];
}

/** The referee's own machine: the network-wide lockout never keeps the referee at the server out. */
export const isServerMachine = (address: string) =>
  address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';

/** Compares secrets in constant time, whatever their lengths. */
function sameSecret(expected: string, given: string): boolean {
  const a = createHash('sha256').update(expected).digest();
  const b = createHash('sha256').update(given).digest();
  return timingSafeEqual(a, b) && expected.length === given.length;
}

export interface VenueAuthOptions {
  /** The PIN as given (command line), or as stored hashed after a change in Settings. */
  pin: string | PinRecord;
  /** Keeps a changed PIN (hashed) for the next start; a failure refuses the change. */
  savePin?: (record: PinRecord) => void;
  /** A token the local CLI presents as `Authorization: Bearer` (actor "cli"). */
  cliToken?: string;
  clock?: Clock;
}

export class VenueAuth {
  private pin: string | PinRecord;
  private readonly savePin: ((record: PinRecord) => void) | undefined;
  private readonly cliToken: string | undefined;
  private readonly clock: Clock;
  readonly throttle: SignInThrottle;
  /** Players' result codes are throttled the same way, apart: their typos never lock the referee out. */
  readonly playerThrottle: SignInThrottle;
  readonly sessions: SessionStore;

  constructor(options: VenueAuthOptions) {
    const clock = options.clock ?? Date.now;
    this.clock = clock;
    this.pin = options.pin;
    this.savePin = options.savePin;
    this.cliToken = options.cliToken;
    this.throttle = new SignInThrottle(clock, isServerMachine);
    this.playerThrottle = new SignInThrottle(clock, isServerMachine);
    this.sessions = new SessionStore(clock);
  }

  private pinMatches(given: string): boolean {
    return typeof this.pin === 'string' ? sameSecret(this.pin, given) : verifyPin(this.pin, given);
  }

  /** Checks a PIN from `address`; a lockout refuses before the PIN is looked at. */
  signIn(pin: string, address: string): SignInOutcome {
    const verdict = this.throttle.check(address);
    if (!verdict.allowed) return { ok: false, reason: 'locked', retryAt: verdict.retryAt, scope: verdict.scope };
    if (!this.pinMatches(pin)) {
      this.throttle.failure(address);
      return { ok: false, reason: 'wrong-pin' };
    }
    this.throttle.success(address);
    return { ok: true, ...this.sessions.openReferee(address) };
  }

  /**
   * A player's sign-in from `address`: `match` looks the name or ITS PIN and result code up in
   * the event (null when they do not match). A lockout refuses before anything is looked at.
   */
  signInPlayer(address: string, match: () => PlayerIdentity | null): PlayerSignInOutcome {
    const verdict = this.playerThrottle.check(address);
    if (!verdict.allowed) return { ok: false, reason: 'locked', retryAt: verdict.retryAt, scope: verdict.scope };
    const player = match();
    if (!player) {
      this.playerThrottle.failure(address);
      return { ok: false, reason: 'wrong-code' };
    }
    this.playerThrottle.success(address);
    return { ok: true, ...this.sessions.openPlayer(address, player) };
  }

  /**
   * Who a bearer token or cookie belongs to. A wrong bearer token counts as a wrong guess
   * (it could be a guess at the CLI token); a stale cookie does not (browsers keep sending
   * one after a restart).
   */
  authenticate(token: string, address: string, via: 'bearer' | 'cookie'): Session | 'locked' | null {
    const session = this.sessions.find(token);
    if (session) return session;
    if (this.cliToken !== undefined) {
      if (via === 'bearer' && !this.throttle.check(address).allowed) return 'locked';
      if (sameSecret(this.cliToken, token)) {
        const now = this.clock();
        return { kind: 'referee', actor: 'cli', address, createdAt: now, lastSeenAt: now, cli: true };
      }
    }
    if (via === 'bearer') {
      if (!this.throttle.check(address).allowed) return 'locked';
      this.throttle.failure(address);
    }
    return null;
  }

  signOut(token: string): boolean {
    return this.sessions.end(token);
  }

  signOutAll(except?: string): number {
    return this.sessions.endAll(except);
  }

  /**
   * Changes the PIN (the current one must be given, throttled like a sign-in); keeps it hashed
   * (`savePin`) and ends the other sessions.
   */
  changePin(
    current: string,
    next: string,
    address: string,
    keepToken?: string,
  ): Exclude<SignInOutcome, { ok: true }> | { ok: true; ended: number } {
    const verdict = this.throttle.check(address);
    if (!verdict.allowed) return { ok: false, reason: 'locked', retryAt: verdict.retryAt, scope: verdict.scope };
    if (!this.pinMatches(current)) {
      this.throttle.failure(address);
      return { ok: false, reason: 'wrong-pin' };
    }
    // Stored first: a change that could not be kept is refused rather than lost at the next start.
    const record = hashPin(next, new Date(this.clock()));
    this.savePin?.(record);
    this.pin = record;
    return { ok: true, ended: this.sessions.endAll(keepToken) };
  }

  failures(): FailedSignIns {
    const now = this.clock();
    return {
      total: this.throttle.totalFailures,
      networkLockedUntil: this.throttle.networkLockedUntil(),
      addresses: this.throttle.records().map((r) => ({
        address: r.address,
        count: r.failures,
        lastAt: r.lastFailureAt,
        lockedUntil: r.lockedUntil > now ? r.lockedUntil : null,
      })),
    };
  }
}

/** A fresh random token (for the CLI's bearer token). */
export const newToken = () => randomBytes(32).toString('base64url');
