import { describe, expect, it, vi } from 'vitest';

// Vitest does not compile runes: outside a component, $state is the value itself.
vi.stubGlobal('$state', <T>(value: T) => value);
const { StaleEdits, staleEditOf } = await import('./staleEdit.svelte');

const params = { id: 'p1', name: 'Ana Ruiz' };
const refusal = {
  code: 'CONFLICT' as const,
  message: 'Someone changed this player after you opened it.',
  details: {
    stale: true as const,
    what: 'name',
    changedBy: 'desktop 2',
    changedAt: '2026-11-29T10:00:00.000Z',
    summary: 'Renamed a player',
    current: 'Ana Ruíz',
    yours: 'Ana Ruiz',
    revision: 7,
  },
};

describe('an edit refused as stale', () => {
  it('is read from the refusal with both versions and the revision it was refused at', () => {
    expect(staleEditOf('players.update', params, refusal)).toEqual({
      method: 'players.update',
      params,
      message: refusal.message,
      what: 'name',
      current: 'Ana Ruíz',
      yours: 'Ana Ruiz',
      revision: 7,
    });
  });

  it('is not read from any other refusal', () => {
    expect(staleEditOf('players.update', params, { code: 'CONFLICT', message: 'Finished.' })).toBeNull();
    expect(staleEditOf('players.update', params, { ...refusal, details: { fields: ['name'] } })).toBeNull();
  });

  it('keeping the event’s version drops it; saving mine sends it again once', async () => {
    const resend = vi.fn(async () => undefined);
    const stale = new StaleEdits(resend);
    const edit = staleEditOf('players.update', params, refusal)!;
    stale.offer(edit);
    expect(stale.edit).toBe(edit);
    stale.keepCurrent();
    expect(stale.edit).toBeNull();
    expect(resend).not.toHaveBeenCalled();

    stale.offer(edit);
    await stale.useMine();
    expect(stale.edit).toBeNull();
    expect(resend).toHaveBeenCalledWith(edit);
    await stale.useMine();
    expect(resend).toHaveBeenCalledOnce();
  });
});
