/**
 * The venue server's access control in one object: the referee PIN, the sign-in throttle,
 * the sessions, and the CLI's token. Transport-independent (the HTTP layer only carries the
 * token); tested with a fake clock.
 *
 * Lockouts, pauses, admission codes and sessions run their lengths on a monotonic clock (the
 * system clock set back or ahead changes none of them); every time this object hands out
 * (`retryAt`, `expiresAt`, `lastAt`, `lockedUntil`) is a wall-clock time, for people to read.
 */
import { randomBytes, randomInt, timingSafeEqual, createHash } from 'node:crypto';
import os from 'node:os';
import { CodeThrottle } from './codeThrottle';
import type { PlayerCodeFailures } from './codeThrottle';
import { hashPin, verifyPin } from './pinStore';
import { PlayerWriteLimiter, PreviewLimiter } from './playerWrites';
import type { PinRecord } from './pinStore';
import { SessionStore } from './sessions';
import type { PlayerIdentity, Session } from './sessions';
import { monotonic, onWall, SignInThrottle } from './throttle';
import type { Clock } from './throttle';

export type { PlayerIdentity, Session, SessionKind } from './sessions';

export type PlayerSignInOutcome =
  | { ok: true; token: string; session: Session }
  | { ok: false; reason: 'wrong-code' }
  | { ok: false; reason: 'locked'; retryAt: number; scope: 'address' }
  | { ok: false; reason: 'locked'; retryAt: number; scope: 'player'; name: string };

export type SignInOutcome =
  | { ok: true; token: string; session: Session }
  | { ok: false; reason: 'wrong-pin' }
  | { ok: false; reason: 'bad-admission' }
  | { ok: false; reason: 'locked'; retryAt: number; scope: 'address' | 'network' };

export interface FailedSignIns {
  total: number;
  networkLockedUntil: number | null;
  addresses: { address: string; device: number; count: number; lastAt: number; lockedUntil: number | null }[];
  /** Wrong result codes: the total, and the players they were typed for. */
  codes: { total: number; players: PlayerCodeFailures[] };
}

/** An admission code lets one new device sign in with the PIN whatever the budget. */
export const ADMISSION_TTL_MS = 5 * 60_000;
/** Wrong PINs typed with one admission code before it is void. */
const ADMISSION_TRIES = 3;
/** Unused admission codes kept at most (older ones are dropped first). */
const MAX_ADMISSIONS = 20;
/** Without look-alikes (as the players' result codes), grouped 4-4 when shown. */
const ADMISSION_ALPHABET = '34679ACDEFGHJKMNPQRTWXY';
const ADMISSION_LENGTH = 8;

/** "acdf-3479", "ACDF3479" → "ACDF3479". */
export const normalizeAdmission = (typed: string) => typed.toUpperCase().replace(/[\s-]/g, '');

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The loopback address of the referee's own machine (any server bound to loopback). */
export const isServerMachine = (address: string) => LOOPBACK.has(address);

/**
 * The server machine's own addresses: loopback, every address of its network interfaces, and
 * the address it is bound to. A connection from one of them is the referee at the server (no
 * other device can open a TCP connection from the machine's own address), so the network-wide
 * lockout and the per-address caps never apply to it. Interfaces change (Wi-Fi reconnects), so
 * the list is read again every few seconds.
 */
export function serverMachine(bindHost: string): (address: string) => boolean {
  let known: { at: number; addresses: Set<string> } | null = null;
  return (raw: string) => {
    const address = raw.startsWith('::ffff:') ? raw.slice(7) : raw;
    if (LOOPBACK.has(address) || address === bindHost) return true;
    const now = monotonic();
    if (!known || now - known.at > 5_000) {
      const addresses = new Set<string>();
      for (const list of Object.values(os.networkInterfaces())) for (const a of list ?? []) addresses.add(a.address);
      known = { at: now, addresses };
    }
    return known.addresses.has(address);
  };
}

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
  /** The clock durations run on (monotonic by default); a test's fake clock serves as both when alone. */
  clock?: Clock;
  /** The wall clock the times handed out are read on (the system's by default). */
  wallClock?: Clock;
  /** The server machine's own addresses (serverMachine(host)); loopback only by default. */
  isServerMachine?: (address: string) => boolean;
}

