/**
 * Evacuation (ITS S17). At the end: each Extracted Civilian 1 · each Extracted enemy HVT 1 ·
 * 2 Classifieds worth 2 OP each. Four Civilians and two HVTs per player bound the total.
 */
import { cite } from '../../../../../shared/citation';
import { atMostInPlay } from '../../checks';
import { msg } from '../../../../../shared/messages';
import { count } from '../../questions';
import { defineScenario, ownDeckClassifieds } from '../../scenario';
import { eachLine } from '../../util';
import { S17_BASE } from '../common';

const RULE = cite('ITS S17', msg('s.evacuation'));
const MAIN = cite(RULE, msg('s.mainObjectives'));
const CIVILIANS = 4;
const HVTS = 2;

export const evacuation = defineScenario({
  ...S17_BASE,
  id: 'evacuation',
  name: msg('s.evacuation'),
  rule: RULE,
  deployment: msg('s.oppositeSidesDeploymentZones12InchesDeep8'),
  specialRules: [msg('s.civilians'), msg('s.civEvac'), msg('s.extractionConsoles'), msg('s.twoHVTsEach')],
  ...ownDeckClassifieds(2, 2),
  hvt: 'neutral-multiple',
  secureHvtReading: msg('s.withTwoHVTsEach'),
  reinforcements: true,
  player: {
    civiliansExtracted: count(msg('s.civiliansExtracted'), cite(RULE, msg('s.extraction')), 0, CIVILIANS, {
      help: msg('s.extractedSpecialistThisPlayer'),
    }),
    enemyHvtsExtracted: count(msg('s.enemyHVTsExtracted'), cite(RULE, msg('s.extraction')), 0, HVTS, {
      help: msg('s.theOpponentsHVTsThis'),
    }),
  },
  check: (g) => atMostInPlay(g.facts, 'civiliansExtracted', CIVILIANS, msg('m.c.civilians')),
  objectives(g, side) {
    const f = g.facts[side];
    return [
      eachLine('civilians', msg('s.civiliansExtracted'), f.civiliansExtracted, MAIN),
      eachLine('enemy-hvts', msg('s.enemyHVTsExtracted'), f.enemyHvtsExtracted, MAIN),
    ];
  },
  guide: () => [
    { label: msg('s.eachExtractedCivilian4'), op: msg('s.each', { n: 1 }) },
    { label: msg('s.eachExtractedEnemyHVT'), op: msg('s.each', { n: 1 }) },
  ],
});
