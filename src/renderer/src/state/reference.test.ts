import { beforeEach, describe, expect, it, vi } from 'vitest';

// The API as a visitor meets it, then as a signed-in referee.
const api = vi.hoisted(() => ({ signedIn: false, calls: 0 }));
vi.mock('../lib/api', () => ({
  call: vi.fn(async (method: string) => {
    api.calls++;
    if (!api.signedIn) throw new Error('Sign in with the referee PIN.');
    if (method === 'standings.presets')
      return [{ id: 'its-s17', name: { key: 's.seasons.its17' }, byeTpChoices: [3], bye: { tp: 3 } }];
    return [{ id: 'annihilation', name: 'Annihilation' }];
  }),
}));

// Vitest does not compile runes: outside a component, $state is the value itself.
vi.stubGlobal('$state', <T>(value: T) => value);
const { Reference } = await import('./reference.svelte');

describe('reference data after a refused read', () => {
  beforeEach(() => {
    api.signedIn = false;
    api.calls = 0;
  });

  it('reads again once a referee signs in, so presets show their names', async () => {
    const reference = new Reference();
    await reference.load();
    expect(reference.presets).toEqual([]);
    expect(reference.presetsIncluding('its-s17')[0]?.name).toBe('its-s17');

    api.signedIn = true;
    await reference.load();
    expect(reference.preset('its-s17')?.name).toEqual({ key: 's.seasons.its17' });
    // The event's pack's own table is offered by its name, never by its id.
    const own = { id: 'house-tp', name: { key: 's.seasons.its11' as const }, bye: { tp: 2 } };
    expect(reference.presetsIncluding('house-tp', own).find((p) => p.id === 'house-tp')?.name).toEqual(own.name);
    expect(reference.scenarioName('annihilation')).toBe('Annihilation');

    // Read once it succeeded: later screens do not ask again.
    const calls = api.calls;
    await reference.load();
    expect(api.calls).toBe(calls);
  });
});
