/**
 * Transmission Matrix (ITS S11). Five Transmission Areas (Zones of Operations). Main
 * objectives: at the end of each Game Round, Dominate as many Areas as the opponent 1 (only
 * with at least 1) · more Areas 2; Kill the enemy Designated Target 1 · … with the DataTracker +2.
 * 1 Classified (1 OP), INTELCOM Provisions; the enemy HVT is a Designated Target.
 */
import { cite } from '../../../shared/citation';
import { msg } from '../../../shared/messages';
import { checkDataTrackerKill, designatedTargetLines, designatedTargetQuestions } from './designated-target';
import { isRoundEnd } from './game-end';
import { defineScenario, ownDeckClassifieds, S11_BASE } from './scenario';
import type { Line } from './types';
import { sameOrMore } from './util';
import { dominatedPair, zoneQuestion } from './zones';

const RULE = cite('ITS S11', msg('s.transmissionMatrix'));
const ZO = cite(RULE, msg('s.transmissionAreasZO'));
const AREAS = ['pointsCentre', 'pointsALeft', 'pointsARight', 'pointsBLeft', 'pointsBRight'] as const;

export const transmissionMatrix = defineScenario({
  ...S11_BASE,
  id: 'transmission-matrix',
  name: msg('s.transmissionMatrix'),
  rule: RULE,
  tableConfiguration: 'J',
  deployment: msg('s.oppositeSidesStandardDeploymentZones12Inches'),
  specialRules: [
    msg('s.transmissionAreasZO'),
    msg('s.dominateZO'),
    msg('s.dataTracker'),
    msg('s.designatedTarget'),
    msg('s.intelcomCardProvisions'),
  ],
  ...ownDeckClassifieds(1),
  hvt: 'designated-target',
  intelcom: 'provisions',
  dataTracker: true,
  player: designatedTargetQuestions(RULE),
  round: {
    pointsCentre: zoneQuestion(msg('s.theCentralTransmissionArea'), ZO),
    pointsALeft: zoneQuestion(msg('s.theTransmissionAreaHalf'), ZO),
    pointsARight: zoneQuestion(msg('s.theTransmissionAreaHalfRight'), ZO),
    pointsBLeft: zoneQuestion(msg('s.theTransmissionAreaBs'), ZO),
    pointsBRight: zoneQuestion(msg('s.theTransmissionAreaBsHalf'), ZO),
  },
  check(g) {
    return checkDataTrackerKill(g.facts);
  },
  objectives(g, side) {
    const main = cite(RULE, msg('s.mainObjectives'));
    const lines: Line[] = [];
    g.rounds.forEach((r, i) => {
      if (!isRoundEnd(g, i)) return;
      lines.push(
        ...sameOrMore(
          dominatedPair(r, side, AREAS),
          {
            same: { objective: 'areas-same', label: msg('s.dominatesManyTransmissionAreas'), op: 1 },
            more: { objective: 'areas-more', label: msg('s.dominatesMoreTransmissionAreas'), op: 2 },
            rule: main,
            noun: msg('s.transmissionAreasDominated'),
          },
          i + 1,
        ),
      );
    });
    lines.push(...designatedTargetLines(g.facts[side], { killed: 1, byDataTracker: 2 }, main));
    return lines;
  },
  guide: () => [
    {
      label: msg('s.endEachGameRoundDominate'),
      op: msg('s.1PerRound'),
    },
    { label: msg('s.endEachGameRoundDominateMoreTransmission'), op: msg('s.2PerRound') },
    { label: msg('s.killDesignatedTarget'), op: '1' },
    { label: msg('s.withYourDataTracker'), op: '+2' },
  ],
});
