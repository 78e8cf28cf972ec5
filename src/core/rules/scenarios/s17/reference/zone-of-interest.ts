/**
 * Zone of Interest (ITS S17). At the end: each Zone of Interest Dominated 1 (three zones, the
 * Special one included) · each Game Round: Dominate the Special Zone of Interest 1, have the
 * Communication Antenna Activated 1 · 1 Classified or INTELCOM Support and Control.
 * The Special zone's Army Points are asked every Game Round; the last answer is its state at the
 * end of the game.
 */
import type { ScenarioText } from '../../../../../shared/api/scoring';
import { cite } from '../../../../../shared/citation';
import { msg } from '../../../../../shared/messages';
import { notBothInAnyRound } from '../../checks';
import { gameEnd, isRoundEnd } from '../../game-end';
import { zonePoints } from '../../intelcom';
import { yesNo } from '../../questions';
import { defineScenario, GAME_ROUNDS, ownDeckClassifieds } from '../../scenario';
import type { Line, Side } from '../../types';
import { atRound, roundLine, versusPair } from '../../util';
import { dominateLine, zoneQuestion } from '../../zones';
import { S17_BASE } from '../common';

const RULE = cite('ITS S17', msg('s.zone-of-interest.name'));
const MAIN = cite(RULE, msg('s.common.mainObjectives'));
const ZO = cite(RULE, msg('s.zone-of-interest.zonesZone'));
const ZONES = [
  { id: 'zone-1', label: msg('s.zone-of-interest.firstZone'), pointsKey: 'pointsZone1' },
  { id: 'zone-2', label: msg('s.zone-of-interest.secondZone'), pointsKey: 'pointsZone2' },
  { id: 'special', label: msg('s.zone-of-interest.specialZoneName'), pointsKey: 'pointsSpecial' },
] as const;
/** The line each zone scores at the end. */
const DOMINATED_AT_END: Record<(typeof ZONES)[number]['id'], ScenarioText> = {
  'zone-1': msg('s.zone-of-interest.dominatesFirstAtEnd'),
  'zone-2': msg('s.zone-of-interest.dominatesSecondAtEnd'),
  special: msg('s.zone-of-interest.dominatesSpecialAtEnd'),
};

export const zoneOfInterest = defineScenario({
  ...S17_BASE,
  id: 'zone-of-interest',
  name: msg('s.zone-of-interest.name'),
  rule: RULE,
  deployment: msg('s.s17.deploymentCorners'),
  specialRules: [
    msg('s.zone-of-interest.zonesZone'),
    msg('s.zone-of-interest.specialZone'),
    msg('s.zone-of-interest.communicationAntenna'),
    msg('s.intelcom.intelcomSupportCard'),
  ],
  ...ownDeckClassifieds(1),
  intelcom: 'support-and-control',
  zones: ZONES,
  reinforcements: true,
  player: {
    pointsZone1: zoneQuestion(msg('s.zone-of-interest.firstZoneNoun'), ZO),
    pointsZone2: zoneQuestion(msg('s.zone-of-interest.secondZoneNoun'), ZO),
  },
  round: {
    pointsSpecial: {
      ...zoneQuestion(msg('s.zone-of-interest.specialZoneNoun'), ZO),
      reading: msg('s.zone-of-interest.supportOnSpecialReading'),
    },
    antennaActivated: yesNo(msg('s.zone-of-interest.antennaActivated'), MAIN, {
      help: msg('s.zone-of-interest.antennaActivatedHelp'),
    }),
  },
  check: (g) => notBothInAnyRound(g.rounds, 'antennaActivated', msg('m.c.bothActivated', { what: msg('m.c.antenna') })),
  objectives(g, side) {
    const lines: Line[] = [];
    const last = g.rounds.length - 1;
    const thirdEnd = (i: number) => i === GAME_ROUNDS - 1 && gameEnd(g).thirdRoundEnded;
    g.rounds.forEach((r, i) => {
      if (!isRoundEnd(g, i)) return;
      const special = versusPair(side, (s) => zonePoints(g, s, 'special', r[s].pointsSpecial, thirdEnd(i)));
      lines.push(
        atRound(i + 1, dominateLine('special-zone', msg('s.zone-of-interest.dominatesSpecial'), special, 1, MAIN)),
      );
      lines.push(
        roundLine(i + 1, 'antenna', msg('s.zone-of-interest.antennaActivated'), r[side].antennaActivated ? 1 : 0, MAIN),
      );
    });
    const end = (s: Side, zone: (typeof ZONES)[number]): number => {
      const observed =
        zone.id === 'special'
          ? (g.rounds[last]?.[s].pointsSpecial ?? 0)
          : g.facts[s][zone.pointsKey as 'pointsZone1' | 'pointsZone2'];
      return zonePoints(g, s, zone.id, observed, true);
    };
    for (const zone of ZONES) {
      const points = versusPair(side, (s) => end(s, zone));
      lines.push(dominateLine('dominate-zone', DOMINATED_AT_END[zone.id], points, 1, MAIN));
    }
    return lines;
  },
  guide: () => [
    { label: msg('s.zone-of-interest.zoneAtEndGoal'), op: msg('s.common.oneEachUpTo3') },
    { label: msg('s.zone-of-interest.specialEachRoundGoal'), op: msg('s.common.onePerRound') },
    { label: msg('s.zone-of-interest.antennaActivatedGoal'), op: msg('s.common.onePerRound') },
  ],
});
