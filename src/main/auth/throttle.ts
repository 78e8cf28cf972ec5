/**
 * Wrong-PIN throttling for the venue sign-in, per client address and for the whole network.
 *
 * The ceiling this guarantees: at most GLOBAL_BURST + GLOBAL_PER_HOUR = 20 + 900 = 920 wrong
 * guesses are ever evaluated in any hour, whatever the number of addresses an attacker uses
 * (a token bucket: each wrong guess takes a token, tokens come back one every 4 seconds). A
 * 6-digit PIN then needs on average 543 hours of guessing — longer than any event.
 *
 * When the bucket is empty, sign-in from the network pauses until a fixed time (the next whole
 * minute after NETWORK_PAUSE_MS) and the bucket is full again then: the sign-in page can name
 * a time that does not move with every guess. The budget never keeps the referee out: a device
 * with an admission code (venueAuth.ts), a signed-in referee and the server machine pass it.
 *
 * Every duration runs on a monotonic clock (`monotonic`): the system clock set back or ahead
 * neither lengthens nor ends a lockout; the times shown are read off the wall clock.
 *
 * Per address, the first few mistakes are free (a referee mistyping); after that each wrong
 * guess locks that address out for twice as long as the previous one, up to an hour. While
 * locked, a sign-in from that address is refused WITHOUT looking at the PIN, so a lockout
 * cannot be used as an oracle. Sessions already signed in are not affected: lockouts only
 * apply to sign-in.
 */

/** Milliseconds. */
export type Clock = () => number;

/**
 * A clock that never jumps (the system clock set back or ahead moves it not at all): every
 * lockout, pause and session runs its length on it. Its values read like epoch milliseconds at
 * the process's start, but only differences of them mean anything; what people read is derived
 * from the wall clock (`onWall`).
 */
export const monotonic: Clock = () => performance.timeOrigin + performance.now();

/** The wall-clock time of an instant `at` on the monotonic `clock`: now on the wall plus what remains. */
export const onWall = (at: number, clock: Clock, wall: Clock): number =>
  // Whole milliseconds: the monotonic clock counts fractions (its origin has them), and a time
  // rounded to the minute on the wall must read as that minute, not 59.9997 s before it.
  Math.round(wall() + (at - clock()));

const HOUR = 3_600_000;
export const GLOBAL_BURST = 20;
export const GLOBAL_PER_HOUR = 900;
/** How long sign-in from the network pauses once the budget is spent (then rounded up to a minute). */
export const NETWORK_PAUSE_MS = 5 * 60_000;
const FREE_MISTAKES = 3;
const FIRST_LOCKOUT_MS = 10_000;
const MAX_LOCKOUT_MS = HOUR;
/** An address's record is forgotten after an hour without mistakes. */
const FORGET_AFTER_MS = HOUR;
/** Bound on remembered addresses (a flood of spoofed-looking clients cannot grow memory). */
const MAX_ADDRESSES = 10_000;

export interface AddressRecord {
  address: string;
  /** Wrong guesses from this address in the last hour (shown to the referee). */
  failures: number;
  /** Wrong guesses since its last correct PIN (what the lockout grows with). */
  streak: number;
  lastFailureAt: number;
  lockedUntil: number;
}

export type Verdict = { allowed: true } | { allowed: false; retryAt: number; scope: 'address' | 'network' };

/**
 * The device an address stands for: an IPv4 address, or an IPv6 /64 (one network's prefix: a
 * phone can take any number of addresses inside it, so they count as one device).
 */
