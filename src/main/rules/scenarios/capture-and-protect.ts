/**
 * Capture and Protect (ITS S11). Main objectives at the end of the game:
 *   the enemy Beacon Captured 3 · … with the DataTracker +2 · … inside your own Deployment Zone 1 ·
 *   the enemy has not Captured your Beacon 3.
 * 1 Classified (1 OP), INTELCOM Provisions, no HVT.
 */
import { msg } from '../../../shared/messages';
import { bonusesNeed } from './checks';
import { yesNo } from './questions';
import { defineScenario } from './scenario';
import { opponent } from './types';
import { line } from './util';

const RULE = 'ITS S11 · Capture and Protect';
const CAPTURE = `${RULE} · Captured Enemy Beacon`;

export const captureAndProtect = defineScenario({
  id: 'capture-and-protect',
  name: 'Capture and Protect',
  rule: RULE,
  tableConfiguration: 'D1',
  deployment: 'Opposite sides, standard Deployment Zones 12 inches deep; not in base contact with a Beacon.',
  specialRules: [
    'Beacons',
    'Pick Up Beacon',
    'Captured Enemy Beacon',
    'DataTracker',
    'Specialist Troops',
    'HVT Not Used',
    'INTELCOM Card (Provisions)',
  ],
  classified: { count: 1, op: 1 },
  classifiedDeck: 'own-deck',
  extremeMode: false,
  retreat: { applies: true, endsGameIfTurnStartsInRetreat: true },
  hvt: 'not-used',
  secureHvt: 'not-used',
  intelcom: 'provisions',
  dataTracker: true,
  liaisonOfficer: false,
  conciliumWatch: false,
  player: {
    capturedEnemyBeacon: yesNo('Has Captured the enemy Beacon', CAPTURE, {
      help: 'Only this player has a non-Null model (not a Marker) in base contact with the enemy Beacon (or carrying it).',
    }),
    beaconByDataTracker: yesNo('The DataTracker has Captured the enemy Beacon', CAPTURE, {
      showIf: { key: 'capturedEnemyBeacon', equals: true },
    }),
    beaconInOwnZone: yesNo('The Captured enemy Beacon is inside this player’s Deployment Zone', CAPTURE, {
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
    const main = `${RULE} · Main Objectives`;
    const protectedBeacon = !g.facts[opponent(side)].capturedEnemyBeacon;
    return [
      line('capture-beacon', 'Has Captured the enemy Beacon', f.capturedEnemyBeacon ? 3 : 0, main),
      line('beacon-datatracker', 'Enemy Beacon Captured with the DataTracker', f.beaconByDataTracker ? 2 : 0, main),
      line('beacon-own-zone', 'Enemy Beacon Captured inside own Deployment Zone', f.beaconInOwnZone ? 1 : 0, main),
      line('protect-beacon', 'The enemy has not Captured this player’s Beacon', protectedBeacon ? 3 : 0, main),
    ];
  },
  guide: () => [
    { label: 'Have Captured the enemy Beacon at the end of the game', op: '3' },
    { label: '… with your DataTracker', op: '+2' },
    { label: '… inside your own Deployment Zone', op: '+1' },
    { label: 'The enemy has not Captured your Beacon at the end of the game', op: '3' },
  ],
});
