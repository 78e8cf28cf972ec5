/**
 * Decapitation (ITS S11). Main objectives at the end of the game:
 *   more Army Points Killed than the opponent 3 · as many Lieutenants Killed as the opponent 2
 *   (only with at least 1 Killed by the player) · more Lieutenants Killed 4 · the Designated
 *   Target Killed 2 · … by the DataTracker +1. No Classifieds; Concilium Watch; No Quarter.
 */
import { cite } from '../../../shared/citation';
import { msg } from '../../../shared/messages';
import { checkDataTrackerKill, designatedTargetLines, designatedTargetQuestions } from './designated-target';
import { checkKilled, killedPair, killingQuestions } from './killing';
import { count, MAX_TROOPERS } from './questions';
import { defineScenario, NO_CLASSIFIEDS, NO_QUARTER, S11_BASE } from './scenario';
import { factPair, moreLine, sameOrMore } from './util';

const RULE = cite('ITS S11', msg('s.decapitation.name'));

export const decapitation = defineScenario({
  ...S11_BASE,
  id: 'decapitation',
  name: msg('s.decapitation.name'),
  rule: RULE,
  tableConfiguration: 'A',
  deployment: msg('s.decapitation.deployment'),
  specialRules: [
    msg('s.common.reinforcedTacticalLink'),
    msg('s.common.dataTracker'),
    msg('s.designated-target.designatedTarget'),
    msg('s.common.killing'),
    msg('s.common.noQuarter'),
    msg('s.classified.deckNotUsed'),
    msg('s.concilium.conciliumWatch'),
  ],
  ...NO_CLASSIFIEDS,
  retreat: NO_QUARTER,
  hvt: 'designated-target',
  dataTracker: true,
  conciliumWatch: true,
  player: {
    ...killingQuestions(cite(RULE, msg('s.common.killing'))),
    lieutenantsKilled: count(
      msg('s.common.enemyLieutenantsKilled'),
      cite(RULE, msg('s.common.reinforcedTacticalLink')),
      0,
      MAX_TROOPERS,
      {
        help: msg('s.decapitation.lieutenantsKilledHelp'),
      },
    ),
    ...designatedTargetQuestions(RULE),
  },
  check(g) {
    return [...checkKilled(g.facts, g.tier, cite(RULE, msg('s.common.killing'))), ...checkDataTrackerKill(g.facts)];
  },
  objectives(g, side) {
    const f = g.facts[side];
    const main = cite(RULE, msg('s.common.mainObjectives'));
    return [
      moreLine('more-killed', msg('s.common.moreArmyPointsKilled'), killedPair(g.facts, side), 3, main),
      ...sameOrMore(factPair(g.facts, side, 'lieutenantsKilled'), {
        same: { objective: 'lieutenants-same', label: msg('s.decapitation.asManyLieutenants'), op: 2 },
        more: { objective: 'lieutenants-more', label: msg('s.common.moreLieutenantsKilled'), op: 4 },
        rule: main,
        noun: msg('s.common.lieutenantsKilled'),
      }),
      ...designatedTargetLines(f, { killed: 2, byDataTracker: 1 }, main),
    ];
  },
  guide: () => [
    { label: msg('s.common.killMoreArmyPoints'), op: '3' },
    { label: msg('s.decapitation.asManyLieutenantsGoal'), op: '2' },
    { label: msg('s.common.killMoreLieutenants'), op: '4' },
    { label: msg('s.designated-target.killTarget'), op: '2' },
    { label: msg('s.common.withYourDataTracker'), op: '+1' },
  ],
});
