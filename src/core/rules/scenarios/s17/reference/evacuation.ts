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

const RULE = cite('ITS S17', msg('s.evacuation.name'));
const MAIN = cite(RULE, msg('s.common.mainObjectives'));
const CIVILIANS = 4;
const HVTS = 2;

export const evacuation = defineScenario({
  ...S17_BASE,
  id: 'evacuation',
  name: msg('s.evacuation.name'),
  rule: RULE,
  deployment: msg('s.evacuation.deployment'),
  specialRules: [
    msg('s.evacuation.civilians'),
    msg('s.evacuation.civEvac'),
    msg('s.evacuation.extractionConsoles'),
    msg('s.evacuation.twoHvtsEach'),
  ],
  ...ownDeckClassifieds(2, 2),
  hvt: 'neutral-multiple',
  secureHvtReading: msg('s.evacuation.whichHvtsReading'),
  reinforcements: true,
  player: {
    civiliansExtracted: count(
      msg('s.evacuation.civiliansExtracted'),
      cite(RULE, msg('s.evacuation.extraction')),
      0,
      CIVILIANS,
      {
        help: msg('s.evacuation.civiliansExtractedHelp'),
      },
    ),
    enemyHvtsExtracted: count(
      msg('s.evacuation.enemyHvtsExtracted'),
      cite(RULE, msg('s.evacuation.extraction')),
      0,
      HVTS,
      {
        help: msg('s.evacuation.enemyHvtsHelp'),
      },
    ),
  },
  check: (g) => atMostInPlay(g.facts, 'civiliansExtracted', CIVILIANS, msg('m.c.civilians')),
  objectives(g, side) {
    const f = g.facts[side];
    return [
      eachLine('civilians', msg('s.evacuation.civiliansExtracted'), f.civiliansExtracted, MAIN),
      eachLine('enemy-hvts', msg('s.evacuation.enemyHvtsExtracted'), f.enemyHvtsExtracted, MAIN),
    ];
  },
  guide: () => [
    { label: msg('s.evacuation.eachCivilian'), op: msg('s.common.each', { n: 1 }) },
    { label: msg('s.evacuation.eachEnemyHvt'), op: msg('s.common.each', { n: 1 }) },
  ],
});
