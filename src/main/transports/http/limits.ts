/**
 * Resource bounds of the venue server. Connection caps are derived from the process's open-file
 * limit so that a flood of connections can never use up the descriptors a save needs.
 */
import { readFileSync } from 'node:fs';

export interface Limits {
  /** Body of a request without a referee session (sign-in, public reads). */
  anonymousBodyBytes: number;
  /** Body of a referee's request; large imports go through files, not bodies. */
  refereeBodyBytes: number;
  /** Live event-stream connections per client address, and in total for visitors. */
  streamsPerAddress: number;
  streamsTotal: number;
  /** Extra event-stream room kept for signed-in referees beyond the visitors' total. */
  streamsRefereeReserve: number;
  /** Open connections per client address, and in total. */
  connectionsPerAddress: number;
  connectionsTotal: number;
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  idleTimeoutMs: number;
  maxHeaderBytes: number;
}

/** The soft limit on open files (Linux: /proc/self/limits), or null where it cannot be read. */
export function openFileLimit(): number | null {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line?.split(/\s{2,}/)[1];
    const n = soft === 'unlimited' ? Infinity : Number(soft);
    return Number.isFinite(n) || n === Infinity ? n : null;
  } catch {
    return null;
  }
}

export function defaultLimits(fdLimit = openFileLimit()): Limits {
  // Half the descriptors at most for connections: the rest stays for the event file, its
  // backups, PDFs and the log. Windows and macOS (no /proc) assume the common 1024 / 256.
  const budget = Math.floor(Math.min(fdLimit ?? 256, 65_536) / 2);
  const connectionsTotal = Math.max(64, Math.min(1000, budget));
  return {
    anonymousBodyBytes: 16 * 1024,
    refereeBodyBytes: 4 * 1024 * 1024,
    streamsPerAddress: 6,
    streamsTotal: Math.floor(connectionsTotal / 2),
    streamsRefereeReserve: 16,
    connectionsPerAddress: 48,
    connectionsTotal,
    headersTimeoutMs: 10_000,
    requestTimeoutMs: 30_000,
    keepAliveTimeoutMs: 5_000,
    idleTimeoutMs: 60_000,
    maxHeaderBytes: 8 * 1024,
  };
}
