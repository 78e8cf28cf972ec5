/**
 * Crossing Lines (ITS S17). Each Game Round: each Dead Zone Dominated 1 (two zones) · at the end:
 * Dominate both Dead Zones 2, each Antenna Activated by you 1. No Classified Objectives; not
 * suitable for Reinforcements; early end by Retreat!.
 */
import { cite } from '../../../../../shared/citation';
import { atMostInPlay } from '../../checks';
import { msg } from '../../../../../shared/messages';
import { isRoundEnd } from '../../game-end';
import { count } from '../../questions';
import { defineScenario, NO_CLASSIFIEDS } from '../../scenario';
import type { Line } from '../../types';
import { opponent } from '../../types';
import { atRound, eachLine, factPair, line } from '../../util';
import { dominateLine, dominates, zoneQuestions } from '../../zones';
import { S17_BASE } from '../common';

const RULE = cite('ITS S17', msg('s.crossingLines'));
const MAIN = cite(RULE, msg('s.mainObjectives'));
const ZO = cite(RULE, msg('s.deadZonesZO'));
const ANTENNAS = 2;
const ZONES = [
  { pointsKey: 'pointsDeadZoneA', label: msg('s.theDeadZonePlayer'), dominated: msg('s.dominatesDeadZonePlayer') },
  { pointsKey: 'pointsDeadZoneB', label: msg('s.theDeadZonePlayerBs'), dominated: msg('s.dominatesDeadZonePlayerBs') },
] as const;

export const crossingLines = defineScenario({
  ...S17_BASE,
  ...NO_CLASSIFIEDS,
  id: 'crossing-lines',
  name: msg('s.crossingLines'),
  rule: RULE,
  deployment: msg('s.aRearDeploymentZone'),
  specialRules: [msg('s.deadZonesZO'), msg('s.antennas'), msg('s.noClassifiedObjectives')],
  hvt: 'neutral',
  reinforcements: false,
  player: {
    activatedAntennas: count(
      msg('s.antennasActivatedThisPlayerEnd'),
      cite(RULE, msg('s.activateAntenna')),
      0,
      ANTENNAS,
    ),
  },
  round: {
    ...zoneQuestions(ZONES, ZO),
  },
  check: (g) => atMostInPlay(g.facts, 'activatedAntennas', ANTENNAS, msg('m.c.antennas')),
  objectives(g, side) {
    const other = opponent(side);
    const lines: Line[] = [];
    g.rounds.forEach((r, i) => {
      if (!isRoundEnd(g, i)) return;
      for (const z of ZONES) {
        lines.push(
          atRound(i + 1, dominateLine('dominate-dead-zone', z.dominated, factPair(r, side, z.pointsKey), 1, MAIN)),
        );
      }
    });
    const last = g.rounds.at(-1);
    const both = !!last && ZONES.every((z) => dominates(last[side][z.pointsKey], last[other][z.pointsKey]));
    lines.push(line('dominate-both', msg('s.dominatesBothDeadZones'), both ? 2 : 0, MAIN));
    lines.push(eachLine('activated-antennas', msg('s.antennasActivated'), g.facts[side].activatedAntennas, MAIN));
    return lines;
  },
  guide: () => [
    { label: msg('s.dominateDeadZoneEnd'), op: msg('s.1PerZonePer') },
    { label: msg('s.dominateBothDeadZones'), op: '2' },
    { label: msg('s.eachAntennaActivatedYou'), op: msg('s.1Each2Antennas') },
  ],
});
