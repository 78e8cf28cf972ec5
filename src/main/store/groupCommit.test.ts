/**
 * Group commit on its own, with the disk acted out: changes made while a group is on its way
 * form the next group, acknowledged in order once it is written; a refused write refuses its
 * group and every change built on it, and the next change starts again from the saved state.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import { CURRENT_SCHEMA_VERSION, EventFileSchema } from '../../shared/model';
import type { EventFile } from '../../shared/model';
import { writeFailure } from './fencedWrites';
import { GroupCommit } from './groupCommit';
import type { Pending } from './groupCommit';
import type { SaveStatus } from './storeTypes';

const start = EventFileSchema.parse({
  schemaVersion: CURRENT_SCHEMA_VERSION,
  id: 'cup',
  revision: 0,
  createdAt: '2026-05-01T09:00:00Z',
  updatedAt: '2026-05-01T09:00:00Z',
  settings: { name: 'Cup' },
});

/** A disk whose writes answer when the test says so. */
function actedDisk() {
  let saved: EventFile = start;
  const writes: { revisions: number[]; done: () => void; fail: (err: unknown) => void }[] = [];
  const statuses: SaveStatus[] = [];
  const changes = new GroupCommit(start, () => new Date('2026-05-01T10:00:00Z'), {
    saved: () => saved,
    write: (group: readonly Pending[]) =>
      new Promise<void>((done, fail) => writes.push({ revisions: group.map((p) => p.entry.revision), done, fail })),
    onDisk: (group) => {
      saved = (group[group.length - 1] as Pending).state;
      return undefined;
    },
    note: () => undefined,
    afterSaved: () => undefined,
    failure: (err) => writeFailure('/events/cup.json', err),
    emit: (status) => statuses.push(status),
  });
  return { changes, writes, statuses, saved: () => saved };
}

/** A change adding a table numbered `n` to whatever the working state is. */
function addTable(changes: GroupCommit, n: number) {
  const table = { number: n, name: '', terrain: '', fixedScenario: null };
  const draft: EventFile = { ...changes.working, tables: [...changes.working.tables, table] };
  return changes.commit(
    { actor: 'local', method: 'tables.add', summary: `table ${n}` },
    draft,
    [{ path: ['tables'], splice: n - 1, after: [table] }],
    {},
  );
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('GroupCommit', () => {
  it('writes the changes made during a write as the next group, and acknowledges each in order', async () => {
    const { changes, writes, statuses } = actedDisk();
    const acks: number[] = [];
    const first = addTable(changes, 1).then((e) => acks.push(e.revision));
    await turn();
    const later = [addTable(changes, 2), addTable(changes, 3)].map((p) => p.then((e) => acks.push(e.revision)));
    expect(changes.working.revision).toBe(3);
    expect(writes.map((w) => w.revisions)).toEqual([[1]]);
    writes[0]?.done();
    await first;
    await turn();
    expect(writes.map((w) => w.revisions)).toEqual([[1], [2, 3]]);
    expect(acks).toEqual([1]);
    writes[1]?.done();
    await Promise.all(later);
    expect(acks).toEqual([1, 2, 3]);
    expect(statuses.filter((s) => s.state === 'saved').map((s) => s.revision)).toEqual([1, 2, 3]);
    await changes.flushed();
  });

  it('refuses a group the disk refused and every change after it; the next change builds on the saved state', async () => {
    const { changes, writes, statuses, saved } = actedDisk();
    const one = addTable(changes, 1);
    await turn();
    const two = addTable(changes, 2);
    writes[0]?.fail(Object.assign(new Error('no space left on device'), { code: 'ENOSPC' }));
    const refusals = await Promise.allSettled([one, two]);
    for (const refusal of refusals) {
      expect(refusal.status).toBe('rejected');
      expect(((refusal as PromiseRejectedResult).reason as ApiError).details).toEqual({ diskFull: true });
    }
    expect(statuses.filter((s) => s.state === 'failed')).toEqual([
      expect.objectContaining({ state: 'failed', revision: 0, method: 'tables.add' }),
    ]);
    expect(changes.working).toBe(saved());
    // Nothing of the refused group was acknowledged: its first revision is the next change's.
    const three = addTable(changes, 1);
    await turn();
    expect(writes[1]?.revisions).toEqual([1]);
    writes[1]?.done();
    expect((await three).revision).toBe(1);
  });

  it("passes the store's own refusals on as they are, without a 'failed' status", async () => {
    const { changes, writes, statuses } = actedDisk();
    const one = addTable(changes, 1);
    await turn();
    const takenOver = new ApiError('CONFLICT', msg('m.store.takenOverDuring', { holder: msg('m.lock.other') }));
    writes[0]?.fail(takenOver);
    await expect(one).rejects.toBe(takenOver);
    expect(statuses.map((s) => s.state)).toEqual(['saving']);
  });
});
