import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '../../../../shared/model';
import { anEntry, anEvent, api, aPush } from '../../lib/testing';

vi.mock('../../lib/api', async (original) => (await import('../../lib/testing')).stubbedApi(await original()));
const { AuditView } = await import('./auditView.svelte');
const { session } = await import('../../state/session.svelte');

/** A result entered at revision `n`, on these tables, for these players. */
const entry = (revision: number, tables: number[], players: string[]): AuditEntry => ({
  ...anEntry(revision, [], 'rounds.setResult'),
  tables,
  players,
});

beforeEach(async () => {
  api.calls = [];
  const audit = [entry(1, [], []), entry(2, [4], ['p-ana', 'p-bruno']), entry(3, [7], ['p-carla', 'p-ana'])];
  api.holds(anEvent(3, { audit }));
  await session.refresh();
});

const revisions = (view: InstanceType<typeof AuditView>) => view.entries.map((e) => e.revision);

describe('the audit log on the Disputes screen', () => {
  it('newest first, filtered by table, by player, or both', () => {
    const view = new AuditView();
    expect(revisions(view)).toEqual([3, 2, 1]);
    view.table = 4;
    expect(revisions(view)).toEqual([2]);
    view.table = null;
    view.player = 'p-ana';
    expect(revisions(view)).toEqual([3, 2]);
    view.table = 7;
    expect(revisions(view)).toEqual([3]);
    view.player = 'p-bruno';
    expect(revisions(view)).toEqual([]);
  });

  it('a change made at another desk shows as it is pushed, without reading the event again', async () => {
    const view = new AuditView();
    view.table = 4;
    const reads = api.count('events.get');
    const next = entry(4, [4], ['p-ana']);
    api.push('event.changed', aPush(next));
    await vi.waitFor(() => expect(revisions(view)).toEqual([4, 2]));
    expect(api.count('events.get')).toBe(reads);
    expect(api.count('events.changesSince')).toBe(0);
  });

  it('shows nothing when no event is open', async () => {
    api.answer('events.current', null);
    await session.refresh();
    expect(new AuditView().entries).toEqual([]);
  });
});
