import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompleteListView, ImportResult } from '../../../../shared/api';
import { anEvent, api } from '../../lib/testing';

vi.mock('../../lib/api', async (original) => (await import('../../lib/testing')).stubbedApi(await original()));
const { ListsView } = await import('./listsView.svelte');
const { session } = await import('../../state/session.svelte');

const listOf = (name: string) => ({ list: { name }, valid: true, issues: [] }) as unknown as CompleteListView;
const imported = (name: string) => ({
  view: listOf(name),
  unresolved: ['12-1-3'],
  notes: [],
  revision: 7,
  savedAt: '',
});

beforeEach(async () => {
  api.calls = [];
  api.holds(anEvent(7));
  await session.refresh();
  session.banner.clearError();
});

describe('one player’s army lists', () => {
  it('reads that player’s lists, and a failed read shows its reason instead of an empty list', async () => {
    api.answer('lists.list', [listOf('Hexas'), listOf('Bakunin')]);
    const view = new ListsView('p-ana');
    await view.load();
    expect(api.sent('lists.list')).toEqual([{ playerId: 'p-ana' }]);
    expect(view.lists.map((l) => l.list.name)).toEqual(['Hexas', 'Bakunin']);

    api.refuse('lists.list', 'IO_FAILURE', 'The event file cannot be read.');
    await view.load();
    expect(session.banner.error).toBe('The event file cannot be read.');
  });

  it('sends an army code trimmed, for the event shown, without an empty name', async () => {
    api.answer('lists.importCode', () => imported('Hexas') as ImportResult);
    const view = new ListsView('p-ana');
    expect(await view.importCode('  glVoZXhhcw==\n', '   ')).toBe(true);
    const [sent] = api.sent('lists.importCode');
    expect(sent).toMatchObject({ playerId: 'p-ana', code: 'glVoZXhhcw==', baseRevision: 7, eventId: 'ev-1' });
    expect(sent).not.toHaveProperty('name');
    // What the import could not resolve stays shown until the referee dismisses it.
    expect(view.lastImport?.unresolved).toEqual(['12-1-3']);
    view.dismissImport();
    expect(view.lastImport).toBeNull();
  });

  it('a refused import reports failure, shows why, and leaves no earlier import’s notes behind', async () => {
    api.answer('lists.importCsv', () => imported('Hexas') as ImportResult);
    const view = new ListsView('p-ana');
    await view.importCsv('Group,Trooper\n1,Fiday', ' Hexas ');
    expect(api.sent('lists.importCsv')[0]).toMatchObject({ name: 'Hexas' });
    api.refuse('lists.importCsv', 'INVALID_INPUT', 'Line 2: no cost.');
    expect(await view.importCsv('Group,Trooper\n1,', '')).toBe(false);
    expect(view.lastImport).toBeNull();
    expect(session.banner.error).toBe('Line 2: no cost.');
  });

  it('adds an empty list under the name typed, or unnamed', async () => {
    api.answer('lists.add', () => ({ listId: 'l-1', revision: 7, savedAt: '' }) as never);
    const view = new ListsView('p-ana');
    expect(await view.addEmpty(' Spare ')).toBe(true);
    expect(await view.addEmpty('')).toBe(true);
    expect(api.sent('lists.add').map(({ playerId, name }) => ({ playerId, name }))).toEqual([
      { playerId: 'p-ana', name: 'Spare' },
      { playerId: 'p-ana', name: undefined },
    ]);
  });
});
