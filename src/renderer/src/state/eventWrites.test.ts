import { beforeEach, describe, expect, it, vi } from 'vitest';
import { anEvent, api, summaryOf } from '../lib/testing';
import type { EventFile, Player } from '../../../shared/model';

vi.mock('../lib/api', async (original) => (await import('../lib/testing')).stubbedApi(await original()));
const { ApiCallError } = await import('../lib/api');
const { EventWrites } = await import('./eventWrites');

const ACK = '2026-06-06T09:04:00.000Z';

/** The writes over parts that record what they are told. */
function writes(event: EventFile | null = anEvent(3)) {
  const parts = {
    open: { event, refresh: vi.fn(async () => undefined), sync: vi.fn(async () => undefined) },
    saves: { sending: vi.fn(), sent: vi.fn(), refused: vi.fn() },
    banner: { clear: vi.fn(), showError: vi.fn() },
    stale: { offer: vi.fn() },
  };
  return { writes: new EventWrites(parts), ...parts };
}

beforeEach(() => api.reset());

describe('a change the screens send', () => {
  it('carries the revision and the event shown, and waits until the event holds its revision', async () => {
    api.answer('players.add', () => ({ player: { id: 'p1' } as Player, revision: 4, savedAt: ACK }));
    const { writes: w, open, saves, banner } = writes();
    const done = await w.run('players.add', { name: 'Ana' });
    expect(done).toMatchObject({ player: { id: 'p1' } });
    expect(api.calls).toEqual([{ method: 'players.add', params: { name: 'Ana', baseRevision: 3, eventId: 'ev-1' } }]);
    expect(banner.clear).toHaveBeenCalledBefore(saves.sent);
    expect(saves.sending).toHaveBeenCalledBefore(saves.sent);
    expect(saves.sent).toHaveBeenCalledWith(ACK);
    expect(open.sync).toHaveBeenCalledWith(4);
    expect(open.refresh).not.toHaveBeenCalled();
  });

  it('a long-lived form sends the revision it started from', async () => {
    api.answer('players.add', () => ({ player: { id: 'p1' } as Player, revision: 4, savedAt: ACK }));
    const { writes: w } = writes();
    await w.run('players.add', { name: 'Ana' }, { baseRevision: 1 });
    expect(api.calls[0]?.params).toMatchObject({ baseRevision: 1 });
  });

  it('a whole-file operation reads the event again instead of following it', async () => {
    api.answer('events.open', () => summaryOf(anEvent(12)));
    const { writes: w, open } = writes();
    await w.run('events.open', { path: '/events/other.json' });
    expect(api.calls[0]?.params).toEqual({ path: '/events/other.json' });
    expect(open.refresh).toHaveBeenCalledOnce();
    expect(open.sync).not.toHaveBeenCalled();
  });

  it('a refusal goes to the banner; a form that shows its own gets it back instead', async () => {
    api.refuse('players.add', 'INVALID_INPUT', 'The name is missing.');
    const { writes: w, saves, banner } = writes();
    expect(await w.run('players.add', { name: '' })).toBeNull();
    expect(banner.showError).toHaveBeenCalledWith('The name is missing.');
    expect(saves.refused).toHaveBeenCalledWith(
      { method: 'players.add', params: { name: '' } },
      expect.objectContaining({ code: 'INVALID_INPUT' }),
    );

    banner.showError.mockClear();
    const outcome = await w.attempt('players.add', { name: '' });
    expect(outcome).toBeInstanceOf(ApiCallError);
    expect((outcome as InstanceType<typeof ApiCallError>).message).toBe('The name is missing.');
    expect(banner.showError).not.toHaveBeenCalled();
  });

  it('a stale edit is offered to the referee, not shown as an error', async () => {
    api.refuse('players.update', 'CONFLICT', 'Changed meanwhile.', {
      stale: true,
      what: 'name',
      changedBy: 'desktop 2',
      changedAt: '2026-11-29T10:00:00.000Z',
      summary: 'Renamed a player',
      current: 'Ana',
      yours: 'Anna',
      revision: 5,
    });
    const { writes: w, banner, stale } = writes();
    expect(await w.run('players.update', { id: 'p1', changes: { name: 'Ana' } })).toBeNull();
    expect(stale.offer).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'players.update', what: 'name', revision: 5 }),
    );
    expect(banner.showError).not.toHaveBeenCalled();
  });

  it('an error that is not the API’s still comes back as a refusal', async () => {
    api.answer('players.add', () => {
      throw new Error('socket closed');
    });
    const { writes: w, saves } = writes();
    const outcome = await w.attempt('players.add', { name: 'Ana' });
    expect(outcome).toMatchObject({ code: 'INTERNAL', message: 'socket closed' });
    expect(saves.refused).toHaveBeenCalledWith(expect.anything(), null);
  });
});

describe('settings', () => {
  it('sends only the fields changed, with the reason given', async () => {
    api.answer('events.updateSettings', () => ({ revision: 4, savedAt: ACK }));
    const { writes: w } = writes();
    expect(await w.updateSettings({ venue: 'Hall B' }, 'typo')).toBe(true);
    expect(api.calls[0]?.params).toEqual({
      settings: { venue: 'Hall B' },
      reason: 'typo',
      baseRevision: 3,
      eventId: 'ev-1',
    });
  });

  it('changes nothing with no event open', async () => {
    const { writes: w } = writes(null);
    expect(await w.updateSettings({ venue: 'Hall B' })).toBe(false);
    expect(api.calls).toEqual([]);
  });
});
