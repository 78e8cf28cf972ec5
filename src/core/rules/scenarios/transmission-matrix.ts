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

const RULE = cite('ITS S11', msg('s.transmission-matrix.name'));
const ZO = cite(RULE, msg('s.transmission-matrix.areasZone'));
const AREAS = ['pointsCentre', 'pointsALeft', 'pointsARight', 'pointsBLeft', 'pointsBRight'] as const;

export const transmissionMatrix = defineScenario({
  ...S11_BASE,
  id: 'transmission-matrix',
  name: msg('s.transmission-matrix.name'),
  rule: RULE,
  tableConfiguration: 'J',
  deployment: msg('s.common.deploymentStandard12'),
  specialRules: [
    msg('s.transmission-matrix.areasZone'),
    msg('s.common.dominateZone'),
    msg('s.common.dataTracker'),
    msg('s.designated-target.designatedTarget'),
    msg('s.classified.intelcomProvisions'),
  ],
  ...ownDeckClassifieds(1),
  hvt: 'designated-target',
  intelcom: 'provisions',
  dataTracker: true,
  player: designatedTargetQuestions(RULE),
  round: {
    pointsCentre: zoneQuestion(msg('s.transmission-matrix.centralAreaNoun'), ZO),
    pointsALeft: zoneQuestion(msg('s.transmission-matrix.areaALeftNoun'), ZO),
    pointsARight: zoneQuestion(msg('s.transmission-matrix.areaARightNoun'), ZO),
    pointsBLeft: zoneQuestion(msg('s.transmission-matrix.areaBLeftNoun'), ZO),
    pointsBRight: zoneQuestion(msg('s.transmission-matrix.areaBRightNoun'), ZO),
  },
  check(g) {
    return checkDataTrackerKill(g.facts);
  },
  objectives(g, side) {
    const main = cite(RULE, msg('s.common.mainObjectives'));
    const lines: Line[] = [];
    g.rounds.forEach((r, i) => {
      if (!isRoundEnd(g, i)) return;
      lines.push(
        ...sameOrMore(
          dominatedPair(r, side, AREAS),
          {
            same: { objective: 'areas-same', label: msg('s.transmission-matrix.asManyAreas'), op: 1 },
            more: { objective: 'areas-more', label: msg('s.transmission-matrix.moreAreas'), op: 2 },
            rule: main,
            noun: msg('s.transmission-matrix.areasDominated'),
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
      label: msg('s.transmission-matrix.asManyAreasGoal'),
      op: msg('s.common.onePerRound'),
    },
    { label: msg('s.transmission-matrix.moreAreasGoal'), op: msg('s.common.twoPerRound') },
    { label: msg('s.designated-target.killTarget'), op: '1' },
    { label: msg('s.common.withYourDataTracker'), op: '+2' },
  ],
});
