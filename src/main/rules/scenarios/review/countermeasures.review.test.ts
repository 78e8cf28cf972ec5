/**
 * Independent review of Countermeasures against ITS S11 · Countermeasures (Main Objectives):
 * more Current Mission Objectives than the opponent 4, as many 2 (only with at least 1), 1 per
 * Current Mission Objective up to 4, one or more by the DataTracker 2. No personal Classifieds;
 * Multiple HVTs (Neutral); Secure the HVT not used; Extreme Mode.
 */
import { describe, expect, it } from 'vitest';
import { byId } from '../registry';
import { game, invalid, op, points } from './kit';

const ID = 'countermeasures';

describe('Countermeasures (review)', () => {
  it('4 – 4: as many (2) + 4 each = 6 – 6; with A’s DataTracker 8 – 6', () => {
    expect(op(game(ID, 'mid', { a: { missionObjectives: 4 }, b: { missionObjectives: 4 } }))).toEqual([6, 6]);
    const r = game(ID, 'mid', { a: { missionObjectives: 4, missionByDataTracker: true }, b: { missionObjectives: 4 } });
    expect(op(r)).toEqual([8, 6]);
    expect(r.tp).toEqual([2, 0]);
  });

  it('5 – 4: more (4) + 4 (capped from 5) + DataTracker 2 = 10; B 4', () => {
    const r = game(ID, 'top', { a: { missionObjectives: 5, missionByDataTracker: true }, b: { missionObjectives: 4 } });
    expect(op(r)).toEqual([10, 4]);
    expect(points(r, 'a', 'missions-each')).toBe(4);
    expect(points(r, 'b', 'missions-same')).toBe(0);
  });

  it('1 – 0: more (4) + 1 = 5; B scores nothing', () => {
    expect(op(game(ID, 'low', { a: { missionObjectives: 1 } }))).toEqual([5, 0]);
  });

  it('HVT harmed by A when B is already at 10: B stays 10, A 0', () => {
    const r = game(ID, 'mid', {
      a: { missionObjectives: 1, harmedHvt: true },
      b: { missionObjectives: 4, missionByDataTracker: true },
    });
    expect(op(r)).toEqual([0, 10]);
    expect(points(r, 'b', 'hvt-compensation')).toBe(0);
  });

  it('Extreme Mode is declared; no Secure HVT, no Classified card questions', () => {
    expect(byId(ID)?.extremeMode).toBe(true);
    expect(byId(ID)?.secureHvt).toBe('not-used');
    invalid(() => game(ID, 'mid', { a: { secureHvt: true } }), 'a.secureHvt');
  });
});
