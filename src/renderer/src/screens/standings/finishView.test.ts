import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExportedFile, FinishCheck } from '../../../../shared/api';
import { api } from '../../lib/testing';

vi.mock('../../lib/api', async (original) => (await import('../../lib/testing')).stubbedApi(await original()));
const { FinishView } = await import('./finishView.svelte');

const check = (finished: FinishCheck['finished']): FinishCheck => ({
  ready: true,
  problems: [],
  missingPins: [],
  finished,
});
const file = (label: string) => ({ label, file: `${label}.pdf` }) as unknown as ExportedFile;
const saved = { revision: 8, savedAt: '2026-11-28T20:00:00.000Z' };

beforeEach(() => {
  api.calls = [];
  api.answer('events.finishCheck', check(null));
  api.answer('events.finish', { ...saved, missingPins: [] });
  api.answer('exports.pack', { files: [file('ITS report')] });
  api.answer('events.reopen', saved);
});

describe('finishing the event', () => {
  it('finishes the event shown, makes the report pack, and reads the checklist again', async () => {
    const view = new FinishView(() => 'ev-1');
    view.confirming = true;
    api.answer('events.finishCheck', check({ at: saved.savedAt, by: 'desktop 1' }));
    await view.finish();
    expect(api.sent('events.finish')).toEqual([{ confirm: true, eventId: 'ev-1' }]);
    expect(view.files.map((f) => f.label)).toEqual(['ITS report']);
    expect(view.check?.finished?.by).toBe('desktop 1');
    expect(view.confirming).toBe(false);
    expect(view.busy).toBe(false);
  });

  it('a refused finish makes no pack, shows why, and frees the buttons', async () => {
    api.refuse('events.finish', 'RULES_VIOLATION', 'Round 3 has 2 tables without result.');
    const view = new FinishView(() => 'ev-1');
    await view.finish();
    expect(api.count('exports.pack')).toBe(0);
    expect(view.files).toEqual([]);
    expect(view.error).toBe('Round 3 has 2 tables without result.');
    expect(view.busy).toBe(false);
    // The checklist is read again, so it shows what still blocks the finish.
    expect(api.count('events.finishCheck')).toBe(1);
  });

  it('reopening sends the reason typed and takes the old pack’s files away', async () => {
    const view = new FinishView(() => 'ev-1');
    await view.finish();
    view.reopenReason = 'Table 4 result typed wrong';
    await view.reopen();
    expect(api.sent('events.reopen')).toEqual([{ reason: 'Table 4 result typed wrong', eventId: 'ev-1' }]);
    expect(view.files).toEqual([]);
    expect(view.reopenReason).toBe('');
  });

  it('a refused reopening keeps the reason typed and the files made', async () => {
    api.refuse('events.reopen', 'INVALID_INPUT', 'Reason: say why it reopens.');
    const view = new FinishView(() => 'ev-1');
    await view.finish();
    view.reopenReason = '  ';
    await view.reopen();
    expect(view.reopenReason).toBe('  ');
    expect(view.files).toHaveLength(1);
    expect(view.error).toBe('Reason: say why it reopens.');
  });

  it('an error goes once the next action works', async () => {
    api.refuse('exports.pack', 'IO_FAILURE', 'The disk is full.');
    const view = new FinishView(() => 'ev-1');
    await view.remakePack();
    expect(view.error).toBe('The disk is full.');
    api.answer('exports.pack', { files: [file('ITS report')] });
    await view.remakePack();
    expect(view.error).toBeNull();
    expect(view.files).toHaveLength(1);
  });
});
