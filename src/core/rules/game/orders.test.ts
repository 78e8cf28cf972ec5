import { describe, expect, it } from 'vitest';
import { countOrders, totalOrders } from './orders';
import { armySetup } from './setup';
import { accepted } from '../testing/ruled';
import { lieutenant, list, trooper } from './testLists';
import type { ArmySetup, ArmyState, TrooperState, TrooperStatus } from './types';

/**
 * Two Combat Groups:
 *  group 1: lt (Regular, Lieutenant), r1, r2 (Regular), irr (Irregular), tag (TAG, Regular),
 *           vet (Veteran), ta (Tactical Awareness), airborne (not deployed yet), hd (hidden),
 *           peri (Peripheral)
 *  group 2: r3 (Regular), imp (Impetuous, Irregular), cour (V: Courage), rel (Religious), dead1
 */
const army = list('orders', 'p1', 300, [
  {
    number: 1,
    troopers: [
      lieutenant('lt', 20),
      trooper('r1', 10),
      trooper('r2', 10),
      trooper('irr', 8, { training: 'irregular' }),
      trooper('tag', 70, { troopType: 'TAG' }),
      trooper('vet', 25, { skills: { veteran: true } }),
      trooper('ta', 30, { skills: { tacticalAwareness: true } }),
      trooper('airborne', 30, { skills: { airborneDeployment: true } }),
      trooper('hd', 20, { skills: { hiddenDeployment: true } }),
      trooper('peri', 5, { skills: { peripheral: true } }),
    ],
  },
  {
    number: 2,
    troopers: [
      trooper('r3', 10),
      trooper('imp', 9, { training: 'irregular', impetuous: 'impetuous' }),
      trooper('cour', 15, { skills: { courage: true } }),
      trooper('rel', 15, { skills: { religious: true } }),
      trooper('dead1', 12),
    ],
  },
]);

function stateFor(setup: ArmySetup, overrides: Record<string, Partial<TrooperState>> = {}): ArmyState {
  const status = (id: string): TrooperStatus =>
    id === 'airborne' ? 'not-deployed' : id === 'hd' ? 'hidden' : id === 'dead1' ? 'dead' : 'model';
  return {
    troopers: Object.fromEntries(
      setup.troopers.map((t) => [
        t.id,
        {
          status: status(t.id),
          isolated: false,
          immobilized: false,
          retreatIgnored: false,
          group: t.group,
          ...overrides[t.id],
        },
      ]),
    ),
    retreat: false,
    lossOfLieutenant: false,
    lieutenantId: 'lt',
    reinforcementsRound: null,
    dataTrackerId: null,
  };
}

const setup = accepted(armySetup('a', army));
const noDt = { dataTrackerOrder: false };

describe('Order Count (N4 · Game Sequence)', () => {
  it('counts each kind of Order per Combat Group', () => {
    const [g1, g2] = countOrders(setup, stateFor(setup), noDt);
    // Group 1 on the table: lt, r1, r2, tag, vet, ta Regular (6); irr Irregular; airborne and hd
    // give nothing; peri gives nothing. Lieutenant Order 1. Tactical: tag (ATS) and ta.
    expect(g1).toMatchObject({ group: 1, regular: 6, irregular: ['irr'], lieutenant: 1, tactical: ['tag', 'ta'] });
    // Group 2: r3, cour, rel Regular (3); imp Irregular and Impetuous; dead1 nothing.
    expect(g2).toMatchObject({
      group: 2,
      regular: 3,
      irregular: ['imp'],
      lieutenant: 0,
      tactical: [],
      impetuous: ['imp'],
    });
    // 6 + 1 + 1 + 2 + 3 + 1 = 14
    expect(totalOrders([g1!, g2!])).toBe(14);
  });

  it('gives the Order of an airborne trooper once it lands', () => {
    const [g1] = countOrders(setup, stateFor(setup, { airborne: { status: 'marker' } }), noDt);
    expect(g1?.regular).toBe(7);
  });

  it('removes the Lieutenant Order and makes troopers Irregular in Loss of Lieutenant', () => {
    const s = { ...stateFor(setup, { lt: { status: 'dead' } }), lossOfLieutenant: true };
    const [g1, g2] = countOrders(setup, s, noDt);
    // Only the Veteran stays Regular; r1, r2, irr, tag, ta become Irregular tokens. TAG and ta keep
    // their Tactical Orders.
    expect(g1).toMatchObject({ regular: 1, lieutenant: 0, tactical: ['tag', 'ta'] });
    expect(g1?.irregular.sort()).toEqual(['irr', 'r1', 'r2', 'ta', 'tag']);
    // Group 2: r3, cour, rel all Irregular (Religious is Irregular in plain Loss of Lieutenant); imp too.
    expect(g2).toMatchObject({ regular: 0 });
    expect(g2?.irregular.sort()).toEqual(['cour', 'imp', 'r3', 'rel']);
    expect(g2?.impetuous).toEqual(['imp']);
  });

  it('in Retreat!, keeps Religious and Veteran troopers Regular and drops the Impetuous Order', () => {
    const s = { ...stateFor(setup), retreat: true, lossOfLieutenant: true };
    const [g1, g2] = countOrders(setup, s, noDt);
    expect(g1).toMatchObject({ regular: 1, lieutenant: 0 }); // vet
    expect(g2).toMatchObject({ regular: 1, impetuous: [] }); // rel
    expect(g2?.irregular.sort()).toEqual(['cour', 'imp', 'r3']);
  });

  it('keeps a trooper Regular in Retreat! once a Command Token was spent on it', () => {
    const s = { ...stateFor(setup, { r3: { retreatIgnored: true } }), retreat: true, lossOfLieutenant: true };
    const [, g2] = countOrders(setup, s, noDt);
    expect(g2).toMatchObject({ regular: 2 }); // rel and r3
  });

  it('makes an Isolated trooper Irregular (N4 · Isolated)', () => {
    const [g1] = countOrders(setup, stateFor(setup, { r1: { isolated: true } }), noDt);
    expect(g1).toMatchObject({ regular: 5 });
    expect(g1?.irregular.sort()).toEqual(['irr', 'r1']);
  });

  it("adds the DataTracker's special Order only in scenarios that grant it", () => {
    const s = { ...stateFor(setup), dataTrackerId: 'r3' };
    expect(countOrders(setup, s, { dataTrackerOrder: true })[1]?.dataTracker).toBe(1);
    expect(countOrders(setup, s, { dataTrackerOrder: false })[1]?.dataTracker).toBe(0);
    const dead = { ...stateFor(setup, { r3: { status: 'unconscious' } }), dataTrackerId: 'r3' };
    expect(countOrders(setup, dead, { dataTrackerOrder: true })[1]?.dataTracker).toBe(0);
  });

  it('counts troopers in the group they currently belong to', () => {
    const [g1, g2] = countOrders(setup, stateFor(setup, { r1: { group: 2 } }), noDt);
    expect(g1?.regular).toBe(5);
    expect(g2?.regular).toBe(4);
  });
});
