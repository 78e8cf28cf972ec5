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

const RULE = cite('ITS S11', msg('s.firefight'));
const KILLING = cite(RULE, msg('s.killing'));

export const firefight = defineScenario({
  ...S11_BASE,
  id: 'firefight',
  name: msg('s.firefight'),
  rule: RULE,
  tableConfiguration: 'B',
  deployment: msg('s.oppositeSidesDeploymentZones16InchesDeepWhole'),
  specialRules: [
    msg('s.killing'),
    msg('s.noQuarter'),
    msg('s.designatedLandingArea'),
    msg('s.panoplies'),
    msg('s.specialistTroops'),
    msg('s.dataTracker'),
  ],
  ...ownDeckClassifieds(2),
  retreat: NO_QUARTER,
  dataTracker: true,
  player: {
    ...killingQuestions(KILLING),
    specialistsKilled: count(msg('s.enemySpecialistTroopsKilledTable'), KILLING, 0, MAX_TROOPERS, {
      help: msg('s.hackersDoctorsEngineersForward'),
    }),
    notDeployedSpecialists: count(msg('s.specialistTroopsThisPlayer'), KILLING, 0, MAX_TROOPERS, {
      help: msg('s.theyCountKilledOpponent'),
    }),
    lieutenantsKilled: count(msg('s.enemyLieutenantsKilled'), KILLING, 0, MAX_TROOPERS, {
      help: msg('s.countEachEnemyTrooperKilled'),
    }),
    panoplyItems: count(msg('s.weaponsItemsAcquiredFrom'), cite(RULE, msg('s.panoplies')), 0, MAX_TROOPERS * 3),
    killedDataTracker: yesNo(msg('s.killedEnemyDataTracker'), cite(RULE, msg('s.mainObjectives'))),
  },
  check: (g) => checkKilled(g.facts, g.tier, KILLING),
  objectives(g, side) {
    const main = cite(RULE, msg('s.mainObjectives'));
    const specialists = creditedPair(g.facts, side, 'specialistsKilled', 'notDeployedSpecialists');
    const specialistsDetail = msg('s.versusSpecialists', { a: specialists[0], b: specialists[1] });
    const lieutenants = factPair(g.facts, side, 'lieutenantsKilled');
    const items = factPair(g.facts, side, 'panoplyItems');
    return [
      moreLine('more-specialists', msg('s.moreSpecialistTroopsKilled'), specialists, 1, main, specialistsDetail),
      moreLine('more-lieutenants', msg('s.moreLieutenantsKilledThan'), lieutenants, 2, main),
      moreLine('more-killed', msg('s.moreArmyPointsKilled'), killedPair(g.facts, side), 3, main),
      moreLine('more-panoply-items', msg('s.morePanoplyItemsAcquired'), items, 1, main),
      line('killed-datatracker', msg('s.killedEnemyDataTracker'), g.facts[side].killedDataTracker ? 1 : 0, main),
    ];
  },
  guide: () => [
    { label: msg('s.killMoreSpecialistTroopsThan'), op: '1' },
    { label: msg('s.killMoreLieutenantsThanOpponent'), op: '2' },
    { label: msg('s.killMoreArmyPointsThan'), op: '3' },
    { label: msg('s.acquireMoreWeaponsItems'), op: '1' },
    { label: msg('s.killEnemyDataTracker'), op: '1' },
  ],
});
