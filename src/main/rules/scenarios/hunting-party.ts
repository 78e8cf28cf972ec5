/**
 * Hunting Party (ITS S11). Main objectives at the end of the game:
 *   each Connected Antenna 1 · more enemy Specialists Hunted Down than the opponent 2 · as many
 *   enemy Lieutenants Hunted Down (only with at least 1) 3 · more Lieutenants Hunted Down 4.
 * Hunted Down: Isolated or Immobilized (IMM-1/IMM-2) at the end — for a Lieutenant, only if it
 * entered that state while it was the Lieutenant; troopers never deployed count as Hunted Down.
 * Never-deployed troopers, Lieutenants and Specialists alike, are recorded on their owner's side
 * and credited to the opponent, so nobody counts them twice or misses them.
 * 2 Classifieds (1 OP each), INTELCOM Counterespionage.
 */
import { msg } from '../../../shared/messages';
import { combinedAtMost } from './checks';
import { count, MAX_TROOPERS } from './questions';
import { defineScenario } from './scenario';
import { opponent } from './types';
import { compare, line, sameOrMore } from './util';

const RULE = 'ITS S11 · Hunting Party';
const HUNT = `${RULE} · Hunt Down Objectives`;
const ANTENNAS = 2;

export const huntingParty = defineScenario({
  id: 'hunting-party',
  name: 'Hunting Party',
  rule: RULE,
  tableConfiguration: 'B1',
  deployment: 'Opposite sides, standard Deployment Zones 12 inches deep.',
  specialRules: [
    'Antennas',
    'Connect Antenna',
    'Hunt Down Objectives',
    'Hunting Mission',
    'Reinforced Tactical Link',
    'Specialist Troops',
    'INTELCOM Card (Counterespionage)',
  ],
  classified: { count: 2, op: 1 },
  classifiedDeck: 'own-deck',
  extremeMode: false,
  retreat: { applies: true, endsGameIfTurnStartsInRetreat: true },
  hvt: 'neutral',
  secureHvt: 'any-classified',
  intelcom: 'counterespionage',
  dataTracker: false,
  liaisonOfficer: false,
  conciliumWatch: false,
  player: {
    connectedAntennas: count('Antennas Connected by this player', `${RULE} · Connect Antenna`, 0, ANTENNAS, {
      help: 'At the end of the game, Antennas whose last Connection was this player’s.',
    }),
    huntedSpecialists: count('Enemy Specialist Troops Hunted Down on the table', HUNT, 0, MAX_TROOPERS, {
      help: 'Enemy Specialists in an Isolated or Immobilized (IMM-1, IMM-2) state at the end of the game.',
    }),
    notDeployedSpecialists: count('Specialist Troops of this player never deployed', HUNT, 0, MAX_TROOPERS, {
      help: 'They count as Hunted Down by the opponent.',
    }),
    huntedLieutenants: count('Enemy Lieutenants Hunted Down on the table', HUNT, 0, MAX_TROOPERS, {
      help: 'Enemy troopers Isolated or Immobilized at the end that entered that state while they were the Lieutenant. Enemy Lieutenants never deployed are counted separately.',
      reading:
        'A trooper named Lieutenant only after it was already Isolated or Immobilized does not count: it did not enter that state while it was the Lieutenant.',
    }),
    notDeployedLieutenants: count('Lieutenants of this player never deployed', HUNT, 0, MAX_TROOPERS, {
      help: 'They count as Hunted Down by the opponent.',
    }),
  },
  check(g) {
    return combinedAtMost(
      g.facts,
      'connectedAntennas',
      ANTENNAS,
      msg('m.c.tooMany', { n: ANTENNAS, what: msg('m.c.antennas') }),
    );
  },
  objectives(g, side) {
    const f = g.facts[side];
    const o = g.facts[opponent(side)];
    const main = `${RULE} · Main Objectives`;
    const specialists = [
      f.huntedSpecialists + o.notDeployedSpecialists,
      o.huntedSpecialists + f.notDeployedSpecialists,
    ] as const;
    const lieutenants = [
      f.huntedLieutenants + o.notDeployedLieutenants,
      o.huntedLieutenants + f.notDeployedLieutenants,
    ] as const;
    return [
      line('connected-antennas', 'Connected Antennas', f.connectedAntennas, main, `${f.connectedAntennas} × 1`),
      line(
        'more-specialists',
        'More enemy Specialists Hunted Down than the opponent',
        compare(...specialists) === 'more' ? 2 : 0,
        main,
        `${specialists[0]} vs ${specialists[1]} (never-deployed Specialists included)`,
      ),
      ...sameOrMore({
        own: lieutenants[0],
        other: lieutenants[1],
        same: { objective: 'lieutenants-same', label: 'As many enemy Lieutenants Hunted Down as the opponent', op: 3 },
        more: { objective: 'lieutenants-more', label: 'More enemy Lieutenants Hunted Down than the opponent', op: 4 },
        rule: main,
        noun: 'Lieutenants Hunted Down (never-deployed Lieutenants included)',
      }),
    ];
  },
  guide: () => [
    { label: 'Each Connected Antenna at the end of the game (2 Antennas)', op: '1 each' },
    { label: 'Hunt Down more enemy Specialist Troops than the opponent', op: '2' },
    { label: 'Hunt Down as many enemy Lieutenants as the opponent (at least 1)', op: '3' },
    { label: 'Hunt Down more enemy Lieutenants than the opponent', op: '4' },
  ],
});
