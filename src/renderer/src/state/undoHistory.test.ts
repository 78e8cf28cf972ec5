import { beforeEach, describe, expect, it, vi } from 'vitest';
import { anEntry, anEvent, api, summaryOf } from '../lib/testing';

vi.mock('../lib/api', async (original) => (await import('../lib/testing')).stubbedApi(await original()));
const { UndoHistory } = await import('./undoHistory');
const { setLanguage } = await import('../lib/i18n');

/** Undo over an event whose newest change (revision 4) has a summary in the event's words. */
function history(open = true) {
  const event = anEvent(4);
  event.audit = [
    {
      ...anEntry(4, [], 'rounds.setResult'),
      summary: 'Result of table 3',
      summaryI18n: { key: 'm.round.noTable', params: { round: 1, table: 3 } },
    },
  ];
  const parts = {
    open: { event: open ? event : null, summary: open ? summaryOf(event) : null },
    banner: { showNotice: vi.fn() },
    writes: { run: vi.fn() },
  };
  return { history: new UndoHistory(parts as never), ...parts };
}

beforeEach(() => {
  api.reset();
  setLanguage('en');
});

describe('undo and redo', () => {
  it('undoes the newest change and says which, in the event’s own words', async () => {
    const { history: h, writes, banner } = history();
    writes.run.mockResolvedValue({ undone: 4, revision: 5, savedAt: '' });
    await h.undo();
    expect(writes.run).toHaveBeenCalledWith('audit.undo', {});
    expect(banner.showNotice).toHaveBeenCalledWith('Undone: Round 1 has no game on table 3.');
  });

  it('redoes, naming a change it does not hold by its revision', async () => {
    const { history: h, writes, banner } = history();
    writes.run.mockResolvedValue({ redone: 9, revision: 10, savedAt: '' });
    await h.redo();
    expect(writes.run).toHaveBeenCalledWith('audit.redo', {});
    expect(banner.showNotice).toHaveBeenCalledWith('Redone: #9');
  });

  it('says nothing when the undo was refused (the refusal is shown where it belongs)', async () => {
    const { history: h, writes, banner } = history();
    writes.run.mockResolvedValue(null);
    await h.undo();
    expect(banner.showNotice).not.toHaveBeenCalled();
  });

  it('does nothing with no event open', async () => {
    const { history: h, writes } = history(false);
    await h.undo();
    await h.redo();
    expect(writes.run).not.toHaveBeenCalled();
  });
});
