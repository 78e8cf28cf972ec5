import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FailedSignInsView } from '../../../../shared/api';
import { api } from '../../lib/testing';

vi.mock('../../lib/api', async (original) => (await import('../../lib/testing')).stubbedApi(await original()));
const { VenueAccess } = await import('./venueAccess.svelte');

const failures = (total: number) =>
  ({ total, networkLockedUntil: null, addresses: [], codes: [] }) as unknown as FailedSignInsView;

beforeEach(() => {
  api.calls = [];
  api.answer('auth.status', { referee: true, actor: 'Referee 2 · phone', signInRequired: true });
  api.answer('auth.failures', failures(4));
});

describe('Settings · Venue access', () => {
  it('reads who this device is and the failed sign-ins; a refused read shows nothing rather than stale figures', async () => {
    const access = new VenueAccess();
    await access.load();
    expect(access.status?.actor).toBe('Referee 2 · phone');
    expect(access.failures?.total).toBe(4);
    api.refuse('auth.failures', 'UNAUTHORIZED', 'Sign in as a referee.');
    await access.load();
    expect(access.failures).toBeNull();
  });

  it('a new PIN says how many other devices were signed out, and the figures are read again', async () => {
    api.answer('auth.changePin', { changed: true, ended: 3 });
    const access = new VenueAccess();
    expect(await access.changePin('24681357')).toBe(true);
    expect(api.sent('auth.changePin')).toEqual([{ next: '24681357' }]);
    expect(access.message).toBe('PIN changed; 3 other devices were signed out.');
    expect(access.error).toBeNull();
    expect(api.count('auth.failures')).toBe(1);
  });

  it('a refused PIN shows the refusal and no earlier success beside it', async () => {
    api.answer('auth.signOutAll', { ended: 1 });
    api.refuse('auth.changePin', 'INVALID_INPUT', 'New PIN: use 6 to 12 digits.');
    const access = new VenueAccess();
    await access.signOutOthers();
    expect(access.message).toBe('Signed out 1 other device.');
    expect(await access.changePin('12')).toBe(false);
    expect(access.error).toBe('New PIN: use 6 to 12 digits.');
    expect(access.message).toBeNull();
  });

  it('an admission code is shown until a refusal replaces it', async () => {
    api.answer('auth.admissionCode', { code: 'K7PX3MQA', expiresAt: '2026-11-28T10:35:00.000Z' });
    const access = new VenueAccess();
    await access.admit();
    expect(access.admission?.code).toBe('K7PX3MQA');
    api.refuse('auth.admissionCode', 'UNAUTHORIZED', 'Sign in as a referee.');
    await access.admit();
    expect(access.admission).toBeNull();
    expect(access.error).toBe('Sign in as a referee.');
  });

  it('ending the lockouts says so and reads the failures again', async () => {
    api.answer('auth.clearLockouts', { cleared: true });
    const access = new VenueAccess();
    await access.clearLockouts();
    expect(access.message).toMatch(/^Lockouts ended\./);
    expect(api.count('auth.failures')).toBe(1);
  });
});
