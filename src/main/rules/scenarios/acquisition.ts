/**
 * Acquisition (ITS S11). Main objectives at the end of the game:
 *   each Activated Communication Antenna 1 · each Controlled Antenna 1 · Control the
 *   Tech-Coffin 3 · … with the DataTracker +2, or else with the Liaison Officer +1.
 * 1 Classified (1 OP). Two Antennas, one Tech-Coffin.
 */
import { msg } from '../../../shared/messages';
import { bonusesNeed, combinedAtMost } from './checks';
import { count, yesNo } from './questions';
import { defineScenario } from './scenario';
import { line } from './util';

const RULE = 'ITS S11 · Acquisition';
const ANTENNAS = 2;

export const acquisition = defineScenario({
  id: 'acquisition',
  name: 'Acquisition',
  rule: RULE,
  tableConfiguration: 'B',
  deployment:
    'Opposite sides, Deployment Zones 16 inches deep; not in base contact with the Tech-Coffin or an Antenna.',
  specialRules: [
    'Communication Antennas',
    'Control Communication Antennas',
    'Tech-Coffin',
    'Control Tech-Coffin',
    'Specialist Troops',
    'Engineer and Hacker Bonus',
    'DataTracker',
    'Liaison Officer',
  ],
  classified: { count: 1, op: 1 },
  classifiedDeck: 'own-deck',
  extremeMode: false,
  retreat: { applies: true, endsGameIfTurnStartsInRetreat: true },
  hvt: 'neutral',
  secureHvt: 'any-classified',
  intelcom: null,
  dataTracker: true,
  liaisonOfficer: true,
  conciliumWatch: false,
  player: {
    activatedAntennas: count(
      'Communication Antennas Activated by this player',
      `${RULE} · Activate Communication Antenna`,
      0,
      ANTENNAS,
      {
        help: 'At the end of the game, Antennas whose last Activation was this player’s.',
      },
    ),
    controlledAntennas: count(
      'Communication Antennas Controlled',
      `${RULE} · Control the Communication Antenna`,
      0,
      ANTENNAS,
      {
        help: 'Only this player has a non-Null model (not a Marker) in base contact.',
      },
    ),
    controlsCoffin: yesNo('Controls the Tech-Coffin', `${RULE} · Control the Tech-Coffin`, {
      help: 'Only this player has a non-Null model (not a Marker) in base contact.',
    }),
    coffinByDataTracker: yesNo(
      'The DataTracker is one of the models Controlling the Tech-Coffin',
      `${RULE} · Main Objectives`,
      {
        showIf: { key: 'controlsCoffin', equals: true },
      },
    ),
    coffinByLiaison: yesNo(
      'The Liaison Officer is one of the models Controlling the Tech-Coffin',
      `${RULE} · Main Objectives`,
      {
        showIf: { key: 'controlsCoffin', equals: true },
      },
    ),
  },
  check(g) {
    const p = (['activatedAntennas', 'controlledAntennas'] as const).flatMap((key) =>
      combinedAtMost(g.facts, key, ANTENNAS, msg('m.c.tooMany', { n: ANTENNAS, what: msg('m.c.antennas') })),
    );
    if (g.facts.a.controlsCoffin && g.facts.b.controlsCoffin) {
      p.push({
        fields: ['a.controlsCoffin', 'b.controlsCoffin'],
        message: msg('m.c.bothControl', { what: msg('m.c.techCoffin') }),
      });
    }
    p.push(
      ...bonusesNeed(g.facts, ['coffinByDataTracker', 'coffinByLiaison'], 'controlsCoffin', msg('m.c.coffinBonus')),
    );
    return p;
  },
  objectives(g, side) {
    const f = g.facts[side];
    const coffinBonus = f.coffinByDataTracker ? 2 : f.coffinByLiaison ? 1 : 0;
    return [
      line(
        'activated-antennas',
        'Activated Communication Antennas',
        f.activatedAntennas,
        `${RULE} · Main Objectives`,
        `${f.activatedAntennas} × 1`,
      ),
      line(
        'controlled-antennas',
        'Controlled Communication Antennas',
        f.controlledAntennas,
        `${RULE} · Main Objectives`,
        `${f.controlledAntennas} × 1`,
      ),
      line('control-tech-coffin', 'Controls the Tech-Coffin', f.controlsCoffin ? 3 : 0, `${RULE} · Main Objectives`),
      line(
        'tech-coffin-bonus',
        'Tech-Coffin Controlled with the DataTracker (+2) or else the Liaison Officer (+1)',
        coffinBonus,
        `${RULE} · Main Objectives`,
        f.coffinByDataTracker
          ? f.coffinByLiaison
            ? 'both in contact: the bonuses do not add up'
            : 'DataTracker'
          : f.coffinByLiaison
            ? 'Liaison Officer'
            : undefined,
      ),
    ];
  },
  guide: () => [
    { label: 'Each Activated Communication Antenna at the end of the game', op: '1 each (2 Antennas)' },
    { label: 'Each Controlled Communication Antenna at the end of the game', op: '1 each (2 Antennas)' },
    { label: 'Control the Tech-Coffin at the end of the game', op: '3' },
    { label: 'Control the Tech-Coffin with your DataTracker', op: '+2' },
    { label: 'Control the Tech-Coffin with your Liaison Officer (not with the DataTracker bonus)', op: '+1' },
  ],
});
