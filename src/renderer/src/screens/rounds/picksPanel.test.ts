import { beforeEach, describe, expect, it, vi } from 'vitest';
import { anEvent, api } from '../../lib/testing';

vi.mock('../../lib/api', async (original) => (await import('../../lib/testing')).stubbedApi(await original()));
const { PicksPanel } = await import('./picksPanel.svelte');
const { session } = await import('../../state/session.svelte');

const ack = { revision: 7, savedAt: '', state: {} } as never;

beforeEach(async () => {
  api.calls = [];
  api.holds(anEvent(7));
  await session.refresh();
});

describe('the referee running a team match’s captains’ picks', () => {
  it('rolls, then moves naming the side whose turn it is', async () => {
    api.answer('matchups.roll', ack);
    api.answer('matchups.pick', ack);
    const panel = new PicksPanel(1, 2);
    expect(await panel.roll()).toBe(true);
    expect(api.sent('matchups.roll')[0]).toMatchObject({ round: 1, match: 2 });
    expect(await panel.pick('b', 'b3')).toBe(true);
    expect(api.sent('matchups.pick')[0]).toMatchObject({ round: 1, match: 2, player: 'b3', side: 'b' });
    expect(panel.problem).toBeNull();
    expect(panel.busy).toBe(false);
  });

  it('shows main’s refusal (a phone moved first) until the next move is taken', async () => {
    api.refuse('matchups.pick', 'CONFLICT', 'It is the other captain’s turn to pick.');
    const panel = new PicksPanel(1, 2);
    expect(await panel.pick('a', 'a1')).toBe(false);
    expect(panel.problem).toBe('It is the other captain’s turn to pick.');
    api.answer('matchups.pick', ack);
    expect(await panel.pick('b', 'b1')).toBe(true);
    expect(panel.problem).toBeNull();
  });

  it('sends one move at a time: a second click while the first is on its way does nothing', async () => {
    api.answer('matchups.pick', ack);
    const panel = new PicksPanel(1, 2);
    const first = panel.pick('a', 'a1');
    expect(panel.busy).toBe(true);
    expect(await panel.pick('a', 'a2')).toBe(false);
    expect(await first).toBe(true);
    expect(api.sent('matchups.pick')).toHaveLength(1);
  });
});
