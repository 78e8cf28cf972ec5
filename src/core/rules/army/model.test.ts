import { describe, expect, it } from 'vitest';
import {
  ArmyListSchema,
  TrooperSchema,
  commlinkMod,
  hasTacticalAwareness,
  isVeteran,
  specialistRoles,
  troopersOf,
} from './model';

const trooper = (more: object) => TrooperSchema.parse({ id: 'x', name: 'X', cost: 10, ...more });

describe('trooper model', () => {
  it('fills every skill with false and Commlink with null by default', () => {
    const t = trooper({ skills: { lieutenant: true } });
    expect(t.skills.lieutenant).toBe(true);
    expect(t.skills.hacker).toBe(false);
    expect(t.skills.commlink).toBeNull();
    expect(t).toMatchObject({ troopType: 'LI', training: 'regular', impetuous: 'none', swc: 0, baggagePoints: 20 });
  });

  it('refuses SWC that is not in steps of 0.5 and unknown troop types', () => {
    expect(TrooperSchema.safeParse({ id: 'x', name: 'X', cost: 1, swc: 0.3 }).success).toBe(false);
    expect(TrooperSchema.safeParse({ id: 'x', name: 'X', cost: 1, troopType: 'XX' }).success).toBe(false);
  });

  it('ITS S11 · Long Service: a Character counts as a Veteran', () => {
    expect(isVeteran(trooper({ skills: { character: true } }))).toBe(true);
    expect(isVeteran(trooper({ skills: { veteran: true } }))).toBe(true);
    expect(isVeteran(trooper({}))).toBe(false);
  });

  it('ITS S11 · ATS: a TAG has Tactical Awareness even when not printed', () => {
    expect(hasTacticalAwareness(trooper({ troopType: 'TAG' }))).toBe(true);
    expect(hasTacticalAwareness(trooper({ troopType: 'HI' }))).toBe(false);
    expect(hasTacticalAwareness(trooper({ skills: { tacticalAwareness: true } }))).toBe(true);
  });

  it('lists Specialist roles, Chain of Command included', () => {
    expect(specialistRoles(trooper({ skills: { doctor: true, chainOfCommand: true } }))).toEqual([
      'doctor',
      'chainOfCommand',
    ]);
  });

  it('reads the Commlink MOD and walks troopers in group order', () => {
    const list = ArmyListSchema.parse({
      id: 'L',
      playerId: 'p',
      pointsLimit: 300,
      swc: 6,
      groups: [
        { number: 1, troopers: [{ id: 'a', name: 'A', cost: 1, skills: { commlink: 2 } }] },
        { number: 2, reinforcement: true, troopers: [{ id: 'b', name: 'B', cost: 1 }] },
      ],
    });
    expect(commlinkMod(list)).toBe(2);
    expect(troopersOf(list).map(({ group, trooper: t }) => `${group.number}${t.id}`)).toEqual(['1a', '2b']);
  });
});
