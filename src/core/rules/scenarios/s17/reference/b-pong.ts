/**
 * B-Pong (ITS S17). The Tracking Beacon entirely inside the enemy's half at the end 2 ·
 * each Game Round: Control the Beacon 1, Control at least one Console 1 · 2 Classifieds (1 OP).
 * No Quarter: always three Game Rounds.
 */
import { cite } from '../../../../../shared/citation';
import { msg } from '../../../../../shared/messages';
import { notBoth, notBothInAnyRound } from '../../checks';
import { yesNo } from '../../questions';
import { defineScenario, NO_QUARTER, ownDeckClassifieds } from '../../scenario';
import type { Line } from '../../types';
import { line, roundLine } from '../../util';
import { S17_BASE } from '../common';

const RULE = cite('ITS S17', msg('s.b-pong.name'));
const MAIN = cite(RULE, msg('s.common.mainObjectives'));

export const bPong = defineScenario({
  ...S17_BASE,
  id: 'b-pong',
  name: msg('s.b-pong.name'),
  rule: RULE,
  deployment: msg('s.b-pong.deployment'),
  specialRules: [msg('s.b-pong.trackingBeacon'), msg('s.common.consoles'), msg('s.common.noQuarter')],
  ...ownDeckClassifieds(2),
  retreat: NO_QUARTER,
  reinforcements: true,
  player: {
    beaconInEnemyHalf: yesNo(msg('s.b-pong.beaconInEnemyHalfHelp'), MAIN, {
      help: msg('s.b-pong.enemyHalfHelp'),
    }),
  },
  round: {
    controlsBeacon: yesNo(msg('s.b-pong.controlsBeacon'), MAIN, {
      help: msg('s.b-pong.onlyThisPlayerInContact'),
    }),
    controlsConsole: yesNo(msg('s.b-pong.controlsConsole'), MAIN),
  },
  check: (g) => [
    ...notBoth(g.facts, 'beaconInEnemyHalf', msg('m.c.beaconOneHalf')),
    ...notBothInAnyRound(g.rounds, 'controlsBeacon', msg('m.c.bothControl', { what: msg('m.c.trackingBeacon') })),
  ],
  objectives(g, side) {
    const lines: Line[] = [
      line('beacon-enemy-half', msg('s.b-pong.beaconInEnemyHalf'), g.facts[side].beaconInEnemyHalf ? 2 : 0, MAIN),
    ];
    g.rounds.forEach((r, i) => {
      lines.push(
        roundLine(i + 1, 'control-beacon', msg('s.b-pong.controlsBeacon'), r[side].controlsBeacon ? 1 : 0, MAIN),
      );
      lines.push(
        roundLine(i + 1, 'control-console', msg('s.b-pong.controlsConsole'), r[side].controlsConsole ? 1 : 0, MAIN),
      );
    });
    return lines;
  },
  guide: () => [
    { label: msg('s.b-pong.beaconInEnemyHalfGoal'), op: '2' },
    { label: msg('s.b-pong.controlBeaconEachRound'), op: msg('s.common.onePerRound') },
    { label: msg('s.b-pong.controlConsoleEachRound'), op: msg('s.common.onePerRound') },
  ],
});
