/**
 * Independent review of Countermeasures against ITS S11 · Countermeasures (Main Objectives):
 * more Current Mission Objectives than the opponent 4, as many 2 (only with at least 1), 1 per
 * Current Mission Objective up to 4, one or more by the DataTracker 2. No personal Classifieds;
 * Multiple HVTs (Neutral); Secure the HVT not used; Extreme Mode.
 */
import { describe, expect, it } from 'vitest';
import { byId } from '../registry';
import { attempt, game, invalid, itScoresEach, op } from './kit';

const ID = 'countermeasures';

describe('Countermeasures (review)', () => {
  it('4 – 4: as many (2) + 4 each = 6 – 6; with A’s DataTracker 8 – 6', () => {
    expect(op(game(ID, 'mid', { a: { missionObjectives: 4 }, b: { missionObjectives: 4 } }))).toEqual([6, 6]);
    const r = game(ID, 'mid', { a: { missionObjectives: 4, missionByDataTracker: true }, b: { missionObjectives: 4 } });
    expect(op(r)).toEqual([8, 6]);
    expect(r.tp).toEqual([2, 0]);
  });

  itScoresEach(ID, [
    {
      title: '5 – 4: more (4) + 4 (capped from 5) + DataTracker 2 = 10; B 4',
      tier: 'top',
      facts: { a: { missionObjectives: 5, missionByDataTracker: true }, b: { missionObjectives: 4 } },
      points: { a: { 'missions-each': 4 }, b: { 'missions-same': 0 } },
      ops: [10, 4],
    },
    {
      title: '1 – 0: more (4) + 1 = 5; B scores nothing',
      tier: 'low',
      facts: { a: { missionObjectives: 1 } },
      ops: [5, 0],
    },
    {
      title: 'HVT harmed by A when B is already at 10: B stays 10, A 0',
      facts: {
        a: { missionObjectives: 1, harmedHvt: true },
        b: { missionObjectives: 4, missionByDataTracker: true },
      },
      points: { b: { 'hvt-compensation': 0 } },
      ops: [0, 10],
    },
  ]);

  it('Extreme Mode is declared; no Secure HVT, no Classified card questions', () => {
    expect(byId(ID)?.extremeMode).toBe(true);
    expect(byId(ID)?.secureHvt).toBe('not-used');
    invalid(attempt(ID, 'mid', { a: { secureHvt: true } }), 'a.secureHvt');
  });
});
