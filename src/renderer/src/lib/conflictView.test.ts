import { describe, expect, it } from 'vitest';
import { describeVersions } from './conflictView';

describe('a stale edit’s two versions in a referee’s words', () => {
  it('reads a pairing as its table and players, then its result', () => {
    const seat = { table: 3, listA: null, listB: null, dispute: '' };
    const current = { ...seat, a: 'Bo Berg', b: 'Ana Núñez', result: { op: [7, 3], vp: [200, 100], tp: [3, 0] } };
    const yours = { ...seat, a: 'Cy Chen', b: 'Ana Núñez', result: null };
    expect(describeVersions(current, yours)).toEqual({
      current: ['Table 3: Bo Berg v Ana Núñez', '7–3 OP, 200–100 VP'],
      yours: ['Table 3: Cy Chen v Ana Núñez'],
    });
  });

  it('reads a player as the name and the fields that differ, in words', () => {
    const player = {
      name: 'Cy',
      itsPin: '',
      faction: '',
      club: 'Bears',
      checkedIn: false,
      joinedRound: 1,
      rating: 1000,
    };
    const current = { ...player, droppedAfterRound: null };
    const yours = { ...player, droppedAfterRound: 2, rating: 1040 };
    expect(describeVersions(current, yours)).toEqual({
      current: ['Cy', 'Active', 'Rating: 1000'],
      yours: ['Cy', 'Dropped after round 2', 'Rating: 1040'],
    });
    // A removed player: nothing on one side, the whole player on the other.
    expect(describeVersions(current, null)).toEqual({
      current: ['Cy', 'Club: Bears', 'Checked in: ✗', 'Active', 'Joins in round 1', 'Rating: 1000'],
      yours: ['(nothing)'],
    });
  });

  it('reads a setting as its value', () => {
    expect(describeVersions('Main Hall', 'Side Room')).toEqual({ current: ['Main Hall'], yours: ['Side Room'] });
    expect(describeVersions(true, false)).toEqual({ current: ['✓'], yours: ['✗'] });
  });
});
