/**
 * Countermeasures (ITS S11). Three shared Current Mission Objectives drawn from one Classified
 * deck replace the usual Classifieds. Main objectives at the end of the game:
 *   more Current Mission Objectives than the opponent 4 · as many (only with at least 1) 2 ·
 *   1 per Current Mission Objective, up to 4 · one or more accomplished by the DataTracker 2.
 * Three Neutral HVTs per player; Secure HVT not used; Extreme Mode possible.
 */
import { cite } from '../../../shared/citation';
import { msg } from '../../../shared/messages';
import { count, MAX_TROOPERS, yesNo } from './questions';
import { defineScenario, S11_BASE } from './scenario';
import type { Problem } from './types';
import { SIDES } from './types';
import { factPair, line, sameOrMore } from './util';

const RULE = cite('ITS S11', msg('s.countermeasures.name'));

export const countermeasures = defineScenario({
  ...S11_BASE,
  id: 'countermeasures',
  name: msg('s.countermeasures.name'),
  rule: RULE,
  tableConfiguration: 'A',
  deployment: msg('s.common.deploymentStandard12Exclusion'),
  specialRules: [
    msg('s.common.exclusionZone'),
    msg('s.countermeasures.classifiedsAsMissionObjectives'),
    msg('s.common.dataTracker'),
    msg('s.common.dataTrackerSpecialOrder'),
    msg('s.hvt.multipleHvts'),
    msg('s.hvt.secureNotUsed'),
    msg('s.common.extremeMode'),
  ],
  classified: { count: 0, op: 0 },
  classifiedDeck: 'current-missions',
  extremeMode: true,
  hvt: 'neutral-multiple',
  secureHvt: 'not-used',
  intelcom: null,
  dataTracker: true,
  player: {
    missionObjectives: count(
      msg('s.countermeasures.missionObjectivesAccomplished'),
      cite(RULE, msg('s.classified.classifiedObjectives')),
      0,
      MAX_TROOPERS * 2,
      {
        help: msg('s.countermeasures.missionObjectivesHelp'),
      },
    ),
    missionByDataTracker: yesNo(
      msg('s.countermeasures.dataTrackerAccomplishedQuestion'),
      cite(RULE, msg('s.common.mainObjectives')),
      {
        showIf: { key: 'missionObjectives', notEquals: 0 },
      },
    ),
  },
  check(g) {
    const p: Problem[] = [];
    for (const side of SIDES) {
      if (g.facts[side].missionByDataTracker && g.facts[side].missionObjectives === 0) {
        p.push({
          fields: [`${side}.missionByDataTracker`, `${side}.missionObjectives`],
          message: msg('m.c.dtBonusObjective'),
        });
      }
    }
    return p;
  },
  objectives(g, side) {
    const missions = factPair(g.facts, side, 'missionObjectives');
    const own = missions[0];
    const main = cite(RULE, msg('s.common.mainObjectives'));
    return [
      ...sameOrMore(missions, {
        same: { objective: 'missions-same', label: msg('s.countermeasures.asManyMissionObjectives'), op: 2 },
        more: { objective: 'missions-more', label: msg('s.countermeasures.moreMissionObjectives'), op: 4 },
        rule: main,
        noun: msg('s.countermeasures.missionObjectives'),
      }),
      line(
        'missions-each',
        msg('s.countermeasures.missionObjectivesEach'),
        Math.min(own, 4),
        main,
        msg('s.countermeasures.accomplished', { n: own }),
      ),
      line(
        'missions-datatracker',
        msg('s.countermeasures.dataTrackerAccomplishedGoal'),
        g.facts[side].missionByDataTracker ? 2 : 0,
        main,
      ),
    ];
  },
  guide: () => [
    { label: msg('s.countermeasures.moreMissionObjectivesGoal'), op: '4' },
    { label: msg('s.countermeasures.asManyMissionObjectivesGoal'), op: '2' },
    { label: msg('s.countermeasures.eachMissionObjective'), op: msg('s.common.oneEachUpTo4') },
    { label: msg('s.countermeasures.dataTrackerAccomplished'), op: '2' },
  ],
});
