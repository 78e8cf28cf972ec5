/**
 * Cutthroat (ITS S17, Direct Action). At the end: more enemy Army Points Killed than the
 * adversary 3 · the same number of Lieutenants Killed (at least one) 2, or more 3 · Kill the
 * enemy Key Ops 1 · your Key Ops Killed more enemy troopers than the enemy Key Ops did 3.
 * No Quarter; Reinforced Tactical Link (the Lieutenant is always known).
 */
import { msg } from '../../../../../shared/messages';
import { cite } from '../../../../../shared/citation';
import { killedPair, killingQuestions } from '../../killing';
import { count, MAX_TROOPERS } from '../../questions';
import { defineScenario, NO_CLASSIFIEDS, NO_QUARTER } from '../../scenario';
import { factPair, line, moreLine, sameOrMore } from '../../util';
import { checkKilledAtArmy, keyOpsKilled, S17_BASE } from '../common';

const RULE = cite('ITS S17', msg('s.cutthroat'));
const MAIN = cite(RULE, msg('s.mainObjectives'));

export const cutthroat = defineScenario({
  ...S17_BASE,
  ...NO_CLASSIFIEDS,
  id: 'cutthroat',
  name: msg('s.cutthroat'),
  rule: RULE,
  deployment: msg('s.oppositeSidesDeploymentZones16InchesDeep'),
  specialRules: [
    msg('s.killing'),
    msg('s.keyOps'),
    msg('s.reinforcedTacticalLink'),
    msg('s.noQuarter'),
    msg('s.directAction'),
  ],
  retreat: NO_QUARTER,
  hvt: 'not-used',
  keyOps: true,
  reinforcements: true,
  player: {
    ...killingQuestions(cite(RULE, msg('s.killing'))),
    lieutenantsKilled: count(msg('s.enemyLieutenantsKilled'), cite(RULE, msg('s.killing')), 0, MAX_TROOPERS, {
      help: msg('s.everyEnemyTrooperThat'),
    }),
    killedKeyOps: keyOpsKilled(cite(RULE, msg('s.keyOps'))),
    keyOpsKills: count(msg('s.enemyTroopersKilledThis'), cite(RULE, msg('s.keyOps')), 0, MAX_TROOPERS, {
      help: msg('s.aTargetKeyOps'),
    }),
  },
  check: (g) => checkKilledAtArmy(g.facts, g.armyPoints, cite(RULE, msg('s.killing'))),
  objectives(g, side) {
    const f = g.facts[side];
    const [same, moreLts] = sameOrMore(factPair(g.facts, side, 'lieutenantsKilled'), {
      same: { objective: 'same-lieutenants', label: msg('s.killedManyLieutenantsAdversary'), op: 2 },
      more: { objective: 'more-lieutenants', label: msg('s.killedMoreLieutenantsThan'), op: 3 },
      rule: MAIN,
      noun: msg('s.lieutenantsKilled'),
    });
    return [
      moreLine('more-points', msg('s.killedMoreArmyPoints'), killedPair(g.facts, side), 3, MAIN),
      same,
      moreLts,
      line('killed-key-ops', msg('s.killedEnemyKeyOps'), f.killedKeyOps ? 1 : 0, MAIN),
      moreLine('key-ops-kills', msg('s.ownKeyOpsKilled'), factPair(g.facts, side, 'keyOpsKills'), 3, MAIN),
    ];
  },
  guide: () => [
    { label: msg('s.killMoreArmyPoints'), op: '3' },
    { label: msg('s.killManyLieutenantsAdversary'), op: '2' },
    { label: msg('s.killMoreLieutenantsThan'), op: '3' },
    { label: msg('s.killEnemyKeyOps'), op: '1' },
    { label: msg('s.yourKeyOpsKills'), op: '3' },
  ],
});
