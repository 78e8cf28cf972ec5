import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TeamStandings } from '../../../../shared/api';
import { api } from '../../lib/testing';

vi.mock('../../lib/api', async (original) => (await import('../../lib/testing')).stubbedApi(await original()));
const { TeamStandingsView } = await import('./teamStandingsView.svelte');

const standings = (throughRound: number): TeamStandings => ({ throughRound, rows: [], matches: [] });

beforeEach(() => {
  api.calls = [];
  api.answer('standings.teams', (p) => standings(p?.through ?? 3));
});

describe('the team standings', () => {
  it('opens on the teams and reads every round, or through the round chosen', async () => {
    const view = new TeamStandingsView();
    expect(view.of).toBe('teams');
    await view.load(null);
    await view.load(1);
    expect(api.sent('standings.teams')).toEqual([{}, { through: 1 }]);
    expect(view.result?.throughRound).toBe(1);
  });

  it('names the last round it counted, not the event’s last round main reads through', async () => {
    const match = (round: number, outcome: 'a' | null) => ({ round, outcome }) as TeamStandings['matches'][number];
    const bye = (byeRounds: number[]) => ({ byeRounds }) as TeamStandings['rows'][number];
    api.answer('standings.teams', {
      throughRound: 5,
      rows: [bye([2]), bye([])],
      matches: [match(1, 'a'), match(2, null), match(3, null)],
    });
    const view = new TeamStandingsView();
    expect(view.countedThrough).toBe(0);
    await view.load(null);
    expect(view.countedThrough).toBe(2);
  });

  it('shows why they cannot be read, and clears it once they can', async () => {
    api.refuse('standings.teams', 'RULES_VIOLATION', 'This is a singles event.');
    const view = new TeamStandingsView();
    await view.load(null);
    expect(view.error).toBe('This is a singles event.');
    api.answer('standings.teams', standings(2));
    await view.load(null);
    expect(view.error).toBeNull();
    expect(view.result?.throughRound).toBe(2);
  });
});