export class VenueAuth {
  private pin: string | PinRecord;
  private readonly savePin: ((record: PinRecord) => void) | undefined;
  private readonly cliToken: string | undefined;
  private readonly clock: Clock;
  private readonly wall: Clock;
  readonly throttle: SignInThrottle;
  /** Players' result codes, per player named and per device: apart from the referee's PIN. */
  readonly codeThrottle: CodeThrottle;
  readonly sessions: SessionStore;
  /** How often a player's phone may write (reports.*). */
  readonly playerWrites: PlayerWriteLimiter;
  /** Players' live score previews, per player and per device (playerWrites.ts). */
  readonly playerPreviews: PreviewLimiter;
  readonly isServerMachine: (address: string) => boolean;
  /** Unused admission codes: code → when it expires and the wrong PINs typed with it. */
  private readonly admissions = new Map<string, { expiresAt: number; wrong: number }>();

  constructor(options: VenueAuthOptions) {
    const clock = options.clock ?? monotonic;
    this.clock = clock;
    this.wall = options.wallClock ?? (options.clock ? clock : Date.now);
    this.pin = options.pin;
    this.savePin = options.savePin;
    this.cliToken = options.cliToken;
    this.isServerMachine = options.isServerMachine ?? isServerMachine;
    this.throttle = new SignInThrottle(clock, this.isServerMachine, this.wall);
    this.codeThrottle = new CodeThrottle(clock);
    this.sessions = new SessionStore(clock);
    this.playerWrites = new PlayerWriteLimiter(clock);
    this.playerPreviews = new PreviewLimiter(clock);
  }

  /** The wall-clock time of `at`, an instant on the clock durations run on. */
  toWall(at: number): number {
    return onWall(at, this.clock, this.wall);
  }

  private pinMatches(given: string): boolean {
    return typeof this.pin === 'string' ? sameSecret(this.pin, given) : verifyPin(this.pin, given);
  }

  /**
   * Checks a PIN from `address`; a lockout refuses before the PIN is looked at. With a valid
   * `admission` code the PIN is checked whatever the budget (the code is used up by the sign-in,
   * or void after a few wrong PINs); an unknown or expired one is refused without checking the
   * PIN, and counts as a mistake of that device. `device` names the device in the audit log.
   */
  signIn(pin: string, address: string, options: { admission?: string; device?: string } = {}): SignInOutcome {
    const device = options.device ?? 'computer';
    if (options.admission !== undefined) {
      const code = normalizeAdmission(options.admission);
      const admission = this.liveAdmission(code);
      if (!admission) {
        const verdict = this.throttle.check(address);
        if (!verdict.allowed && verdict.scope === 'address') {
          return { ok: false, reason: 'locked', retryAt: this.toWall(verdict.retryAt), scope: verdict.scope };
        }
        this.throttle.failure(address);
        return { ok: false, reason: 'bad-admission' };
      }
      if (!this.pinMatches(pin)) {
        this.throttle.failure(address);
        if (++admission.wrong >= ADMISSION_TRIES) this.admissions.delete(code);
        return { ok: false, reason: 'wrong-pin' };
      }
      this.admissions.delete(code);
      this.throttle.success(address);
      return { ok: true, ...this.sessions.openReferee(address, device) };
    }
    const verdict = this.throttle.check(address);
    if (!verdict.allowed) {
      return { ok: false, reason: 'locked', retryAt: this.toWall(verdict.retryAt), scope: verdict.scope };
    }
    if (!this.pinMatches(pin)) {
      this.throttle.failure(address);
      return { ok: false, reason: 'wrong-pin' };
    }
    this.throttle.success(address);
    return { ok: true, ...this.sessions.openReferee(address, device) };
  }

