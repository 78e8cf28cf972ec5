import { describe, expect, it } from 'vitest';
import { tablesNeeded } from './tablesNeeded';

const player = (checkedIn: boolean, droppedAfterRound: number | null = null) => ({ checkedIn, droppedAfterRound });

describe('the tables hint', () => {
  it('counts the players checked in, and needs no table for the bye', () => {
    const players = [...Array.from({ length: 119 }, () => player(true)), player(false)];
    expect(tablesNeeded(players)).toEqual({ players: 119, tables: 59, checkedIn: true, bye: true });
  });

  it('counts every active player before check-in begins, and none who dropped', () => {
    const players = [...Array.from({ length: 9 }, () => player(false)), player(false, 1)];
    expect(tablesNeeded(players)).toEqual({ players: 9, tables: 4, checkedIn: false, bye: true });
  });
});
