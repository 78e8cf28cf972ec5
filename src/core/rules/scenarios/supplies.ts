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

const RULE = cite('ITS S11', msg('s.supplies'));
const BOXES = 3;

export const supplies = defineScenario({
  ...S11_BASE,
  id: 'supplies',
  name: msg('s.supplies'),
  rule: RULE,
  tableConfiguration: 'B',
  deployment: msg('s.oppositeSidesStandardDeploymentZones'),
  specialRules: [
    msg('s.techCoffins'),
    msg('s.supplyBoxes'),
    msg('s.specialistTroops'),
    msg('s.doctorParamedicBonus'),
    msg('s.intelcomCardCounterespionage'),
    msg('s.conciliumWatch'),
  ],
  ...ownDeckClassifieds(2),
  intelcom: 'counterespionage',
  conciliumWatch: true,
  player: {
    suppliesControlled: count(msg('s.supplyBoxesControlled'), cite(RULE, msg('s.controllingSupplyBoxes')), 0, BOXES, {
      help: msg('s.carriedNonNullModel'),
    }),
  },
  check(g) {
    return atMostInPlay(g.facts, 'suppliesControlled', BOXES, msg('m.c.supplyBoxes'));
  },
  objectives(g, side) {
    const boxes = factPair(g.facts, side, 'suppliesControlled');
    const main = cite(RULE, msg('s.mainObjectives'));
    return [
      eachLine('supply-boxes', msg('s.supplyBoxesControlled'), boxes[0], main),
      moreLine('more-supply-boxes', msg('s.moreSupplyBoxesControlled'), boxes, 3, main),
      line('opponent-no-boxes', msg('s.theOpponentControlsNo'), boxes[1] === 0 ? 2 : 0, main),
    ];
  },
  guide: () => [
    { label: msg('s.eachSupplyBoxControlled'), op: msg('s.each', { n: 1 }) },
    { label: msg('s.controlMoreSupplyBoxes'), op: '3' },
    { label: msg('s.theOpponentControlsNo'), op: '2' },
  ],
});
