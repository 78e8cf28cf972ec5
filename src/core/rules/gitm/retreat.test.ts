import { describe, expect, it } from 'vitest';
import { fan, resolveGitm, validDirections } from './retreat';
import type { Direction, GitmSituation } from './retreat';

const base: GitmSituation = {
  unit: 'BR1IN',
  action: 'retreat',
  moved: null,
  enemyCameFrom: [],
  adjacentEnemies: [],
  adjacentFriends: [],
  blocked: [],
  lostMelee: false,
  fatigue: 0,
  trapped: false,
  seed: 'test',
};
const at = (over: Partial<GitmSituation>) => resolveGitm({ ...base, ...over });
const ALL: Direction[] = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];

describe('invalid directions', () => {
  it('a unit that moved north into the battle cannot retreat N, NE or NW', () => {
    expect(validDirections('N', [])).toEqual(['E', 'SE', 'S', 'SW', 'W']);
  });

  it('an enemy that came from the east forbids E, NE and SE', () => {
    expect(validDirections(null, ['E'])).toEqual(['N', 'S', 'SW', 'W', 'NW']);
  });

  it('wraps around the compass', () => {
    expect(fan('NW')).toEqual(['W', 'NW', 'N']);
    expect(fan('N')).toEqual(['NW', 'N', 'NE']);
  });

  it('combines both rules', () => {
    // Moved north (N, NE, NW out) with an enemy from the south (S, SE, SW out): E and W remain.
    expect(validDirections('N', ['S'])).toEqual(['E', 'W']);
  });

  it('the chosen retreat is always one of the valid directions, whatever the seed', () => {
    for (let i = 0; i < 50; i++) {
      const r = at({ moved: 'N', enemyCameFrom: ['E'], seed: `s${i}` });
      // Moved N rules out NW, N, NE; the enemy from E rules out NE, E, SE: S, SW and W remain.
      expect(r.valid).toEqual(['S', 'SW', 'W']);
      expect(r.outcome.kind).toBe('move');
      if (r.outcome.kind === 'move') expect(['S', 'SW', 'W']).toContain(r.outcome.direction);
    }
  });
});

describe('preferences', () => {
  it('never retreats toward an adjacent enemy', () => {
    // Moved north: valid E, SE, S, SW, W. Enemies at E, SE, S, SW: only W is left.
    const r = at({ moved: 'N', adjacentEnemies: ['E', 'SE', 'S', 'SW'] });
    expect(r.candidates).toEqual(['W']);
    expect(r.outcome).toMatchObject({ kind: 'move', direction: 'W' });
  });

  it('prefers the direction of an adjacent friendly unit', () => {
    for (let i = 0; i < 20; i++) {
      const r = at({ moved: 'N', adjacentFriends: ['SW'], seed: `p${i}` });
      expect(r.preferred).toEqual(['SW']);
      expect(r.outcome).toMatchObject({ kind: 'move', direction: 'SW', minSquares: 1, maxSquares: 4 });
    }
  });

  it('ignores a friendly unit that shares its square with an enemy', () => {
    const r = at({ moved: 'N', adjacentFriends: ['SW', 'S'], adjacentEnemies: ['SW'] });
    expect(r.preferred).toEqual(['S']);
    expect(r.outcome).toMatchObject({ direction: 'S' });
  });

  it('ignores a friendly unit in an invalid direction', () => {
    const r = at({ moved: 'N', adjacentFriends: ['NE'] });
    expect(r.preferred).toEqual([]);
    expect(r.outcome.kind).toBe('move');
  });

  it('goes to another legitimate square when the friendly square is blocked', () => {
    const r = at({ moved: 'N', adjacentFriends: ['SW'], blocked: ['SW', 'S', 'SE', 'E'] });
    expect(r.outcome).toMatchObject({ kind: 'move', direction: 'W' });
  });

  it('falls back exactly one square by the same preferences', () => {
    const r = at({ action: 'fall-back', moved: 'N', adjacentFriends: ['E'] });
    expect(r.outcome).toMatchObject({ kind: 'move', direction: 'E', minSquares: 1, maxSquares: 1 });
  });

  it('routs to a random adjacent strategic square it can enter, whatever the invalid directions', () => {
    const r = at({ action: 'rout', moved: 'N', blocked: ['E', 'SE', 'S', 'SW', 'W', 'NW', 'NE'] });
    expect(r.outcome).toMatchObject({ kind: 'move', direction: 'N', strategic: true });
  });

  it('a rout never enters a square holding an enemy unit (gitm · routing; same rule as retreating)', () => {
    // Enemies on one side (E): whatever the draw, the rout goes to one of the seven other squares.
    for (let i = 0; i < 40; i++) {
      const r = at({ action: 'rout', adjacentEnemies: ['E'], seed: `r${i}` });
      expect(r.candidates).toEqual(['N', 'NE', 'SE', 'S', 'SW', 'W', 'NW']);
      expect(r.outcome.kind).toBe('move');
      if (r.outcome.kind === 'move') expect(r.outcome.direction).not.toBe('E');
    }
  });

  it('a rout with an enemy on one side and every other square blocked surrenders', () => {
    const r = at({ action: 'rout', adjacentEnemies: ['E'], blocked: ['N', 'NE', 'SE', 'S', 'SW', 'W', 'NW'] });
    expect(r.outcome).toEqual({ kind: 'surrender', reason: 'blocked' });
    expect(r.messages).toEqual(['BR1IN tries to rout but is blocked, and surrenders!']);
  });

  it('gives the same answer for the same seed', () => {
    expect(at({ action: 'rout', seed: 'x' })).toEqual(at({ action: 'rout', seed: 'x' }));
  });
});

