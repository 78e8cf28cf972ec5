/**
 * Uplink Center (ITS S17, Direct Action). At the end: each Communication Antenna Activated by
 * you 2 · each Antenna you Control 1 · Control the Tech-Coffin 3 · an Active Lieutenant 1.
 */
import { msg } from '../../../../shared/messages';
import { combinedAtMost } from '../checks';
import { count, yesNo } from '../questions';
import { defineScenario } from '../scenario';
import type { Problem } from '../types';
import { line } from '../util';
import { EARLY_END, NO_CLASSIFIEDS, S17_BASE } from './common';

const RULE = 'ITS S17 · Uplink Center';
const MAIN = `${RULE} · Main Objectives`;
const ANTENNAS = 2;

export const uplinkCenter = defineScenario({
  ...S17_BASE,
  ...NO_CLASSIFIEDS,
  id: 'uplink-center',
  name: 'Uplink Center',
  rule: RULE,
  deployment:
    'Opposite sides, Deployment Zones 16 inches deep (12 at 150 points); not in contact with the Tech-Coffin or an Antenna.',
  specialRules: ['Communication Antennas', 'Tech-Coffin', 'Direct Action'],
  retreat: EARLY_END,
  hvt: 'not-used',
  reinforcements: true,
  player: {
    activatedAntennas: count(
      'Communication Antennas Activated by this player',
      `${RULE} · Activate Antenna`,
      0,
      ANTENNAS,
    ),
    controlledAntennas: count('Communication Antennas Controlled', MAIN, 0, ANTENNAS, {
      help: 'Only this player has a non-Null model (not a Marker) in base contact.',
    }),
    controlsCoffin: yesNo('Controls the Tech-Coffin', MAIN, {
      help: 'Only this player has a non-Null model (not a Marker) in base contact.',
    }),
    activeLieutenant: yesNo('Has an Active Lieutenant', MAIN, {
      help: 'The Lieutenant is in no Null state, not Isolated and not Immobilized.',
    }),
  },
  check(g) {
    const p: Problem[] = (['activatedAntennas', 'controlledAntennas'] as const).flatMap((key) =>
      combinedAtMost(g.facts, key, ANTENNAS, msg('m.c.tooMany', { n: ANTENNAS, what: msg('m.c.antennas') })),
    );
    if (g.facts.a.controlsCoffin && g.facts.b.controlsCoffin) {
      p.push({
        fields: ['a.controlsCoffin', 'b.controlsCoffin'],
        message: msg('m.c.bothControl', { what: msg('m.c.techCoffin') }),
      });
    }
    return p;
  },
  objectives(g, side) {
    const f = g.facts[side];
    return [
      line(
        'activated-antennas',
        'Communication Antennas Activated',
        f.activatedAntennas * 2,
        MAIN,
        `${f.activatedAntennas} × 2`,
      ),
      line(
        'controlled-antennas',
        'Communication Antennas Controlled',
        f.controlledAntennas,
        MAIN,
        `${f.controlledAntennas} × 1`,
      ),
      line('control-tech-coffin', 'Controls the Tech-Coffin', f.controlsCoffin ? 3 : 0, MAIN),
      line('active-lieutenant', 'Has an Active Lieutenant', f.activeLieutenant ? 1 : 0, MAIN),
    ];
  },
  guide: () => [
    { label: 'Each Communication Antenna Activated by you at the end of the game', op: '2 each (2 Antennas)' },
    { label: 'Each Communication Antenna you Control at the end of the game', op: '1 each (2 Antennas)' },
    { label: 'Control the Tech-Coffin at the end of the game', op: '3' },
    { label: 'Have an Active Lieutenant at the end of the game', op: '1' },
  ],
});
