/**
 * How often a player's phone may write (reports.submit / confirm / dispute), so that one phone
 * looping "Send" cannot fill the event file or slow the referee's saves:
 *   - at most WRITES_PER_MINUTE writes in any minute per player (a token bucket), and
 *   - at most WRITES_PER_ROUND saved writes per player and round (a real game needs two or three).
 * Counted per player, not per session: signing in again does not reset it. Identical
 * resubmissions are counted here too, though they change nothing in the file.
 *
 * And how often it may ask for a live score preview (`reports.mine { facts }`): each
 * is scored by main, so 40 phones sending previews in a loop once slowed the referee's saves
 * from 10 ms to half a second. A player gets PREVIEW_BURST at once, then one every
 * PREVIEW_EVERY_MS (a wizard asks once per pause in typing); a device twice that, so a phone
 * handed from player to player cannot multiply it. Counted per player and per device, never
 * for the whole network: one player's flood never pauses another player's previews.
 */
import { deviceKey, monotonic } from './throttle';
import type { Clock } from './throttle';

export const WRITES_PER_MINUTE = 10;
export const WRITES_PER_ROUND = 20;
const MINUTE = 60_000;
const MAX_PLAYERS = 5_000;

export type WriteVerdict =
  | { allowed: true }
  | { allowed: false; reason: 'minute'; retryAt: number; count: number }
  | { allowed: false; reason: 'round'; count: number; round: number };

interface Record {
  tokens: number;
  refilledAt: number;
  rounds: Map<number, number>;
}

export class PlayerWriteLimiter {
  private readonly players = new Map<string, Record>();

  constructor(private readonly clock: Clock = monotonic) {}

  /** Takes one write of the minute for `player`, if the round (when the call names one) has room. */
  take(player: string, round: number | null): WriteVerdict {
    const now = this.clock();
    let record = this.players.get(player);
    if (!record) {
      record = { tokens: WRITES_PER_MINUTE, refilledAt: now, rounds: new Map() };
      this.players.set(player, record);
      if (this.players.size > MAX_PLAYERS) {
        const oldest = this.players.keys().next().value;
        if (oldest !== undefined) this.players.delete(oldest);
      }
    }
    const interval = MINUTE / WRITES_PER_MINUTE;
    const earned = Math.floor((now - record.refilledAt) / interval);
    if (earned > 0) {
      record.tokens = Math.min(WRITES_PER_MINUTE, record.tokens + earned);
      record.refilledAt = record.tokens >= WRITES_PER_MINUTE ? now : record.refilledAt + earned * interval;
    }
    if (record.tokens < 1) {
      return { allowed: false, reason: 'minute', retryAt: record.refilledAt + interval, count: WRITES_PER_MINUTE };
    }
    if (round !== null) {
      const used = record.rounds.get(round) ?? 0;
      if (used >= WRITES_PER_ROUND) return { allowed: false, reason: 'round', count: used, round };
    }
    record.tokens--;
    return { allowed: true };
  }

  /** A write for `player` in `round` went through (a refused one does not count against the round). */
  saved(player: string, round: number): void {
    const record = this.players.get(player);
    if (record) record.rounds.set(round, (record.rounds.get(round) ?? 0) + 1);
  }
}

export const PREVIEW_BURST = 10;
export const PREVIEW_EVERY_MS = 3_000;
const DEVICE_PREVIEW_BURST = 2 * PREVIEW_BURST;
const DEVICE_PREVIEW_EVERY_MS = PREVIEW_EVERY_MS / 2;

export type PreviewVerdict = { allowed: true } | { allowed: false; retryAt: number };

/** Token buckets by key (a player, a device), the least recently used dropped beyond MAX_PLAYERS. */
class Buckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly burst: number,
    private readonly everyMs: number,
  ) {}

  /** The time a token is back if `key` has none now; else null. Takes nothing. */
  emptyUntil(key: string, now: number): number | null {
    const bucket = this.refilled(key, now);
    return bucket.tokens >= 1 ? null : bucket.at + this.everyMs;
  }

  take(key: string, now: number): void {
    this.refilled(key, now).tokens--;
  }

  private refilled(key: string, now: number): { tokens: number; at: number } {
    let bucket = this.buckets.get(key);
    if (bucket) this.buckets.delete(key);
    else bucket = { tokens: this.burst, at: now };
    this.buckets.set(key, bucket);
    if (this.buckets.size > MAX_PLAYERS) {
      const oldest = this.buckets.keys().next().value;
      if (oldest !== undefined) this.buckets.delete(oldest);
    }
    const earned = Math.floor((now - bucket.at) / this.everyMs);
    if (earned > 0) {
      bucket.tokens = Math.min(this.burst, bucket.tokens + earned);
      bucket.at = bucket.tokens >= this.burst ? now : bucket.at + earned * this.everyMs;
    }
    return bucket;
  }
}

export class PreviewLimiter {
  private readonly players = new Buckets(PREVIEW_BURST, PREVIEW_EVERY_MS);
  private readonly devices = new Buckets(DEVICE_PREVIEW_BURST, DEVICE_PREVIEW_EVERY_MS);

  constructor(private readonly clock: Clock = monotonic) {}

  /**
   * Takes one preview for `player` from `address` (null: the server machine, whose devices are
   * the referee's), if both have one left; else says when the next one is possible.
   */
  take(player: string, address: string | null): PreviewVerdict {
    const now = this.clock();
    const device = address === null ? null : deviceKey(address);
    const waits = [this.players.emptyUntil(player, now), device === null ? null : this.devices.emptyUntil(device, now)];
    const retryAt = Math.max(...waits.map((w) => w ?? 0));
    if (retryAt > 0) return { allowed: false, retryAt };
    this.players.take(player, now);
    if (device !== null) this.devices.take(device, now);
    return { allowed: true };
  }
}
