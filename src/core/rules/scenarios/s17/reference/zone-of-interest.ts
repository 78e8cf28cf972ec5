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

const RULE = cite('ITS S17', msg('s.zoneInterest'));
const MAIN = cite(RULE, msg('s.mainObjectives'));
const ZO = cite(RULE, msg('s.zonesInterestZO'));
const ZONES = [
  { id: 'zone-1', label: msg('s.theFirstZoneInterest2'), pointsKey: 'pointsZone1' },
  { id: 'zone-2', label: msg('s.theSecondZoneInterest2'), pointsKey: 'pointsZone2' },
  { id: 'special', label: msg('s.theSpecialZoneInterest2'), pointsKey: 'pointsSpecial' },
] as const;
/** The line each zone scores at the end. */
const DOMINATED_AT_END: Record<(typeof ZONES)[number]['id'], ScenarioText> = {
  'zone-1': msg('s.dominatesFirstZoneInterest'),
  'zone-2': msg('s.dominatesSecondZoneInterest'),
  special: msg('s.dominatesSpecialZoneInterestEnd'),
};

export const zoneOfInterest = defineScenario({
  ...S17_BASE,
  id: 'zone-of-interest',
  name: msg('s.zoneInterest'),
  rule: RULE,
  deployment: msg('s.oppositeCornersDeploymentZones'),
  specialRules: [
    msg('s.zonesInterestZO'),
    msg('s.specialZoneInterest'),
    msg('s.communicationAntenna'),
    msg('s.intelcomCardSupportControl2'),
  ],
  ...ownDeckClassifieds(1),
  intelcom: 'support-and-control',
  zones: ZONES,
  reinforcements: true,
  player: {
    pointsZone1: zoneQuestion(msg('s.theFirstZoneInterest'), ZO),
    pointsZone2: zoneQuestion(msg('s.theSecondZoneInterest'), ZO),
  },
  round: {
    pointsSpecial: {
      ...zoneQuestion(msg('s.theSpecialZoneInterest'), ZO),
      reading: msg('s.aSupportControlCard'),
    },
    antennaActivated: yesNo(msg('s.hasCommunicationAntennaActivated'), MAIN, {
      help: msg('s.thisPlayerMadeLast'),
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
      lines.push(atRound(i + 1, dominateLine('special-zone', msg('s.dominatesSpecialZoneInterest'), special, 1, MAIN)));
      lines.push(
        roundLine(i + 1, 'antenna', msg('s.hasCommunicationAntennaActivated'), r[side].antennaActivated ? 1 : 0, MAIN),
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
    { label: msg('s.dominateZoneInterestEnd'), op: msg('s.1EachUp3') },
    { label: msg('s.dominateSpecialZoneInterest'), op: msg('s.1PerRound') },
    { label: msg('s.haveCommunicationAntennaActivated'), op: msg('s.1PerRound') },
  ],
});
