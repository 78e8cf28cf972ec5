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

const RULE = cite('ITS S17', msg('s.cutthroat.name'));
const MAIN = cite(RULE, msg('s.common.mainObjectives'));

export const cutthroat = defineScenario({
  ...S17_BASE,
  ...NO_CLASSIFIEDS,
  id: 'cutthroat',
  name: msg('s.cutthroat.name'),
  rule: RULE,
  deployment: msg('s.cutthroat.deployment'),
  specialRules: [
    msg('s.common.killing'),
    msg('s.s17.keyOps'),
    msg('s.common.reinforcedTacticalLink'),
    msg('s.common.noQuarter'),
    msg('s.s17.directAction'),
  ],
  retreat: NO_QUARTER,
  hvt: 'not-used',
  keyOps: true,
  reinforcements: true,
  player: {
    ...killingQuestions(cite(RULE, msg('s.common.killing'))),
    lieutenantsKilled: count(
      msg('s.common.enemyLieutenantsKilled'),
      cite(RULE, msg('s.common.killing')),
      0,
      MAX_TROOPERS,
      {
        help: msg('s.cutthroat.lieutenantsKilledHelp'),
      },
    ),
    killedKeyOps: keyOpsKilled(cite(RULE, msg('s.s17.keyOps'))),
    keyOpsKills: count(msg('s.cutthroat.keyOpsKills'), cite(RULE, msg('s.s17.keyOps')), 0, MAX_TROOPERS, {
      help: msg('s.cutthroat.keyOpsKillsHelp'),
    }),
  },
  check: (g) => checkKilledAtArmy(g.facts, g.armyPoints, cite(RULE, msg('s.common.killing'))),
  objectives(g, side) {
    const f = g.facts[side];
    const [same, moreLts] = sameOrMore(factPair(g.facts, side, 'lieutenantsKilled'), {
      same: { objective: 'same-lieutenants', label: msg('s.cutthroat.asManyLieutenants'), op: 2 },
      more: { objective: 'more-lieutenants', label: msg('s.cutthroat.killedMoreLieutenants'), op: 3 },
      rule: MAIN,
      noun: msg('s.common.lieutenantsKilled'),
    });
    return [
      moreLine('more-points', msg('s.cutthroat.killedMoreArmyPoints'), killedPair(g.facts, side), 3, MAIN),
      same,
      moreLts,
      line('killed-key-ops', msg('s.s17.killedEnemyKeyOps'), f.killedKeyOps ? 1 : 0, MAIN),
      moreLine('key-ops-kills', msg('s.cutthroat.keyOpsKilledMore'), factPair(g.facts, side, 'keyOpsKills'), 3, MAIN),
    ];
  },
  guide: () => [
    { label: msg('s.cutthroat.killMoreArmyPointsGoal'), op: '3' },
    { label: msg('s.cutthroat.asManyLieutenantsGoal'), op: '2' },
    { label: msg('s.cutthroat.killMoreLieutenantsGoal'), op: '3' },
    { label: msg('s.s17.killEnemyKeyOps'), op: '1' },
    { label: msg('s.cutthroat.keyOpsKillsMoreGoal'), op: '3' },
  ],
});
