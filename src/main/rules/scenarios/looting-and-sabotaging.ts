/**
 * Looting and Sabotaging (ITS S11). Main objectives at the end of the game:
 *   1 per STR point your own AC2 still has · 1 per STR point the enemy AC2 has lost · the
 *   enemy AC2 Destroyed +2 · more Panoply items acquired than the opponent 1.
 * 1 Classified (1 OP). An AC2 has STR 3 and is Destroyed when its STR falls below 0.
 * Reading taken: the STR lost counts at most the 3 points of the profile (so a Destroyed AC2
 * gives 3 + 2), which matches the scenario's 10 OP design.
 */
import { count, MAX_TROOPERS, pick } from './questions';
import { defineScenario } from './scenario';
import { opponent } from './types';
import { compare, line } from './util';

const RULE = 'ITS S11 · Looting and Sabotaging';
const AC2_STR = 3;
type Ac2State = 'str-3' | 'str-2' | 'str-1' | 'str-0' | 'destroyed';
const remaining = (s: Ac2State): number => (s === 'destroyed' ? 0 : Number(s.slice(4)));

export const lootingAndSabotaging = defineScenario({
  id: 'looting-and-sabotaging',
  name: 'Looting and Sabotaging',
  rule: RULE,
  tableConfiguration: 'D-1',
  deployment: 'Opposite sides, standard Deployment Zones 12 inches deep; not in base contact with an AC2 or a Panoply.',
  specialRules: [
    'The AC2s',
    'Damage and Destroy the AC2s',
    'Armored Fury',
    'Panoplies',
    'Use the Panoplies',
    'Specialist Troops',
  ],
  classified: { count: 1, op: 1 },
  classifiedDeck: 'own-deck',
  extremeMode: false,
  retreat: { applies: true, endsGameIfTurnStartsInRetreat: true },
  hvt: 'neutral',
  secureHvt: 'any-classified',
  intelcom: null,
  dataTracker: false,
  liaisonOfficer: false,
  conciliumWatch: false,
  player: {
    ac2State: pick('State of this player’s own AC2 at the end', `${RULE} · Damage and Destroy the AC2s`, [
      { value: 'str-3', label: 'Undamaged (STR 3)' },
      { value: 'str-2', label: 'STR 2 left' },
      { value: 'str-1', label: 'STR 1 left' },
      { value: 'str-0', label: 'STR 0 left' },
      { value: 'destroyed', label: 'Destroyed (STR below 0)' },
    ]),
    panoplyItems: count(
      'Weapons or items acquired from the Panoplies',
      `${RULE} · Use the Panoplies`,
      0,
      MAX_TROOPERS * 2,
    ),
  },
  objectives(g, side) {
    const own: Ac2State = g.facts[side].ac2State;
    const enemy: Ac2State = g.facts[opponent(side)].ac2State;
    const items = [g.facts[side].panoplyItems, g.facts[opponent(side)].panoplyItems] as const;
    const main = `${RULE} · Main Objectives`;
    return [
      line(
        'protect-ac2',
        'STR points left on own AC2',
        remaining(own),
        main,
        own === 'destroyed' ? 'Destroyed' : `STR ${remaining(own)}`,
      ),
      line('damage-ac2', 'STR points the enemy AC2 has lost', AC2_STR - remaining(enemy), main),
      line('destroy-ac2', 'Enemy AC2 Destroyed', enemy === 'destroyed' ? 2 : 0, main),
      line(
        'more-panoply-items',
        'More Panoply items acquired than the opponent',
        compare(...items) === 'more' ? 1 : 0,
        main,
        `${items[0]} vs ${items[1]}`,
      ),
    ];
  },
  guide: () => [
    { label: 'Each STR point your own AC2 still has at the end of the game (STR 3)', op: '1 each' },
    { label: 'Each STR point the enemy AC2 has lost at the end of the game', op: '1 each' },
    { label: 'The enemy AC2 Destroyed (besides the STR lost)', op: '+2' },
    { label: 'Acquire more weapons or items from the Panoplies than the opponent', op: '1' },
  ],
});
