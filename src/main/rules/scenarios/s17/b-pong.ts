/**
 * B-Pong (ITS S17). The Tracking Beacon entirely inside the enemy's half at the end 2 ·
 * each Game Round: Control the Beacon 1, Control at least one Console 1 · 2 Classifieds (1 OP).
 * No Quarter: always three Game Rounds.
 */
import { msg } from '../../../../shared/messages';
import { yesNo } from '../questions';
import { defineScenario } from '../scenario';
import type { Line, Problem } from '../types';
import { roundLine, line } from '../util';
import { NO_QUARTER, S17_BASE } from './common';

const RULE = 'ITS S17 · B-Pong';
const MAIN = `${RULE} · Main Objectives`;

export const bPong = defineScenario({
  ...S17_BASE,
  id: 'b-pong',
  name: 'B-Pong',
  rule: RULE,
  deployment:
    'Opposite sides, Deployment Zones 16 inches deep (12 at 150 points); no deployment within 4 inches of the centre line.',
  specialRules: ['Tracking Beacon', 'Consoles', 'No Quarter'],
  classified: { count: 2, op: 1 },
  classifiedDeck: 'own-deck',
  retreat: NO_QUARTER,
  hvt: 'neutral',
  secureHvt: 'any-classified',
  intelcom: null,
  reinforcements: true,
  player: {
    beaconInEnemyHalf: yesNo('At the end, the Tracking Beacon is entirely inside the enemy’s half of the table', MAIN, {
      help: 'The half holding the opponent’s Deployment Zone; a Beacon touching the centre line is in neither half.',
    }),
  },
  round: {
    controlsBeacon: yesNo('Controls the Tracking Beacon', MAIN, {
      help: 'Only this player has a non-Null model (not a Marker) in contact with it.',
    }),
    controlsConsole: yesNo('Controls at least one Console', MAIN),
  },
  check(g) {
    const p: Problem[] = [];
    if (g.facts.a.beaconInEnemyHalf && g.facts.b.beaconInEnemyHalf) {
      p.push({ fields: ['a.beaconInEnemyHalf', 'b.beaconInEnemyHalf'], message: msg('m.c.beaconOneHalf') });
    }
    g.rounds.forEach((r, i) => {
      if (r.a.controlsBeacon && r.b.controlsBeacon) {
        p.push({
          fields: [`rounds.${i}.a.controlsBeacon`, `rounds.${i}.b.controlsBeacon`],
          message: msg('m.c.bothControl', { what: msg('m.c.trackingBeacon') }),
        });
      }
    });
    return p;
  },
  objectives(g, side) {
    const lines: Line[] = [
      line(
        'beacon-enemy-half',
        'Tracking Beacon entirely inside the enemy’s half',
        g.facts[side].beaconInEnemyHalf ? 2 : 0,
        MAIN,
      ),
    ];
    g.rounds.forEach((r, i) => {
      lines.push(
        roundLine(i + 1, 'control-beacon', 'Controls the Tracking Beacon', r[side].controlsBeacon ? 1 : 0, MAIN),
      );
      lines.push(
        roundLine(i + 1, 'control-console', 'Controls at least one Console', r[side].controlsConsole ? 1 : 0, MAIN),
      );
    });
    return lines;
  },
  guide: () => [
    { label: 'The Tracking Beacon entirely inside the enemy’s half at the end of the game', op: '2' },
    { label: 'Control the Tracking Beacon at the end of each Game Round', op: '1 per round' },
    { label: 'Control at least one Console at the end of each Game Round', op: '1 per round' },
  ],
});
