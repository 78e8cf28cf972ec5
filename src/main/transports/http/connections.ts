/**
 * Who gets a connection and a live stream when the venue Wi-Fi is crowded or hostile (docs/SECURITY.md ·
 * Bounded resources). A *device* is an IPv4 address or an IPv6 /64
 * (`deviceKey`, as the sign-in throttles count): a phone can take any number of addresses in its
 * /64, so they count as one. The rules, all from the address alone (before any byte of a request
 * is read):
 *   - per device at most `connectionsPerAddress` connections (the server machine excepted);
 *   - `connectionsReserve` of the total is kept for *privileged* addresses: the server machine
 *     and the devices of signed-in referees. Others are admitted only below the rest;
 *   - at the total, room is made by closing a connection nobody signed in uses, of a device
 *     holding more connections than the newcomer's then would: an idle one first, else one whose
 *     request is still arriving (a slow body); the device holding the most, its oldest. A device
 *     holding few connections (a phone) always finds room while another holds many, and never
 *     loses its own to one. A privileged newcomer may close any of them;
 *   - live streams: at most `streamsPerAddress` per device for visitors and players, a total for
 *     them, and extra room for referees and the server machine. At the total a stream of a
 *     client nobody signed in gives way: to a signed-in device (a player's phone, a referee) or
 *     the server machine always; to a visitor (the projector) when the device holding it holds
 *     more streams, or has not read anything since longer than the visitor — a screen reads the
 *     round after every change, a device that only holds streams open never does.
 */
import type { Socket } from 'node:net';
import { deviceKey, monotonic } from '../../auth/throttle';
import type { Limits } from './limits';

export type TrackedSocket = Socket & {
  requests?: number;
  openedAt?: number;
  peer?: string;
  device?: string;
  /** A request on it came with a session (a referee's or a player's): never closed to make room. */
  signedIn?: boolean;
};

/** "::ffff:192.168.1.23" → "192.168.1.23". */
export const plainAddress = (raw: string | undefined) => {
  const address = raw ?? 'unknown';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
};

/** Devices remembered at most by `RecentReads` (the least recently seen is forgotten first). */
const MAX_DEVICES = 10_000;

/**
 * When each device last asked for anything but a live stream (a page, an API read): a screen
 * reads after every change; a device that only holds streams open has no entry.
 */
export class RecentReads {
  private readonly at = new Map<string, number>();

  constructor(private readonly clock: () => number = monotonic) {}

  seen(address: string): void {
    const device = deviceKey(address);
    this.at.delete(device);
    this.at.set(device, this.clock());
    if (this.at.size > MAX_DEVICES) {
      const oldest = this.at.keys().next().value;
      if (oldest !== undefined) this.at.delete(oldest);
    }
  }

  /** When `device` last read (−∞ if never, or forgotten). */
  lastRead(device: string): number {
    return this.at.get(device) ?? Number.NEGATIVE_INFINITY;
  }
}

export class ConnectionGuard {
  private readonly sockets = new Set<TrackedSocket>();
  private readonly perDevice = new Map<string, number>();

  constructor(
    private readonly limits: Pick<Limits, 'connectionsPerAddress' | 'connectionsTotal' | 'connectionsReserve'>,
    /** Who is privileged now (the server machine, signed-in referees' devices); asked once per connection. */
    private readonly privilegedNow: () => (address: string) => boolean,
    private readonly serverMachine: (address: string) => boolean,
  ) {}

  /** Admits a new connection (true) or closes it (false). */
  admit(socket: TrackedSocket): boolean {
    const address = plainAddress(socket.remoteAddress);
    const device = deviceKey(address);
    const count = this.perDevice.get(device) ?? 0;
    if (count >= this.limits.connectionsPerAddress && !this.serverMachine(address)) {
      socket.destroy();
      return false;
    }
    const isPrivileged = this.privilegedNow();
    const privileged = isPrivileged(address);
    const room = privileged
      ? this.limits.connectionsTotal
      : this.limits.connectionsTotal - this.limits.connectionsReserve;
    if (this.sockets.size >= room && !this.makeRoom(privileged, count, room, isPrivileged)) {
      socket.destroy();
      return false;
    }
    socket.openedAt = monotonic();
    socket.peer = address;
    socket.device = device;
    this.sockets.add(socket);
    this.perDevice.set(device, (this.perDevice.get(device) ?? 0) + 1);
    socket.once('close', () => this.forget(socket));
    return true;
  }