export function deviceKey(address: string): string {
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => (g || '0').toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export class SignInThrottle {
  private tokens = GLOBAL_BURST;
  private refilledAt: number;
  /** While set (and in the future), sign-in from the network is paused until then. */
  private pausedUntil = 0;
  private readonly byAddress = new Map<string, AddressRecord>();
  /** Every wrong guess evaluated since start (the figure the referee sees). */
  totalFailures = 0;

  constructor(
    private readonly clock: Clock = monotonic,
    /** Addresses the network-wide lockout does not apply to (the server machine itself). */
    private readonly exempt: (address: string) => boolean = () => false,
    /** The wall clock, only to end a pause on a whole minute people can read. */
    private readonly wall: Clock = clock === monotonic ? Date.now : clock,
  ) {
    this.refilledAt = clock();
  }

  /** May a sign-in from `address` be evaluated now? */
  check(address: string): Verdict {
    const now = this.clock();
    this.refill(now);
    const record = this.byAddress.get(deviceKey(address));
    if (record && record.lockedUntil > now) return { allowed: false, retryAt: record.lockedUntil, scope: 'address' };
    if (this.pausedUntil > now && !this.exempt(address)) {
      return { allowed: false, retryAt: this.pausedUntil, scope: 'network' };
    }
    return { allowed: true };
  }

  /** Records a wrong guess that was evaluated. */
  failure(address: string): void {
    const now = this.clock();
    this.refill(now);
    this.tokens = Math.max(0, this.tokens - 1);
    if (this.tokens < 1 && this.pausedUntil <= now) {
      const wallNow = this.wall();
      this.pausedUntil = now + Math.ceil((wallNow + NETWORK_PAUSE_MS) / 60_000) * 60_000 - wallNow;
      // Tokens earned during the pause come back all at once when it ends (capped at the burst).
      this.refilledAt = now;
    }
    this.totalFailures++;
    const key = deviceKey(address);
    let record = this.byAddress.get(key);
    if (!record || now - record.lastFailureAt > FORGET_AFTER_MS) {
      record = { address: key, failures: 0, streak: 0, lastFailureAt: now, lockedUntil: 0 };
      this.byAddress.delete(key);
      this.byAddress.set(key, record);
      this.prune(now);
    }
    record.failures++;
    record.streak++;
    record.lastFailureAt = now;
    const over = record.streak - FREE_MISTAKES;
    if (over > 0) record.lockedUntil = now + Math.min(MAX_LOCKOUT_MS, FIRST_LOCKOUT_MS * 2 ** (over - 1));
  }

  /** A correct PIN clears that address's lockout (its mistakes stay listed for the referee). */
  success(address: string): void {
    const record = this.byAddress.get(deviceKey(address));
    if (record) {
      record.streak = 0;
      record.lockedUntil = 0;
    }
  }

  /**
   * Addresses with recent mistakes, newest first (for the referee's Settings), each with a
   * number that stays while it is remembered (in the order they were first seen).
   */
  records(): (AddressRecord & { number: number })[] {
    const now = this.clock();
    return [...this.byAddress.values()]
      .map((r, i) => ({ ...r, number: i + 1 }))
      .filter((r) => now - r.lastFailureAt <= FORGET_AFTER_MS)
      .sort((a, b) => b.lastFailureAt - a.lastFailureAt);
  }

  /** When the network-wide pause ends, or null when sign-ins are open. */
  networkLockedUntil(): number | null {
    const now = this.clock();
    this.refill(now);
    return this.pausedUntil > now ? this.pausedUntil : null;
  }

  /**
   * Ends every lockout and refills the budget (a signed-in referee, Settings). The mistakes stay
   * listed; the hourly ceiling still holds for what follows.
   */
  clear(): void {
    const now = this.clock();
    this.refill(now);
    this.pausedUntil = 0;
    this.tokens = Math.max(this.tokens, 1);
    for (const r of this.byAddress.values()) {
      r.lockedUntil = 0;
      r.streak = 0;
    }
  }

  private refill(now: number): void {
    if (this.pausedUntil > now) return;
    const interval = HOUR / GLOBAL_PER_HOUR;
    const earned = Math.floor((now - this.refilledAt) / interval);
    if (earned <= 0) return;
    this.tokens = Math.min(GLOBAL_BURST, this.tokens + earned);
    this.refilledAt = this.tokens >= GLOBAL_BURST ? now : this.refilledAt + earned * interval;
  }

  private prune(now: number): void {
    if (this.byAddress.size <= MAX_ADDRESSES) return;
    for (const [key, r] of this.byAddress) {
      if (this.byAddress.size <= MAX_ADDRESSES) break;
      if (r.lockedUntil <= now) this.byAddress.delete(key);
    }
  }
}
