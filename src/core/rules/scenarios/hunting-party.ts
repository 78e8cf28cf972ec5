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
import { cite } from '../../../shared/citation';
import { msg } from '../../../shared/messages';
import { atMostInPlay } from './checks';
import { creditedPair } from './killing';
import { count, MAX_TROOPERS } from './questions';
import { defineScenario, ownDeckClassifieds, S11_BASE } from './scenario';
import { eachLine, moreLine, sameOrMore } from './util';

const RULE = cite('ITS S11', msg('s.huntingParty'));
const HUNT = cite(RULE, msg('s.huntDownObjectives'));
const ANTENNAS = 2;

export const huntingParty = defineScenario({
  ...S11_BASE,
  id: 'hunting-party',
  name: msg('s.huntingParty'),
  rule: RULE,
  tableConfiguration: 'B1',
  deployment: msg('s.oppositeSidesStandardDeploymentZones12Inches'),
  specialRules: [
    msg('s.antennas'),
    msg('s.connectAntenna'),
    msg('s.huntDownObjectives'),
    msg('s.huntingMission'),
    msg('s.reinforcedTacticalLink'),
    msg('s.specialistTroops'),
    msg('s.intelcomCardCounterespionage'),
  ],
  ...ownDeckClassifieds(2),
  intelcom: 'counterespionage',
  player: {
    connectedAntennas: count(msg('s.antennasConnectedThisPlayer'), cite(RULE, msg('s.connectAntenna')), 0, ANTENNAS, {
      help: msg('s.atEndGameAntennasWhoseLast'),
    }),
    huntedSpecialists: count(msg('s.enemySpecialistTroopsHunted'), HUNT, 0, MAX_TROOPERS, {
      help: msg('s.enemySpecialistsIsolatedImmobilized'),
    }),
    notDeployedSpecialists: count(msg('s.specialistTroopsThisPlayer'), HUNT, 0, MAX_TROOPERS, {
      help: msg('s.theyCountHuntedDown'),
    }),
    huntedLieutenants: count(msg('s.enemyLieutenantsHuntedDown'), HUNT, 0, MAX_TROOPERS, {
      help: msg('s.enemyTroopersIsolatedImmobilized'),
      reading: msg('s.aTrooperNamedLieutenant'),
    }),
    notDeployedLieutenants: count(msg('s.lieutenantsThisPlayerNever'), HUNT, 0, MAX_TROOPERS, {
      help: msg('s.theyCountHuntedDown'),
    }),
  },
  check(g) {
    return atMostInPlay(g.facts, 'connectedAntennas', ANTENNAS, msg('m.c.antennas'));
  },
  objectives(g, side) {
    const main = cite(RULE, msg('s.mainObjectives'));
    const specialists = creditedPair(g.facts, side, 'huntedSpecialists', 'notDeployedSpecialists');
    const lieutenants = creditedPair(g.facts, side, 'huntedLieutenants', 'notDeployedLieutenants');
    const specialistsDetail = msg('s.versusSpecialists', { a: specialists[0], b: specialists[1] });
    return [
      eachLine('connected-antennas', msg('s.connectedAntennas'), g.facts[side].connectedAntennas, main),
      moreLine('more-specialists', msg('s.moreEnemySpecialistsHunted'), specialists, 2, main, specialistsDetail),
      ...sameOrMore(lieutenants, {
        same: { objective: 'lieutenants-same', label: msg('s.asManyEnemyLieutenants'), op: 3 },
        more: { objective: 'lieutenants-more', label: msg('s.moreEnemyLieutenantsHunted'), op: 4 },
        rule: main,
        noun: msg('s.lieutenantsHuntedDownNever'),
      }),
    ];
  },
  guide: () => [
    { label: msg('s.eachConnectedAntennaEnd'), op: msg('s.each', { n: 1 }) },
    { label: msg('s.huntDownMoreEnemySpecialist'), op: '2' },
    { label: msg('s.huntDownManyEnemy'), op: '3' },
    { label: msg('s.huntDownMoreEnemy'), op: '4' },
  ],
});
