/**
 * Countermeasures (ITS S11). Three shared Current Mission Objectives drawn from one Classified
 * deck replace the usual Classifieds. Main objectives at the end of the game:
 *   more Current Mission Objectives than the opponent 4 · as many (only with at least 1) 2 ·
 *   1 per Current Mission Objective, up to 4 · one or more accomplished by the DataTracker 2.
 * Three Neutral HVTs per player; Secure HVT not used; Extreme Mode possible.
 */
import { msg } from '../../../shared/messages';
import { count, MAX_TROOPERS, yesNo } from './questions';
import { defineScenario } from './scenario';
import type { Problem } from './types';
import { opponent, SIDES } from './types';
import { line, sameOrMore } from './util';

const RULE = 'ITS S11 · Countermeasures';

export const countermeasures = defineScenario({
  id: 'countermeasures',
  name: 'Countermeasures',
  rule: RULE,
  tableConfiguration: 'A',
  deployment:
    'Opposite sides, standard Deployment Zones 12 inches deep. Exclusion Zone: no deploying by Airborne, Forward or Mechanized Deployment, Infiltration or Impersonation within 8 inches of the central line (Dispersion excepted); not in base contact with an HVT.',
  specialRules: [
    'Exclusion Zone',
    'Classified Objectives (Current Mission Objectives)',
    'DataTracker',
    'DataTracker Special Order',
    'Multiple HVTs',
    'Secure the HVT Not Used',
    'Extreme Mode',
  ],
  classified: { count: 0, op: 0 },
  classifiedDeck: 'current-missions',
  extremeMode: true,
  retreat: { applies: true, endsGameIfTurnStartsInRetreat: true },
  hvt: 'neutral-multiple',
  secureHvt: 'not-used',
  intelcom: null,
  dataTracker: true,
  liaisonOfficer: false,
  conciliumWatch: false,
  player: {
    missionObjectives: count(
      'Current Mission Objectives accomplished',
      `${RULE} · Classified Objectives`,
      0,
      MAX_TROOPERS * 2,
      {
        help: 'Cards this player retained by accomplishing them during the game.',
      },
    ),
    missionByDataTracker: yesNo('The DataTracker accomplished at least one of them', `${RULE} · Main Objectives`, {
      showIf: { key: 'missionObjectives', notEquals: 0 },
    }),
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
    const own = g.facts[side].missionObjectives;
    const main = `${RULE} · Main Objectives`;
    return [
      ...sameOrMore({
        own,
        other: g.facts[opponent(side)].missionObjectives,
        same: { objective: 'missions-same', label: 'As many Current Mission Objectives as the opponent', op: 2 },
        more: { objective: 'missions-more', label: 'More Current Mission Objectives than the opponent', op: 4 },
        rule: main,
        noun: 'Current Mission Objectives',
      }),
      line(
        'missions-each',
        'Current Mission Objectives accomplished (1 each, up to 4)',
        Math.min(own, 4),
        main,
        `${own} accomplished`,
      ),
      line(
        'missions-datatracker',
        'Current Mission Objective accomplished by the DataTracker',
        g.facts[side].missionByDataTracker ? 2 : 0,
        main,
      ),
    ];
  },
  guide: () => [
    { label: 'More Current Mission Objectives accomplished than the opponent', op: '4' },
    { label: 'As many Current Mission Objectives as the opponent (at least 1)', op: '2' },
    { label: 'Each Current Mission Objective accomplished', op: '1 each, up to 4' },
    { label: 'One or more accomplished by your DataTracker', op: '2' },
  ],
});
