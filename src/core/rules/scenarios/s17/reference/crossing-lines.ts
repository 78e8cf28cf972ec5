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

const RULE = cite('ITS S17', msg('s.crossing-lines.name'));
const MAIN = cite(RULE, msg('s.common.mainObjectives'));
const ZO = cite(RULE, msg('s.crossing-lines.deadZonesZone'));
const ANTENNAS = 2;
const ZONES = [
  {
    pointsKey: 'pointsDeadZoneA',
    label: msg('s.crossing-lines.deadZoneANoun'),
    dominated: msg('s.crossing-lines.dominatesDeadZoneA'),
  },
  {
    pointsKey: 'pointsDeadZoneB',
    label: msg('s.crossing-lines.deadZoneBNoun'),
    dominated: msg('s.crossing-lines.dominatesDeadZoneB'),
  },
] as const;

export const crossingLines = defineScenario({
  ...S17_BASE,
  ...NO_CLASSIFIEDS,
  id: 'crossing-lines',
  name: msg('s.crossing-lines.name'),
  rule: RULE,
  deployment: msg('s.crossing-lines.deployment'),
  specialRules: [msg('s.crossing-lines.deadZonesZone'), msg('s.common.antennas'), msg('s.classified.noClassifieds')],
  hvt: 'neutral',
  reinforcements: false,
  player: {
    activatedAntennas: count(
      msg('s.crossing-lines.antennasActivatedAtEnd'),
      cite(RULE, msg('s.common.activateAntenna')),
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
    lines.push(line('dominate-both', msg('s.crossing-lines.dominatesBothDeadZones'), both ? 2 : 0, MAIN));
    lines.push(
      eachLine('activated-antennas', msg('s.crossing-lines.antennasActivated'), g.facts[side].activatedAntennas, MAIN),
    );
    return lines;
  },
  guide: () => [
    { label: msg('s.crossing-lines.dominateDeadZoneEachRound'), op: msg('s.crossing-lines.onePerZonePerRound') },
    { label: msg('s.crossing-lines.dominateBothDeadZonesGoal'), op: '2' },
    { label: msg('s.crossing-lines.eachActivatedAntenna'), op: msg('s.common.oneEachTwoAntennas') },
  ],
});
