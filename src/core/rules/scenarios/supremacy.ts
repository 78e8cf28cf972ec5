/**
 * Supremacy (ITS S11). Main objectives: Dominate more Quadrants than the opponent at the end of
 * each Game Round 2 · each Hacked Console 1, up to 3 (a Console Hacked by both counts for both).
 * 1 Classified (1 OP), INTELCOM Provisions. After an early end by Retreat!, only the Game Rounds
 * that ended are scored; the Hacked Consoles are counted when the game ends.
 */
import { msg } from '../../../shared/messages';
import { cite } from '../../../shared/citation';
import { isRoundEnd } from './game-end';
import { count } from './questions';
import { defineScenario, ownDeckClassifieds, S11_BASE } from './scenario';
import type { Line } from './types';
import { atRound, line, moreLine } from './util';
import { dominatedPair, zoneQuestion } from './zones';

const RULE = cite('ITS S11', msg('s.supremacy.name'));
const ZO = cite(RULE, msg('s.common.quadrantsZone'));
const CONSOLES = 4;
const QUADRANTS = ['pointsQ1', 'pointsQ2', 'pointsQ3', 'pointsQ4'] as const;

export const supremacy = defineScenario({
  ...S11_BASE,
  id: 'supremacy',
  name: msg('s.supremacy.name'),
  rule: RULE,
  tableConfiguration: 'I',
  deployment: msg('s.common.deploymentStandard12'),
  specialRules: [
    msg('s.common.quadrantsZone'),
    msg('s.common.dominateZone'),
    msg('s.common.consoles'),
    msg('s.supremacy.hackConsoles'),
    msg('s.common.specialistTroops'),
    msg('s.common.hackerBonus'),
    msg('s.classified.intelcomProvisions'),
  ],
  ...ownDeckClassifieds(1),
  intelcom: 'provisions',
  player: {
    consolesHacked: count(
      msg('s.common.consolesHackedByPlayer'),
      cite(RULE, msg('s.supremacy.hackConsoles')),
      0,
      CONSOLES,
      {
        help: msg('s.common.consoleHackedByBothCountsTwice'),
      },
    ),
  },
  round: {
    pointsQ1: zoneQuestion(msg('s.common.quadrant1'), ZO),
    pointsQ2: zoneQuestion(msg('s.common.quadrant2'), ZO),
    pointsQ3: zoneQuestion(msg('s.common.quadrant3'), ZO),
    pointsQ4: zoneQuestion(msg('s.common.quadrant4'), ZO),
  },
  objectives(g, side) {
    const lines: Line[] = [];
    const main = cite(RULE, msg('s.common.mainObjectives'));
    g.rounds.forEach((r, i) => {
      if (!isRoundEnd(g, i)) return;
      const [own, other] = dominatedPair(r, side, QUADRANTS);
      const detail = msg('s.common.nounVersus', { noun: msg('s.common.quadrantsDominated'), a: own, b: other });
      lines.push(
        atRound(
          i + 1,
          moreLine('dominate-more', msg('s.common.dominatesMoreQuadrants'), [own, other], 2, main, detail),
        ),
      );
    });
    const hacked = g.facts[side].consolesHacked;
    lines.push(
      line(
        'hacked-consoles',
        msg('s.supremacy.hackedConsolesEach'),
        Math.min(hacked, 3),
        main,
        msg('s.supremacy.hacked', { n: hacked }),
      ),
    );
    return lines;
  },
  guide: () => [
    { label: msg('s.common.eachRoundMoreQuadrants'), op: msg('s.common.twoPerRound') },
    { label: msg('s.supremacy.eachHackedConsole'), op: msg('s.common.oneEachUpTo3') },
  ],
});
