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

const RULE = cite('ITS S11', msg('s.captureProtect'));
const CAPTURE = cite(RULE, msg('s.capturedEnemyBeacon'));

export const captureAndProtect = defineScenario({
  ...S11_BASE,
  id: 'capture-and-protect',
  name: msg('s.captureProtect'),
  rule: RULE,
  tableConfiguration: 'D1',
  deployment: msg('s.oppositeSidesStandardDeployment'),
  specialRules: [
    msg('s.beacons'),
    msg('s.pickUpBeacon'),
    msg('s.capturedEnemyBeacon'),
    msg('s.dataTracker'),
    msg('s.specialistTroops'),
    msg('s.hvtNotUsed'),
    msg('s.intelcomCardProvisions'),
  ],
  ...ownDeckClassifieds(1),
  hvt: 'not-used',
  secureHvt: 'not-used',
  intelcom: 'provisions',
  dataTracker: true,
  player: {
    capturedEnemyBeacon: yesNo(msg('s.hasCapturedEnemyBeacon'), CAPTURE, {
      help: msg('s.onlyThisPlayerHas'),
    }),
    beaconByDataTracker: yesNo(msg('s.theDataTrackerHasCaptured'), CAPTURE, {
      showIf: { key: 'capturedEnemyBeacon', equals: true },
    }),
    beaconInOwnZone: yesNo(msg('s.theCapturedEnemyBeacon'), CAPTURE, {
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
    const main = cite(RULE, msg('s.mainObjectives'));
    const protectedBeacon = !g.facts[opponent(side)].capturedEnemyBeacon;
    return [
      line('capture-beacon', msg('s.hasCapturedEnemyBeacon'), f.capturedEnemyBeacon ? 3 : 0, main),
      line('beacon-datatracker', msg('s.enemyBeaconCapturedDataTracker'), f.beaconByDataTracker ? 2 : 0, main),
      line('beacon-own-zone', msg('s.enemyBeaconCapturedInside'), f.beaconInOwnZone ? 1 : 0, main),
      line('protect-beacon', msg('s.theEnemyHasNot'), protectedBeacon ? 3 : 0, main),
    ];
  },
  guide: () => [
    { label: msg('s.haveCapturedEnemyBeacon'), op: '3' },
    { label: msg('s.withYourDataTracker'), op: '+2' },
    { label: msg('s.insideYourOwnDeployment'), op: '+1' },
    { label: msg('s.theEnemyHasNotCaptured'), op: '3' },
  ],
});
