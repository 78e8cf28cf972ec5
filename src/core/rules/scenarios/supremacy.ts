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

const RULE = cite('ITS S11', msg('s.supremacy'));
const ZO = cite(RULE, msg('s.quadrantsZO'));
const CONSOLES = 4;
const QUADRANTS = ['pointsQ1', 'pointsQ2', 'pointsQ3', 'pointsQ4'] as const;

export const supremacy = defineScenario({
  ...S11_BASE,
  id: 'supremacy',
  name: msg('s.supremacy'),
  rule: RULE,
  tableConfiguration: 'I',
  deployment: msg('s.oppositeSidesStandardDeploymentZones12Inches'),
  specialRules: [
    msg('s.quadrantsZO'),
    msg('s.dominateZO'),
    msg('s.consoles'),
    msg('s.hackConsoles'),
    msg('s.specialistTroops'),
    msg('s.hackerBonus'),
    msg('s.intelcomCardProvisions'),
  ],
  ...ownDeckClassifieds(1),
  intelcom: 'provisions',
  player: {
    consolesHacked: count(msg('s.consolesHackedThisPlayer'), cite(RULE, msg('s.hackConsoles')), 0, CONSOLES, {
      help: msg('s.aConsoleHackedBoth'),
    }),
  },
  round: {
    pointsQ1: zoneQuestion(msg('s.quadrant1'), ZO),
    pointsQ2: zoneQuestion(msg('s.quadrant2'), ZO),
    pointsQ3: zoneQuestion(msg('s.quadrant3'), ZO),
    pointsQ4: zoneQuestion(msg('s.quadrant4'), ZO),
  },
  objectives(g, side) {
    const lines: Line[] = [];
    const main = cite(RULE, msg('s.mainObjectives'));
    g.rounds.forEach((r, i) => {
      if (!isRoundEnd(g, i)) return;
      const [own, other] = dominatedPair(r, side, QUADRANTS);
      const detail = msg('s.nounVersus', { noun: msg('s.quadrantsDominated'), a: own, b: other });
      lines.push(
        atRound(
          i + 1,
          moreLine('dominate-more', msg('s.dominatesMoreQuadrantsThanOpponent'), [own, other], 2, main, detail),
        ),
      );
    });
    const hacked = g.facts[side].consolesHacked;
    lines.push(
      line('hacked-consoles', msg('s.hackedConsoles1Each'), Math.min(hacked, 3), main, msg('s.hacked', { n: hacked })),
    );
    return lines;
  },
  guide: () => [
    { label: msg('s.endEachGameRoundDominateMore'), op: msg('s.2PerRound') },
    { label: msg('s.eachHackedConsole'), op: msg('s.1EachUp3') },
  ],
});
