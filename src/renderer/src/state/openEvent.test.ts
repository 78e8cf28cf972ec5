import { beforeEach, describe, expect, it, vi } from 'vitest';
import { anEntry, anEvent, api, aPush, EVENT_ID, settled, summaryOf, venueChange } from '../lib/testing';

vi.mock('../lib/api', async (original) => (await import('../lib/testing')).stubbedApi(await original()));
// Vitest does not compile runes: outside a component, $state is the value itself.
vi.stubGlobal('$state', <T>(value: T) => value);
const { OpenEvent } = await import('./openEvent.svelte');
const { currentLanguage, loadLanguage, setLanguage } = await import('../lib/i18n');

function openEvent() {
  const needs = {
    access: { admitted: vi.fn(), refused: vi.fn() },
    showError: vi.fn(),
    opened: vi.fn(),
  };
  return { open: new OpenEvent(needs), needs };
}

/** The API with this event open (each read gets its own copy, as from a transport). */
function serving(event = anEvent(3)) {
  api.answer('events.current', () => summaryOf(structuredClone(event)));
  api.answer('events.get', () => structuredClone(event));
  api.answer('events.recent', () => []);
  return event;
}

beforeEach(() => {
  api.reset();
  setLanguage('en');
});

describe('reading the open event', () => {
  it('holds the event and its summary, as a referee, and says when it was written', async () => {
    serving(anEvent(3));
    const { open, needs } = openEvent();
    await open.refresh();
    expect(api.methods).toEqual(['events.current', 'events.get']);
    expect(open.event?.revision).toBe(3);
    expect(open.summary).toMatchObject({ id: EVENT_ID, name: 'Spring Open', revision: 3 });
    expect(needs.access.admitted).toHaveBeenCalled();
    expect(needs.opened).toHaveBeenCalledWith(anEvent(3).updatedAt);
  });

  it('with none open, tells a referee from a visitor by a referee-only read', async () => {
    api.answer('events.current', () => null);
    api.answer('events.recent', () => []);
    const { open, needs } = openEvent();
    await open.refresh();
    expect(api.methods).toEqual(['events.current', 'events.recent']);
    expect(open.event).toBeNull();
    expect(needs.access.admitted).toHaveBeenCalled();
    expect(needs.opened).toHaveBeenCalledWith(null);
  });

  it('keeps only the public summary for a device refused the event (a visitor)', async () => {
    serving();
    api.refuse('events.get', 'UNAUTHORIZED');
    const { open, needs } = openEvent();
    await open.refresh();
    expect(open.event).toBeNull();
    expect(open.summary?.name).toBe('Spring Open');
    expect(needs.access.refused).toHaveBeenCalled();
    expect(needs.showError).not.toHaveBeenCalled();
  });

  it('says a failed read in the banner', async () => {
    api.refuse('events.current', 'IO_FAILURE', 'The event file could not be read.');
    const { open, needs } = openEvent();
    await open.refresh();
    expect(needs.showError).toHaveBeenCalledWith('The event file could not be read.');
  });

  it('applies a change pushed while its first read of the event is out, though the read was served before it', async () => {
    const event = anEvent(3);
    api.answer('events.current', () => summaryOf(structuredClone(event)));
    let served!: () => void;
    const gate = new Promise<void>((resolve) => (served = resolve));
    // The read is answered at revision 3; the change to revision 4 is pushed before it arrives.
    api.answer('events.get', async () => {
      const copy = structuredClone(event);
      await gate;
      return copy;
    });
    api.answer('events.changesSince', () => ({ entries: [anEntry(4, [venueChange('', 'Hall B')])] }));
    const { open } = openEvent();
    const reading = open.refresh();
    await settled();
    open.onPush(aPush(anEntry(4, [venueChange('', 'Hall B')])));
    served();
    await reading;
    await settled();
    await settled();
    expect(open.event?.revision).toBe(4);
    expect(open.event?.settings.venue).toBe('Hall B');
  });

  it('shares one more read among the refreshes asked for while one is out', async () => {
    serving();
    const { open } = openEvent();
    await Promise.all([open.refresh(), open.refresh(), open.refresh(), open.refresh()]);
    expect(api.methods.filter((m) => m === 'events.current')).toHaveLength(2);
  });

  it('shows the event in its own language', async () => {
    await loadLanguage('es');
    serving(anEvent(3, { settings: { language: 'es' } }));
    const { open } = openEvent();
    await open.refresh();
    expect(currentLanguage()).toBe('es');
  });
});

