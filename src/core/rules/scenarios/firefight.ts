/**
 * Firefight (ITS S11). Main objectives at the end of the game:
 *   more Specialist Troops Killed than the opponent 1 · more Lieutenants Killed 2 · more Army
 *   Points Killed 3 · more Panoply items acquired 1 · the enemy DataTracker Killed 1.
 * 2 Classifieds (1 OP each), Killing, No Quarter.
 */
import { msg } from '../../../shared/messages';
import { cite } from '../../../shared/citation';
import { checkKilled, creditedPair, killedPair, killingQuestions } from './killing';
import { count, MAX_TROOPERS, yesNo } from './questions';
import { defineScenario, NO_QUARTER, ownDeckClassifieds, S11_BASE } from './scenario';
import { factPair, line, moreLine } from './util';

const RULE = cite('ITS S11', msg('s.firefight.name'));
const KILLING = cite(RULE, msg('s.common.killing'));

export const firefight = defineScenario({
  ...S11_BASE,
  id: 'firefight',
  name: msg('s.firefight.name'),
  rule: RULE,
  tableConfiguration: 'B',
  deployment: msg('s.firefight.deployment'),
  specialRules: [
    msg('s.common.killing'),
    msg('s.common.noQuarter'),
    msg('s.firefight.designatedLandingArea'),
    msg('s.common.panoplies'),
    msg('s.common.specialistTroops'),
    msg('s.common.dataTracker'),
  ],
  ...ownDeckClassifieds(2),
  retreat: NO_QUARTER,
  dataTracker: true,
  player: {
    ...killingQuestions(KILLING),
    specialistsKilled: count(msg('s.firefight.specialistsKilledOnTable'), KILLING, 0, MAX_TROOPERS, {
      help: msg('s.firefight.specialistsKilledHelp'),
    }),
    notDeployedSpecialists: count(msg('s.common.specialistTroopsNeverDeployed'), KILLING, 0, MAX_TROOPERS, {
      help: msg('s.firefight.neverDeployedKilledHelp'),
    }),
    lieutenantsKilled: count(msg('s.common.enemyLieutenantsKilled'), KILLING, 0, MAX_TROOPERS, {
      help: msg('s.firefight.lieutenantsKilledHelp'),
    }),
    panoplyItems: count(
      msg('s.common.panoplyItemsAcquired'),
      cite(RULE, msg('s.common.panoplies')),
      0,
      MAX_TROOPERS * 3,
    ),
    killedDataTracker: yesNo(msg('s.common.killedEnemyDataTracker'), cite(RULE, msg('s.common.mainObjectives'))),
  },
  check: (g) => checkKilled(g.facts, g.tier, KILLING),
  objectives(g, side) {
    const main = cite(RULE, msg('s.common.mainObjectives'));
    const specialists = creditedPair(g.facts, side, 'specialistsKilled', 'notDeployedSpecialists');
    const specialistsDetail = msg('s.common.versusWithSpecialistsNeverDeployed', {
      a: specialists[0],
      b: specialists[1],
    });
    const lieutenants = factPair(g.facts, side, 'lieutenantsKilled');
    const items = factPair(g.facts, side, 'panoplyItems');
    return [
      moreLine('more-specialists', msg('s.firefight.moreSpecialistsKilled'), specialists, 1, main, specialistsDetail),
      moreLine('more-lieutenants', msg('s.common.moreLieutenantsKilled'), lieutenants, 2, main),
      moreLine('more-killed', msg('s.common.moreArmyPointsKilled'), killedPair(g.facts, side), 3, main),
      moreLine('more-panoply-items', msg('s.common.morePanoplyItemsAcquired'), items, 1, main),
      line('killed-datatracker', msg('s.common.killedEnemyDataTracker'), g.facts[side].killedDataTracker ? 1 : 0, main),
    ];
  },
  guide: () => [
    { label: msg('s.firefight.killMoreSpecialistsGoal'), op: '1' },
    { label: msg('s.common.killMoreLieutenants'), op: '2' },
    { label: msg('s.common.killMoreArmyPoints'), op: '3' },
    { label: msg('s.common.acquireMorePanoplyItems'), op: '1' },
    { label: msg('s.common.killEnemyDataTracker'), op: '1' },
  ],
});
