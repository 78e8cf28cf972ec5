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

const RULE = cite('ITS S17', msg('s.bPong'));
const MAIN = cite(RULE, msg('s.mainObjectives'));

export const bPong = defineScenario({
  ...S17_BASE,
  id: 'b-pong',
  name: msg('s.bPong'),
  rule: RULE,
  deployment: msg('s.oppositeSidesDeploymentZones16'),
  specialRules: [msg('s.trackingBeacon'), msg('s.consoles'), msg('s.noQuarter')],
  ...ownDeckClassifieds(2),
  retreat: NO_QUARTER,
  reinforcements: true,
  player: {
    beaconInEnemyHalf: yesNo(msg('s.atEndTrackingBeacon'), MAIN, {
      help: msg('s.theHalfHoldingOpponents'),
    }),
  },
  round: {
    controlsBeacon: yesNo(msg('s.controlsTrackingBeacon'), MAIN, {
      help: msg('s.onlyThisPlayerHasNonNull'),
    }),
    controlsConsole: yesNo(msg('s.controlsLeastOneConsole'), MAIN),
  },
  check: (g) => [
    ...notBoth(g.facts, 'beaconInEnemyHalf', msg('m.c.beaconOneHalf')),
    ...notBothInAnyRound(g.rounds, 'controlsBeacon', msg('m.c.bothControl', { what: msg('m.c.trackingBeacon') })),
  ],
  objectives(g, side) {
    const lines: Line[] = [
      line('beacon-enemy-half', msg('s.trackingBeaconEntirelyInside'), g.facts[side].beaconInEnemyHalf ? 2 : 0, MAIN),
    ];
    g.rounds.forEach((r, i) => {
      lines.push(
        roundLine(i + 1, 'control-beacon', msg('s.controlsTrackingBeacon'), r[side].controlsBeacon ? 1 : 0, MAIN),
      );
      lines.push(
        roundLine(i + 1, 'control-console', msg('s.controlsLeastOneConsole'), r[side].controlsConsole ? 1 : 0, MAIN),
      );
    });
    return lines;
  },
  guide: () => [
    { label: msg('s.theTrackingBeaconEntirely'), op: '2' },
    { label: msg('s.controlTrackingBeaconEnd'), op: msg('s.1PerRound') },
    { label: msg('s.controlLeastOneConsole'), op: msg('s.1PerRound') },
  ],
});
