/**
 * Concurrent writes over HTTP against the real venue server. Every check a
 * write depends on runs inside the store's queue, so calls sent at the same moment behave as if
 * they had been sent one after another.
 */
import { eventFileOnDisk as eventOnDisk } from '../../src/main/api/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { closeServers, startLocalServer } from './testing/localServer';
import type { Answer, LocalServer } from './testing/localServer';
import { checkConsistency } from '../../src/main/store/consistency';
import { applyChanges } from '../../src/shared/patch';
import type { EventFile } from '../../src/shared/model';

afterEach(closeServers);
/** The server every test here starts: its data folder's prefix and how many devices call it. */
const SERVER = { tempPrefix: 'its-concurrency-', devices: 40 };

/** An event with `players` players and round 1 paired and locked. */
async function eventWithLockedRound(s: LocalServer, players: number): Promise<string> {
  const created = await s.ok('events.create', { settings: { name: 'Concurrency Cup', rounds: 3 } });
  for (let i = 1; i <= players; i++) await s.ok('players.add', { name: `Player ${i}` });
  await s.ok('rounds.generate', {});
  await s.ok('rounds.lock', { round: 1 });
  return created.path as string;
}

function onDisk(file: string): EventFile {
  return eventOnDisk(file);
}

/** Every state the event went through, newest first, rebuilt from the audit log. */
function everyRevision(final: EventFile): { revision: number; state: EventFile }[] {
  const states = [{ revision: final.revision, state: final }];
  let state = structuredClone(final);
  for (const entry of [...final.audit].reverse()) {
    applyChanges(state as never, entry.changes, 'before');
    state = structuredClone(state);
    states.push({ revision: entry.revision - 1, state });
  }
  return states;
}

/**
 * Check-ins sent first so that the store's queue is busy when the calls under test arrive:
 * a check made outside the queue would then see a state several writes old.
 */
function keepQueueBusy(s: LocalServer, count: number): Promise<Answer>[] {
  return Array.from({ length: count }, (_, i) =>
    s.call('players.checkIn', { id: `p${1 + (i % 8)}`, checkedIn: i % 2 === 0 }),
  );
}

const structural = (e: EventFile) => checkConsistency({ ...e, audit: [] });

