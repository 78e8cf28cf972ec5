import { describe, expect, it } from 'vitest';
import type { ArmyCondition } from '../../../shared/api/tables';
import { chartResult, isInRetreat, retreatThreshold, survivorValue, survivorsCost } from './retreat';
import { trooper } from './testLists';
import type { TrackedTrooper, TrooperState, TrooperStatus } from './types';

function tracked(id: string, cost: number, spec: Parameters<typeof trooper>[2] = {}): TrackedTrooper {
  return { ...trooper(id, cost, spec), group: 1, reinforcement: false };
}
function st(status: TrooperStatus, retreatIgnored = false): TrooperState {
  return { status, isolated: false, immobilized: false, retreatIgnored, group: 1 };
}

describe('Retreat! threshold (N3 · Retreat!, N4 · Reinforcements)', () => {
  // A quarter of the Army Points, rounded up: the N3 chart (150/4 = 37.5 → 38) and the
  // Reinforcements chart (250 → 62.5 → 63; 350 → 87.5 → 88).
  it.each([
    [300, false, 75],
    [200, false, 50],
    [150, false, 38],
    [100, false, 25],
    [250, true, 63],
    [300, true, 75],
    [350, true, 88],
    [400, true, 100],
  ])('matches the chart: %i points (Reinforcements: %s) → %i', (armyPoints, reinforcements, threshold) => {
    expect(retreatThreshold(armyPoints, reinforcements)).toBe(threshold);
  });

  it('rounds a fraction up at the odd points in between', () => {
    // 101/4 = 25.25 → 26; 299/4 = 74.75 → 75; 301/4 = 75.25 → 76; 399/4 = 99.75 → 100; 400/4 = 100
    expect(retreatThreshold(101)).toBe(26);
    expect(retreatThreshold(299)).toBe(75);
    expect(retreatThreshold(301)).toBe(76);
    expect(retreatThreshold(399)).toBe(100);
    expect(retreatThreshold(400)).toBe(100);
  });

  it('is the smallest whole number of points that is at least 25 % for every army from 100 to 400', () => {
    for (let points = 100; points <= 400; points++) {
      const t = retreatThreshold(points);
      expect(4 * t).toBeGreaterThanOrEqual(points);
      expect(4 * (t - 1)).toBeLessThan(points);
    }
  });

  it('enters Retreat! at the threshold itself, not one point above', () => {
    expect(isInRetreat(75, retreatThreshold(300))).toBe(true);
    expect(isInRetreat(76, retreatThreshold(300))).toBe(false);
    expect(isInRetreat(38, retreatThreshold(150))).toBe(true);
    expect(isInRetreat(39, retreatThreshold(150))).toBe(false);
  });
});

describe("survivors' cost", () => {
  it('counts undeployed, hidden and evacuated troopers, not Null ones', () => {
    const troopers = [
      tracked('a', 20),
      tracked('b', 30),
      tracked('c', 15),
      tracked('d', 40),
      tracked('e', 10),
      tracked('f', 12),
    ];
    const states: Record<string, TrooperState> = {
      a: st('model'),
      b: st('not-deployed'),
      c: st('hidden'),
      d: st('dead'),
      e: st('unconscious'),
      f: st('evacuated'),
    };
    // 20 + 30 + 15 + 0 + 0 + 12 = 77
    expect(survivorsCost(troopers, states)).toBe(77);
  });

  it('adds Baggage only while non-Null (N3 FAQ: Ikadron 29 alive, 0 towards survivors when Null)', () => {
    const ikadron = tracked('ikadron', 9, { skills: { baggage: true } });
    expect(survivorValue(ikadron, st('model'))).toBe(29);
    expect(survivorValue(ikadron, st('unconscious'))).toBe(0);
  });

  it('counts a Shasvastii-Embryo at its cost during the game', () => {
    const seed = tracked('seed', 24, { skills: { shasvastii: true, baggage: true } });
    expect(survivorValue(seed, st('embryo'))).toBe(24);
  });
});

describe('Retreat! summary chart (N3 · Retreat!)', () => {
  const conditions: ArmyCondition[] = ['normal', 'loss-of-lieutenant', 'retreat'];
  const table: [string, TrackedTrooper, boolean, [string, boolean, boolean][]][] = [
    // [label, trooper, token spent, per condition: training, impetuous, marker]
    [
      'Normal',
      tracked('n', 10),
      false,
      [
        ['regular', false, false],
        ['irregular', false, false],
        ['irregular', false, true],
      ],
    ],
    [
      'Impetuous',
      tracked('i', 10, { impetuous: 'impetuous' }),
      false,
      [
        ['regular', true, false],
        ['irregular', true, false],
        ['irregular', false, true],
      ],
    ],
    [
      'V: Courage',
      tracked('c', 10, { skills: { courage: true } }),
      false,
      [
        ['regular', false, false],
        ['irregular', false, false],
        ['irregular', false, false],
      ],
    ],
    [
      'Religious Troop',
      tracked('r', 10, { skills: { religious: true } }),
      false,
      [
        ['regular', false, false],
        ['irregular', false, false],
        ['regular', false, false],
      ],
    ],
    [
      'Veteran',
      tracked('v', 10, { skills: { veteran: true } }),
      false,
      [
        ['regular', false, false],
        ['regular', false, false],
        ['regular', false, false],
      ],
    ],
    [
      'Character (ITS S11 · Long Service)',
      tracked('ch', 10, { skills: { character: true } }),
      false,
      [
        ['regular', false, false],
        ['regular', false, false],
        ['regular', false, false],
      ],
    ],
    [
      'Morat',
      tracked('m', 10, { skills: { morat: true } }),
      false,
      [
        ['regular', false, false],
        ['regular', false, false],
        ['regular', false, false],
      ],
    ],
    [
      'Irregular profile',
      tracked('irr', 10, { training: 'irregular' }),
      false,
      [
        ['irregular', false, false],
        ['irregular', false, false],
        ['irregular', false, true],
      ],
    ],
    [
      'Command Token spent (N3 FAQ: all Retreat! effects cancelled)',
      tracked('tok', 10),
      true,
      [
        ['regular', false, false],
        ['irregular', false, false],
        ['regular', false, false],
      ],
    ],
  ];

  for (const [label, t, token, expected] of table) {
    it(label, () => {
      conditions.forEach((condition, i) => {
        const [training, impetuous, marker] = expected[i] ?? [];
        expect(chartResult(t, st('model', token), condition), `${label} in ${condition}`).toMatchObject({
          training,
          impetuous,
          retreatMarker: marker,
        });
      });
    });
  }

  it('places no marker on troopers that are not on the table', () => {
    const t = tracked('off', 10);
    expect(chartResult(t, st('not-deployed'), 'retreat').retreatMarker).toBe(false);
    expect(chartResult(t, st('dead'), 'retreat').retreatMarker).toBe(false);
    expect(chartResult(t, st('marker'), 'retreat').retreatMarker).toBe(true);
  });

  it('an impetuous V: Courage trooper keeps its Impetuous Order in Loss of Lieutenant, not in Retreat!', () => {
    const t = tracked('ic', 10, { impetuous: 'extremelyImpetuous', skills: { courage: true } });
    expect(chartResult(t, st('model'), 'loss-of-lieutenant')).toMatchObject({ impetuous: true, retreatMarker: false });
    expect(chartResult(t, st('model'), 'retreat')).toMatchObject({ impetuous: false, retreatMarker: false });
  });
});
