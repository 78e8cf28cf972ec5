import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Team } from '../../../../shared/model';
import { anEvent, api } from '../../lib/testing';

vi.mock('../../lib/api', async (original) => (await import('../../lib/testing')).stubbedApi(await original()));
const { TeamEditor } = await import('./teamsView.svelte');
const { playersWithoutTeam, teamViews } = await import('./teamLists');
const { session } = await import('../../state/session.svelte');

const player = (id: string, name: string, faction: string, droppedAfterRound: number | null = null) => ({
  id,
  name,
  faction,
  droppedAfterRound,
});
const hexa: Team = { id: 't-hexa', name: 'Hexa', captain: 'p2', members: ['p1', 'p2'] };
/** Five players, two of them in team Hexa, one dropped; teams of three. */
const event = () =>
  anEvent(7, {
    settings: { format: 'teams', teams: { size: 3 } },
    players: [
      player('p1', 'Ana', 'PanOceania'),
      player('p2', 'Bea', 'Nomads'),
      player('p3', 'Carla', 'Haqqislam'),
      player('p4', 'Dani', 'Ariadna'),
      player('p5', 'Eva', 'Aleph', 1),
    ],
    teams: [hexa],
  } as never);
const saved = (team: Team) => ({ team, revision: 7, savedAt: '2026-06-06T09:07:00.000Z' });

beforeEach(async () => {
  api.calls = [];
  api.holds(event());
  await session.refresh();
});

describe('the teams as the referee reads them', () => {
  it('lists each team with its captain and its members’ factions, and says when it is short', () => {
    expect(teamViews(event())).toEqual([
      {
        id: 't-hexa',
        name: 'Hexa',
        captain: 'Bea',
        members: [
          { id: 'p1', name: 'Ana', faction: 'PanOceania', captain: false },
          { id: 'p2', name: 'Bea', faction: 'Nomads', captain: true },
        ],
        short: true,
      },
    ]);
  });

  it('lists the players in no team (not the dropped), and offers the edited team its own members', () => {
    expect(playersWithoutTeam(event()).map((p) => p.name)).toEqual(['Carla', 'Dani']);
    expect(playersWithoutTeam(event(), hexa).map((p) => p.name)).toEqual(['Ana', 'Bea', 'Carla', 'Dani']);
  });
});

describe('the team form', () => {
  it('makes the first member picked the captain until another is named, and never a non-member', () => {
    const form = new TeamEditor();
    form.toggle('p3');
    form.toggle('p4');
    expect(form.captain).toBe('p3');
    form.captain = 'p4';
    form.toggle('p3');
    expect(form.captain).toBe('p4');
    form.toggle('p4');
    expect(form.captain).toBe('');
    expect(form.ready).toBe(false);
  });

  it('adds a team with its name, captain and members, then empties the form', async () => {
    api.answer('teams.add', (p) => saved({ id: 't-new', name: p.name, captain: p.captain, members: p.members }));
    const form = new TeamEditor();
    form.name = ' Ariadna Rangers ';
    form.toggle('p3');
    form.toggle('p4');
    form.captain = 'p4';
    expect(await form.save()).toBe(true);
    expect(api.sent('teams.add')[0]).toMatchObject({ name: 'Ariadna Rangers', captain: 'p4', members: ['p3', 'p4'] });
    expect(form.done).toBe('Team Ariadna Rangers added.');
    expect(form.members).toEqual([]);
    expect(form.problem).toBeNull();
  });

  it('a refusal shows beside the form, which keeps what the referee picked', async () => {
    api.refuse(
      'teams.add',
      'RULES_VIOLATION',
      'Ana and Carla both play PanOceania; this event allows each faction once per team.',
    );
    const form = new TeamEditor();
    form.name = 'Pano';
    form.toggle('p3');
    expect(await form.save()).toBe(false);
    expect(form.problem).toBe('Ana and Carla both play PanOceania; this event allows each faction once per team.');
    expect(form.members).toEqual(['p3']);
    expect(form.done).toBeNull();
  });

  it('edits a team: sends its id and the fields, then names it saved', async () => {
    api.answer('teams.update', (p) => saved({ ...hexa, ...p.changes }));
    const form = new TeamEditor();
    form.edit(hexa);
    expect([form.name, form.captain, form.members]).toEqual(['Hexa', 'p2', ['p1', 'p2']]);
    form.toggle('p3');
    expect(await form.save()).toBe(true);
    expect(api.sent('teams.update')[0]).toMatchObject({
      id: 't-hexa',
      changes: { name: 'Hexa', captain: 'p2', members: ['p1', 'p2', 'p3'] },
    });
    expect(form.done).toBe('Team Hexa saved.');
    expect(form.editing).toBeNull();
  });

  it('a removal refused (the team was paired) shows why; one taken closes the team’s edit', async () => {
    api.refuse('teams.remove', 'RULES_VIOLATION', 'Team Hexa has been paired and cannot be removed.');
    const form = new TeamEditor();
    form.edit(hexa);
    expect(await form.remove(hexa)).toBe(false);
    expect(form.problem).toBe('Team Hexa has been paired and cannot be removed.');
    api.answer('teams.remove', { removed: 't-hexa', revision: 7, savedAt: '' });
    expect(await form.remove(hexa)).toBe(true);
    expect(form.editing).toBeNull();
    expect(form.problem).toBeNull();
    expect(form.done).toBe('Team Hexa removed.');
  });
});
