import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/testing';

vi.mock('../lib/api', async (original) => (await import('../lib/testing')).stubbedApi(await original()));
// Vitest does not compile runes: outside a component, $state is the value itself.
vi.stubGlobal('$state', <T>(value: T) => value);
const { DeviceAccess } = await import('./deviceAccess.svelte');

beforeEach(() => api.reset());

describe('who this device reads the event as', () => {
  it('is a referee until a referee-only read is refused, and again once one is answered', () => {
    const access = new DeviceAccess(vi.fn());
    expect(access.visitor).toBe(false);
    access.refused();
    expect(access.visitor).toBe(true);
    access.admitted();
    expect(access.visitor).toBe(false);
  });

  it('signing out ends the session, then opens the stream and reads the event again without it', async () => {
    const order: string[] = [];
    api.answer('auth.signOut', () => {
      order.push('signOut');
      return { signedOut: true };
    });
    const refresh = vi.fn(async () => {
      order.push(`refresh after ${api.restarts} restart`);
    });
    await new DeviceAccess(refresh).signOut();
    expect(order).toEqual(['signOut', 'refresh after 1 restart']);
  });

  it('reads again even when the session had already ended', async () => {
    api.refuse('auth.signOut', 'UNAUTHORIZED');
    const refresh = vi.fn(async () => undefined);
    await new DeviceAccess(refresh).signOut();
    expect(refresh).toHaveBeenCalledOnce();
    expect(api.restarts).toBe(1);
  });
});