  private liveAdmission(code: string): { expiresAt: number; wrong: number } | null {
    const admission = this.admissions.get(code);
    if (!admission) return null;
    if (admission.expiresAt <= this.clock()) {
      this.admissions.delete(code);
      return null;
    }
    return admission;
  }

  /** A one-time admission code for a new device (a signed-in referee or the server machine asks). */
  admissionCode(): { code: string; expiresAt: number } {
    const now = this.clock();
    for (const [code, a] of this.admissions) if (a.expiresAt <= now) this.admissions.delete(code);
    const draw = () =>
      Array.from({ length: ADMISSION_LENGTH }, () => ADMISSION_ALPHABET[randomInt(ADMISSION_ALPHABET.length)]).join('');
    let code = draw();
    while (this.admissions.has(code)) code = draw();
    this.admissions.set(code, { expiresAt: now + ADMISSION_TTL_MS, wrong: 0 });
    while (this.admissions.size > MAX_ADMISSIONS) {
      const oldest = this.admissions.keys().next().value;
      if (oldest === undefined) break;
      this.admissions.delete(oldest);
    }
    return { code, expiresAt: this.toWall(now + ADMISSION_TTL_MS) };
  }

  /**
   * A player's sign-in from `address`: `target` names the player typed for (a key and the name
   * the referee sees; null when the name or ITS PIN matches nobody), `match` checks the result
   * code (null when it does not match). A lockout refuses before the code is looked at.
   */
  signInPlayer(
    address: string,
    target: { key: string; name: string } | null,
    match: () => PlayerIdentity | null,
  ): PlayerSignInOutcome {
    const verdict = this.codeThrottle.check(address, target?.key ?? null);
    if (!verdict.allowed) return { ok: false, reason: 'locked', ...verdict, retryAt: this.toWall(verdict.retryAt) };
    const player = match();
    if (!player) {
      this.codeThrottle.failure(address, target);
      return { ok: false, reason: 'wrong-code' };
    }
    this.codeThrottle.success(address);
    return { ok: true, ...this.sessions.openPlayer(address, player) };
  }

  /** Ends every lockout of the PIN and of the result codes (a signed-in referee asks). */
  clearLockouts(): void {
    this.throttle.clear();
    this.codeThrottle.clear();
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
   * Changes the PIN for a signed-in referee: their session is the proof, so no lockout applies
   * (a referee can change the PIN in the middle of an attack). A `current` PIN, when given, must
   * be right (a confirmation, not a guess: only a signed-in referee gets here). Keeps the new
   * one hashed (`savePin`) and ends the other sessions.
   */
  changePin(
    current: string | undefined,
    next: string,
    keepToken?: string,
  ): { ok: false; reason: 'wrong-pin' } | { ok: true; ended: number } {
    if (current !== undefined && !this.pinMatches(current)) return { ok: false, reason: 'wrong-pin' };
    // Stored first: a change that could not be kept is refused rather than lost at the next start.
    const record = hashPin(next, new Date(this.wall()));
    this.savePin?.(record);
    this.pin = record;
    return { ok: true, ended: this.sessions.endAll(keepToken) };
  }

  failures(): FailedSignIns {
    const now = this.clock();
    const wall = (at: number | null) => (at === null ? null : this.toWall(at));
    return {
      total: this.throttle.totalFailures,
      networkLockedUntil: wall(this.throttle.networkLockedUntil()),
      addresses: this.throttle.records().map((r) => ({
        address: r.address,
        device: r.number,
        count: r.failures,
        lastAt: this.toWall(r.lastFailureAt),
        lockedUntil: r.lockedUntil > now ? this.toWall(r.lockedUntil) : null,
      })),
      codes: {
        total: this.codeThrottle.totalFailures,
        players: this.codeThrottle
          .records()
          .map((p) => ({ ...p, lastAt: this.toWall(p.lastAt), lockedUntil: wall(p.lockedUntil) })),
      },
    };
  }
}

/** A fresh random token (for the CLI's bearer token). */
export const newToken = () => randomBytes(32).toString('base64url');
