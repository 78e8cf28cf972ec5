/**
 * Show of Force (ITS S11). Main objectives at the end of the game:
 *   Control the Transmission Antenna 3 · … with a TAG (or a Pilot, Remote Pilot, Operator or
 *   Heavyweight) +3 · more Army Points Killed than the opponent 3 · … with the DataTracker 1.
 * No Classifieds, no HVT; Killing.
 */
import { msg } from '../../../shared/messages';
import { checkKilled, killedBy, killingQuestions } from './killing';
import { yesNo } from './questions';
import { defineScenario } from './scenario';
import type { Problem } from './types';
import { opponent, SIDES } from './types';
import { compare, line } from './util';

const RULE = 'ITS S11 · Show of Force';
const CONTROL = `${RULE} · Control the Transmission Antenna`;

export const showOfForce = defineScenario({
  id: 'show-of-force',
  name: 'Show of Force',
  rule: RULE,
  tableConfiguration: 'A1',
  deployment:
    'Opposite sides, standard Deployment Zones 12 inches deep. TAGs may deploy as with Forward Deployment L1 (Armored Vanguard).',
  specialRules: [
    'Transmission Antenna',
    'Control the Transmission Antenna',
    'Panoplies',
    'Armored Vanguard',
    'DataTracker',
    'Killing',
    'HVT and Classified Deck Not Used',
  ],
  classified: { count: 0, op: 0 },
  classifiedDeck: 'not-used',
  extremeMode: false,
  retreat: { applies: true, endsGameIfTurnStartsInRetreat: true },
  hvt: 'not-used',
  secureHvt: 'not-used',
  intelcom: null,
  dataTracker: true,
  liaisonOfficer: false,
  conciliumWatch: false,
  player: {
    controlsAntenna: yesNo('Controls the Transmission Antenna', CONTROL, {
      help: 'Only this player has a non-Null model (not a Marker) in base contact.',
    }),
    antennaByTag: yesNo(
      'A TAG (or Pilot, Remote Pilot, Operator, Heavyweight) is one of the models Controlling it',
      CONTROL,
      {
        showIf: { key: 'controlsAntenna', equals: true },
      },
    ),
    antennaByDataTracker: yesNo('The DataTracker is one of the models Controlling it', `${RULE} · Main Objectives`, {
      showIf: { key: 'controlsAntenna', equals: true },
    }),
    ...killingQuestions(`${RULE} · Killing`),
  },
  check(g) {
    const p: Problem[] = checkKilled(g.facts, g.tier, `${RULE} · Killing`);
    if (g.facts.a.controlsAntenna && g.facts.b.controlsAntenna) {
      p.push({
        fields: ['a.controlsAntenna', 'b.controlsAntenna'],
        message: msg('m.c.bothControl', { what: msg('m.c.transmissionAntenna') }),
      });
    }
    for (const side of SIDES) {
      for (const bonus of ['antennaByTag', 'antennaByDataTracker'] as const) {
        if (g.facts[side][bonus] && !g.facts[side].controlsAntenna) {
          p.push({
            fields: [`${side}.${bonus}`, `${side}.controlsAntenna`],
            message: msg('m.c.antennaBonus'),
          });
        }
      }
    }
    return p;
  },
  objectives(g, side) {
    const f = g.facts[side];
    const killed = [killedBy(g.facts, side), killedBy(g.facts, opponent(side))] as const;
    const main = `${RULE} · Main Objectives`;
    return [
      line('control-antenna', 'Controls the Transmission Antenna', f.controlsAntenna ? 3 : 0, main),
      line('antenna-tag', 'Transmission Antenna Controlled with a TAG', f.antennaByTag ? 3 : 0, main),
      line(
        'more-killed',
        'More Army Points Killed than the opponent',
        compare(...killed) === 'more' ? 3 : 0,
        main,
        `${killed[0]} vs ${killed[1]}`,
      ),
      line(
        'antenna-datatracker',
        'Transmission Antenna Controlled with the DataTracker',
        f.antennaByDataTracker ? 1 : 0,
        main,
      ),
    ];
  },
  guide: () => [
    { label: 'Control the Transmission Antenna at the end of the game', op: '3' },
    { label: '… with a TAG (or Pilot, Remote Pilot, Operator, Heavyweight)', op: '+3' },
    { label: 'Kill more Army Points than the opponent', op: '3' },
    { label: 'Control the Transmission Antenna with your DataTracker', op: '1' },
  ],
});
