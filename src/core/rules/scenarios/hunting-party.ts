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

const RULE = cite('ITS S11', msg('s.hunting-party.name'));
const HUNT = cite(RULE, msg('s.hunting-party.huntDownObjectives'));
const ANTENNAS = 2;

export const huntingParty = defineScenario({
  ...S11_BASE,
  id: 'hunting-party',
  name: msg('s.hunting-party.name'),
  rule: RULE,
  tableConfiguration: 'B1',
  deployment: msg('s.common.deploymentStandard12'),
  specialRules: [
    msg('s.common.antennas'),
    msg('s.hunting-party.connectAntenna'),
    msg('s.hunting-party.huntDownObjectives'),
    msg('s.hunting-party.huntingMission'),
    msg('s.common.reinforcedTacticalLink'),
    msg('s.common.specialistTroops'),
    msg('s.classified.intelcomCounterespionage'),
  ],
  ...ownDeckClassifieds(2),
  intelcom: 'counterespionage',
  player: {
    connectedAntennas: count(
      msg('s.hunting-party.antennasConnected'),
      cite(RULE, msg('s.hunting-party.connectAntenna')),
      0,
      ANTENNAS,
      {
        help: msg('s.hunting-party.antennasConnectedHelp'),
      },
    ),
    huntedSpecialists: count(msg('s.hunting-party.specialistsHuntedOnTable'), HUNT, 0, MAX_TROOPERS, {
      help: msg('s.hunting-party.specialistsHuntedHelp'),
    }),
    notDeployedSpecialists: count(msg('s.common.specialistTroopsNeverDeployed'), HUNT, 0, MAX_TROOPERS, {
      help: msg('s.hunting-party.neverDeployedHuntedHelp'),
    }),
    huntedLieutenants: count(msg('s.hunting-party.lieutenantsHuntedOnTable'), HUNT, 0, MAX_TROOPERS, {
      help: msg('s.hunting-party.lieutenantsHuntedHelp'),
      reading: msg('s.hunting-party.lateLieutenantReading'),
    }),
    notDeployedLieutenants: count(msg('s.hunting-party.lieutenantsNeverDeployed'), HUNT, 0, MAX_TROOPERS, {
      help: msg('s.hunting-party.neverDeployedHuntedHelp'),
    }),
  },
  check(g) {
    return atMostInPlay(g.facts, 'connectedAntennas', ANTENNAS, msg('m.c.antennas'));
  },
  objectives(g, side) {
    const main = cite(RULE, msg('s.common.mainObjectives'));
    const specialists = creditedPair(g.facts, side, 'huntedSpecialists', 'notDeployedSpecialists');
    const lieutenants = creditedPair(g.facts, side, 'huntedLieutenants', 'notDeployedLieutenants');
    const specialistsDetail = msg('s.common.versusWithSpecialistsNeverDeployed', {
      a: specialists[0],
      b: specialists[1],
    });
    return [
      eachLine('connected-antennas', msg('s.hunting-party.connectedAntennas'), g.facts[side].connectedAntennas, main),
      moreLine(
        'more-specialists',
        msg('s.hunting-party.moreSpecialistsHunted'),
        specialists,
        2,
        main,
        specialistsDetail,
      ),
      ...sameOrMore(lieutenants, {
        same: { objective: 'lieutenants-same', label: msg('s.hunting-party.asManyLieutenantsHunted'), op: 3 },
        more: { objective: 'lieutenants-more', label: msg('s.hunting-party.moreLieutenantsHunted'), op: 4 },
        rule: main,
        noun: msg('s.hunting-party.lieutenantsHunted'),
      }),
    ];
  },
  guide: () => [
    { label: msg('s.hunting-party.eachConnectedAntenna'), op: msg('s.common.each', { n: 1 }) },
    { label: msg('s.hunting-party.moreSpecialistsHuntedGoal'), op: '2' },
    { label: msg('s.hunting-party.asManyLieutenantsHuntedGoal'), op: '3' },
    { label: msg('s.hunting-party.moreLieutenantsHuntedGoal'), op: '4' },
  ],
});
