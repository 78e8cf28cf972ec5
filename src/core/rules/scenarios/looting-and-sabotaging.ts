/**
 * Looting and Sabotaging (ITS S11). Main objectives at the end of the game:
 *   1 per STR point your own AC2 still has · 1 per STR point the enemy AC2 has lost · the
 *   enemy AC2 Destroyed +2 · more Panoply items acquired than the opponent 1.
 * 1 Classified (1 OP). An AC2 has STR 3 and is Destroyed when its STR falls below 0.
 * Reading taken: the STR lost counts at most the 3 points of the profile (so a Destroyed AC2
 * gives 3 + 2), which matches the scenario's 10 OP design.
 */
import { msg } from '../../../shared/messages';
import { cite } from '../../../shared/citation';
import { count, MAX_TROOPERS, pick } from './questions';
import { defineScenario, ownDeckClassifieds, S11_BASE } from './scenario';
import { opponent } from './types';
import { factPair, line, moreLine } from './util';

const RULE = cite('ITS S11', msg('s.looting-and-sabotaging.name'));
const AC2_STR = 3;
type Ac2State = 'str-3' | 'str-2' | 'str-1' | 'str-0' | 'destroyed';
const remaining = (s: Ac2State): number => (s === 'destroyed' ? 0 : Number(s.slice(4)));

export const lootingAndSabotaging = defineScenario({
  ...S11_BASE,
  id: 'looting-and-sabotaging',
  name: msg('s.looting-and-sabotaging.name'),
  rule: RULE,
  tableConfiguration: 'D-1',
  deployment: msg('s.looting-and-sabotaging.deployment'),
  specialRules: [
    msg('s.looting-and-sabotaging.ac2s'),
    msg('s.looting-and-sabotaging.damageAc2s'),
    msg('s.looting-and-sabotaging.armoredFury'),
    msg('s.common.panoplies'),
    msg('s.looting-and-sabotaging.usePanoplies'),
    msg('s.common.specialistTroops'),
  ],
  ...ownDeckClassifieds(1),
  player: {
    ac2State: pick(
      msg('s.looting-and-sabotaging.ownAc2State'),
      cite(RULE, msg('s.looting-and-sabotaging.damageAc2s')),
      [
        { value: 'str-3', label: msg('s.looting-and-sabotaging.undamaged') },
        { value: 'str-2', label: msg('s.looting-and-sabotaging.strTwoLeft') },
        { value: 'str-1', label: msg('s.looting-and-sabotaging.strOneLeft') },
        { value: 'str-0', label: msg('s.looting-and-sabotaging.strZeroLeft') },
        { value: 'destroyed', label: msg('s.looting-and-sabotaging.destroyedBelowZero') },
      ],
    ),
    panoplyItems: count(
      msg('s.common.panoplyItemsAcquired'),
      cite(RULE, msg('s.looting-and-sabotaging.usePanoplies')),
      0,
      MAX_TROOPERS * 2,
    ),
  },
  objectives(g, side) {
    const own: Ac2State = g.facts[side].ac2State;
    const enemy: Ac2State = g.facts[opponent(side)].ac2State;
    const items = factPair(g.facts, side, 'panoplyItems');
    const main = cite(RULE, msg('s.common.mainObjectives'));
    return [
      line(
        'protect-ac2',
        msg('s.looting-and-sabotaging.ownStrLeft'),
        remaining(own),
        main,
        own === 'destroyed'
          ? msg('s.looting-and-sabotaging.destroyed')
          : msg('s.looting-and-sabotaging.str', { n: remaining(own) }),
      ),
      line('damage-ac2', msg('s.looting-and-sabotaging.enemyStrLost'), AC2_STR - remaining(enemy), main),
      line('destroy-ac2', msg('s.looting-and-sabotaging.enemyAc2Destroyed'), enemy === 'destroyed' ? 2 : 0, main),
      moreLine('more-panoply-items', msg('s.common.morePanoplyItemsAcquired'), items, 1, main),
    ];
  },
  guide: () => [
    { label: msg('s.looting-and-sabotaging.eachOwnStrLeft'), op: msg('s.common.each', { n: 1 }) },
    { label: msg('s.looting-and-sabotaging.eachEnemyStrLost'), op: msg('s.common.each', { n: 1 }) },
    { label: msg('s.looting-and-sabotaging.enemyAc2DestroyedQuestion'), op: '+2' },
    { label: msg('s.common.acquireMorePanoplyItems'), op: '1' },
  ],
});
