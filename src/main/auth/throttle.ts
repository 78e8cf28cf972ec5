/**
 * Wrong-PIN throttling for the venue sign-in, per client address and for the whole network.
 *
 * The ceiling this guarantees: at most GLOBAL_BURST + GLOBAL_PER_HOUR = 20 + 900 = 920 wrong
 * guesses are ever evaluated in any hour, whatever the number of addresses an attacker uses
 * (a token bucket: each wrong guess takes a token, tokens come back one every 4 seconds). A
 * 6-digit PIN then needs on average 543 hours of guessing — longer than any event.
 *
 * Per address, the first few mistakes are free (a referee mistyping); after that each wrong
 * guess locks that address out for twice as long as the previous one, up to an hour. While
 * locked, a sign-in from that address is refused WITHOUT looking at the PIN, so a lockout
 * cannot be used as an oracle. Sessions already signed in are not affected: lockouts only
 * apply to sign-in.
 */

export type Clock = () => number;

const HOUR = 3_600_000;
export const GLOBAL_BURST = 20;
export const GLOBAL_PER_HOUR = 900;
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

export class SignInThrottle {
  private tokens = GLOBAL_BURST;
  private refilledAt: number;
  private readonly byAddress = new Map<string, AddressRecord>();
  /** Every wrong guess evaluated since start (the figure the referee sees). */
  totalFailures = 0;

  constructor(
    private readonly clock: Clock = Date.now,
    /** Addresses the network-wide lockout does not apply to (the server machine itself). */
    private readonly exempt: (address: string) => boolean = () => false,
  ) {
    this.refilledAt = clock();
  }

  /** May a sign-in from `address` be evaluated now? */
  check(address: string): Verdict {
    const now = this.clock();
    this.refill(now);
    const record = this.byAddress.get(address);
    if (record && record.lockedUntil > now) return { allowed: false, retryAt: record.lockedUntil, scope: 'address' };
    if (this.tokens < 1 && !this.exempt(address)) {
      return { allowed: false, retryAt: this.refilledAt + HOUR / GLOBAL_PER_HOUR, scope: 'network' };
    }
    return { allowed: true };
  }

  /** Records a wrong guess that was evaluated. */
  failure(address: string): void {
    const now = this.clock();
    this.refill(now);
    this.tokens = Math.max(0, this.tokens - 1);
    this.totalFailures++;
    let record = this.byAddress.get(address);
    if (!record || now - record.lastFailureAt > FORGET_AFTER_MS) {
      record = { address, failures: 0, streak: 0, lastFailureAt: now, lockedUntil: 0 };
      this.byAddress.delete(address);
      this.byAddress.set(address, record);
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
    const record = this.byAddress.get(address);
    if (record) {
      record.streak = 0;
      record.lockedUntil = 0;
    }
  }

  /** Addresses with recent mistakes, newest first (for the referee's Settings). */
  records(): AddressRecord[] {
    const now = this.clock();
    return [...this.byAddress.values()]
      .filter((r) => now - r.lastFailureAt <= FORGET_AFTER_MS)
      .sort((a, b) => b.lastFailureAt - a.lastFailureAt)
      .map((r) => ({ ...r }));
  }

  /** When the network-wide lockout ends, or null when sign-ins are open. */
  networkLockedUntil(): number | null {
    const now = this.clock();
    this.refill(now);
    return this.tokens < 1 ? this.refilledAt + HOUR / GLOBAL_PER_HOUR : null;
  }

  private refill(now: number): void {
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
