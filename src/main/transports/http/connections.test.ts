/**
 * An IPv6 /64 is one device for the connection and stream caps, as for the sign-in
 * throttles (loopback has no /64 to bind clients to, so the addresses are injected here). One
 * /64 taking 200 addresses holds no more than one IPv4 address may; a phone elsewhere still gets
 * a connection and a stream.
 */
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { admitStream, ConnectionGuard, RecentReads } from './connections';
import type { StreamClient, TrackedSocket } from './connections';

/** A socket as the guard sees it: an address, a request under way or not, and `destroy`. */
function fakeSocket(remoteAddress: string, busy: boolean): TrackedSocket {
  const socket = new EventEmitter() as unknown as TrackedSocket & { destroyed: boolean };
  Object.assign(socket, {
    remoteAddress,
    destroyed: false,
    requests: busy ? 1 : 0,
    destroy() {
      if (socket.destroyed) return socket;
      socket.destroyed = true;
      socket.emit('close');
      return socket;
    },
  });
  return socket;
}

const inOneNetwork = (i: number) => `2001:db8:1:2:${(i + 1).toString(16)}::${(i * 7 + 1).toString(16)}`;

describe('an IPv6 /64 is one device', () => {
  it('200 slow connections from one /64 hold at most the per-device cap; a phone elsewhere gets in', () => {
    const guard = new ConnectionGuard(
      { connectionsPerAddress: 24, connectionsTotal: 40, connectionsReserve: 8 },
      () => () => false,
      () => false,
    );
    const admitted = Array.from({ length: 200 }, (_, i) => guard.admit(fakeSocket(inOneNetwork(i), true)));
    expect(admitted.filter(Boolean).length).toBe(24);
    // Other devices fill the rest with slow requests of their own: one each.
    for (let i = 0; i < 8; i++) expect(guard.admit(fakeSocket(`192.168.7.${i + 1}`, true))).toBe(true);
    expect(guard.count()).toBe(32);
    // Full: the phone's connection takes the place of one of the /64's, never of a one-connection device.
    expect(guard.admit(fakeSocket('2001:db8:9:9::1', false))).toBe(true);
    expect(guard.count()).toBe(32);
    expect(guard.admit(fakeSocket('192.168.7.200', false))).toBe(true);
  });

  it('200 streams from one /64 hold at most the per-device cap; a player’s phone and a reading screen get theirs', () => {
    const limits = { streamsPerAddress: 4, streamsTotal: 12, streamsRefereeReserve: 2 };
    const reads = new RecentReads(() => 1_000);
    const open: StreamClient[] = [];
    const add = (address: string, signedIn = false): boolean => {
      const ok = admitStream(open, { address, referee: false, serverMachine: false, signedIn }, limits, reads);
      if (!ok) return false;
      const client: StreamClient = {
        address,
        privileged: false,
        signedIn,
        openedAt: open.length,
        close: () => open.splice(open.indexOf(client), 1),
      };
      open.push(client);
      return true;
    };
    const held = Array.from({ length: 200 }, (_, i) => add(inOneNetwork(i))).filter(Boolean).length;
    expect(held).toBe(4);
    // Eight other devices that never read anything fill the visitors' total with one stream each.
    for (let i = 0; i < 8; i++) expect(add(`192.168.8.${i + 1}`)).toBe(true);
    expect(open.length).toBe(12);
    // Further devices take the /64's streams down to one, then are refused (all hold one).
    const more = Array.from({ length: 10 }, (_, i) => add(`192.168.8.${i + 20}`));
    expect(more.filter(Boolean).length).toBe(3);
    expect(open.filter((s) => s.address.startsWith('2001:db8:1:2:')).length).toBe(1);
    // A player's phone (signed in) takes the place of a stream nobody signed in opened.
    expect(add('2001:db8:5:5::1', true)).toBe(true);
    // The projector read the round: it takes the place of a device that never read.
    reads.seen('192.168.9.1');
    expect(add('192.168.9.1')).toBe(true);
    expect(open.length).toBe(12);
    expect(open.some((s) => s.address === '2001:db8:5:5::1')).toBe(true);
  });
});
