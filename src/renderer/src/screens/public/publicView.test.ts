import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StandingsResult } from '../../../../shared/api';
import type { Round } from '../../../../shared/model';
import { api } from '../../lib/testing';

vi.mock('../../lib/api', async (original) => (await import('../../lib/testing')).stubbedApi(await original()));
const { PublicView } = await import('./publicView.svelte');

const round = (number: number, status: Round['status']) => ({ number, status, pairings: [] }) as unknown as Round;
const standings = (throughRound: number): StandingsResult =>
  ({
    throughRound,
    rows: [
      { id: 'p1', name: 'Ana Ruiz', club: 'Hexa' },
      { id: 'p2', name: 'Ana Ruiz', club: 'Dados' },
    ],
  }) as unknown as StandingsResult;

beforeEach(() => {
  api.calls = [];
  api.answer('standings.compute', (params) => standings(params?.throughRound ?? 0));
});

describe('what anyone on the venue network reads', () => {
  it('ranks by closed rounds only: a round in play never reorders the standings mid-game', async () => {
    api.answer('rounds.list', [round(1, 'closed'), round(2, 'closed'), round(3, 'locked')]);
    const view = new PublicView();
    await view.load();
    expect(api.sent('standings.compute')).toEqual([{ throughRound: 2 }]);
    expect(view.standings?.throughRound).toBe(2);
    expect(view.current?.number).toBe(3);
  });

  it('before round 1 closes: the pairings of the published round and every player named, no standings', async () => {
    api.answer('rounds.list', [round(1, 'locked'), round(2, 'draft')]);
    const view = new PublicView();
    await view.load();
    expect(view.standings).toBeNull();
    // Namesakes stay apart by club on the phones' lists.
    expect(view.players.map((p) => `${p.name} (${p.club})`)).toEqual(['Ana Ruiz (Hexa)', 'Ana Ruiz (Dados)']);
    // A draft round is the referee's work in progress, not what players are shown.
    expect(view.current?.number).toBe(1);
  });

  it('says why it could not read, and clears that once a read works again', async () => {
    api.refuse('rounds.list', 'IO_FAILURE', 'The server cannot be reached.');
    const view = new PublicView();
    await view.load();
    expect(view.error).toBe('The server cannot be reached.');
    api.answer('rounds.list', [round(1, 'closed')]);
    await view.load();
    expect(view.error).toBeNull();
    expect(view.rounds).toHaveLength(1);
  });

  it('a burst of changes while a read is out makes one more read, not one each', async () => {
    api.answer('rounds.list', [round(1, 'locked')]);
    const view = new PublicView();
    const first = view.load();
    void view.load();
    void view.load();
    await first;
    await vi.waitFor(() => expect(api.count('standings.compute')).toBe(2));
    expect(api.count('rounds.list')).toBe(2);
  });
});
