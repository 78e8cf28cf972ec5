import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PairExplanation, PlayerExplanation, StandingsResult } from '../../../../shared/api';
import { api } from '../../lib/testing';

vi.mock('../../lib/api', async (original) => (await import('../../lib/testing')).stubbedApi(await original()));
const { StandingsView } = await import('./standingsView.svelte');

/** Each answer says which round it counted through, so a stale one shows. */
const through = (params?: { throughRound?: number }) => params?.throughRound ?? 3;

beforeEach(() => {
  api.calls = [];
  api.answer('standings.compute', (p) => ({ throughRound: through(p), rows: [] }) as unknown as StandingsResult);
  api.answer(
    'standings.explainPair',
    (p) => ({ higher: { id: p.a }, lower: { id: p.b }, through: through(p) }) as unknown as PairExplanation,
  );
  api.answer(
    'standings.explainPlayer',
    (p) => ({ row: { id: p.player }, through: through(p) }) as unknown as PlayerExplanation,
  );
});

describe('the standings and their explanations', () => {
  it('reads every round with results, or through the round the referee chose', async () => {
    const view = new StandingsView();
    await view.load();
    view.throughRound = 1;
    await view.load();
    expect(api.sent('standings.compute')).toEqual([{}, { throughRound: 1 }]);
    expect(view.result?.throughRound).toBe(1);
  });

  it('an explanation left open follows the numbers it explains after each change', async () => {
    const view = new StandingsView();
    await view.load();
    await view.explainPair('p1', 'p2');
    await view.explainPlayer('p3');
    view.throughRound = 2;
    await view.load();
    expect(api.sent('standings.explainPair').at(-1)).toEqual({ a: 'p1', b: 'p2', throughRound: 2 });
    expect(api.sent('standings.explainPlayer').at(-1)).toEqual({ player: 'p3', throughRound: 2 });
  });

  it('a closed explanation is not asked again', async () => {
    const view = new StandingsView();
    await view.explainPair('p1', 'p2');
    await view.explainPlayer('p3');
    view.closePair();
    view.closePlayer();
    await view.load();
    expect(api.count('standings.explainPair')).toBe(1);
    expect(api.count('standings.explainPlayer')).toBe(1);
    expect(view.pair).toBeNull();
    expect(view.player).toBeNull();
  });

  it('shows why the standings cannot be computed, and clears it once they can', async () => {
    api.refuse('standings.compute', 'RULES_VIOLATION', 'Round 2 has a table without result.');
    const view = new StandingsView();
    await view.load();
    expect(view.error).toBe('Round 2 has a table without result.');
    expect(view.result).toBeNull();
    api.answer('standings.compute', { throughRound: 1, rows: [] } as unknown as StandingsResult);
    await view.load();
    expect(view.error).toBeNull();
  });
});