  private forget(socket: TrackedSocket): void {
    if (!this.sockets.delete(socket)) return;
    const device = socket.device ?? '';
    const left = (this.perDevice.get(device) ?? 1) - 1;
    if (left > 0) this.perDevice.set(device, left);
    else this.perDevice.delete(device);
  }

  /**
   * Closes connections nobody signed in uses until there is room below `room`; false if it
   * cannot. `mine` is how many the newcomer's device holds already.
   */
  private makeRoom(
    privileged: boolean,
    mine: number,
    room: number,
    isPrivileged: (address: string) => boolean,
  ): boolean {
    while (this.sockets.size >= room) {
      let victim: TrackedSocket | null = null;
      let victimRank: number[] = [];
      for (const s of this.sockets) {
        if (s.destroyed || s.signedIn || isPrivileged(s.peer ?? '')) continue;
        const busy = s.requests ? 1 : 0;
        const held = this.perDevice.get(s.device ?? '') ?? 0;
        // Only for a device that then holds fewer (or the referee): a phone's fresh connection,
        // idle until its request arrives, is never closed for a device holding many.
        if (!privileged && held <= mine + 1) continue;
        const rank = [busy, -held, s.openedAt ?? 0];
        if (!victim || before(rank, victimRank)) {
          victim = s;
          victimRank = rank;
        }
      }
      if (!victim) return false;
      this.forget(victim);
      victim.destroy();
    }
    return true;
  }

  count(): number {
    return this.sockets.size;
  }
}

/** Whether rank `a` comes before `b` (compared item by item, smallest first). */
function before(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x < y;
  }
  return false;
}

export interface StreamClient {
  address: string;
  /** A signed-in referee's or the server machine's: held to the referees' room, not the visitors'. */
  privileged: boolean;
  /** Opened with a session (a referee's or a player's): a visitor's stream never takes its place. */
  signedIn: boolean;
  openedAt: number;
  close(): void;
}

/**
 * Whether a new live stream from `caller` may open among `open` ones; may close a stream of a
 * client nobody signed in to make room (see the rules at the top). Returns false to refuse (503).
 */
export function admitStream(
  open: Iterable<StreamClient>,
  caller: { address: string; referee: boolean; serverMachine: boolean; signedIn: boolean },
  limits: Pick<Limits, 'streamsPerAddress' | 'streamsTotal' | 'streamsRefereeReserve'>,
  reads: Pick<RecentReads, 'lastRead'>,
): boolean {
  const byDevice = new Map<string, StreamClient[]>();
  let visitors = 0;
  let referees = 0;
  for (const s of open) {
    const device = deviceKey(s.address);
    const list = byDevice.get(device) ?? [];
    list.push(s);
    byDevice.set(device, list);
    if (s.privileged) referees++;
    else visitors++;
  }
  const device = deviceKey(caller.address);
  const mine = byDevice.get(device)?.length ?? 0;
  const privileged = caller.referee || caller.serverMachine;
  if (!privileged && mine >= limits.streamsPerAddress) return false;
  const full = privileged
    ? visitors + referees >= limits.streamsTotal + limits.streamsRefereeReserve
    : visitors >= limits.streamsTotal;
  if (!full) return true;
  // Who may give way: streams nobody signed in opened, of other devices. To a visitor, only
  // those of a device holding more streams than it then would, or that read less recently.
  const anyone = privileged || caller.signedIn;
  const myRead = reads.lastRead(device);
  let victim: StreamClient | null = null;
  let victimRank: number[] = [];
  for (const [other, list] of byDevice) {
    if (other === device) continue;
    const theirs = list.filter((s) => !s.privileged && !s.signedIn);
    const read = reads.lastRead(other);
    if (!anyone && theirs.length <= mine + 1 && read >= myRead) continue;
    // The device holding the most first, then the one that read least recently, then the oldest.
    for (const s of theirs) {
      const rank = [-theirs.length, read, s.openedAt];
      if (!victim || before(rank, victimRank)) {
        victim = s;
        victimRank = rank;
      }
    }
  }
  if (!victim) return false;
  victim.close();
  return true;
}
