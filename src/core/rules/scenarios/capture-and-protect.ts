/**
 * Capture and Protect (ITS S11). Main objectives at the end of the game:
 *   the enemy Beacon Captured 3 · … with the DataTracker +2 · … inside your own Deployment Zone 1 ·
 *   the enemy has not Captured your Beacon 3.
 * 1 Classified (1 OP), INTELCOM Provisions, no HVT.
 */
import { cite } from '../../../shared/citation';
import { msg } from '../../../shared/messages';
import { bonusesNeed } from './checks';
import { yesNo } from './questions';
import { defineScenario, ownDeckClassifieds, S11_BASE } from './scenario';
import { opponent } from './types';
import { line } from './util';

const RULE = cite('ITS S11', msg('s.capture-and-protect.name'));
const CAPTURE = cite(RULE, msg('s.capture-and-protect.capturedEnemyBeacon'));

export const captureAndProtect = defineScenario({
  ...S11_BASE,
  id: 'capture-and-protect',
  name: msg('s.capture-and-protect.name'),
  rule: RULE,
  tableConfiguration: 'D1',
  deployment: msg('s.capture-and-protect.deployment'),
  specialRules: [
    msg('s.common.beacons'),
    msg('s.capture-and-protect.pickUpBeacon'),
    msg('s.capture-and-protect.capturedEnemyBeacon'),
    msg('s.common.dataTracker'),
    msg('s.common.specialistTroops'),
    msg('s.hvt.notUsed'),
    msg('s.classified.intelcomProvisions'),
  ],
  ...ownDeckClassifieds(1),
  hvt: 'not-used',
  secureHvt: 'not-used',
  intelcom: 'provisions',
  dataTracker: true,
  player: {
    capturedEnemyBeacon: yesNo(msg('s.capture-and-protect.hasCapturedBeacon'), CAPTURE, {
      help: msg('s.capture-and-protect.capturedBeaconHelp'),
    }),
    beaconByDataTracker: yesNo(msg('s.capture-and-protect.dataTrackerCapturedBeacon'), CAPTURE, {
      showIf: { key: 'capturedEnemyBeacon', equals: true },
    }),
    beaconInOwnZone: yesNo(msg('s.capture-and-protect.beaconInsideDeploymentHelp'), CAPTURE, {
      showIf: { key: 'capturedEnemyBeacon', equals: true },
    }),
  },
  check(g) {
    return bonusesNeed(
      g.facts,
      ['beaconByDataTracker', 'beaconInOwnZone'],
      'capturedEnemyBeacon',
      msg('m.c.beaconBonus'),
    );
  },
  objectives(g, side) {
    const f = g.facts[side];
    const main = cite(RULE, msg('s.common.mainObjectives'));
    const protectedBeacon = !g.facts[opponent(side)].capturedEnemyBeacon;
    return [
      line('capture-beacon', msg('s.capture-and-protect.hasCapturedBeacon'), f.capturedEnemyBeacon ? 3 : 0, main),
      line(
        'beacon-datatracker',
        msg('s.capture-and-protect.beaconCapturedByDataTracker'),
        f.beaconByDataTracker ? 2 : 0,
        main,
      ),
      line(
        'beacon-own-zone',
        msg('s.capture-and-protect.beaconCapturedInsideDeployment'),
        f.beaconInOwnZone ? 1 : 0,
        main,
      ),
      line('protect-beacon', msg('s.capture-and-protect.ownBeaconNotCaptured'), protectedBeacon ? 3 : 0, main),
    ];
  },
  guide: () => [
    { label: msg('s.capture-and-protect.captureBeaconGoal'), op: '3' },
    { label: msg('s.common.withYourDataTracker'), op: '+2' },
    { label: msg('s.common.insideYourDeploymentZone'), op: '+1' },
    { label: msg('s.capture-and-protect.ownBeaconNotCapturedGoal'), op: '3' },
  ],
});
