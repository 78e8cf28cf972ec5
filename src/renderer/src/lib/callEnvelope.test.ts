import { describe, expect, it } from 'vitest';
import { fileOperations } from '../../../shared/api';
import { readsEventAgain, withEnvelope } from './callEnvelope';

describe('a screen call and the contract’s whole-file operations', () => {
  it.each(fileOperations)('%s carries no screen revision and is followed by a whole read', (method) => {
    expect(withEnvelope(method, { path: 'x' } as never, 7, 'ev-1')).toEqual({ path: 'x' });
    expect(readsEventAgain(method)).toBe(true);
  });

  it('an edit carries the revision and event shown, and is followed by its change only', () => {
    expect(withEnvelope('players.add', { name: 'Ana' } as never, 7, 'ev-1')).toEqual({
      name: 'Ana',
      baseRevision: 7,
      eventId: 'ev-1',
    });
    expect(readsEventAgain('players.add')).toBe(false);
  });

  it('undo and redo carry the event shown only; reads of history and backups nothing', () => {
    expect(withEnvelope('audit.undo', {}, 7, 'ev-1')).toEqual({ eventId: 'ev-1' });
    expect(withEnvelope('audit.redo', {}, 7, 'ev-1')).toEqual({ eventId: 'ev-1' });
    expect(withEnvelope('backups.list', {}, 7, 'ev-1')).toEqual({});
    expect(readsEventAgain('audit.undo')).toBe(false);
  });

  it('a sign-in changes who looks at the event: read it whole', () => {
    expect(readsEventAgain('auth.signIn')).toBe(true);
    expect(withEnvelope('auth.signIn', { pin: '1' } as never, 7, 'ev-1')).toEqual({ pin: '1' });
  });

  it('a change sent without parameters still names the event shown', () => {
    expect(withEnvelope('rounds.generate', undefined as never, 7, 'ev-1')).toEqual({
      baseRevision: 7,
      eventId: 'ev-1',
    });
    expect(withEnvelope('audit.redo', undefined as never, 7, 'ev-1')).toEqual({ eventId: 'ev-1' });
  });

  it('without an event shown, nothing is added', () => {
    expect(withEnvelope('players.add', { name: 'Ana' } as never, undefined, undefined)).toEqual({ name: 'Ana' });
  });
});
