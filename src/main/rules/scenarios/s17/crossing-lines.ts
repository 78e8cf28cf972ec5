/**
 * Crossing Lines (ITS S17). Each Game Round: each Dead Zone Dominated 1 (two zones) · at the end:
 * Dominate both Dead Zones 2, each Antenna Activated by you 1. No Classified Objectives; not
 * suitable for Reinforcements; early end by Retreat!.
 */
import { combinedAtMost } from '../checks';
import { msg } from '../../../../shared/messages';
import { isRoundEnd } from '../game-end';
import { count } from '../questions';
import { defineScenario } from '../scenario';
import type { Line } from '../types';
import { opponent } from '../types';
import { line, roundLine } from '../util';
import { dominates, zoneQuestion } from '../zones';
import { EARLY_END, NO_CLASSIFIEDS, S17_BASE } from './common';

const RULE = 'ITS S17 · Crossing Lines';
const MAIN = `${RULE} · Main Objectives`;
const ZO = `${RULE} · Dead Zones (ZO)`;
const ANTENNAS = 2;
const ZONES = [
  { key: 'pointsDeadZoneA', label: 'the Dead Zone in Player A’s half' },
  { key: 'pointsDeadZoneB', label: 'the Dead Zone in Player B’s half' },
] as const;

export const crossingLines = defineScenario({
  ...S17_BASE,
  ...NO_CLASSIFIEDS,
  id: 'crossing-lines',
  name: 'Crossing Lines',
  rule: RULE,
  deployment:
    'A rear Deployment Zone 12 inches deep (8 at 150 points) and a second one, 4 inches deep, in the central strip of the other half (up to 75 points).',
  specialRules: ['Dead Zones (ZO)', 'Antennas', 'No Classified Objectives'],
  retreat: EARLY_END,
  hvt: 'neutral',
  reinforcements: false,
  player: {
    activatedAntennas: count('Antennas Activated by this player at the end', `${RULE} · Activate Antenna`, 0, ANTENNAS),
  },
  round: {
    pointsDeadZoneA: zoneQuestion(ZONES[0].label, ZO),
    pointsDeadZoneB: zoneQuestion(ZONES[1].label, ZO),
  },
  check: (g) =>
    combinedAtMost(
      g.facts,
      'activatedAntennas',
      ANTENNAS,
      msg('m.c.tooMany', { n: ANTENNAS, what: msg('m.c.antennas') }),
    ),
  objectives(g, side) {
    const other = opponent(side);
    const lines: Line[] = [];
    g.rounds.forEach((r, i) => {
      if (!isRoundEnd(g, i)) return;
      for (const z of ZONES) {
        lines.push(
          roundLine(
            i + 1,
            'dominate-dead-zone',
            `Dominates ${z.label}`,
            dominates(r[side][z.key], r[other][z.key]) ? 1 : 0,
            MAIN,
            `Army Points: ${r[side][z.key]} vs ${r[other][z.key]}`,
          ),
        );
      }
    });
    const last = g.rounds.at(-1);
    const both = !!last && ZONES.every((z) => dominates(last[side][z.key], last[other][z.key]));
    lines.push(line('dominate-both', 'Dominates both Dead Zones at the end', both ? 2 : 0, MAIN));
    lines.push(
      line(
        'activated-antennas',
        'Antennas Activated',
        g.facts[side].activatedAntennas,
        MAIN,
        `${g.facts[side].activatedAntennas} × 1`,
      ),
    );
    return lines;
  },
  guide: () => [
    { label: 'Dominate a Dead Zone at the end of each Game Round', op: '1 per zone per round' },
    { label: 'Dominate both Dead Zones at the end of the game', op: '2' },
    { label: 'Each Antenna Activated by you at the end of the game', op: '1 each (2 Antennas)' },
  ],
});
