/**
 * The Armory (ITS S11). Main objectives: Dominate the Armory at the end of each Game Round 1 ·
 * Dominate it at the end of the game 4 · more Panoply items acquired than the opponent 2.
 * 1 Classified (1 OP) or the card as INTELCOM Support and Control (end of the third Game Round).
 * After an early end by Retreat!, the last entry of `rounds` is the state when the game ended:
 * the end-of-game objective reads it, and only Game Rounds that ended score the per-round one.
 */
import { msg } from '../../../shared/messages';
import { cite } from '../../../shared/citation';
import { isRoundEnd } from './game-end';
import { zonePoints } from './intelcom';
import { count, MAX_TROOPERS } from './questions';
import { defineScenario, ownDeckClassifieds, S11_BASE } from './scenario';
import type { Line } from './types';
import { atRound, factPair, moreLine, versusPair } from './util';
import { dominateLine, zoneQuestion } from './zones';

const RULE = cite('ITS S11', msg('s.theArmory2'));

export const theArmory = defineScenario({
  ...S11_BASE,
  id: 'the-armory',
  name: msg('s.theArmory2'),
  rule: RULE,
  tableConfiguration: 'F',
  deployment: msg('s.oppositeSidesStandardDeploymentZones12InchesDeepExclusion'),
  specialRules: [
    msg('s.exclusionZone'),
    msg('s.theArmoryZO'),
    msg('s.dominateZO'),
    msg('s.panoplies'),
    msg('s.specialistTroops'),
    msg('s.intelcomCardSupportControl2'),
  ],
  ...ownDeckClassifieds(1),
  intelcom: 'support-and-control',
  zones: [{ id: 'armory', label: msg('s.theArmory2'), pointsKey: 'pointsArmory' }],
  player: {
    panoplyItems: count(msg('s.weaponsItemsAcquiredFrom'), cite(RULE, msg('s.panoplies')), 0, MAX_TROOPERS * 2),
  },
  round: {
    pointsArmory: zoneQuestion(msg('s.theArmory'), cite(RULE, msg('s.theArmoryZO'))),
  },
  objectives(g, side) {
    const main = cite(RULE, msg('s.mainObjectives'));
    const last = g.rounds.length - 1;
    const lines: Line[] = [];
    g.rounds.forEach((r, i) => {
      const points = versusPair(side, (s) => zonePoints(g, s, 'armory', r[s].pointsArmory, i === last));
      if (isRoundEnd(g, i))
        lines.push(atRound(i + 1, dominateLine('dominate-round', msg('s.dominatesArmory'), points, 1, main)));
      if (i === last) lines.push(dominateLine('dominate-end', msg('s.dominatesArmoryEndGame'), points, 4, main));
    });
    const items = factPair(g.facts, side, 'panoplyItems');
    lines.push(moreLine('more-panoply-items', msg('s.morePanoplyItemsAcquired'), items, 2, main));
    return lines;
  },
  guide: () => [
    { label: msg('s.endEachGameRoundDominateArmory'), op: msg('s.1PerRound') },
    { label: msg('s.endGameDominateArmory'), op: '4' },
    { label: msg('s.acquireMoreWeaponsItems'), op: '2' },
  ],
});
