/**
 * Wrong result codes, throttled per player named and per device — never for the whole network,
 * so that guessing one player's code never stops another player.
 *
 * Per device (an IPv4 address, or an IPv6 /64): the first FREE_MISTAKES wrong codes are free
 * (a typo costs nothing), then each one locks that device for 10 s, 20 s, 40 s… up to an hour.
 *
 * Per player named (by name or ITS PIN, whatever code was typed): a bucket of PLAYER_BURST wrong
 * codes that refills one every PLAYER_REFILL_MS. While a player's bucket is empty, guesses for
 * them are refused — except from a *clean* device, one with no wrong code in the last hour: the
 * player's own phone still gets in while someone guesses their code elsewhere, and a player who
 * mistyped once still does. A device is clean while it has made fewer than CLEAN_MISTAKES wrong
 * codes in the last hour, so each attacking device adds at most CLEAN_MISTAKES guesses an hour
 * this way.
 *
 * The ceiling, for N players, D hours and A devices: at most N × (PLAYER_BURST + D × 3_600_000 /
 * PLAYER_REFILL_MS) + CLEAN_MISTAKES × A × D wrong codes are evaluated (docs/SECURITY.md works
 * it out).
 */
import { deviceKey, monotonic } from './throttle';
import type { Clock } from './throttle';

const HOUR = 3_600_000;
export const FREE_MISTAKES = 3;
/** A device with fewer wrong codes than this in the last hour is taken for the player's own. */
export const CLEAN_MISTAKES = FREE_MISTAKES;
const FIRST_LOCKOUT_MS = 10_000;
const MAX_LOCKOUT_MS = HOUR;
/** A device with no wrong code for this long is forgotten (and clean again). */
const FORGET_AFTER_MS = HOUR;
export const PLAYER_BURST = 5;
/** One wrong code back per player every 20 minutes: 3 an hour. */
export const PLAYER_REFILL_MS = 20 * 60_000;
const MAX_RECORDS = 10_000;

interface DeviceRecord {
  failures: number;
  streak: number;
  lastFailureAt: number;
  lockedUntil: number;
}

interface PlayerRecord {
  /** Who the referee sees in Settings. */
  name: string;
  tokens: number;
  refilledAt: number;
  failures: number;
  lastFailureAt: number;
}

export type CodeVerdict =
  | { allowed: true }
  | { allowed: false; retryAt: number; scope: 'address' }
  | { allowed: false; retryAt: number; scope: 'player'; name: string };

export interface PlayerCodeFailures {
  name: string;
  count: number;
  lastAt: number;
  /** When guesses for this player are accepted again from a device that made mistakes. */
  lockedUntil: number | null;
}

export class CodeThrottle {
  private readonly devices = new Map<string, DeviceRecord>();
  private readonly players = new Map<string, PlayerRecord>();
  /** Every wrong code evaluated since start. */
  totalFailures = 0;

  constructor(private readonly clock: Clock = monotonic) {}

  private device(address: string, now: number): DeviceRecord | null {
    const record = this.devices.get(deviceKey(address));
    if (record && now - record.lastFailureAt > FORGET_AFTER_MS && record.lockedUntil <= now) {
      this.devices.delete(deviceKey(address));
      return null;
    }
    return record ?? null;
  }

  private refill(record: PlayerRecord, now: number): void {
    const earned = Math.floor((now - record.refilledAt) / PLAYER_REFILL_MS);
    if (earned <= 0) return;
    record.tokens = Math.min(PLAYER_BURST, record.tokens + earned);
    record.refilledAt = record.tokens >= PLAYER_BURST ? now : record.refilledAt + earned * PLAYER_REFILL_MS;
  }

  /**
   * May a code for `player` (a key for the player named; null when the name matches nobody)
   * from `address` be looked at now?
   */
  check(address: string, player: string | null): CodeVerdict {
    const now = this.clock();
    const device = this.device(address, now);
    if (device && device.lockedUntil > now) return { allowed: false, retryAt: device.lockedUntil, scope: 'address' };
    const record = player === null ? undefined : this.players.get(player);
    if (!record) return { allowed: true };
    this.refill(record, now);
    // A device with no recent mistake is the player's own phone as far as anyone can tell.
    if (record.tokens < 1 && device && device.failures >= CLEAN_MISTAKES) {
      return { allowed: false, retryAt: record.refilledAt + PLAYER_REFILL_MS, scope: 'player', name: record.name };
    }
    return { allowed: true };
  }

  /** A wrong code from `address` for `player` (null: the name matched nobody) was evaluated. */
  failure(address: string, player: { key: string; name: string } | null): void {
    const now = this.clock();
    this.totalFailures++;
    const key = deviceKey(address);
    let device = this.device(address, now);
    if (!device) {
      device = { failures: 0, streak: 0, lastFailureAt: now, lockedUntil: 0 };
      this.devices.set(key, device);
      prune(this.devices, MAX_RECORDS, (r) => r.lockedUntil <= now);
    }
    device.failures++;
    device.streak++;
    device.lastFailureAt = now;
    const over = device.streak - FREE_MISTAKES;
    if (over > 0) device.lockedUntil = now + Math.min(MAX_LOCKOUT_MS, FIRST_LOCKOUT_MS * 2 ** (over - 1));
    if (!player) return;
    let record = this.players.get(player.key);
    if (!record) {
      record = { name: player.name, tokens: PLAYER_BURST, refilledAt: now, failures: 0, lastFailureAt: now };
      this.players.set(player.key, record);
      prune(this.players, MAX_RECORDS, () => true);
    }
    this.refill(record, now);
    record.tokens = Math.max(0, record.tokens - 1);
    record.failures++;
    record.lastFailureAt = now;
  }

  /** A right code clears the device's streak (its mistakes stay counted for the hour). */
  success(address: string): void {
    const device = this.devices.get(deviceKey(address));
    if (device) {
      device.streak = 0;
      device.lockedUntil = 0;
    }
  }

  /** Players whose code was guessed wrong in the last day, most recent first (Settings). */
  records(): PlayerCodeFailures[] {
    const now = this.clock();
    return [...this.players.values()]
      .filter((r) => now - r.lastFailureAt <= 24 * HOUR)
      .sort((a, b) => b.lastFailureAt - a.lastFailureAt)
      .map((r) => {
        this.refill(r, now);
        return {
          name: r.name,
          count: r.failures,
          lastAt: r.lastFailureAt,
          lockedUntil: r.tokens < 1 ? r.refilledAt + PLAYER_REFILL_MS : null,
        };
      });
  }

  /** Ends every lockout (a signed-in referee, Settings); each player gets one more guess back at most. */
  clear(): void {
    for (const d of this.devices.values()) {
      d.lockedUntil = 0;
      d.streak = 0;
    }
    const now = this.clock();
    for (const r of this.players.values()) {
      this.refill(r, now);
      r.tokens = Math.max(r.tokens, 1);
    }
  }
}

function prune<T>(map: Map<string, T>, max: number, removable: (record: T) => boolean): void {
  if (map.size <= max) return;
  for (const [key, r] of map) {
    if (map.size <= max) break;
    if (removable(r)) map.delete(key);
  }
}
