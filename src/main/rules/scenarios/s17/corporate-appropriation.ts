/**
 * Corporate Appropriation (ITS S17). The enemy Prototype Captured 2, and in your own Deployment
 * Zone +1 · your own Prototype not Captured by the enemy (while not Destroyed) 1 · "your
 * Prototype is Destroyed" 3 · more Panoply acquisitions than the adversary 1 · 3 Classifieds.
 * The text's "your Prototype is Destroyed" allows two readings: the referee picks one (the
 * literal one by default), and the breakdown says which.
 */
import { msg } from '../../../../shared/messages';
import { count, pick, yesNo } from '../questions';
import { defineScenario } from '../scenario';
import type { Problem } from '../types';
import { opponent, SIDES } from '../types';
import { line } from '../util';
import { EARLY_END, more, S17_BASE } from './common';

const RULE = 'ITS S17 · Corporate Appropriation';
const MAIN = `${RULE} · Main Objectives`;

export const corporateAppropriation = defineScenario({
  ...S17_BASE,
  id: 'corporate-appropriation',
  name: 'Corporate Appropriation',
  rule: RULE,
  deployment:
    'Opposite sides, Deployment Zones 12 inches deep (8 at 150 points); no deployment within 4 inches of the centre line.',
  specialRules: ['Prototypes', 'Panoplies'],
  classified: { count: 3, op: 1 },
  classifiedDeck: 'own-deck',
  retreat: EARLY_END,
  hvt: 'neutral',
  secureHvt: 'any-classified',
  intelcom: null,
  reinforcements: true,
  player: {
    capturedEnemyPrototype: yesNo('Has the enemy Prototype Captured at the end', `${RULE} · Prototypes`, {
      help: 'A non-Null model of this player carries it, not in contact with an enemy model.',
    }),
    prototypeInOwnDz: yesNo('… and it is inside this player’s own Deployment Zone', MAIN, {
      showIf: { key: 'capturedEnemyPrototype', equals: true },
    }),
    ownPrototypeDestroyed: yesNo('This player’s own Prototype was Destroyed', `${RULE} · Prototypes`),
    panoplyAcquisitions: count('Weapons or items acquired from the Panoplies', `${RULE} · Panoplies`, 0, 25),
  },
  game: {
    destroyedReading: pick(
      'Who scores “your Prototype is Destroyed”',
      MAIN,
      [
        { value: 'owner', label: 'The owner of the Destroyed Prototype (as printed)' },
        { value: 'opponent', label: 'The owner’s opponent (read as a misprint)' },
      ],
      {
        reading:
          'As printed, the owner of a Destroyed Prototype scores the 3 OP (and so loses the point for keeping it); the other reading gives them to the opponent. The app uses the printed one unless the referee chooses otherwise.',
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
    const destroyed = byOwner ? f.ownPrototypeDestroyed : o.ownPrototypeDestroyed;
    return [
      line('captured-prototype', 'Has the enemy Prototype Captured', f.capturedEnemyPrototype ? 2 : 0, MAIN),
      line(
        'prototype-in-dz',
        '… inside own Deployment Zone',
        f.capturedEnemyPrototype && f.prototypeInOwnDz ? 1 : 0,
        MAIN,
      ),
      line(
        'prototype-kept',
        'Own Prototype not Captured by the enemy (and not Destroyed)',
        !f.ownPrototypeDestroyed && !o.capturedEnemyPrototype ? 1 : 0,
        MAIN,
      ),
      line(
        'prototype-destroyed',
        byOwner ? 'Own Prototype Destroyed' : 'Enemy Prototype Destroyed',
        destroyed ? 3 : 0,
        MAIN,
        byOwner ? 'as printed: the owner scores' : 'referee’s reading: the opponent scores',
      ),
      line(
        'panoplies',
        'More Panoply acquisitions than the adversary',
        more(f.panoplyAcquisitions, o.panoplyAcquisitions, 1),
        MAIN,
        `${f.panoplyAcquisitions} vs ${o.panoplyAcquisitions}`,
      ),
    ];
  },
  guide: () => [
    { label: 'Have the enemy Prototype Captured at the end of the game', op: '2' },
    { label: '… inside your own Deployment Zone', op: '+1' },
    { label: 'Your own Prototype not Captured by the enemy (only if not Destroyed)', op: '1' },
    { label: 'Your Prototype is Destroyed (as printed; the referee may read it as the enemy Prototype)', op: '3' },
    { label: 'More weapons or items acquired from the Panoplies than the adversary', op: '1' },
  ],
});
