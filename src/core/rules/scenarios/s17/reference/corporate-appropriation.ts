/**
 * Corporate Appropriation (ITS S17). The enemy Prototype Captured 2, and in your own Deployment
 * Zone +1 · your own Prototype not Captured by the enemy (while not Destroyed) 1 · "your
 * Prototype is Destroyed" 3 · more Panoply acquisitions than the adversary 1 · 3 Classifieds.
 * The text's "your Prototype is Destroyed" allows two readings: the referee picks one (the
 * literal one by default), and the breakdown says which.
 */
import { cite } from '../../../../../shared/citation';
import { msg } from '../../../../../shared/messages';
import { count, pick, yesNo } from '../../questions';
import { defineScenario, ownDeckClassifieds } from '../../scenario';
import type { Problem } from '../../types';
import { opponent, SIDES } from '../../types';
import { factPair, line, moreLine } from '../../util';
import { S17_BASE } from '../common';

const RULE = cite('ITS S17', msg('s.corporate-appropriation.name'));
const MAIN = cite(RULE, msg('s.common.mainObjectives'));

export const corporateAppropriation = defineScenario({
  ...S17_BASE,
  id: 'corporate-appropriation',
  name: msg('s.corporate-appropriation.name'),
  rule: RULE,
  deployment: msg('s.corporate-appropriation.deployment'),
  specialRules: [msg('s.corporate-appropriation.prototypes'), msg('s.common.panoplies')],
  ...ownDeckClassifieds(3),
  reinforcements: true,
  player: {
    capturedEnemyPrototype: yesNo(
      msg('s.corporate-appropriation.hasEnemyPrototypeAtEnd'),
      cite(RULE, msg('s.corporate-appropriation.prototypes')),
      {
        help: msg('s.corporate-appropriation.prototypeCapturedHelp'),
      },
    ),
    prototypeInOwnDz: yesNo(msg('s.corporate-appropriation.andInsideOwnDeployment'), MAIN, {
      showIf: { key: 'capturedEnemyPrototype', equals: true },
    }),
    ownPrototypeDestroyed: yesNo(
      msg('s.corporate-appropriation.ownPrototypeDestroyedQuestion'),
      cite(RULE, msg('s.corporate-appropriation.prototypes')),
    ),
    panoplyAcquisitions: count(msg('s.common.panoplyItemsAcquired'), cite(RULE, msg('s.common.panoplies')), 0, 25),
  },
  game: {
    destroyedReading: pick(
      msg('s.corporate-appropriation.whoScoresDestroyed'),
      MAIN,
      [
        { value: 'owner', label: msg('s.corporate-appropriation.ownerScoresOption') },
        { value: 'opponent', label: msg('s.corporate-appropriation.opponentScoresOption') },
      ],
      {
        reading: msg('s.corporate-appropriation.destroyedPrototypeReading'),
      },
    ),
  },
  check(g) {
    const p: Problem[] = [];
    for (const side of SIDES) {
      const f = g.facts[side];
      const other = opponent(side);
      if (f.ownPrototypeDestroyed && g.facts[other].capturedEnemyPrototype) {
        p.push({
          fields: [`${side}.ownPrototypeDestroyed`, `${other}.capturedEnemyPrototype`],
          message: msg('m.c.prototypeGone'),
        });
      }
      if (f.prototypeInOwnDz && !f.capturedEnemyPrototype) {
        p.push({
          fields: [`${side}.prototypeInOwnDz`, `${side}.capturedEnemyPrototype`],
          message: msg('m.c.prototypeNotHeld'),
        });
      }
    }
    return p;
  },
  objectives(g, side) {
    const f = g.facts[side];
    const o = g.facts[opponent(side)];
    const byOwner = g.game.destroyedReading !== 'opponent';
    const panoplies = factPair(g.facts, side, 'panoplyAcquisitions');
    const destroyed = byOwner ? f.ownPrototypeDestroyed : o.ownPrototypeDestroyed;
    return [
      line(
        'captured-prototype',
        msg('s.corporate-appropriation.hasEnemyPrototype'),
        f.capturedEnemyPrototype ? 2 : 0,
        MAIN,
      ),
      line(
        'prototype-in-dz',
        msg('s.corporate-appropriation.insideOwnDeployment'),
        f.capturedEnemyPrototype && f.prototypeInOwnDz ? 1 : 0,
        MAIN,
      ),
      line(
        'prototype-kept',
        msg('s.corporate-appropriation.ownPrototypeKept'),
        !f.ownPrototypeDestroyed && !o.capturedEnemyPrototype ? 1 : 0,
        MAIN,
      ),
      line(
        'prototype-destroyed',
        byOwner
          ? msg('s.corporate-appropriation.ownPrototypeDestroyed')
          : msg('s.corporate-appropriation.enemyPrototypeDestroyed'),
        destroyed ? 3 : 0,
        MAIN,
        byOwner
          ? msg('s.corporate-appropriation.ownerScoresAsPrinted')
          : msg('s.corporate-appropriation.opponentScoresReading'),
      ),
      moreLine('panoplies', msg('s.corporate-appropriation.morePanoplyAcquisitions'), panoplies, 1, MAIN),
    ];
  },
  guide: () => [
    { label: msg('s.corporate-appropriation.captureEnemyPrototypeGoal'), op: '2' },
    { label: msg('s.common.insideYourDeploymentZone'), op: '+1' },
    { label: msg('s.corporate-appropriation.ownPrototypeKeptGoal'), op: '1' },
    { label: msg('s.corporate-appropriation.ownPrototypeDestroyedGoal'), op: '3' },
    { label: msg('s.corporate-appropriation.morePanoplyItemsGoal'), op: '1' },
  ],
});
