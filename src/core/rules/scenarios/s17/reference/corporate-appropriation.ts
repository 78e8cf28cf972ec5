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

const RULE = cite('ITS S17', msg('s.corporateAppropriation'));
const MAIN = cite(RULE, msg('s.mainObjectives'));

export const corporateAppropriation = defineScenario({
  ...S17_BASE,
  id: 'corporate-appropriation',
  name: msg('s.corporateAppropriation'),
  rule: RULE,
  deployment: msg('s.oppositeSidesDeploymentZones12Inches'),
  specialRules: [msg('s.prototypes'), msg('s.panoplies')],
  ...ownDeckClassifieds(3),
  reinforcements: true,
  player: {
    capturedEnemyPrototype: yesNo(msg('s.hasEnemyPrototypeCapturedEnd'), cite(RULE, msg('s.prototypes')), {
      help: msg('s.aNonNullModelThis'),
    }),
    prototypeInOwnDz: yesNo(msg('s.andInsideThisPlayers'), MAIN, {
      showIf: { key: 'capturedEnemyPrototype', equals: true },
    }),
    ownPrototypeDestroyed: yesNo(msg('s.thisPlayersOwnPrototype'), cite(RULE, msg('s.prototypes'))),
    panoplyAcquisitions: count(msg('s.weaponsItemsAcquiredFrom'), cite(RULE, msg('s.panoplies')), 0, 25),
  },
  game: {
    destroyedReading: pick(
      msg('s.whoScoresYourPrototype'),
      MAIN,
      [
        { value: 'owner', label: msg('s.theOwnerDestroyedPrototype') },
        { value: 'opponent', label: msg('s.theOwnersOpponentRead') },
      ],
      {
        reading: msg('s.asPrintedOwnerDestroyed'),
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
      line('captured-prototype', msg('s.hasEnemyPrototypeCaptured'), f.capturedEnemyPrototype ? 2 : 0, MAIN),
      line(
        'prototype-in-dz',
        msg('s.insideOwnDeploymentZone'),
        f.capturedEnemyPrototype && f.prototypeInOwnDz ? 1 : 0,
        MAIN,
      ),
      line(
        'prototype-kept',
        msg('s.ownPrototypeNotCaptured'),
        !f.ownPrototypeDestroyed && !o.capturedEnemyPrototype ? 1 : 0,
        MAIN,
      ),
      line(
        'prototype-destroyed',
        byOwner ? msg('s.ownPrototypeDestroyed') : msg('s.enemyPrototypeDestroyed'),
        destroyed ? 3 : 0,
        MAIN,
        byOwner ? msg('s.asPrintedOwnerScores') : msg('s.refereesReadingOpponentScores'),
      ),
      moreLine('panoplies', msg('s.morePanoplyAcquisitionsThan'), panoplies, 1, MAIN),
    ];
  },
  guide: () => [
    { label: msg('s.haveEnemyPrototypeCaptured'), op: '2' },
    { label: msg('s.insideYourOwnDeployment'), op: '+1' },
    { label: msg('s.yourOwnPrototypeNot'), op: '1' },
    { label: msg('s.yourPrototypeDestroyedPrinted'), op: '3' },
    { label: msg('s.moreWeaponsItemsAcquired'), op: '1' },
  ],
});
