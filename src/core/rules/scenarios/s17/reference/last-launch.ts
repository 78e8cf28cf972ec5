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

const RULE = cite('ITS S17', msg('s.last-launch.name'));
const MAIN = cite(RULE, msg('s.common.mainObjectives'));

export const lastLaunch = defineScenario({
  ...S17_BASE,
  id: 'last-launch',
  name: msg('s.last-launch.name'),
  rule: RULE,
  deployment: msg('s.last-launch.deployment'),
  specialRules: [
    msg('s.last-launch.towerZone'),
    msg('s.last-launch.idScanners'),
    msg('s.last-launch.extractIdentifiedTrooper'),
    msg('s.common.killing'),
    msg('s.common.noQuarter'),
  ],
  ...ownDeckClassifieds(3),
  retreat: NO_QUARTER,
  reinforcements: true,
  player: {
    extractedPoints: armyPoints(
      msg('s.last-launch.extractedPoints'),
      cite(RULE, msg('s.last-launch.extractIdentifiedTrooper')),
      {
        help: msg('s.last-launch.extractedPointsHelp'),
      },
    ),
    specialistsExtracted: count(
      msg('s.last-launch.specialistsExtracted'),
      cite(RULE, msg('s.last-launch.extractIdentifiedTrooper')),
      0,
      MAX_TROOPERS,
    ),
    enemySpecialistsKilled: count(
      msg('s.last-launch.specialistsKilled'),
      cite(RULE, msg('s.common.killing')),
      0,
      MAX_TROOPERS,
      {
        help: msg('s.last-launch.specialistsKilledHelp'),
        reading: msg('s.last-launch.noneEachReading'),
      },
    ),
    pointsTower: zoneQuestion(msg('s.last-launch.towerNoun'), cite(RULE, msg('s.last-launch.towerZone'))),
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
    const kills = msg('s.common.versus', { a: f.enemySpecialistsKilled, b: o.enemySpecialistsKilled });
    return [
      moreLine('extracted-points', msg('s.last-launch.moreExtractedPoints'), pair('extractedPoints'), 2, MAIN),
      moreLine(
        'extracted-specialists',
        msg('s.last-launch.moreExtractedSpecialists'),
        pair('specialistsExtracted'),
        2,
        MAIN,
      ),
      moreLine(
        'more-specialists-killed',
        msg('s.last-launch.killedMoreSpecialists'),
        pair('enemySpecialistsKilled'),
        2,
        MAIN,
      ),
      line(
        'same-specialists-killed',
        msg('s.last-launch.killedSameSpecialists'),
        f.enemySpecialistsKilled === o.enemySpecialistsKilled ? 1 : 0,
        MAIN,
        f.enemySpecialistsKilled === 0 && o.enemySpecialistsKilled === 0 ? msg('s.last-launch.noneEachIsSame') : kills,
      ),
      dominateLine('dominate-tower', msg('s.last-launch.dominatesTower'), pair('pointsTower'), 1, MAIN),
    ];
  },
  guide: () => [
    { label: msg('s.last-launch.moreExtractedPoints'), op: '2' },
    { label: msg('s.last-launch.moreExtractedSpecialists'), op: '2' },
    { label: msg('s.last-launch.killMoreSpecialistsGoal'), op: '2' },
    { label: msg('s.last-launch.sameSpecialistsGoal'), op: '1' },
    { label: msg('s.last-launch.dominateTower'), op: '1' },
  ],
});
