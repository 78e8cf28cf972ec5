/**
 * Last Launch (ITS S17). At the end: more Extracted Army Points than the adversary 2 · more
 * Extracted Specialists 2 · more enemy Specialists Killed 2, or the same number 1 · Dominate the
 * Launching Tower 1 · 3 Classifieds. No Quarter.
 */
import { cite } from '../../../../../shared/citation';
import { msg } from '../../../../../shared/messages';
import { armyCeiling, MAX_BAGGAGE_EXTRA } from '../../killing';
import { armyPoints, count, MAX_TROOPERS } from '../../questions';
import { defineScenario, NO_QUARTER, ownDeckClassifieds } from '../../scenario';
import type { Problem } from '../../types';
import { opponent, SIDES } from '../../types';
import { factPair, line, moreLine } from '../../util';
import { dominateLine, zoneQuestion } from '../../zones';
import { S17_BASE } from '../common';

const RULE = cite('ITS S17', msg('s.lastLaunch'));
const MAIN = cite(RULE, msg('s.mainObjectives'));

export const lastLaunch = defineScenario({
  ...S17_BASE,
  id: 'last-launch',
  name: msg('s.lastLaunch'),
  rule: RULE,
  deployment: msg('s.oppositeSidesDeploymentZones'),
  specialRules: [
    msg('s.launchingTowerZO'),
    msg('s.idScanners'),
    msg('s.extractIdentifiedTrooper'),
    msg('s.killing'),
    msg('s.noQuarter'),
  ],
  ...ownDeckClassifieds(3),
  retreat: NO_QUARTER,
  reinforcements: true,
  player: {
    extractedPoints: armyPoints(msg('s.extractedArmyPoints'), cite(RULE, msg('s.extractIdentifiedTrooper')), {
      help: msg('s.theCostThisPlayers'),
    }),
    specialistsExtracted: count(
      msg('s.specialistsExtracted'),
      cite(RULE, msg('s.extractIdentifiedTrooper')),
      0,
      MAX_TROOPERS,
    ),
    enemySpecialistsKilled: count(msg('s.enemySpecialistTroopsKilled'), cite(RULE, msg('s.killing')), 0, MAX_TROOPERS, {
      help: msg('s.deadNullStateEndEnemy'),
      reading: msg('s.whenNeitherPlayerKilled'),
    }),
    pointsTower: zoneQuestion(msg('s.theLaunchingTower'), cite(RULE, msg('s.launchingTowerZO'))),
  },
  check(g) {
    const p: Problem[] = [];
    const ceiling = armyCeiling(g.armyPoints);
    for (const side of SIDES) {
      const f = g.facts[side];
      if (f.extractedPoints > ceiling) {
        p.push({
          fields: [`${side}.extractedPoints`],
          message: msg('m.c.extractedOver', { n: f.extractedPoints, points: g.armyPoints, baggage: MAX_BAGGAGE_EXTRA }),
        });
      }
    }
    return p;
  },
  objectives(g, side) {
    const f = g.facts[side];
    const o = g.facts[opponent(side)];
    const pair = (key: 'extractedPoints' | 'specialistsExtracted' | 'enemySpecialistsKilled' | 'pointsTower') =>
      factPair(g.facts, side, key);
    const kills = msg('s.versus', { a: f.enemySpecialistsKilled, b: o.enemySpecialistsKilled });
    return [
      moreLine('extracted-points', msg('s.moreExtractedArmyPoints'), pair('extractedPoints'), 2, MAIN),
      moreLine('extracted-specialists', msg('s.moreExtractedSpecialistsThan'), pair('specialistsExtracted'), 2, MAIN),
      moreLine('more-specialists-killed', msg('s.killedMoreSpecialistTroops'), pair('enemySpecialistsKilled'), 2, MAIN),
      line(
        'same-specialists-killed',
        msg('s.killedSameNumberSpecialist'),
        f.enemySpecialistsKilled === o.enemySpecialistsKilled ? 1 : 0,
        MAIN,
        f.enemySpecialistsKilled === 0 && o.enemySpecialistsKilled === 0 ? msg('s.noneEachSameNumber') : kills,
      ),
      dominateLine('dominate-tower', msg('s.dominatesLaunchingTower'), pair('pointsTower'), 1, MAIN),
    ];
  },
  guide: () => [
    { label: msg('s.moreExtractedArmyPoints'), op: '2' },
    { label: msg('s.moreExtractedSpecialistsThan'), op: '2' },
    { label: msg('s.killMoreSpecialistTroops'), op: '2' },
    { label: msg('s.killSameNumberSpecialist'), op: '1' },
    { label: msg('s.dominateLaunchingTower'), op: '1' },
  ],
});
