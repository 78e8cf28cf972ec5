/** Who a phone's sign-in names: whole names, words of a name in any order, ITS PINs in any case. */
import { describe, expect, it } from 'vitest';
import type { Player } from '../../shared/model';
import { namedPlayers, signInChoices } from './signInNames';

const player = (id: string, name: string, more: Partial<Player> = {}): Player => ({
  id,
  name,
  itsPin: '',
  faction: '',
  club: '',
  checkedIn: false,
  rating: 1000,
  joinedRound: 1,
  droppedAfterRound: null,
  resultCode: 'ABCDEF',
  ...more,
});

const players: Player[] = [
  player('p1', 'Mads Østergård', { itsPin: 'DK-12a' }),
  player('p2', 'Łukasz Wójcik'),
  player('p3', 'Jürgen Müller'),
  player('p4', 'Carlos García', { club: 'Hexa', faction: 'PanOceania' }),
  player('p5', 'Carlos García', { club: 'Nómadas', faction: 'Ariadna' }),
  player('p6', 'Ana García López'),
];
const ids = (name: string) => namedPlayers(players, undefined, name).players.map((p) => p.id);

describe('namedPlayers', () => {
  it('finds the one player a surname, a first name or "surname first name" can mean', () => {
    expect(ids('ostergard')).toEqual(['p1']);
    expect(ids('lukasz')).toEqual(['p2']);
    expect(ids('muller')).toEqual(['p3']);
    expect(ids('MULLER jurgen')).toEqual(['p3']);
    expect(ids('wojcik lukasz')).toEqual(['p2']);
    expect(ids('lopez')).toEqual(['p6']);
  });

  it('names every player a name can mean, and nobody for part of a word', () => {
    expect(ids('garcia')).toEqual(['p4', 'p5', 'p6']);
    expect(ids('carlos garcia')).toEqual(['p4', 'p5']);
    expect(ids('garci')).toEqual([]);
    expect(ids('')).toEqual([]);
  });

  it('matches an ITS PIN whatever the case of its letters, in its box or the name box', () => {
    expect(namedPlayers(players, 'dk-12A', '').players.map((p) => p.id)).toEqual(['p1']);
    expect(namedPlayers(players, undefined, ' dk-12a ')).toMatchObject({ by: 'pin', typed: 'dk-12a' });
    expect(namedPlayers(players, 'DK-13A', '').players).toEqual([]);
  });
});

describe('signInChoices', () => {
  it('tells namesakes apart by club and faction, and by ITS PIN only when those are the same too', () => {
    const twins = [
      player('p7', 'Carlos García', { itsPin: '501', club: 'Hexa' }),
      player('p8', 'Carlos García', { itsPin: '502', club: 'Hexa' }),
    ];
    expect(signInChoices([...players.slice(3, 5), ...twins])).toEqual([
      { id: 'p4', name: 'Carlos García', club: 'Hexa', faction: 'PanOceania' },
      { id: 'p5', name: 'Carlos García', club: 'Nómadas', faction: 'Ariadna' },
      { id: 'p7', name: 'Carlos García', club: 'Hexa', faction: '', itsPin: '501' },
      { id: 'p8', name: 'Carlos García', club: 'Hexa', faction: '', itsPin: '502' },
    ]);
  });
});
