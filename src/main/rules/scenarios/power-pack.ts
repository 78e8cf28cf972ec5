/**
 * Power Pack (ITS S11). Main objectives at the end of the game:
 *   as many Activated Antennas as the opponent 2 (only with at least 1) · more Activated
 *   Antennas 4 · Control the enemy Console 2 · the enemy has not Controlled your Console 2.
 * 3 Antennas; no player may hold more than 2 Activated (Overload Prevention System).
 * 2 Classifieds (1 OP each); Concilium Watch.
 */
import { msg } from '../../../shared/messages';
import { combinedAtMost } from './checks';
import { count, yesNo } from './questions';
import { defineScenario } from './scenario';
import type { Problem } from './types';
import { opponent, SIDES } from './types';
import { line, sameOrMore } from './util';

const RULE = 'ITS S11 · Power Pack';
const ANTENNAS = 3;
const OVERLOAD_LIMIT = 2;

export const powerPack = defineScenario({
  id: 'power-pack',
  name: 'Power Pack',
  rule: RULE,
  tableConfiguration: 'D',
  deployment:
    'Opposite sides, two 12 × 16 inch Deployment Zones per player at the table edges (16 × 20 with Forward Deployment L1, own half with L2); not in base contact with a Console or an Antenna.',
  specialRules: [
    'Saturation Zone',
    'Antennas',
    'Activate Antenna',
    'Overload Prevention System',
    'Consoles',
    'Control the Consoles',
    'Specialist Troops',
    'Chain of Command Bonus',
    'Concilium Watch',
  ],
  classified: { count: 2, op: 1 },
  classifiedDeck: 'own-deck',
  extremeMode: false,
  retreat: { applies: true, endsGameIfTurnStartsInRetreat: true },
  hvt: 'neutral',
  secureHvt: 'any-classified',
  intelcom: null,
  dataTracker: false,
  liaisonOfficer: false,
  conciliumWatch: true,
  player: {
    activatedAntennas: count('Antennas Activated by this player', `${RULE} · Activate Antenna`, 0, ANTENNAS, {
      help: 'At the end of the game, Antennas whose last Activation was this player’s (never more than 2).',
    }),
    controlsEnemyConsole: yesNo('Controls the enemy Console', `${RULE} · Control the Consoles`, {
      help: 'The Console in the opponent’s half: only this player has a non-Null model (not a Marker) in base contact.',
    }),
  },
  check(g) {
    const p: Problem[] = [];
    for (const side of SIDES) {
      if (g.facts[side].activatedAntennas > OVERLOAD_LIMIT) {
        p.push({
          fields: [`${side}.activatedAntennas`],
          message: msg('m.c.overload', { n: OVERLOAD_LIMIT, rule: `${RULE} · Overload Prevention System` }),
        });
      }
    }
    p.push(
      ...combinedAtMost(
        g.facts,
        'activatedAntennas',
        ANTENNAS,
        msg('m.c.tooMany', { n: ANTENNAS, what: msg('m.c.antennas') }),
      ),
    );
    return p;
  },
  objectives(g, side) {
    const f = g.facts[side];
    const o = g.facts[opponent(side)];
    const main = `${RULE} · Main Objectives`;
    return [
      ...sameOrMore({
        own: f.activatedAntennas,
        other: o.activatedAntennas,
        same: { objective: 'antennas-same', label: 'As many Activated Antennas as the opponent', op: 2 },
        more: { objective: 'antennas-more', label: 'More Activated Antennas than the opponent', op: 4 },
        rule: main,
        noun: 'Activated Antennas',
      }),
      line('control-enemy-console', 'Controls the enemy Console', f.controlsEnemyConsole ? 2 : 0, main),
      line(
        'console-not-controlled',
        'The enemy has not Controlled this player’s Console',
        o.controlsEnemyConsole ? 0 : 2,
        main,
      ),
    ];
  },
  guide: () => [
    { label: 'As many Activated Antennas as the opponent (at least 1)', op: '2' },
    { label: 'More Activated Antennas than the opponent (at most 2 each)', op: '4' },
    { label: 'Control the enemy Console at the end of the game', op: '2' },
    { label: 'The enemy has not Controlled your Console at the end of the game', op: '2' },
  ],
});
