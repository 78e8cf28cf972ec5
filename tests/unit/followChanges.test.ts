/**
 * Issue 21 · Build 3: a screen that misses pushes (its stream dropped) catches up by revision and
 * ends with the same state as a fresh read. Random change sequences go through the real app core
 * (registry, store, a temporary folder, the pushes of app.ts); a follower (src/shared/follow.ts,
 * what the screens run) gets the pushes in order as a stream would, some of them dropped, some
 * late, now and then a reconnect — and, after the stream comes back, must equal `events.get`.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAppCore } from '../../src/main/appCore';
import type { AppCore } from '../../src/main/appCore';
import { CHANGES_SINCE_MAX, changesSince } from '../../src/main/api/events';
import { EventFollower, applyEntry } from '../../src/shared/follow';
import type { ChangedPush, ChangesSince } from '../../src/shared/follow';
import type { EventFile } from '../../src/shared/model';

type Op =
  | { kind: 'add'; name: string }
  | { kind: 'rename'; index: number; name: string }
  | { kind: 'checkIn'; index: number; value: boolean }
  | { kind: 'venue'; text: string }
  | { kind: 'generate' }
  | { kind: 'lock' }
  | { kind: 'result'; table: number; op: number }
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'reopen' }
  | { kind: 'restore'; pick: number };

/** What happens to the pushes waiting in the stream after each change. */
interface Delivery {
  /** How many of the waiting pushes arrive now (the rest stay in flight). */
  arrive: number;
  /** Of those, which are lost (the stream dropped them). */
  lost: boolean[];
  /** The stream dropped and came back (EventSource `open` after an error). */
  reconnect: boolean;
}

const name = fc.constantFrom('Ana', 'Bea', 'Ciro', 'Dana', 'Eli', 'Fran', 'Gus', 'Hana', 'Íñigo', 'Jo');
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('add' as const), name }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('rename' as const), index: fc.nat(12), name }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('checkIn' as const), index: fc.nat(12), value: fc.boolean() }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('venue' as const), text: fc.string({ maxLength: 12 }) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'generate' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'lock' as const }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('result' as const),
      table: fc.integer({ min: 1, max: 4 }),
      op: fc.nat(10),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'undo' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'redo' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'reopen' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('restore' as const), pick: fc.nat(5) }) },
);
const deliveryArb: fc.Arbitrary<Delivery> = fc.record({
  arrive: fc.nat(3),
  lost: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
  reconnect: fc.nat(9).map((n) => n === 0),
});

/** What crosses a transport: a copy, never main's own objects. */
const wire = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

async function must<T>(core: AppCore, method: string, params: unknown = {}): Promise<T> {
  const res = await core.call(method, params);
  if ('error' in res) throw new Error(`${method}: ${res.error.message}`);
  return wire(res.data as T);
}

/** A core in a fresh data folder, and every `event.changed` it pushes, as a transport carries it. */
function coreWithStream(): { core: AppCore; stream: ChangedPush[] } {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'its-follow-'));
  const core = createAppCore({ dataDir, runtime: { transport: 'cli', venue: null } });
  const stream: ChangedPush[] = [];
  core.onPush((pushName, payload) => {
    if (pushName === 'event.changed') stream.push(wire(payload as ChangedPush));
  });
  return { core, stream };
}

async function apply(core: AppCore, op: Op): Promise<void> {
  const state = core.workspace.current().state;
  const player = (index: number) => state.players[index % Math.max(1, state.players.length)];
  const open = state.rounds[state.rounds.length - 1];
  switch (op.kind) {
    case 'add':
      await core.call('players.add', { name: `${op.name} ${state.players.length}` });
      return;
    case 'rename': {
      const p = player(op.index);
      if (p) await core.call('players.update', { id: p.id, changes: { name: `${op.name} ${op.index}` } });
      return;
    }
    case 'checkIn': {
      const p = player(op.index);
      if (p) await core.call('players.checkIn', { id: p.id, checkedIn: op.value });
      return;
    }
    case 'venue':
      await core.call('events.updateSettings', { settings: { venue: op.text } });
      return;
    case 'generate':
      await core.call('rounds.generate', {});
      return;
    case 'lock':
      if (open) await core.call('rounds.lock', { round: open.number });
      return;
    case 'result':
      if (open) {
        await core.call('rounds.setResult', {
          round: open.number,
          table: op.table,
          op: [op.op, 10 - op.op],
          vp: [op.op * 20, 200 - op.op * 20],
        });
      }
      return;
    case 'undo':
      await core.call('audit.undo', {});
      return;
    case 'redo':
      await core.call('audit.redo', {});
      return;
    case 'reopen':
      // A whole-file operation: the push says so (reset) and the screens read the event again.
      await core.call('events.open', { path: core.workspace.current().path });
      return;
    case 'restore': {
      // Back to an older revision: the same numbers come again with other changes.
      const backups = await must<{ file: string; valid: boolean }[]>(core, 'backups.list');
      const valid = backups.filter((b) => b.valid);
      const chosen = valid[op.pick % Math.max(1, valid.length)];
      if (chosen) await core.call('backups.restore', { file: chosen.file });
      return;
    }
  }
}