describe('concurrent writes over HTTP', () => {
  it('gives 50 concurrent players.add 50 distinct ids, all saved and each removable', async () => {
    const s = await startLocalServer(SERVER);
    const created = await s.ok('events.create', { settings: { name: 'Fifty' } });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => s.call('players.add', { name: `Walk-in ${i}` })),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const ids = answers.map((a) => (a.data?.player as { id: string }).id);
    expect(new Set(ids).size).toBe(50);
    const saved = onDisk(created.path as string);
    expect(saved.players.map((p) => p.id).sort()).toEqual([...ids].sort());
    expect(new Set(answers.map((a) => a.data?.revision)).size).toBe(50);
    const removals = await Promise.all(ids.map((id) => s.call('players.remove', { id })));
    expect(removals.map((a) => a.status)).toEqual(ids.map(() => 200));
    expect(onDisk(created.path as string).players).toEqual([]);
  });

  it('lets exactly one of 50 concurrent rounds.generate pair the round; the others answer CONFLICT', async () => {
    const s = await startLocalServer(SERVER);
    const created = await s.ok('events.create', { settings: { name: 'One Round', rounds: 3 } });
    for (let i = 1; i <= 12; i++) await s.ok('players.add', { name: `Player ${i}` });
    const busy = keepQueueBusy(s, 100);
    const answers = await Promise.all(Array.from({ length: 50 }, () => s.call('rounds.generate', {})));
    await Promise.all(busy);
    const won = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.error?.code === 'CONFLICT');
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(49);
    expect(refused[0]?.error?.message).toMatch(/Round 1 is still a draft; lock it, enter every result and close it/);
    expect(onDisk(created.path as string).rounds.map((r) => r.number)).toEqual([1]);
  });

  it('never closes a round with a game missing its result while undo and setResult race rounds.close', async () => {
    const s = await startLocalServer(SERVER);
    const file = await eventWithLockedRound(s, 8);
    const tables = [1, 2, 3, 4];
    const resultRevisions: number[] = [];
    for (const table of tables) {
      const saved = await s.ok('rounds.setResult', { round: 1, table, op: [6, 4], vp: [150, 100] });
      resultRevisions.push(saved.revision as number);
    }
    // 60 calls at once behind a busy queue: undos take results away, setResult puts them back,
    // close tries to close the round.
    const busy = keepQueueBusy(s, 60);
    const calls = Array.from({ length: 60 }, (_, i) => {
      const table = tables[Math.floor(i / 3) % 4] as number;
      if (i % 3 === 0) return s.call('audit.undo', { revision: resultRevisions[table - 1] });
      if (i % 3 === 1) return s.call('rounds.close', { round: 1 });
      return s.call('rounds.setResult', { round: 1, table, op: [6, 4], vp: [150, 100] });
    });
    const answers = await Promise.all(calls);
    await Promise.all(busy);
    for (const a of answers) expect([200, 409, 422]).toContain(a.status);
    const final = onDisk(file);
    const closes = final.audit.filter((e) => e.method === 'rounds.close');
    for (const { revision, state } of everyRevision(final)) {
      expect(structural(state), `revision ${revision}`).toEqual([]);
      const round = state.rounds[0];
      if (round?.status === 'closed') expect(round.pairings.every((p) => p.result !== null)).toBe(true);
    }
    // The race really happened: some closes were refused for a missing result or an undo was refused.
    expect(answers.some((a) => a.status !== 200)).toBe(true);
    expect(closes.length + answers.filter((a) => a.status === 422).length).toBeGreaterThan(0);
  });

  it('keeps every acknowledged write of 500 concurrent mixed writes, and the event stays consistent', async () => {
    const s = await startLocalServer(SERVER);
    const file = await eventWithLockedRound(s, 32);
    const revisionBefore = onDisk(file).revision;
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    type Sent = { method: string; params: Record<string, unknown> };
    const sent: Sent[] = Array.from({ length: 500 }, (_, i): Sent => {
      const table = 1 + random(16);
      switch (random(5)) {
        case 0:
          return { method: 'players.add', params: { name: `Late ${i}` } };
        case 1:
          return { method: 'rounds.setResult', params: { round: 1, table, op: [random(11), 4], vp: [100, 50] } };
        case 2:
          return { method: 'rounds.setDispute', params: { round: 1, table, note: `note ${i}` } };
        case 3:
          return { method: 'players.checkIn', params: { id: `p${1 + random(32)}`, checkedIn: random(2) === 0 } };
        default:
          return { method: 'players.update', params: { id: `p${1 + random(32)}`, changes: { club: `Club ${i}` } } };
      }
    });
    const answers = await Promise.all(sent.map((c) => s.call(c.method, c.params)));
    for (const a of answers) expect([200, 409]).toContain(a.status);
    const final = onDisk(file);
    expect(structural(final)).toEqual([]);

    const acked = answers.flatMap((a, i) => (a.data ? [{ ...sent[i]!, data: a.data }] : []));
    const revisions = acked.map((a) => a.data.revision as number);
    const audited = new Map(final.audit.map((e) => [e.revision, e]));
    // Each acknowledged change has its own revision and its own audit entry on disk.
    const changing = acked.filter((a) => audited.get(a.data.revision as number)?.method === a.method);
    expect(new Set(changing.map((a) => a.data.revision)).size).toBe(changing.length);
    expect(final.revision).toBe(revisionBefore + changing.length);
    for (const r of revisions) expect(r).toBeLessThanOrEqual(final.revision);

    for (const a of acked) {
      if (a.method === 'players.add') {
        const player = a.data.player as { id: string; name: string };
        expect(final.players.find((p) => p.id === player.id)?.name).toBe(a.params.name);
      }
      if (a.method === 'rounds.setResult') {
        // A result, once acknowledged, is never replaced (no `replace` was sent).
        const pairing = final.rounds[0]!.pairings.find((p) => p.table === a.params.table)!;
        expect(pairing.result?.op).toEqual(a.params.op);
      }
    }
    // The last acknowledged dispute note and club of each table and player are the ones kept.
    const lastBy = new Map<string, { revision: number; value: unknown }>();
    for (const a of acked) {
      const key =
        a.method === 'rounds.setDispute'
          ? `t${a.params.table as number}`
          : a.method === 'players.update'
            ? `c${a.params.id as string}`
            : null;
      const value = a.method === 'rounds.setDispute' ? a.params.note : (a.params.changes as { club: string })?.club;
      const revision = a.data.revision as number;
      if (key && (lastBy.get(key)?.revision ?? -1) <= revision) lastBy.set(key, { revision, value });
    }
    for (const [key, { value }] of lastBy) {
      if (key.startsWith('t')) {
        expect(final.rounds[0]!.pairings.find((p) => p.table === Number(key.slice(1)))?.dispute).toBe(value);
      } else {
        expect(final.players.find((p) => p.id === key.slice(1))?.club).toBe(value);
      }
    }
    expect(acked.length).toBeGreaterThan(400);
  });
});
