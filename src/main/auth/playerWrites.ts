/**
 * How often a player's phone may write (reports.submit / confirm / dispute), so that one phone
 * looping "Send" cannot fill the event file or slow the referee's saves (issue 22):
 *   - at most WRITES_PER_MINUTE writes in any minute per player (a token bucket), and
 *   - at most WRITES_PER_ROUND saved writes per player and round (a real game needs two or three).
 * Counted per player, not per session: signing in again does not reset it. Identical
 * resubmissions are counted here too, though they change nothing in the file.
 */
import { monotonic } from './throttle';
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
