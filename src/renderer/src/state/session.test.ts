import { beforeEach, describe, expect, it, vi } from 'vitest';
import { anEntry, anEvent, api, aPush, EVENT_ID, savedAt, settled, summaryOf, venueChange } from '../lib/testing';

vi.mock('../lib/api', async (original) => (await import('../lib/testing')).stubbedApi(await original()));
// Vitest does not compile runes: outside a component, $state is the value itself.
vi.stubGlobal('$state', <T>(value: T) => value);
const { Session } = await import('./session.svelte');

/** A session on an event at revision 3 that the API keeps as the store would. */
async function sessionOn() {
  let event = anEvent(3);
  api.answer('events.current', () => summaryOf(event));
  api.answer('events.get', () => structuredClone(event));
  /** The store commits a change: the next revision, pushed to the stream before the answer. */
  const commit = (venue: string) => {
    const entry = anEntry(event.revision + 1, [venueChange(event.settings.venue, venue)]);
    event = { ...structuredClone(event), revision: entry.revision, updatedAt: entry.at };
    event.settings.venue = venue;
    api.push('event.changed', aPush(entry));
    return { revision: entry.revision, savedAt: entry.at };
  };
  const session = new Session();
  await session.refresh();
  api.calls = [];
  return { session, commit };
}

beforeEach(() => api.reset());

describe('the session’s parts, wired together', () => {
  it('reads the open event, then shows it Saved at the time it was written', async () => {
    const { session } = await sessionOn();
    expect(session.event?.revision).toBe(3);
    expect(session.summary?.name).toBe('Spring Open');
    expect(session.visitor).toBe(false);
    expect(session.saves).toMatchObject({ state: 'saved', savedAt: savedAt(3) });
  });

  it('a change from the desk: sent from the revision shown, held once its push arrives, Saved at the acknowledgement', async () => {
    const { session, commit } = await sessionOn();
    api.answer('events.updateSettings', () => commit('Hall B'));
    const writing = session.updateSettings({ venue: 'Hall B' });
    expect(session.saves.state).toBe('saving');
    expect(await writing).toBe(true);
    expect(api.calls).toEqual([
      {
        method: 'events.updateSettings',
        params: { settings: { venue: 'Hall B' }, baseRevision: 3, eventId: EVENT_ID },
      },
    ]);
    expect(session.event?.settings.venue).toBe('Hall B');
    expect(session.summary?.revision).toBe(4);
    expect(session.saves).toMatchObject({ state: 'saved', savedAt: savedAt(4) });
  });

  it('follows a change made on another device from its push, and main’s save.status', async () => {
    const { session, commit } = await sessionOn();
    commit('Hall C');
    api.push('save.status', { state: 'saved', revision: 4, at: savedAt(4) });
    await settled();
    expect(session.event?.settings.venue).toBe('Hall C');
    expect(session.saves.savedAt).toBe(savedAt(4));
    expect(api.calls).toEqual([]);
  });

  it('catches up on what was pushed while the stream was down', async () => {
    const { session } = await sessionOn();
    api.answer('events.changesSince', () => ({ entries: [anEntry(4, [venueChange('', 'Hall D')])] }));
    api.reconnect();
    await settled();
    expect(session.event?.settings.venue).toBe('Hall D');
  });

  it('a failed write: Failed in the header, and the retry sends the same change again', async () => {
    const { session, commit } = await sessionOn();
    api.refuse('events.updateSettings', 'IO_FAILURE', 'The disk is full.');
    expect(await session.updateSettings({ venue: 'Hall B' })).toBe(false);
    expect(session.saves).toMatchObject({ state: 'failed', failure: 'The disk is full.' });
    expect(session.banner.error).toBe('The disk is full.');

    api.answer('events.updateSettings', () => commit('Hall B'));
    await session.saves.retry();
    expect(api.calls.at(-1)?.params).toEqual({ settings: { venue: 'Hall B' }, baseRevision: 3, eventId: EVENT_ID });
    expect(session.saves.state).toBe('saved');
    expect(session.banner.error).toBeNull();
  });

  it('a stale edit: the referee sees both versions; saving theirs resends it from the revision it was refused at', async () => {
    const { session, commit } = await sessionOn();
    api.refuse('events.updateSettings', 'CONFLICT', 'Changed meanwhile.', {
      stale: true,
      changedBy: 'desktop 2',
      changedAt: '2026-11-29T10:00:00.000Z',
      summary: 'Changed the settings',
      what: 'venue',
      current: 'Hall A',
      yours: 'Hall B',
      revision: 5,
    });
    expect(await session.run('events.updateSettings', { settings: { venue: 'Hall B' } })).toBeNull();
    expect(session.stale.edit).toMatchObject({ current: 'Hall A', yours: 'Hall B' });
    expect(session.banner.error).toBeNull();

    api.answer('events.updateSettings', () => commit('Hall B'));
    await session.stale.useMine();
    expect(api.calls.at(-1)?.params).toMatchObject({ baseRevision: 5 });
    expect(session.stale.edit).toBeNull();
  });

  it('undo says what it undid in the notice', async () => {
    const { session, commit } = await sessionOn();
    api.answer('audit.undo', () => ({ undone: 3, ...commit('') }));
    session.showNotice('Saved.');
    await session.history.undo();
    expect(session.banner.notice).toBe('Undone: #3');
  });

  it('signing out turns the device into a visitor’s', async () => {
    const { session } = await sessionOn();
    api.answer('auth.signOut', () => ({ signedOut: true }));
    api.refuse('events.get', 'UNAUTHORIZED');
    await session.signOut();
    expect(session.visitor).toBe(true);
    expect(session.event).toBeNull();
    expect(api.restarts).toBe(1);
  });
});
