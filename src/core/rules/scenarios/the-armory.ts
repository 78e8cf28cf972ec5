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

const RULE = cite('ITS S11', msg('s.the-armory.name'));

export const theArmory = defineScenario({
  ...S11_BASE,
  id: 'the-armory',
  name: msg('s.the-armory.name'),
  rule: RULE,
  tableConfiguration: 'F',
  deployment: msg('s.the-armory.deployment'),
  specialRules: [
    msg('s.common.exclusionZone'),
    msg('s.the-armory.armoryZone'),
    msg('s.common.dominateZone'),
    msg('s.common.panoplies'),
    msg('s.common.specialistTroops'),
    msg('s.intelcom.intelcomSupportCard'),
  ],
  ...ownDeckClassifieds(1),
  intelcom: 'support-and-control',
  zones: [{ id: 'armory', label: msg('s.the-armory.name'), pointsKey: 'pointsArmory' }],
  player: {
    panoplyItems: count(
      msg('s.common.panoplyItemsAcquired'),
      cite(RULE, msg('s.common.panoplies')),
      0,
      MAX_TROOPERS * 2,
    ),
  },
  round: {
    pointsArmory: zoneQuestion(msg('s.the-armory.armoryNoun'), cite(RULE, msg('s.the-armory.armoryZone'))),
  },
  objectives(g, side) {
    const main = cite(RULE, msg('s.common.mainObjectives'));
    const last = g.rounds.length - 1;
    const lines: Line[] = [];
    g.rounds.forEach((r, i) => {
      const points = versusPair(side, (s) => zonePoints(g, s, 'armory', r[s].pointsArmory, i === last));
      if (isRoundEnd(g, i))
        lines.push(
          atRound(i + 1, dominateLine('dominate-round', msg('s.the-armory.dominatesArmory'), points, 1, main)),
        );
      if (i === last)
        lines.push(dominateLine('dominate-end', msg('s.the-armory.dominatesArmoryAtEnd'), points, 4, main));
    });
    const items = factPair(g.facts, side, 'panoplyItems');
    lines.push(moreLine('more-panoply-items', msg('s.common.morePanoplyItemsAcquired'), items, 2, main));
    return lines;
  },
  guide: () => [
    { label: msg('s.the-armory.armoryEachRoundGoal'), op: msg('s.common.onePerRound') },
    { label: msg('s.the-armory.armoryAtEndGoal'), op: '4' },
    { label: msg('s.common.acquireMorePanoplyItems'), op: '2' },
  ],
});