describe('a screen following the event by its changes', () => {
  it('ends equal to a fresh read after random changes, dropped pushes and reconnects', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(opArb, { minLength: 1, maxLength: 30 }),
        fc.array(deliveryArb, { minLength: 30, maxLength: 30 }),
        async (ops, deliveries) => {
          const { core, stream } = coreWithStream();
          await must(core, 'events.create', { settings: { name: 'Follow', rounds: 3 } });
          for (const n of ['Ana', 'Bea', 'Ciro', 'Dana']) await must(core, 'players.add', { name: n });
          let wholeReads = 0;
          const follower = new EventFollower({
            get: async () => {
              wholeReads++;
              return must<EventFile>(core, 'events.get');
            },
            changesSince: (eventId, revision, at) =>
              must<ChangesSince>(core, 'events.changesSince', { eventId, revision, at }),
          });
          await follower.reload();
          stream.length = 0;
          let resets = 0;
          const inFlight: Promise<void>[] = [];
          for (const [i, op] of ops.entries()) {
            await apply(core, op);
            const delivery = deliveries[i]!;
            const arriving = stream.splice(0, delivery.arrive === 3 ? stream.length : delivery.arrive);
            arriving.forEach((push, k) => {
              if (delivery.lost[k % 3]) return;
              if (push.reset) resets++;
              inFlight.push(follower.onPush(push));
            });
            if (delivery.reconnect) inFlight.push(follower.onReconnect());
          }
          // The stream comes back (or the next push arrives): whatever is left is caught up.
          await Promise.all(inFlight);
          await follower.onReconnect();
          const fresh = await must<EventFile>(core, 'events.get');
          expect(follower.event).toEqual(fresh);
          // Missed revisions are caught up by their changes: the event is read whole only at the
          // start, after a whole-file operation's reset, or when catching up found another file.
          const whole = ops.filter((o) => o.kind === 'reopen' || o.kind === 'restore').length;
          if (whole === 0) expect(wholeReads).toBe(1);
          else expect(wholeReads).toBeLessThanOrEqual(1 + resets + whole);
          await core.workspace.close();
        },
      ),
      { numRuns: 20 },
    );
  }, 60_000);

  it('applies an undo and a redo to the audit as the store does', async () => {
    const { core, stream } = coreWithStream();
    await must(core, 'events.create', { settings: { name: 'Undo', rounds: 3 } });
    const held = await must<EventFile>(core, 'events.get');
    const links = (event: EventFile) => event.audit.map((e) => [e.revision, e.undoneBy, e.undoOf, e.redoOf]);
    await must(core, 'players.add', { name: 'Ana' });
    await must(core, 'audit.undo', {});
    for (const push of stream.splice(0)) if (push.entry) applyEntry(held, push.entry);
    expect(held).toEqual(await must<EventFile>(core, 'events.get'));
    expect(links(held)).toEqual([
      [1, 2, null, null],
      [2, null, 1, null],
    ]);
    await must(core, 'audit.redo', {});
    for (const push of stream.splice(0)) if (push.entry) applyEntry(held, push.entry);
    expect(held).toEqual(await must<EventFile>(core, 'events.get'));
    expect(links(held)).toEqual([
      [1, null, null, null],
      [2, null, 1, null],
      [3, null, null, 1],
    ]);
    expect(held.players.map((p) => p.name)).toEqual(['Ana']);
    await core.workspace.close();
  });

  it("a screen's own write: its push is enough; without it, the changes since are asked for", async () => {
    const { core, stream } = coreWithStream();
    await must(core, 'events.create', { settings: { name: 'Own', rounds: 3 } });
    const calls = { get: 0, since: 0 };
    const follower = new EventFollower({
      get: async () => {
        calls.get++;
        return must<EventFile>(core, 'events.get');
      },
      changesSince: async (eventId, revision, at) => {
        calls.since++;
        return must<ChangesSince>(core, 'events.changesSince', { eventId, revision, at });
      },
    });
    await follower.reload();
    stream.length = 0;
    // The push arrives while the screen waits for its answer.
    const added = await must<{ revision: number }>(core, 'players.add', { name: 'Ana' });
    const waiting = follower.reach(added.revision);
    for (const push of stream.splice(0)) void follower.onPush(push);
    await waiting;
    expect(follower.event?.players.map((p) => p.name)).toEqual(['Ana']);
    expect(calls).toEqual({ get: 1, since: 0 });
    // The push is lost: the screen asks for what it missed, once, and reads nothing whole.
    const again = await must<{ revision: number }>(core, 'players.add', { name: 'Bea' });
    stream.length = 0;
    await follower.reach(again.revision);
    expect(follower.event).toEqual(await must<EventFile>(core, 'events.get'));
    expect(calls).toEqual({ get: 1, since: 1 });
    await core.workspace.close();
  });

  it('a restore it never heard of is not patched over: the same revision numbers, another history', async () => {
    for (const missed of ['next push', 'reconnect'] as const) {
      const { core, stream } = coreWithStream();
      await must(core, 'events.create', { settings: { name: 'Restore', rounds: 3 } });
      const follower = new EventFollower({
        get: () => must<EventFile>(core, 'events.get'),
        changesSince: (eventId, revision, at) =>
          must<ChangesSince>(core, 'events.changesSince', { eventId, revision, at }),
      });
      await follower.reload();
      stream.length = 0;
      // A round played and closed (its snapshot is kept as a backup), then two more changes, all followed.
      for (const name of ['Ana', 'Bea', 'Ciro', 'Dana']) await must(core, 'players.add', { name });
      await must(core, 'rounds.generate', {});
      await must(core, 'rounds.lock', { round: 1 });
      for (const table of [1, 2]) {
        await must(core, 'rounds.setResult', { round: 1, table, op: [6, 4], vp: [150, 100] });
      }
      await must(core, 'rounds.close', { round: 1 });
      const closedAt = core.workspace.current().state.revision;
      for (const name of ['Eli', 'Fran']) await must(core, 'players.add', { name });
      for (const push of stream.splice(0)) await follower.onPush(push);
      expect(follower.event?.revision).toBe(closedAt + 2);
      const backup = (await must<{ file: string; revision: number; valid: boolean }[]>(core, 'backups.list')).find(
        (b) => b.valid && b.revision === closedAt,
      );
      expect(backup).toBeDefined();
      await must(core, 'backups.restore', { file: backup!.file });
      // The same revisions again, and one more, with other changes; the restore's reset push is lost.
      for (const name of ['Gus', 'Hana', 'Ivo']) await must(core, 'players.add', { name });
      const pushes = stream.splice(0);
      expect(pushes[0]?.reset).toBe(true);
      if (missed === 'next push') await follower.onPush(pushes.at(-1)!);
      else await follower.onReconnect();
      const fresh = await must<EventFile>(core, 'events.get');
      expect(follower.event?.players.map((p) => p.name)).toEqual(fresh.players.map((p) => p.name));
      expect(follower.event).toEqual(fresh);
      await core.workspace.close();
    }
  });

  it('answers reset for another event, a revision ahead, or too many missed changes', () => {
    const state = {
      id: 'e1',
      revision: CHANGES_SINCE_MAX + 5,
      updatedAt: `t${CHANGES_SINCE_MAX + 5}`,
      audit: Array.from({ length: CHANGES_SINCE_MAX + 5 }, (_, i) => ({ revision: i + 1, at: `t${i + 1}` })),
    } as unknown as EventFile;
    expect(changesSince(null, 'e1', 0)).toEqual({ reset: true });
    expect(changesSince(state, 'e2', 10)).toEqual({ reset: true });
    expect(changesSince(state, 'e1', state.revision + 1)).toEqual({ reset: true });
    expect(changesSince(state, 'e1', 0)).toEqual({ reset: true });
    expect(changesSince(state, 'e1', state.revision)).toEqual({ entries: [] });
    const since = changesSince(state, 'e1', state.revision - 2) as { entries: { revision: number }[] };
    expect(since.entries.map((e) => e.revision)).toEqual([state.revision - 1, state.revision]);
    // The revision held must be the one saved then: after a restore the same number is another state.
    expect(changesSince(state, 'e1', state.revision - 2, `t${state.revision - 2}`)).toEqual(since);
    expect(changesSince(state, 'e1', state.revision - 2, 'earlier')).toEqual({ reset: true });
    expect(changesSince(state, 'e1', state.revision, state.updatedAt)).toEqual({ entries: [] });
    expect(changesSince(state, 'e1', state.revision, 'earlier')).toEqual({ reset: true });
    // A history rewritten by a restore (a revision missing) is not patched over: read it whole.
    const gap = { ...state, audit: state.audit.filter((e) => e.revision !== state.revision - 1) } as EventFile;
    expect(changesSince(gap, 'e1', state.revision - 3)).toEqual({ reset: true });
  });
});
