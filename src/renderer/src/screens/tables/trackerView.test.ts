import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TableView } from '../../../../shared/api';
import { anEvent, api } from '../../lib/testing';

vi.mock('../../lib/api', async (original) => (await import('../../lib/testing')).stubbedApi(await original()));
const { TrackerView } = await import('./trackerView.svelte');
const { session } = await import('../../state/session.svelte');

const view = (phase: string) => ({ phase }) as unknown as TableView;
const unknownCost = {
  code: 'CONFLICT' as const,
  message: 'Table 4: Ana’s list “Hexas” has 2 troopers of unknown cost.',
  details: { confirm: 'unknown-cost' as const, problems: ['Ana’s list “Hexas” has 2 troopers of unknown cost.'] },
};

beforeEach(async () => {
  api.calls = [];
  api.holds(anEvent(7));
  await session.refresh();
  session.banner.clearError();
});

describe('one table’s game tracker', () => {
  it('a table nobody started tracking says so, instead of an error', async () => {
    api.refuse('tables.get', 'NOT_FOUND', 'Round 2, table 4 is not tracked.');
    const tracker = new TrackerView(2, 4);
    await tracker.load();
    expect(tracker.missing).toBe(true);
    expect(tracker.view).toBeNull();
    expect(session.banner.error).toBeNull();
  });

  it('troopers of unknown cost: the start waits for the referee, then goes with the lists picked', async () => {
    api.refuse('tables.start', unknownCost.code, unknownCost.message, unknownCost.details);
    const tracker = new TrackerView(2, 4);
    await tracker.start({ listA: 'l-hexas' });
    expect(tracker.confirm).toEqual({ message: unknownCost.message, lists: { listA: 'l-hexas' } });
    expect(session.banner.error).toBeNull();

    api.answer('tables.start', { revision: 7, savedAt: '2026-11-28T10:00:00.000Z', view: view('deployment') });
    await tracker.start(tracker.confirm?.lists, true);
    expect(api.sent('tables.start').at(-1)).toEqual({
      round: 2,
      table: 4,
      listA: 'l-hexas',
      confirmUnknownCost: true,
      eventId: 'ev-1',
    });
    expect(tracker.confirm).toBeNull();
    expect(tracker.view?.phase).toBe('deployment');
    expect(tracker.missing).toBe(false);
  });

  it('any other refusal of the start is shown, with nothing to confirm', async () => {
    api.refuse('tables.start', 'CONFLICT', 'The event is finished.');
    const tracker = new TrackerView(2, 4);
    await tracker.start();
    expect(tracker.confirm).toBeNull();
    expect(session.banner.error).toBe('The event is finished.');
  });

  it('the referee can back out of a start waiting for confirmation', async () => {
    api.refuse('tables.start', unknownCost.code, unknownCost.message, unknownCost.details);
    const tracker = new TrackerView(2, 4);
    await tracker.start();
    tracker.cancelStart();
    expect(tracker.confirm).toBeNull();
  });

  it('a recorded event shows its effects and the view after it; a refused one keeps the view', async () => {
    api.answer('tables.get', view('playing'));
    api.answer('tables.dispatch', {
      revision: 7,
      savedAt: '2026-11-28T10:00:00.000Z',
      effects: [{ kind: 'retreat' }] as never,
      view: view('over'),
    });
    const tracker = new TrackerView(2, 4);
    await tracker.load();
    await tracker.dispatch({ type: 'endTurn' } as never);
    expect(tracker.view?.phase).toBe('over');
    expect(tracker.effects).toEqual([{ kind: 'retreat' }]);
    api.refuse('tables.dispatch', 'RULES_VIOLATION', 'The game is over.');
    await tracker.dispatch({ type: 'endTurn' } as never);
    expect(tracker.view?.phase).toBe('over');
    expect(session.banner.error).toBe('The game is over.');
  });
});
