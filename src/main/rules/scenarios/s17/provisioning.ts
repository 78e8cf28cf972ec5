/**
 * Provisioning (ITS S17). At the end: each Supply Box you Control 1 (four in the game) · more
 * boxes in your own Safe Area than the adversary in theirs 3 · the same number (at least 1) 1 ·
 * the adversary Controls no box in their own Safe Area 2 · 1 Classified.
 */
import { combinedAtMost } from '../checks';
import { msg } from '../../../../shared/messages';
import { count } from '../questions';
import { defineScenario } from '../scenario';
import type { Problem } from '../types';
import { opponent, SIDES } from '../types';
import { line, sameOrMore } from '../util';
import { EARLY_END, S17_BASE } from './common';

const RULE = 'ITS S17 · Provisioning';
const MAIN = `${RULE} · Main Objectives`;
const BOXES = 4;

export const provisioning = defineScenario({
  ...S17_BASE,
  id: 'provisioning',
  name: 'Provisioning',
  rule: RULE,
  deployment: 'Opposite corners, Deployment Zones of 24 inches radius (20 at 200 and 250 points, 12 at 150).',
  specialRules: ['Tech-Coffins', 'Supply Boxes', 'Safe Areas'],
  classified: { count: 1, op: 1 },
  classifiedDeck: 'own-deck',
  retreat: EARLY_END,
  hvt: 'neutral',
  secureHvt: 'any-classified',
  intelcom: null,
  reinforcements: true,
  player: {
    boxesControlled: count('Supply Boxes Controlled at the end', `${RULE} · Supply Boxes`, 0, BOXES, {
      help: 'Carried by a non-Null model of this player not in contact with an enemy model, or lying in this player’s Safe Area unless an enemy Specialist carries it.',
    }),
    boxesInSafeArea: count('… of which inside this player’s own Safe Area', `${RULE} · Safe Areas`, 0, BOXES),
  },
  check(g) {
    const p: Problem[] = combinedAtMost(
      g.facts,
      'boxesControlled',
      BOXES,
      msg('m.c.tooMany', { n: BOXES, what: msg('m.c.supplyBoxes') }),
    );
    for (const side of SIDES) {
      const f = g.facts[side];
      if (f.boxesInSafeArea > f.boxesControlled) {
        p.push({
          fields: [`${side}.boxesInSafeArea`, `${side}.boxesControlled`],
          message: msg('m.c.safeAreaOver', { n: f.boxesInSafeArea, m: f.boxesControlled }),
        });
      }
    }
    return p;
  },
  objectives(g, side) {
    const f = g.facts[side];
    const o = g.facts[opponent(side)];
    const [same, moreLine] = sameOrMore({
      own: f.boxesInSafeArea,
      other: o.boxesInSafeArea,
      same: {
        objective: 'same-safe-area',
        label: 'As many boxes in own Safe Area as the adversary (at least 1)',
        op: 1,
      },
      more: { objective: 'more-safe-area', label: 'More boxes in own Safe Area than the adversary', op: 3 },
      rule: MAIN,
      noun: 'Supply Boxes in own Safe Area',
    });
    return [
      line('boxes', 'Supply Boxes Controlled', f.boxesControlled, MAIN, `${f.boxesControlled} × 1`),
      moreLine,
      same,
      line(
        'enemy-safe-area-empty',
        'The adversary Controls no box in their own Safe Area',
        o.boxesInSafeArea === 0 ? 2 : 0,
        MAIN,
      ),
    ];
  },
  guide: () => [
    { label: 'Each Supply Box you Control at the end of the game', op: '1 each, up to 4' },
    { label: 'More boxes in your own Safe Area than the adversary in theirs', op: '3' },
    { label: 'The same number in your Safe Area as the adversary in theirs, at least 1', op: '1' },
    { label: 'The adversary Controls no box in their own Safe Area', op: '2' },
  ],
});
