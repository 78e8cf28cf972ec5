import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, settled, stubbedApi } from '../../lib/testing';

// The kit imported here, not in the factory: `vi.resetModules` below would give the factory a second `api`.
vi.mock('../../lib/api', async (original) => stubbedApi(await original()));

/** This machine's remembered values, as the browser's localStorage keeps them. */
const stored = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => stored.set(key, value),
});

/** The module as a window opening now finds it (the address is read when it loads). */
async function opened(venue: { lan: boolean } | undefined | 'unreachable') {
  vi.resetModules();
  api.calls = [];
  if (venue === 'unreachable') api.refuse('app.info', 'IO_FAILURE', 'No answer.');
  else api.answer('app.info', () => ({ venue }) as never);
  const { cardsAddress } = await import('./cardsAddress.svelte');
  cardsAddress.load();
  await settled();
  return cardsAddress;
}

beforeEach(() => stored.clear());

describe('where the player cards’ QR codes point', () => {
  it('the venue server on the LAN prints its own address: nothing is asked or sent', async () => {
    const cards = await opened({ lan: true });
    cards.typed = 'http://192.168.1.20:8080';
    expect(cards.needed).toBe(false);
    expect(cards.params).toEqual({});
  });

  it('the desktop app sends the address typed, once it is a server’s address', async () => {
    const cards = await opened(undefined);
    expect(cards.needed).toBe(true);
    for (const wrong of ['192.168.1.20:8080', 'http://192.168.1.20:8080/pairings', 'ftp://venue.lan']) {
      cards.typed = wrong;
      expect(cards.valid).toBe(false);
      expect(cards.params).toEqual({});
    }
    cards.typed = ' http://192.168.1.20:8080/ ';
    expect(cards.params).toEqual({ url: 'http://192.168.1.20:8080' });
  });

  it('a server that cannot be asked is treated as one the phones cannot reach by itself', async () => {
    const cards = await opened('unreachable');
    expect(cards.needed).toBe(true);
  });

  it('asks the app once, and remembers the address typed on this machine', async () => {
    const cards = await opened(undefined);
    cards.load();
    cards.load();
    await settled();
    expect(api.count('app.info')).toBe(1);
    cards.typed = 'http://10.0.0.5:8080 ';
    const again = await opened(undefined);
    expect(again.typed).toBe('http://10.0.0.5:8080');
  });
});
