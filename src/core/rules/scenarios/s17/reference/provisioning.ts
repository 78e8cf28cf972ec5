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

const RULE = cite('ITS S17', msg('s.provisioning.name'));
const MAIN = cite(RULE, msg('s.common.mainObjectives'));
const BOXES = 4;

export const provisioning = defineScenario({
  ...S17_BASE,
  id: 'provisioning',
  name: msg('s.provisioning.name'),
  rule: RULE,
  deployment: msg('s.s17.deploymentCorners'),
  specialRules: [msg('s.common.techCoffins'), msg('s.common.supplyBoxes'), msg('s.provisioning.safeAreas')],
  ...ownDeckClassifieds(1),
  reinforcements: true,
  player: {
    boxesControlled: count(
      msg('s.provisioning.boxesControlledAtEnd'),
      cite(RULE, msg('s.common.supplyBoxes')),
      0,
      BOXES,
      {
        help: msg('s.provisioning.boxControlledHelp'),
      },
    ),
    boxesInSafeArea: count(
      msg('s.provisioning.ofWhichInOwnSafeArea'),
      cite(RULE, msg('s.provisioning.safeAreas')),
      0,
      BOXES,
    ),
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
        label: msg('s.provisioning.asManyBoxesGoal'),
        op: 1,
      },
      more: { objective: 'more-safe-area', label: msg('s.provisioning.moreBoxesInSafeArea'), op: 3 },
      rule: MAIN,
      noun: msg('s.provisioning.boxesInSafeArea'),
    });
    return [
      eachLine('boxes', msg('s.common.supplyBoxesControlled'), f.boxesControlled, MAIN),
      moreLine,
      same,
      line('enemy-safe-area-empty', msg('s.provisioning.opponentHasNoBox'), o.boxesInSafeArea === 0 ? 2 : 0, MAIN),
    ];
  },
  guide: () => [
    { label: msg('s.provisioning.eachBox'), op: msg('s.common.oneEachUpTo4') },
    { label: msg('s.provisioning.moreBoxesGoal'), op: '3' },
    { label: msg('s.provisioning.asManyBoxes'), op: '1' },
    { label: msg('s.provisioning.opponentHasNoBox'), op: '2' },
  ],
});