describe('surrender messages', () => {
  it('no valid direction', () => {
    // Moved N (NW, N, NE), enemies from E (NE, E, SE), S (SE, S, SW) and W (SW, W, NW): nothing left.
    const r = at({ moved: 'N', enemyCameFrom: ['E', 'S', 'W'] });
    expect(r.outcome).toEqual({ kind: 'surrender', reason: 'no-valid-direction' });
    expect(r.messages).toEqual(['BR1IN is unable to retreat and is forced to surrender!']);
    const f = at({ action: 'fall-back', moved: 'N', enemyCameFrom: ['E', 'S', 'W'] });
    expect(f.messages).toEqual(['BR1IN is unable to fall back and is forced to surrender!']);
  });

  it('every valid direction held by hostile units', () => {
    const r = at({ moved: 'N', adjacentEnemies: ['E', 'SE', 'S', 'SW', 'W'] });
    expect(r.outcome).toEqual({ kind: 'surrender', reason: 'no-direction' });
    expect(r.messages).toEqual(['BR1IN has no direction to retreat and is forced to surrender!']);
  });

  it('every legitimate square blocked', () => {
    const r = at({ moved: 'N', blocked: ['E', 'SE', 'S', 'SW', 'W'] });
    expect(r.outcome).toEqual({ kind: 'surrender', reason: 'blocked' });
    expect(r.messages).toEqual(['BR1IN is unable to move.', 'BR1IN tries to retreat but is blocked, and surrenders!']);
  });

  it('a rout with no square to enter', () => {
    const r = at({ action: 'rout', blocked: ALL });
    expect(r.outcome).toEqual({ kind: 'surrender', reason: 'blocked' });
    expect(r.messages).toEqual(['BR1IN tries to rout but is blocked, and surrenders!']);
  });

  it('a rout with enemy units on every side surrenders (gitm · "blocked": squares holding enemy units)', () => {
    for (let i = 0; i < 20; i++) {
      const r = at({ action: 'rout', adjacentEnemies: ALL, seed: `e${i}` });
      expect(r.candidates).toEqual([]);
      expect(r.outcome).toEqual({ kind: 'surrender', reason: 'blocked' });
      expect(r.messages).toEqual(['BR1IN tries to rout but is blocked, and surrenders!']);
    }
  });

  it('trapped while falling back, even with a valid direction', () => {
    const r = at({ action: 'fall-back', moved: 'N', trapped: true });
    expect(r.valid.length).toBeGreaterThan(0);
    expect(r.outcome).toEqual({ kind: 'surrender', reason: 'trapped' });
    expect(r.messages).toEqual(['BR1IN is trapped by enemy forces and surrenders!']);
  });

  it('trapped only applies to falling back', () => {
    expect(at({ action: 'retreat', trapped: true }).outcome.kind).toBe('move');
  });

  it('exhausted after losing a melee at fatigue 16, not at 15', () => {
    const r = at({ action: 'fall-back', lostMelee: true, fatigue: 16 });
    expect(r.outcome).toEqual({ kind: 'surrender', reason: 'exhausted' });
    expect(r.messages).toEqual(['BR1IN is exhausted, and surrenders!']);
    expect(at({ action: 'fall-back', lostMelee: true, fatigue: 15 }).outcome.kind).toBe('move');
    expect(at({ action: 'retreat', lostMelee: false, fatigue: 20 }).outcome.kind).toBe('move');
  });
});
