/**
 * Resilience Operations (ITS S17 Extra). Objective Points come from three Tactical Objective
 * cards (up to 3 OP each, as the card says; the card texts are not in the rules document, so
 * the wizard asks the OP each gave) · +1 to the player with more accomplished Tactical
 * Objectives (those that gave at least 1 OP). No scenario Classifieds.
 */
import { msg } from '../../../../../shared/messages';
import { cite } from '../../../../../shared/citation';
import { count } from '../../questions';
import { defineScenario, NO_CLASSIFIEDS } from '../../scenario';
import { line, moreLine, versusPair } from '../../util';
import { S17_BASE } from '../common';

const RULE = cite('ITS S17', msg('s.resilience-operations.name'));
const MAIN = cite(RULE, msg('s.resilience-operations.tacticalObjectives'));
const CARD_OP = 3;
const CARD_READING = msg('s.resilience-operations.tacticalEndedEarlyHelp');

const card = (n: 1 | 2 | 3) =>
  count(msg('s.resilience-operations.tacticalOp', { n: n }), MAIN, 0, CARD_OP, {
    help: msg('s.resilience-operations.tacticalOnceHelp'),
    reading: CARD_READING,
  });

export const resilienceOperations = defineScenario({
  ...S17_BASE,
  ...NO_CLASSIFIEDS,
  id: 'resilience-operations',
  name: msg('s.resilience-operations.name'),
  rule: RULE,
  deployment: msg('s.s17.deploymentSides12'),
  specialRules: [
    msg('s.resilience-operations.tacticalObjectives'),
    msg('s.resilience-operations.battleConditions'),
    msg('s.resilience-operations.tacticalElements'),
  ],
  hvt: 'neutral-multiple',
  player: { tactical1: card(1), tactical2: card(2), tactical3: card(3) },
  objectives(g, side) {
    const f = g.facts[side];
    const cards = [f.tactical1, f.tactical2, f.tactical3];
    const done = (x: typeof f) => [x.tactical1, x.tactical2, x.tactical3].filter((v) => v > 0).length;
    const accomplished = versusPair(side, (s) => done(g.facts[s]));
    return [
      ...cards.map((op, i) =>
        line(`tactical-${i + 1}`, msg('s.resilience-operations.tacticalObjective', { n: i + 1 }), op, MAIN),
      ),
      moreLine('more-tactical', msg('s.resilience-operations.moreTactical'), accomplished, 1, MAIN),
    ];
  },
  guide: () => [
    { label: msg('s.resilience-operations.eachTacticalGoal'), op: msg('s.resilience-operations.upTo3Each') },
    { label: msg('s.resilience-operations.moreTacticalGoal'), op: '1' },
  ],
});