describe('following the event by its changes', () => {
  async function held(revision = 3) {
    const served = serving(anEvent(revision));
    const { open, needs } = openEvent();
    await open.refresh();
    api.reset();
    serving(served);
    return { open, needs, served };
  }

  it('applies the next change in place, and the summary follows, without reading the event again', async () => {
    const { open } = await held(3);
    const shown = open.event;
    open.onPush(aPush(anEntry(4, [venueChange('', 'Hall B')])));
    await settled();
    expect(open.event).toBe(shown);
    expect(open.event?.settings.venue).toBe('Hall B');
    expect(open.summary?.revision).toBe(4);
    expect(api.methods).toEqual([]);
  });

  it('asks for the changes it missed when a push skips a revision', async () => {
    const { open } = await held(3);
    api.answer('events.changesSince', () => ({ entries: [anEntry(4, [venueChange('', 'Hall B')])] }));
    open.onPush(aPush(anEntry(5, [venueChange('Hall B', 'Hall C')])));
    await settled();
    expect(api.calls).toEqual([
      { method: 'events.changesSince', params: { eventId: EVENT_ID, revision: 3, at: anEvent(3).updatedAt } },
    ]);
    expect(open.event?.revision).toBe(5);
    expect(open.event?.settings.venue).toBe('Hall C');
  });

  it('reads the whole event again after a whole-file operation (a reset) or a push of another event', async () => {
    const { open } = await held(3);
    open.onPush({ eventId: EVENT_ID, revision: 9, savedAt: '', method: 'backups.restore', reset: true });
    await settled();
    expect(api.methods).toEqual(['events.current', 'events.get']);
    api.reset();
    serving(anEvent(1));
    open.onPush(aPush(anEntry(2, []), 'ev-2'));
    await settled();
    expect(api.methods).toEqual(['events.current', 'events.get']);
  });

  it('catches up after the stream reconnects', async () => {
    const { open } = await held(3);
    api.answer('events.changesSince', () => ({ entries: [] }));
    open.onReconnect();
    await settled();
    expect(api.methods).toEqual(['events.changesSince']);
  });

  it('writes the messages it holds again when a change sets another language', async () => {
    await loadLanguage('es');
    const event = anEvent(3);
    event.tracker = {
      note: {
        message: 'Round 1 has no game on table 2.',
        i18n: { key: 'm.round.noTable', params: { round: 1, table: 2 } },
      },
    };
    serving(event);
    const { open } = openEvent();
    await open.refresh();
    open.onPush(aPush(anEntry(4, [{ path: ['settings', 'language'], before: 'en', after: 'es' }])));
    await settled();
    expect(currentLanguage()).toBe('es');
    expect(open.event?.tracker).toEqual({
      note: expect.objectContaining({ message: 'La ronda 1 no tiene partida en la mesa 2.' }),
    });
    expect(open.summary?.language).toBe('es');
  });

  it('waits for its own write to arrive before going on (sync)', async () => {
    const { open } = await held(3);
    const reached = open.sync(4);
    open.onPush(aPush(anEntry(4, [venueChange('', 'Hall B')])));
    await reached;
    expect(open.event?.settings.venue).toBe('Hall B');
    expect(api.methods).toEqual([]);
  });

  it('signed out meanwhile: reads again, and the device becomes a visitor', async () => {
    const { open, needs } = await held(3);
    api.refuse('events.changesSince', 'UNAUTHORIZED');
    api.refuse('events.get', 'UNAUTHORIZED');
    open.onReconnect();
    await settled();
    await settled();
    expect(needs.access.refused).toHaveBeenCalled();
    expect(open.event).toBeNull();
  });
});

describe('a visitor following the summary', () => {
  async function visitor() {
    serving(anEvent(3));
    api.refuse('events.get', 'UNAUTHORIZED');
    const { open } = openEvent();
    await open.refresh();
    api.reset();
    return open;
  }

  it('moves the summary’s revision from the push alone', async () => {
    const open = await visitor();
    open.onPush({ eventId: EVENT_ID, revision: 4, savedAt: '2026-06-06T09:04:00.000Z', method: 'rounds.setResult' });
    expect(open.summary).toMatchObject({ revision: 4, updatedAt: '2026-06-06T09:04:00.000Z' });
    expect(api.methods).toEqual([]);
  });

  it('reads the summary again after a change of the settings (its name or language may have changed)', async () => {
    const open = await visitor();
    api.answer('events.current', () => ({ ...summaryOf(anEvent(4)), name: 'Summer Open' }));
    open.onPush({ eventId: EVENT_ID, revision: 4, savedAt: '', method: 'events.updateSettings' });
    await settled();
    expect(open.summary?.name).toBe('Summer Open');
    expect(api.methods).toEqual(['events.current']);
  });
});
