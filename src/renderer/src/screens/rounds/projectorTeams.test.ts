import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TeamStandingsRow } from '../../../../shared/api';
import { anEvent, api } from '../../lib/testing';

vi.mock('../../lib/api', async (original) => (await import('../../lib/testing')).stubbedApi(await original()));
const { ProjectorTeams } = await import('./projectorTeams.svelte');

const row = (id: string, name: string) => ({ id, name }) as TeamStandingsRow;

beforeEach(() => api.reset());

describe('the teams’ names on the projector', () => {
  it('the referee’s device names the teams from the event', () => {
    const event = anEvent(3, { teams: [{ id: 't1', name: 'Hexa', captain: 'p1', members: ['p1'] }] });
    expect(new ProjectorTeams().name(event, 't1')).toBe('Hexa');
  });

  it('a visitor’s device reads them from the public team standings, and keeps them when a read fails', async () => {
    api.answer('standings.teams', { throughRound: 0, rows: [row('t1', 'Hexa'), row('t2', 'Aleph')], matches: [] });
    const teams = new ProjectorTeams();
    expect(teams.name(null, 't2')).toBe('t2');
    await teams.load();
    expect(teams.name(null, 't2')).toBe('Aleph');
    api.refuse('standings.teams', 'NOT_FOUND', 'No event is open.');
    await teams.load();
    expect(teams.name(null, 't1')).toBe('Hexa');
    expect(api.sent('standings.teams')).toEqual([{}, {}]);
  });
});
