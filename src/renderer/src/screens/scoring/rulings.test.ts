import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayerScore, ScoreResult, TableBreakdowns } from '../../../../shared/api/scoring';
import type { GameResult } from '../../../../shared/model';
import { anEvent, api } from '../../lib/testing';

vi.mock('../../lib/api', async (original) => (await import('../../lib/testing')).stubbedApi(await original()));
const { RulingDesk } = await import('./rulings.svelte');
const { session } = await import('../../state/session.svelte');

const result = (op: [number, number]): GameResult => ({
  op,
  vp: [150, 90],
  tp: [4, 0],
  confirmedByA: false,
  confirmedByB: false,
  committedAt: '2026-11-28T10:00:00.000Z',
  committedBy: 'desktop 1',
});
const ruling = (points: number) => ({ points, reason: 'Objective held at the end', by: 'desktop 1', at: '' });
/** Player A: a line of 3 points ruled 2, and one of 4; player B: one line of 1. */
const players = (): Record<'a' | 'b', PlayerScore> =>
  ({
    a: {
      op: 6,
      lines: [
        { label: 'x', points: 3, ruling: ruling(2) },
        { label: 'y', points: 4 },
      ],
    },
    b: { op: 1, lines: [{ label: 'z', points: 1 }], ruling: ruling(0) },
  }) as unknown as Record<'a' | 'b', PlayerScore>;
const breakdown = { result: { players: players() } as ScoreResult, a: null, b: null } as TableBreakdowns;

async function opened(saved: GameResult | null) {
  const event = anEvent(7, {
    rounds: [{ number: 2, tier: 'mid', status: 'locked', pairings: [{ table: 4, a: 'p1', b: 'p2', result: saved }] }],
  } as never);
  api.holds(event);
  await session.refresh();
}

beforeEach(() => {
  api.calls = [];
  api.answer('scoring.breakdown', breakdown);
});

describe('the referee’s ruling on a saved result', () => {
  it('shows the result the event holds now (an undo elsewhere shows at once), else the one it opened with', async () => {
    await opened(result([6, 1]));
    const desk = new RulingDesk(2, 4, result([9, 9]));
    expect(desk.result.op).toEqual([6, 1]);
    await opened(null);
    expect(desk.result.op).toEqual([9, 9]);
  });

  it('starts from the points ruled, else the points computed, for a line or a total', async () => {
    await opened(result([6, 1]));
    const desk = new RulingDesk(2, 4, result([6, 1]));
    await desk.load();
    desk.choose('a', 0);
    expect(desk.current).toEqual({ label: 'x', computed: 3, ruled: 2 });
    expect(desk.points).toBe(2);
    desk.choose('a', 1);
    expect(desk.points).toBe(4);
    desk.choose('a', undefined);
    expect(desk.current).toMatchObject({ computed: 7, ruled: null });
    desk.choose('b', undefined);
    expect(desk.points).toBe(0);
    // A line the breakdown does not have (it changed meanwhile) is nothing to rule on.
    desk.choose('b', 5);
    expect(desk.current).toBeNull();
  });

  it('sends the ruling for the event shown, and takes the new breakdown', async () => {
    await opened(result([6, 1]));
    const after = { players: { ...players(), b: { op: 3, lines: [] } } } as unknown as ScoreResult;
    api.answer('scoring.override', { revision: 7, savedAt: '', result: result([6, 3]), breakdown: after });
    const desk = new RulingDesk(2, 4, result([6, 1]));
    await desk.load();
    desk.choose('b', undefined);
    desk.points = 3.7;
    desk.reason = '  Objective held at the end ';
    expect(await desk.send()).toBe(true);
    expect(api.sent('scoring.override')[0]).toEqual({
      round: 2,
      table: 4,
      side: 'b',
      points: 3,
      reason: 'Objective held at the end',
      baseRevision: 7,
      eventId: 'ev-1',
    });
    expect(desk.players?.b.op).toBe(3);
    expect(desk.target).toBeNull();
  });

  it('withdrawing a line’s ruling sends no points', async () => {
    await opened(result([6, 1]));
    api.answer('scoring.override', { revision: 7, savedAt: '', result: result([6, 1]), breakdown: null });
    const desk = new RulingDesk(2, 4, result([6, 1]));
    await desk.load();
    desk.choose('a', 0);
    await desk.send(true);
    expect(api.sent('scoring.override')[0]).toMatchObject({ side: 'a', line: 0, points: null });
  });

  it('a refused ruling stays open with the refusal beside it', async () => {
    await opened(result([6, 1]));
    api.refuse('scoring.override', 'INVALID_INPUT', 'Reason: say why you rule.');
    const desk = new RulingDesk(2, 4, result([6, 1]));
    await desk.load();
    desk.choose('a', 1);
    expect(await desk.send()).toBe(false);
    expect(desk.problem).toBe('Reason: say why you rule.');
    expect(desk.target).toEqual({ side: 'a', line: 1 });
    desk.cancel();
    expect(desk.problem).toBeNull();
  });

  it('nothing chosen: nothing is sent', async () => {
    const desk = new RulingDesk(2, 4, result([6, 1]));
    expect(await desk.send()).toBe(false);
    expect(api.count('scoring.override')).toBe(0);
  });
});
