/**
 * Provisioning (ITS S17). At the end: each Supply Box you Control 1 (four in the game) · more
 * boxes in your own Safe Area than the adversary in theirs 3 · the same number (at least 1) 1 ·
 * the adversary Controls no box in their own Safe Area 2 · 1 Classified.
 */
import { cite } from '../../../../../shared/citation';
import { atMostInPlay } from '../../checks';
import { msg } from '../../../../../shared/messages';
import { count } from '../../questions';
import { defineScenario, ownDeckClassifieds } from '../../scenario';
import type { Problem } from '../../types';
import { opponent, SIDES } from '../../types';
import { eachLine, factPair, line, sameOrMore } from '../../util';
import { S17_BASE } from '../common';

const RULE = cite('ITS S17', msg('s.provisioning'));
const MAIN = cite(RULE, msg('s.mainObjectives'));
const BOXES = 4;

export const provisioning = defineScenario({
  ...S17_BASE,
  id: 'provisioning',
  name: msg('s.provisioning'),
  rule: RULE,
  deployment: msg('s.oppositeCornersDeploymentZones'),
  specialRules: [msg('s.techCoffins'), msg('s.supplyBoxes'), msg('s.safeAreas')],
  ...ownDeckClassifieds(1),
  reinforcements: true,
  player: {
    boxesControlled: count(msg('s.supplyBoxesControlledEnd'), cite(RULE, msg('s.supplyBoxes')), 0, BOXES, {
      help: msg('s.carriedNonNullModelThis'),
    }),
    boxesInSafeArea: count(msg('s.ofWhichInsideThis'), cite(RULE, msg('s.safeAreas')), 0, BOXES),
  },
  check(g) {
    const p: Problem[] = atMostInPlay(g.facts, 'boxesControlled', BOXES, msg('m.c.supplyBoxes'));
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
    const [same, moreLine] = sameOrMore(factPair(g.facts, side, 'boxesInSafeArea'), {
      same: {
        objective: 'same-safe-area',
        label: msg('s.asManyBoxesOwn'),
        op: 1,
      },
      more: { objective: 'more-safe-area', label: msg('s.moreBoxesOwnSafe'), op: 3 },
      rule: MAIN,
      noun: msg('s.supplyBoxesOwnSafe'),
    });
    return [
      eachLine('boxes', msg('s.supplyBoxesControlled'), f.boxesControlled, MAIN),
      moreLine,
      same,
      line('enemy-safe-area-empty', msg('s.theAdversaryControlsNo'), o.boxesInSafeArea === 0 ? 2 : 0, MAIN),
    ];
  },
  guide: () => [
    { label: msg('s.eachSupplyBoxYou'), op: msg('s.1EachUp4') },
    { label: msg('s.moreBoxesYourOwn'), op: '3' },
    { label: msg('s.theSameNumberYour'), op: '1' },
    { label: msg('s.theAdversaryControlsNo'), op: '2' },
  ],
});
