import { describe, expect, it, vi } from 'vitest';

// Vitest does not compile runes: outside a component, $state is the value itself.
vi.stubGlobal('$state', <T>(value: T) => value);
const { SaveStatus } = await import('./saveStatus.svelte');

const AT = '2026-06-06T09:05:00.000Z';
const LATER = '2026-06-06T09:06:00.000Z';
const change = { method: 'players.add' as const, params: { name: 'Ana' } };

describe('the save status in the header', () => {
  it('says nothing before an event is open, Saved once one is read', () => {
    const saves = new SaveStatus(vi.fn());
    expect(saves.state).toBe('idle');
    saves.opened(AT);
    expect(saves.state).toBe('saved');
    expect(saves.savedAt).toBe(AT);
    saves.opened(null);
    expect(saves.state).toBe('idle');
  });

  it('is Saving… while a change is out and Saved at the time its acknowledgement gives', () => {
    const saves = new SaveStatus(vi.fn());
    saves.sending();
    expect(saves.state).toBe('saving');
    saves.sent(AT);
    expect(saves).toMatchObject({ state: 'saved', savedAt: AT, failure: null });
  });

  it('stays Saving… until the last of two changes is answered, whatever a push says meanwhile', () => {
    const saves = new SaveStatus(vi.fn());
    saves.sending();
    saves.sending();
    saves.sent(AT);
    expect(saves.state).toBe('saving');
    saves.saved(LATER);
    expect(saves.state).toBe('saving');
    saves.sent(LATER);
    expect(saves).toMatchObject({ state: 'saved', savedAt: LATER });
  });

  it('a refusal that wrote nothing goes back to what it said before', () => {
    const saves = new SaveStatus(vi.fn());
    saves.sending();
    saves.refused(change, { code: 'INVALID_INPUT', message: 'The name is missing.' });
    expect(saves.state).toBe('idle');
    saves.opened(AT);
    saves.sending();
    saves.refused(change, { code: 'CONFLICT', message: 'Refused.' });
    expect(saves).toMatchObject({ state: 'saved', savedAt: AT });
  });

  it('a failed write shows Failed with its reason and sends the same change again on retry', async () => {
    const resend = vi.fn(async () => undefined);
    const saves = new SaveStatus(resend);
    saves.opened(AT);
    saves.sending();
    saves.refused(change, { code: 'IO_FAILURE', message: 'The disk is full.' });
    expect(saves).toMatchObject({ state: 'failed', failure: 'The disk is full.' });
    // A read of the event does not hide the failure.
    saves.opened(AT);
    expect(saves.state).toBe('failed');
    await saves.retry();
    expect(resend).toHaveBeenCalledWith(change);
    saves.sending();
    saves.sent(LATER);
    expect(saves).toMatchObject({ state: 'saved', failure: null });
    // Sent: nothing is left to retry.
    await saves.retry();
    expect(resend).toHaveBeenCalledOnce();
  });
});
