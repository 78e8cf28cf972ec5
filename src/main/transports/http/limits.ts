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
  /** Connections of the total kept for the server machine and signed-in referees' devices. */
  connectionsReserve: number;
  headersTimeoutMs: number;
  /**
   * A request body without a referee session (sign-in, a player's report: at most 16 KB) must
   * have arrived this long after its headers, or the connection is dropped (408).
   */
  bodyTimeoutMs: number;
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

/**
 * Where the limit cannot be read (macOS, Windows): 1024. Node raises its soft limit to the hard
 * limit as it starts on macOS (thousands), and Windows does not count sockets against a
 * descriptor table, so 1024 is below what either really allows — and room for 150 phones and
 * 5 screens (256 live streams, 512 connections).
 */
export const ASSUMED_OPEN_FILES = 1024;

export function defaultLimits(fdLimit = openFileLimit()): Limits {
  // Half the descriptors at most for connections: the rest stays for the event file, its
  // backups, PDFs and the log.
  const budget = Math.floor(Math.min(fdLimit ?? ASSUMED_OPEN_FILES, 65_536) / 2);
  const connectionsTotal = Math.max(64, Math.min(1000, budget));
  return {
    anonymousBodyBytes: 16 * 1024,
    refereeBodyBytes: 4 * 1024 * 1024,
    // A phone or a projector needs one or two (a second tab); referees are not held to it.
    streamsPerAddress: 4,
    streamsTotal: Math.floor(connectionsTotal / 2),
    streamsRefereeReserve: 16,
    // A browser opens at most 6 connections to a server, plus its live stream.
    connectionsPerAddress: 24,
    connectionsTotal,
    connectionsReserve: Math.max(8, Math.floor(connectionsTotal / 8)),
    headersTimeoutMs: 10_000,
    bodyTimeoutMs: 10_000,
    requestTimeoutMs: 30_000,
    keepAliveTimeoutMs: 5_000,
    idleTimeoutMs: 60_000,
    maxHeaderBytes: 8 * 1024,
  };
}
