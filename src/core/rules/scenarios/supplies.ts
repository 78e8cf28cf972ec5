/**
 * Supplies (ITS S11). Main objectives at the end of the game:
 *   each Supply Box Controlled 1 · more Supply Boxes Controlled than the opponent 3 · the
 *   opponent Controls no Supply Box 2. Three Supply Boxes (one per Tech-Coffin).
 * 2 Classifieds (1 OP each), INTELCOM Counterespionage, Concilium Watch.
 */
import { cite } from '../../../shared/citation';
import { msg } from '../../../shared/messages';
import { atMostInPlay } from './checks';
import { count } from './questions';
import { defineScenario, ownDeckClassifieds, S11_BASE } from './scenario';
import { eachLine, factPair, line, moreLine } from './util';

const RULE = cite('ITS S11', msg('s.supplies.name'));
const BOXES = 3;

export const supplies = defineScenario({
  ...S11_BASE,
  id: 'supplies',
  name: msg('s.supplies.name'),
  rule: RULE,
  tableConfiguration: 'B',
  deployment: msg('s.supplies.deployment'),
  specialRules: [
    msg('s.common.techCoffins'),
    msg('s.common.supplyBoxes'),
    msg('s.common.specialistTroops'),
    msg('s.supplies.doctorParamedicBonus'),
    msg('s.classified.intelcomCounterespionage'),
    msg('s.concilium.conciliumWatch'),
  ],
  ...ownDeckClassifieds(2),
  intelcom: 'counterespionage',
  conciliumWatch: true,
  player: {
    suppliesControlled: count(
      msg('s.common.supplyBoxesControlled'),
      cite(RULE, msg('s.supplies.controllingBoxes')),
      0,
      BOXES,
      {
        help: msg('s.supplies.boxControlledHelp'),
      },
    ),
  },
  check(g) {
    return atMostInPlay(g.facts, 'suppliesControlled', BOXES, msg('m.c.supplyBoxes'));
  },
  objectives(g, side) {
    const boxes = factPair(g.facts, side, 'suppliesControlled');
    const main = cite(RULE, msg('s.common.mainObjectives'));
    return [
      eachLine('supply-boxes', msg('s.common.supplyBoxesControlled'), boxes[0], main),
      moreLine('more-supply-boxes', msg('s.supplies.moreBoxes'), boxes, 3, main),
      line('opponent-no-boxes', msg('s.supplies.opponentHasNoBox'), boxes[1] === 0 ? 2 : 0, main),
    ];
  },
  guide: () => [
    { label: msg('s.supplies.eachBox'), op: msg('s.common.each', { n: 1 }) },
    { label: msg('s.supplies.moreBoxesGoal'), op: '3' },
    { label: msg('s.supplies.opponentHasNoBox'), op: '2' },
  ],
});
