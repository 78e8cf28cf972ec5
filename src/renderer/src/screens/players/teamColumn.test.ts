/**
 * The Players screen of a teams event: each player's team in its own column, found by it, and a
 * sheet's teams in its preview.
 */
import { describe, expect, it } from 'vitest';
import type { Team } from '../../../../shared/model';
import { anEvent } from '../../lib/testing';
import { playersMatching } from './playerSearch';
import { sheetNamesTeams, teamNamesByPlayer } from './teamLists';

const player = (id: string, name: string, faction: string, club = '') => ({ id, name, itsPin: '', faction, club });
const players = [
  player('p1', 'Ana', 'PanOceania', 'Norte'),
  player('p2', 'Bea', 'Nomads'),
  player('p3', 'Carla', 'Haqqislam'),
];
const teams: Team[] = [
  { id: 't1', name: 'Hexa Hounds', captain: 'p2', members: ['p1', 'p2'] },
  { id: 't2', name: 'Órbita', captain: 'p3', members: ['p3'] },
];

describe('the Team column of a teams event', () => {
  it('names each player’s team, and no team for a player in none', () => {
    const event = anEvent(3, {
      settings: { format: 'teams' },
      players: [...players, player('p4', 'Dani', 'Ariadna')],
      teams,
    } as never);
    const teamOf = teamNamesByPlayer(event);
    expect(['p1', 'p2', 'p3', 'p4'].map((id) => teamOf.get(id) ?? null)).toEqual([
      'Hexa Hounds',
      'Hexa Hounds',
      'Órbita',
      null,
    ]);
  });

  it('finds the players of a team by its name (case and accents aside), and by the rest as before', () => {
    const teamOf = teamNamesByPlayer(anEvent(3, { settings: { format: 'teams' }, players, teams } as never));
    expect(playersMatching(players, 'hexa', teamOf).map((p) => p.name)).toEqual(['Ana', 'Bea']);
    expect(playersMatching(players, 'ORBITA', teamOf).map((p) => p.name)).toEqual(['Carla']);
    expect(playersMatching(players, 'hounds norte', teamOf).map((p) => p.name)).toEqual(['Ana']);
    expect(playersMatching(players, 'nomads', teamOf).map((p) => p.name)).toEqual(['Bea']);
    expect(playersMatching(players, '', teamOf)).toBe(players);
    // A singles event has no teams to search.
    expect(playersMatching(players, 'hexa')).toEqual([]);
  });

  it('shows a Team column in a sheet’s preview only when its rows name teams', () => {
    expect(sheetNamesTeams([{ team: '' }, {}])).toBe(false);
    expect(sheetNamesTeams([{}, { team: ' Sharks ' }])).toBe(true);
  });
});
