/**
 * Who gets a connection and a live stream when the venue Wi-Fi is crowded or hostile (issue 22,
 * docs/SECURITY.md · Connections). The rules, all from the address alone (before any byte of a
 * request is read):
 *   - per address at most `connectionsPerAddress` connections (the server machine excepted);
 *   - `connectionsReserve` of the total is kept for *privileged* addresses: the server machine
 *     and the devices of signed-in referees. Others are admitted only below the rest;
 *   - at the total, room is made by closing the oldest idle connection of an unprivileged
 *     address; a privileged one may also close the oldest unprivileged connection whose request
 *     is still arriving (a slow body), so slow senders can never starve the referee;
 *   - live streams: at most `streamsPerAddress` per address for visitors and players, a total for
 *     them, and extra room for referees; at the total, the address holding the most streams
 *     gives up its oldest to an address holding fewer, so one device cannot keep others out.
 */
import type { Socket } from 'node:net';
import { monotonic } from '../../auth/throttle';
import type { Limits } from './limits';

export type TrackedSocket = Socket & { requests?: number; openedAt?: number; peer?: string };

/** "::ffff:192.168.1.23" → "192.168.1.23". */
export const plainAddress = (raw: string | undefined) => {
  const address = raw ?? 'unknown';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
};

export class ConnectionGuard {
  private readonly sockets = new Set<TrackedSocket>();
  private readonly perAddress = new Map<string, number>();

  constructor(
    private readonly limits: Pick<Limits, 'connectionsPerAddress' | 'connectionsTotal' | 'connectionsReserve'>,
    /** Who is privileged now (the server machine, signed-in referees' devices); asked once per connection. */
    private readonly privilegedNow: () => (address: string) => boolean,
    private readonly serverMachine: (address: string) => boolean,
  ) {}

  /** Admits a new connection (true) or closes it (false). */
  admit(socket: TrackedSocket): boolean {
    const address = plainAddress(socket.remoteAddress);
    const count = this.perAddress.get(address) ?? 0;
    if (count >= this.limits.connectionsPerAddress && !this.serverMachine(address)) {
      socket.destroy();
      return false;
    }
    const isPrivileged = this.privilegedNow();
    const privileged = isPrivileged(address);
    const room = privileged
      ? this.limits.connectionsTotal
      : this.limits.connectionsTotal - this.limits.connectionsReserve;
    if (this.sockets.size >= room && !this.makeRoom(privileged, room, isPrivileged)) {
      socket.destroy();
      return false;
    }
    socket.openedAt = monotonic();
    socket.peer = address;
    this.sockets.add(socket);
    this.perAddress.set(address, count + 1);
    socket.once('close', () => {
      this.sockets.delete(socket);
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left > 0) this.perAddress.set(address, left);
      else this.perAddress.delete(address);
    });
    return true;
  }

  /** Closes unprivileged connections until there is room below `room`; false if it cannot. */
  private makeRoom(privileged: boolean, room: number, isPrivileged: (address: string) => boolean): boolean {
    while (this.sockets.size >= room) {
      let victim: TrackedSocket | null = null;
      for (const s of this.sockets) {
        if (s.destroyed || isPrivileged(s.peer ?? '')) continue;
        // Idle ones first; a privileged caller may also take a busy one (a slow body).
        const rank = (x: TrackedSocket) => (x.requests ? 1 : 0);
        if (!privileged && s.requests) continue;
        if (
          !victim ||
          rank(s) < rank(victim) ||
          (rank(s) === rank(victim) && (s.openedAt ?? 0) < (victim.openedAt ?? 0))
        )
          victim = s;
      }
      if (!victim) return false;
      this.sockets.delete(victim);
      victim.destroy();
    }
    return true;
  }

  count(): number {
    return this.sockets.size;
  }
}

export interface StreamClient {
  address: string;
  /** A signed-in referee's or the server machine's: held to the referees' room, not the visitors'. */
  privileged: boolean;
  openedAt: number;
  close(): void;
}

/**
 * Whether a new live stream from `caller` may open among `open` ones; may close the oldest
 * stream of the address holding the most to make room. Returns false to refuse (503).
 */
export function admitStream(
  open: Iterable<StreamClient>,
  caller: { address: string; referee: boolean; serverMachine: boolean },
  limits: Pick<Limits, 'streamsPerAddress' | 'streamsTotal' | 'streamsRefereeReserve'>,
): boolean {
  const byAddress = new Map<string, StreamClient[]>();
  let visitors = 0;
  let referees = 0;
  for (const s of open) {
    const list = byAddress.get(s.address) ?? [];
    list.push(s);
    byAddress.set(s.address, list);
    if (s.privileged) referees++;
    else visitors++;
  }
  const mine = byAddress.get(caller.address)?.length ?? 0;
  const privileged = caller.referee || caller.serverMachine;
  if (!privileged && mine >= limits.streamsPerAddress) return false;
  const full = privileged
    ? visitors + referees >= limits.streamsTotal + limits.streamsRefereeReserve
    : visitors >= limits.streamsTotal;
  if (!full) return true;
  // The visitors' address holding the most streams gives up its oldest, if it holds more than this caller.
  let most: StreamClient[] = [];
  for (const [address, list] of byAddress) {
    const theirs = list.filter((s) => !s.privileged);
    if (address !== caller.address && theirs.length > most.length) most = theirs;
  }
  if (most.length <= mine + 1 && !privileged) return false;
  const oldest = most.sort((a, b) => a.openedAt - b.openedAt)[0];
  if (!oldest) return false;
  oldest.close();
  return true;
}
